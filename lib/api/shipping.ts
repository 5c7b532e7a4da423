import { queryOptions } from './query-options';
import type { Deleted, ShippingAddress, ShippingInput, ShippingUpdate } from '@/lib/contract/orders';
import { unwrap, type Http } from './http';

/** The shopper's saved delivery addresses (login). At most MAX_ADDRESSES; the main one comes first. */

export const listShipping = (http: Http) => http.get('store/shipping/list/').then(unwrap<ShippingAddress[]>);

export const createShipping = (http: Http, body: ShippingInput) => http.post('store/shipping/', { json: body }).then(unwrap<ShippingAddress>);

export const updateShipping = (http: Http, id: number, body: ShippingUpdate) =>
  http.patch(`store/shipping/update/${id}/`, { json: body }).then(unwrap<ShippingAddress>);

export const deleteShipping = (http: Http, id: number) => http.delete(`store/shipping/delete/${id}/`).then(unwrap<Deleted>);

export const shippingKeys = {
  all: ['shipping'] as const,
  list: () => [...shippingKeys.all, 'list'] as const,
};

export const shippingQuery = (http: Http) => queryOptions({ queryKey: shippingKeys.list(), queryFn: () => listShipping(http), staleTime: 0 });
