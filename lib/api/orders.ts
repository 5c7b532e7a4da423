import { queryOptions } from './query-options';
import type { OrderType } from '@/lib/domain/order';
import { searchParams, unwrap, type Http } from './http';
import type { ShippingAddress } from './shipping';
import type { Locale, Page, Product } from './types';

/** The contract's orders (login). Prices are the server's, never the client's. */
export type PaymentType = 'cash' | 'card';

export interface OrderItem {
  id: number;
  /** The product as it was ordered. */
  product: Product;
  quantity: number;
  price: number;
  discount_price: number;
}

export interface Order {
  id: number;
  type: OrderType;
  status: number;
  status_name: string;
  created_at: string;
  full_name: string;
  phone_number: string;
  delivery_address: ShippingAddress | null;
  promo_code: { promocode: string; discount: number } | null;
  order_items: OrderItem[];
  all_prices: number;
  sale_price: number;
  sale_price_promo_code: number;
  delivery_price: number;
  total_price: number;
  payment_type: PaymentType;
  comment: string | null;
  pickup_until: string | null;
  status_history: { status: number; status_name: string; created_at: string }[];
}

export interface OrderInput {
  type: OrderType;
  full_name: string;
  phone_number: string;
  products: { product: number; quantity: number }[];
  delivery_address?: number | null;
  promocode?: string | null;
  payment_type?: PaymentType;
  comment?: string | null;
}

/** Places an order; the same `idempotencyKey` on a retry gives back the first order, never a second. */
export const placeOrder = (http: Http, body: OrderInput, idempotencyKey: string) =>
  http.post('store/order/', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).then(unwrap<Order>);

export const listOrders = (http: Http, params: { page: number; size: number; q?: string }) =>
  http.get('store/orders/', { searchParams: searchParams(params) }).then(unwrap<Page<Order>>);

export const getOrder = (http: Http, id: number) => http.get(`store/order/${id}/`).then(unwrap<Order>);

export const getLastOrder = (http: Http) => http.get('store/orders/last/').then(unwrap<Order>);

/** Cancels while the status allows it (409 `conflict` otherwise); stock and the promo use go back. */
export const cancelOrder = (http: Http, id: number) => http.get(`store/order/canceled/${id}/`).then(unwrap<Order>);

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
