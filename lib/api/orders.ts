import { queryOptions } from './query-options';
import type { Page } from '@/lib/contract/common';
import type { Order, OrderInput } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import type { CancelReason } from '@/lib/contract/order-values';
import { searchParams, unwrap, type Http } from './http';

/** The contract's orders (login). Prices are the server's, never the client's. */

/** Places an order; the same `idempotencyKey` on a retry gives back the first order, never a second. */
export const placeOrder = (http: Http, body: OrderInput, idempotencyKey: string) =>
  http.post('store/order/', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).then(unwrap<Order>);

export const listOrders = (http: Http, params: { page: number; size: number; q?: string }) =>
  http.get('store/orders/', { searchParams: searchParams(params) }).then(unwrap<Page<Order>>);

export const getOrder = (http: Http, id: number) => http.get(`store/order/${id}/`).then(unwrap<Order>);

export const getLastOrder = (http: Http) => http.get('store/orders/last/').then(unwrap<Order>);

/** Cancels while the status allows it (409 `conflict` otherwise); stock and the promo use go back. */
export const cancelOrder = (http: Http, id: number, reason?: CancelReason) =>
  http.get(`store/order/canceled/${id}/`, reason ? { searchParams: { reason } } : undefined).then(unwrap<Order>);

export const orderKeys = {
  all: ['orders'] as const,
  list: (locale: Locale, q: string) => [...orderKeys.all, 'list', locale, q] as const,
  one: (locale: Locale, id: number) => [...orderKeys.all, 'one', locale, id] as const,
  last: (locale: Locale) => [...orderKeys.all, 'last', locale] as const,
};

export const orderQuery = (http: Http, locale: Locale, id: number) =>
  queryOptions({ queryKey: orderKeys.one(locale, id), queryFn: () => getOrder(http, id), staleTime: 0 });

export const lastOrderQuery = (http: Http, locale: Locale) =>
  queryOptions({ queryKey: orderKeys.last(locale), queryFn: () => getLastOrder(http), staleTime: 0, retry: false });
