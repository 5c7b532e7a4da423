import { queryOptions } from './query-options';
import type { ShippingInput, ShippingUpdate } from '@/lib/contract/orders';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** The shopper's saved delivery addresses (login). At most MAX_ADDRESSES; the main one comes first. */

const listShipping = (http: Http) => call(http, shopApi.shipping.list);

export const createShipping = (http: Http, body: ShippingInput) => call(http, shopApi.shipping.create, { json: body });

export const updateShipping = (http: Http, id: number, body: ShippingUpdate) => call(http, shopApi.shipping.update, { path: { id }, json: body });

export const deleteShipping = (http: Http, id: number) => call(http, shopApi.shipping.remove, { path: { id } });

export const shippingKeys = {
  all: ['shipping'] as const,
  list: () => [...shippingKeys.all, 'list'] as const,
};

export const shippingQuery = (http: Http) => queryOptions({ queryKey: shippingKeys.list(), queryFn: () => listShipping(http), staleTime: 0 });
