import 'server-only';
import { and, asc, countDistinct, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { Page } from '@/lib/contract/common';
import type { Order } from '@/lib/contract/orders';
import { type Locale } from '@/lib/contract/values';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { OrderPromotion } from '@/lib/contract/promotions';
import type { Db, Tx } from '../db/client';
import { orderItems, orderParts, orderStatusHistory, orders } from '../db/schema';
import { notFound } from '../http/errors';
import { table } from '../http/messages';
import { toPage } from '../http/respond';
import { favouriteIds } from './favourites';
import { productMedia, productsByIds } from './product-rows';
import { mediaLink } from './public-address';
import { type StoredPromotion } from './promo';
import { snapshotAddress } from './shipping';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { itemChangeFields, substitutionsOf } from './order-change-fields';
import { paymentUrl } from './payments/config';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const statusName = (status: number, locale: Locale) => table(locale, 'orderStatus')[String(status) as '0'] ?? String(status);

export async function toOrders(db: Db | Tx, rows: OrderRow[], locale: Locale): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, history, parts] = ids.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
        // The shopper's history is the order's own (store_id null); the stores' part moves are the console's (ADR 0016).
        db
          .select()
          .from(orderStatusHistory)
          .where(and(inArray(orderStatusHistory.orderId, ids), isNull(orderStatusHistory.storeId)))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
        // The stores' cancelled parts: their reasons are the shopper's to read.
        db
          .select({ orderId: orderParts.orderId, cancelReason: orderParts.cancelReason })
          .from(orderParts)
          .where(and(inArray(orderParts.orderId, ids), eq(orderParts.status, ORDER_STATUS.CANCELLED)))
          .orderBy(asc(orderParts.storeId)),
      ])
    : [[] as ItemRow[], [] as (typeof orderStatusHistory.$inferSelect)[], [] as { orderId: number; cancelReason: string | null }[]];
  const substitutions = await substitutionsOf(db, rows, locale);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    status_name: statusName(r.status, locale),
    created_at: r.createdAt.toISOString(),
    full_name: r.fullName,
    phone_number: r.phoneNumber,
    delivery_address: snapshotAddress(r.deliveryAddress),
    promo_code: r.promoCode ? { promocode: r.promoCode, discount: r.promoDiscount ?? 0 } : null,
    promotions: promotionsOf(r),
    order_items: items
      .filter((i) => i.orderId === r.id)
      .map((i) => ({
        id: i.id,
        product: productMedia((i.productSnapshot as Record<Locale, Product>)[locale], mediaLink),
        quantity: i.quantity,
        price: i.price,
        discount_price: i.discountPrice,
        ...itemChangeFields(i, items),
      })),
    all_prices: r.allPrices,
    sale_price: r.salePrice,
    sale_price_promo_code: r.salePricePromoCode,
    delivery_price: r.deliveryPrice,
    total_price: r.totalPrice,
    payment_type: r.paymentType,
    // The link only while the order waits: a paid or cancelled order has nothing left to pay.
    payment_url: r.status === ORDER_STATUS.WAITING_PAYMENT ? paymentUrl(r, locale) : null,
    payment_state: r.paymentState ?? null,
    comment: r.comment,
    pickup_until: r.pickupUntil?.toISOString() ?? null,
    ...cancelOf(
      r,
      history.filter((h) => h.orderId === r.id),
      parts.filter((p) => p.orderId === r.id),
    ),
    deliveries: (r.deliveries as OrderDelivery[] | null) ?? [],
    status_history: history
      .filter((h) => h.orderId === r.id)
      .map((h) => ({ status: h.status, status_name: statusName(h.status, locale), created_at: h.createdAt.toISOString() })),
    substitution: r.substitution,
    refund_due: r.refundDue,
    substitutions: substitutions.get(r.id) ?? [],
  }));
}

/**
 * The promotions an order got, as the shopper reads them; an order from before store promotions had its
 * platform code alone (its percent of the goods).
 */
export function promotionsOf(r: Pick<OrderRow, 'promotions' | 'promoCode' | 'promoDiscount' | 'salePricePromoCode'>): OrderPromotion[] {
  const stored = r.promotions as StoredPromotion[] | null;
  if (!stored) {
    return r.promoCode
      ? [{ promocode: r.promoCode, store: null, kind: 'percent', discount: r.promoDiscount ?? 0, amount: 0, saving: r.salePricePromoCode, delivery_saving: 0 }]
      : [];
  }
  return stored.map((p) => ({
    promocode: p.code,
    store: p.store === null ? null : { id: p.store, brand_name: p.store_name ?? '' },
    kind: p.kind,
    discount: p.discount,
    amount: p.amount,
    saving: p.saving,
    delivery_saving: p.delivery_saving,
  }));
}

/**
 * Who cancelled an order and why, as the shopper reads it. The last whole-order cancel tells who
 * ended the order: the shopper (their own reason code), a store's staff (the stores' words, from
 * the parts they cancelled) or the system (a payment declined or expired). On a live order a
 * store may have cancelled its part: its words, so the shopper learns why those goods will not come.
 */
function cancelOf(
  r: OrderRow,
  history: readonly (typeof orderStatusHistory.$inferSelect)[],
  cancelledParts: readonly { cancelReason: string | null }[],
): Pick<Order, 'cancel_reason' | 'cancelled_by'> {
  const storeWords = [...new Set(cancelledParts.map((p) => p.cancelReason?.trim()).filter((w): w is string => !!w))].join('; ') || null;
  if (r.status === ORDER_STATUS.CANCELLED) {
    const last = history.filter((h) => h.status === ORDER_STATUS.CANCELLED).at(-1);
    if (last?.actorId === r.userId) return { cancel_reason: r.cancelReason ?? null, cancelled_by: 'shopper' };
    if (!last || last.actorId === null) return { cancel_reason: r.cancelReason ?? null, cancelled_by: 'system' };
    return { cancel_reason: storeWords ?? last.reason, cancelled_by: 'store' };
  }
  return storeWords ? { cancel_reason: storeWords, cancelled_by: 'store' } : { cancel_reason: null, cancelled_by: null };
}

/** One of the caller's orders; another user's is `not_found`, never `forbidden`. */
export async function getOrder(db: Db, userId: number, id: number, locale: Locale): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw notFound();
  return (await toOrders(db, [row], locale))[0]!;
}

export async function lastOrder(db: Db, userId: number, locale: Locale): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  if (!row) throw notFound();
  return (await toOrders(db, [row], locale))[0]!;
}

/** The caller's orders, newest first; `q` is an order number or part of a product's name. */
export async function listOrders(db: Db, userId: number, page: number, size: number, q: string | undefined, locale: Locale): Promise<Page<Order>> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  const term = q?.trim();
  if (term) {
    const like = likeContaining(term);
    const byName = db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(or(ilike(orderItems.nameUz, like), ilike(orderItems.nameRu, like)));
    const byNumber = /^#?\d{1,9}$/.test(term) ? eq(orders.id, Number(term.replace('#', ''))) : undefined;
    conditions.push(byNumber ? or(byNumber, inArray(orders.id, byName))! : inArray(orders.id, byName));
  }
  const where = and(...conditions);
  const { rows, total } = await pageAndTotal(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    db.$count(orders, where),
    { page, size },
  );
  return toPage(await toOrders(db, rows, locale), page, size, total);
}

/**
 * "Buy again": the distinct products of the caller's orders that were not cancelled, the most
 * frequently ordered first (in how many orders: what a shopper buys week after week leads,
 * not a one-off), then the most recently ordered, as they are now (current price and stock);
 * products no longer sold are left out. Grouping, order and paging happen in SQL.
 */
export async function orderedProducts(db: Db, userId: number, page: number, size: number, locale: Locale): Promise<Page<Product>> {
  const where = and(eq(orders.userId, userId), ne(orders.status, ORDER_STATUS.CANCELLED), isNotNull(orderItems.productId));
  const lastOrdered = sql<Date>`max(${orders.createdAt})`;
  const [{ rows, total }, favourites] = await Promise.all([
    pageAndTotal(
      db
        .select({ id: orderItems.productId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .groupBy(orderItems.productId)
        .orderBy(desc(countDistinct(orders.id)), desc(lastOrdered), desc(sql`max(${orders.id})`), desc(orderItems.productId))
        .$dynamic(),
      db
        .select({ total: countDistinct(orderItems.productId) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .then(([row]) => row?.total ?? 0),
      { page, size },
    ),
    favouriteIds(db, userId),
  ]);
  const ids = rows.map((r) => r.id!);
  const list = ids.length ? await productsByIds(db, ids, { locale, favourites: new Set(favourites) }) : [];
  return toPage(list, page, size, total);
}
