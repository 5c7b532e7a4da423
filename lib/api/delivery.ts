import { shopApi } from '@/lib/contract/shop-route-values';
import type { Locale } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

/** Stores' delivery terms and the windows they offer now (`GET /store/delivery/?store=…`). */
export const getDeliveryTerms = (http: Http, storeIds: readonly number[]) => call(http, shopApi.delivery, { query: { store: storeIds.join(',') } });

export const deliveryKeys = {
  terms: (locale: Locale, storeIds: string) => ['delivery', 'terms', locale, storeIds] as const,
};
