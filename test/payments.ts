/* eslint-disable @typescript-eslint/no-explicit-any -- test answers are JSON checked by assertions */
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { orderParts, orderStatusHistory, orders, paymentTransactions, products, smsMessages, stores } from '@/server/db/schema';
import { call } from './api';
import { bearer, createAccount, loginAs } from './auth';

/**
 * What the payment tests share (ADR 0018): a shopper with an online order waiting for its payment,
 * and a look at the order, its parts, history, transactions, stock and SMS afterwards.
 */

export type OnlineType = 'payme' | 'click';

export interface PlacedOrder {
  id: number;
  total: number;
  productId: number;
  quantity: number;
  phone: string;
  userId: number;
  headers: Record<string, string>;
  body: any;
}

/** Products earlier orders of this file took: each order gets one of its own, so stock checks never mix. */
const picked: number[] = [];

/**
 * A new shopper who orders `quantity` of a product in stock (pickup, so no address and no delivery
 * fee), paid with `paymentType`, in `locale`. The product's stock is set to `stock` first.
 */
export async function placeOnlineOrder(
  db: DbHandle,
  paymentType: OnlineType | 'cash' | 'card',
  opts: { quantity?: number; stock?: number; locale?: 'uz' | 'ru'; promocode?: string } = {},
): Promise<PlacedOrder> {
  const { phone, password } = await createAccount(db);
  const headers = bearer((await loginAs(phone, password)).access_token);
  const [product] = await db.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(eq(stores.pickup, true), sql`${products.available} > 0`, isNull(products.deletedAt), picked.length ? notInArray(products.id, picked) : undefined),
    )
    .orderBy(sql`random()`)
    .limit(1);
  picked.push(product!.id);
  await db.db
    .update(products)
    .set({ available: opts.stock ?? 50 })
    .where(eq(products.id, product!.id));
  const quantity = opts.quantity ?? 2;
  const res = await call('POST', '/store/order/', {
    headers,
    locale: opts.locale,
    body: {
      type: 'T',
      full_name: 'Aziz Karimov',
      phone_number: phone,
      products: [{ product: product!.id, quantity }],
      payment_type: paymentType,
      promocode: opts.promocode,
    },
  });
  if (res.status !== 201) throw new Error(`order: ${JSON.stringify(res.body)}`);
  const [order] = await db.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, res.body.result.id));
  return {
    id: res.body.result.id,
    total: res.body.result.total_price,
    productId: product!.id,
    quantity,
    phone,
    userId: order!.userId,
    headers,
    body: res.body.result,
  };
}

/** The order's row, its parts' statuses, its shopper history, its transactions, the product's stock and the SMS to its phone. */
export async function orderState(db: DbHandle, order: Pick<PlacedOrder, 'id' | 'productId' | 'phone'>) {
  const [row] = await db.db.select().from(orders).where(eq(orders.id, order.id));
  const parts = await db.db.select({ status: orderParts.status }).from(orderParts).where(eq(orderParts.orderId, order.id));
  const history = await db.db
    .select({ status: orderStatusHistory.status, reason: orderStatusHistory.reason })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), isNull(orderStatusHistory.storeId)))
    .orderBy(asc(orderStatusHistory.id));
  const transactions = await db.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id)).orderBy(asc(paymentTransactions.id));
  const [stock] = await db.db.select({ available: products.available }).from(products).where(eq(products.id, order.productId));
  const sms = await db.db.select({ text: smsMessages.text }).from(smsMessages).where(eq(smsMessages.phoneNumber, order.phone)).orderBy(asc(smsMessages.id));
  return {
    status: row!.status,
    paymentState: row!.paymentState,
    parts: parts.map((p) => p.status),
    history,
    transactions,
    stock: stock!.available,
    // The sign-up code is the first message: the order's come after it.
    sms: sms.slice(1).map((m) => m.text),
  };
}

/** The Basic auth header Payme sends: `Paycom:<key>` in base64. */
export const paymeAuth = (key = process.env.PAYME_KEY!, login = 'Paycom') => ({ Authorization: `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}` });

let rpcCounter = 0;
/**
 * One Payme call, byte for byte as Payme sends it: POST with a JSON-RPC body and Basic auth.
 * `headers` replaces the auth; `raw` sends a body as it is.
 */
export async function payme(method: string, params: Record<string, unknown>, opts: { headers?: Record<string, string>; raw?: string } = {}) {
  rpcCounter += 1;
  const res = await call('POST', '/payments/payme/', {
    headers: { 'Content-Type': 'application/json', ...(opts.headers ?? paymeAuth()) },
    rawBody: opts.raw ?? JSON.stringify({ jsonrpc: '2.0', id: rpcCounter, method, params }),
  });
  if (res.status !== 200) throw new Error(`payme answered HTTP ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as {
    jsonrpc: '2.0';
    id: number | string | null;
    result?: any;
    error?: { code: number; message: { uz: string; ru: string; en: string }; data?: string };
  };
}

let paymeIdCounter = 0;
/** A new Payme transaction id: 24 hex characters, as Payme's are. */
export const newPaymeId = () => `${Date.now().toString(16)}${(++paymeIdCounter).toString(16).padStart(6, '0')}`.padStart(24, 'a').slice(-24);
