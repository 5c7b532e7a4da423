import { queryOptions } from './query-options';
import type { OrderInput } from '@/lib/contract/orders';
import { shopApi } from '@/lib/contract/shop-route-values';
import type { Locale } from '@/lib/contract/values';
import type { CancelReason } from '@/lib/contract/order-values';
import { ORDER_REFRESH_MS } from '@/lib/domain/order';
import { isFinal } from '@/lib/domain/order-status';
import { call } from './call';
import type { Http } from './http';

/** The contract's orders (login). Prices are the server's, never the client's. */

/** Places an order; the same `idempotencyKey` on a retry gives back the first order, never a second. */
export const placeOrder = (http: Http, body: OrderInput, idempotencyKey: string) =>
  call(http, shopApi.orders.place, { json: body, options: { headers: { 'Idempotency-Key': idempotencyKey } } });

export const listOrders = (http: Http, params: { page: number; size: number; q?: string }) => call(http, shopApi.orders.list, { query: params });

const getOrder = (http: Http, id: number) => call(http, shopApi.orders.one, { path: { id } });

/** "Buy again": the distinct products of the caller's orders, the most frequently ordered first, as they are now. */
const getOrderedProducts = (http: Http, params: { page?: number; size: number }) =>
  call(http, shopApi.orders.products, { query: { page: params.page ?? 1, size: params.size } });

const getLastOrder = (http: Http) => call(http, shopApi.orders.last);

/** Cancels while the status allows it (409 `conflict` otherwise); stock and the promo use go back. */
export const cancelOrder = (http: Http, id: number, reason?: CancelReason) => call(http, shopApi.orders.cancel, { path: { id }, query: { reason } });

/** Checkout's payment choices: cash and card always, then each online provider the server is configured for. */
const getPaymentMethods = (http: Http) => call(http, shopApi.orders.paymentMethods);

export const orderKeys = {
  all: ['orders'] as const,
  list: (locale: Locale, q: string) => [...orderKeys.all, 'list', locale, q] as const,
  one: (locale: Locale, id: number) => [...orderKeys.all, 'one', locale, id] as const,
  last: (locale: Locale) => [...orderKeys.all, 'last', locale] as const,
  products: (locale: Locale, size: number) => [...orderKeys.all, 'products', locale, size] as const,
  paymentMethods: () => ['payment-methods'] as const,
};

/**
 * One order; while it is open its page asks again every few seconds (only while the tab is seen),
 * so that a move by the store shows without a reload.
 */
export const orderQuery = (http: Http, locale: Locale, id: number) =>
  queryOptions({
    queryKey: orderKeys.one(locale, id),
    queryFn: () => getOrder(http, id),
    staleTime: 0,
    // A cancelled paid order still waits for the provider to confirm the refund.
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (!isFinal(order.status) || order.payment_state === 'refund_pending') ? ORDER_REFRESH_MS : false;
    },
  });

export const lastOrderQuery = (http: Http, locale: Locale) =>
  queryOptions({ queryKey: orderKeys.last(locale), queryFn: () => getLastOrder(http), staleTime: 0, retry: false });

/** The home page's and empty cart's "Buy again" shelf (a new order changes it: the orders key covers it). */
export const orderedProductsQuery = (http: Http, locale: Locale, size: number) =>
  queryOptions({ queryKey: orderKeys.products(locale, size), queryFn: () => getOrderedProducts(http, { size }), staleTime: 60_000 });

/** The server's settings change only with a restart: asked once per visit. */
export const paymentMethodsQuery = (http: Http) =>
  queryOptions({ queryKey: orderKeys.paymentMethods(), queryFn: () => getPaymentMethods(http), staleTime: 10 * 60_000 });
