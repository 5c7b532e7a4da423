import type { DeliveryTermsAnswer } from '@/lib/contract/delivery';
import type { Locale } from '@/lib/contract/values';
import { unwrap, type Http } from './http';

/** Stores' delivery terms and the windows they offer now (`GET /store/delivery/?store=…`). */
export const getDeliveryTerms = (http: Http, storeIds: readonly number[]) =>
  http.get('store/delivery/', { searchParams: { store: storeIds.join(',') } }).then(unwrap<DeliveryTermsAnswer[]>);

export const deliveryKeys = {
  terms: (locale: Locale, storeIds: string) => ['delivery', 'terms', locale, storeIds] as const,
};
