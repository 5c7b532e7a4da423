import 'server-only';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { Page } from '@/lib/contract/common';
import type { Order, ParsedOrderInput, ShippingAddress } from '@/lib/contract/orders';
import { type Locale } from '@/lib/contract/values';
import { ORDER_STATUS, isOnlinePayment, type CancelReason } from '@/lib/contract/order-values';
import { PICKUP_HOLD_HOURS, canCancel } from '@/lib/domain/order';
import { priceBasket } from '@/lib/domain/promotions';
import type { OrderPromotion } from '@/lib/contract/promotions';
import { paymentStateOnCancel } from '@/lib/domain/payments';
import type { Db, Tx } from '../db/client';
import { orderItems, orderParts, orderStatusHistory, orders, products, promoCodeUses, promoCodes, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { table, text } from '../http/messages';
import { toPage } from '../http/respond';
import { countOrder } from '../metrics';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { favouriteIds } from './favourites';
import { productMedia, productsByIds, productsByIdsInBothLanguages } from './product-rows';
import { mediaLink } from './public-address';
import { imagePathOf } from '@/lib/domain/site-content';
import { shopVisible } from './shop-visibility';
import { refuseUnusedCode, storedPromotions, storeNames, storeOffers, promoTermsOf, usablePromo, type StoredPromotion } from './promo';
import { ownShipping, snapshotAddress, toShipping } from './shipping';
import { promiseDelivery, termsOf } from './delivery';
import { isStopped, refuseClosedStores } from './store-hours';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { rememberLocale } from './user-locale';
import { orderEvent } from './order-events';
import { itemChangeFields, substitutionsOf } from './order-change-fields';
import { isOffered, paymentUrl } from './payments/config';
import { cancelOpenTransactions, openTransactions } from './payments/transactions';
import { likeContaining } from '../db/like';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const statusName = (status: number, locale: Locale) => table(locale, 'orderStatus')[String(status) as '0'] ?? String(status);

async function toOrders(db: Db | Tx, rows: OrderRow[], locale: Locale): Promise<Order[]> {
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
    status_history: history.filter((h) => h.orderId === r.id).map((h) => ({ status: h.status, status_name: statusName(h.status, locale), created_at: h.createdAt.toISOString() })),
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
    return r.promoCode ? [{ promocode: r.promoCode, store: null, kind: 'percent', discount: r.promoDiscount ?? 0, amount: 0, saving: r.salePricePromoCode, delivery_saving: 0 }] : [];
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
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
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
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return toPage(await toOrders(db, rows, locale), page, size, Number(counted?.total ?? 0));
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
  const [rows, [counted], favourites] = await Promise.all([
    db
      .select({ id: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.productId)
      .orderBy(desc(countDistinct(orders.id)), desc(lastOrdered), desc(sql`max(${orders.id})`), desc(orderItems.productId))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: countDistinct(orderItems.productId) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
    favouriteIds(db, userId),
  ]);
  const ids = rows.map((r) => r.id!);
  const list = ids.length ? await productsByIds(db, ids, { locale, favourites: new Set(favourites) }) : [];
  return toPage(list, page, size, Number(counted?.total ?? 0));
}

// ---- Placing an order --------------------------------------------------------------------------

/** The order an Idempotency-Key already made for this shopper, if any. */
async function replayOf(db: Db, userId: number, key: string | undefined, locale: Locale): Promise<Order | null> {
  if (!key) return null;
  const [existing] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return existing ? (await toOrders(db, [existing], locale))[0]! : null;
}

/** One quantity per product (lines of the same product added up), products in id order. */
function quantitiesOf(input: ParsedOrderInput): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of input.products) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.quantity);
  return new Map([...quantities].sort(([a], [b]) => a - b));
}

/**
 * Locks the products' rows in id order, so that two orders (or cancels) never deadlock; their stock.
 * For a new order (`forSale`), a product the shop no longer shows (deleted, or its store suspended)
 * or one its store has stopped counts as none left, so the order is refused with `not_available`; a cancel still
 * gives its stock back.
 */
async function lockProducts(tx: Tx, ids: readonly number[], opts: { forSale?: boolean } = {}): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const locked = await tx
    .select({ id: products.id, available: products.available, visible: sql<boolean>`${shopVisible}`, stoppedUntil: products.stoppedUntil })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
  // A stopped product (the store's stop-list, ADR 0030) sells none while its stock stays as it is.
  const now = new Date();
  return new Map(locked.map((p) => [p.id, opts.forSale && (!p.visible || isStopped(p.stoppedUntil, now)) ? 0 : p.available]));
}

/** Refuses the order with 409 `not_available`, naming each product short of stock. */
function checkStock(stock: Map<number, number>, quantities: Map<number, number>) {
  const short = [...quantities.keys()].filter((id) => (stock.get(id) ?? 0) < quantities.get(id)!);
  if (short.length) {
    throw new ApiFailure('not_available', {
      message: text('failures.notEnoughStock'),
      fields: Object.fromEntries(short.map((id) => [`products.${id}`, `${stock.get(id) ?? 0}`])),
      extra: { details: short.map((id) => ({ product: id, requested: quantities.get(id)!, available: stock.get(id) ?? 0 })) },
    });
  }
}

/** Where the order goes: a delivery needs one of the shopper's addresses; a pickup, stores that offer it. */
async function destination(tx: Tx, userId: number, input: ParsedOrderInput, lines: readonly Product[]): Promise<ShippingAddress | null> {
  if (input.type === 'T') {
    if (lines.some((p) => !p.pickup)) throw new ApiFailure('validation_error', { fields: { type: text('fields.noPickup') } });
    return null;
  }
  if (!input.delivery_address) throw new ApiFailure('validation_error', { fields: { delivery_address: text('fields.chooseAddress') } });
  const row = await ownShipping(tx, userId, input.delivery_address).catch(() => {
    throw new ApiFailure('validation_error', { fields: { delivery_address: text('fields.addressNotFound') } });
  });
  return toShipping(row);
}

/**
 * Moves each line's units out of stock (an order: -1) or back in (a cancel: +1), the sales counted
 * the other way, in one statement for every line; the rows are locked first.
 */
async function moveStock(tx: Tx, quantities: Map<number, number>, direction: -1 | 1) {
  if (quantities.size === 0) return;
  await tx.execute(sql`
    UPDATE ${products}
    SET available = ${products.available} + ${direction}::int * line.quantity,
        number_of_sales = greatest(${products.numberOfSales} - ${direction}::int * line.quantity, 0)
    FROM unnest(${sql.param([...quantities.keys()])}::int[], ${sql.param([...quantities.values()])}::int[]) AS line(id, quantity)
    WHERE ${products.id} = line.id`);
}

/**
 * The name typed at checkout fills an empty profile name, but only when the order is
 * for the shopper's own phone: a name given for someone else's phone is that person's.
 */
async function fillEmptyProfileName(tx: Tx, userId: number, input: ParsedOrderInput) {
  await tx
    .update(users)
    .set({ fullName: input.full_name })
    .where(and(eq(users.id, userId), eq(users.phoneNumber, input.phone_number), sql`coalesce(${users.fullName}, '') = ''`));
}

/**
 * Places an order in one transaction: the products' rows are locked and stock is checked for every
 * line, every price comes from the database and is totalled with the basket rules, the promo
 * code's row is locked and its use counted, stock is taken, and the order is written with each
 * item as ordered. Any failure writes nothing. The same Idempotency-Key gives back the first order.
 */
export async function placeOrder(db: Db, userId: number, input: ParsedOrderInput, locale: Locale, idempotencyKey?: string): Promise<{ order: Order; replayed: boolean }> {
  const replay = await replayOf(db, userId, idempotencyKey, locale);
  if (replay) return { order: replay, replayed: true };
  const quantities = quantitiesOf(input);
  const paymentType = input.payment_type ?? 'cash';
  // A provider without its settings is not offered (GET /store/payment-methods/), and not accepted.
  if (!isOffered(paymentType)) throw new ApiFailure('validation_error', { fields: { payment_type: text('fields.paymentUnavailable') } });
  // Paid online, the order waits for its payment (0) with its stock taken; cash and card start accepted (2).
  const online = isOnlinePayment(paymentType);
  const startStatus = online ? ORDER_STATUS.WAITING_PAYMENT : ORDER_STATUS.ACCEPTED;
  let placed: { id: number; storeIds: number[]; soldOut: number[] };
  try {
    placed = await db.transaction(async (tx) => {
      const stock = await lockProducts(tx, [...quantities.keys()], { forSale: true });
      checkStock(stock, quantities);
      const { uz, ru } = await productsByIdsInBothLanguages(tx, [...quantities.keys()]);
      const address = await destination(tx, userId, input, uz);
      // The code's row first, then the offers' in id order: the limits hold when orders race (ADR 0037).
      const code = input.promocode ? await usablePromo(tx, input.promocode, userId, { lock: true }) : null;
      const lines = uz.map((p) => ({ ...p, count: quantities.get(p.id)! }));
      const now = new Date();
      const storeIdsOfOrder = [...new Set(uz.map((p) => p.store.id))];
      const offers = await storeOffers(tx, storeIdsOfOrder, userId, { lock: true });
      const terms = await termsOf(tx, storeIdsOfOrder);
      const deliveries = input.type === 'D' ? promiseDelivery(lines, terms, input.slots, now) : [];
      await refuseClosedStores(tx, [...terms.keys()], {
        locale,
        now,
        windows: new Map(deliveries.map((d) => [d.store.id, { from: d.promised_from, to: d.promised_to, slot: d.slot }])),
      });
      const priced = priceBasket(lines, input.type, { terms, code: code && promoTermsOf(code), offers: offers.map(promoTermsOf) });
      const names = await storeNames(tx, storeIdsOfOrder);
      refuseUnusedCode(priced, code, names);
      const price = priced.order;
      // A store's code that the store's better offer beat is not used (nor counted).
      const promo = priced.code?.status === 'applied' ? code : null;
      // The fee each store charges after its promotions (free delivery).
      for (const d of deliveries) d.delivery_price = priced.stores.find((g) => g.store === d.store.id)?.delivery_price ?? d.delivery_price;
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          type: input.type,
          status: startStatus,
          fullName: input.full_name,
          phoneNumber: input.phone_number,
          shippingAddressId: address?.id ?? null,
          deliveryAddress: address,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          promoDiscount: promo?.discount ?? null,
          promotions: storedPromotions(priced.applied, names),
          allPrices: price.all_prices,
          salePrice: price.sale_price,
          salePricePromoCode: price.sale_price_promo_code,
          deliveryPrice: price.delivery_price,
          totalPrice: price.total_price,
          paymentType,
          paymentState: online ? 'waiting' : null,
          comment: input.comment ?? null,
          substitution: input.substitution ?? 'remove',
          pickupUntil: input.type === 'T' ? new Date(now.getTime() + PICKUP_HOLD_HOURS * 3_600_000) : null,
          deliveries,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      const ruById = new Map(ru.map((p) => [p.id, p]));
      await tx.insert(orderItems).values(
        lines.map(({ count, ...p }) => ({
          orderId,
          productId: p.id,
          storeId: p.store.id,
          nameUz: p.name,
          nameRu: ruById.get(p.id)?.name ?? p.name,
          productSnapshot: { uz: productMedia({ ...p, is_favorite: false }, imagePathOf), ru: productMedia({ ...(ruById.get(p.id) ?? p), is_favorite: false }, imagePathOf) },
          quantity: count,
          price: p.price,
          discountPrice: p.discount_price,
        })),
      );
      // One part per store, each fulfilled by its store (ADR 0016), starting where the order starts.
      const storeIds = [...new Set(uz.map((p) => p.store.id))].sort((a, b) => a - b);
      await tx.insert(orderParts).values(storeIds.map((storeId) => ({ orderId, storeId, status: startStatus, updatedAt: now })));
      await moveStock(tx, quantities, -1);
      await fillEmptyProfileName(tx, userId, input);
      await rememberLocale(tx, userId, locale);
      await tx.insert(orderStatusHistory).values({ orderId, status: startStatus, actorId: userId, createdAt: now });
      // Every code and offer the order got counts one use (their rows are locked above).
      const used = priced.applied.map((p) => p.id).filter((id) => id > 0);
      if (used.length) {
        await tx.insert(promoCodeUses).values(used.map((promoCodeId) => ({ promoCodeId, userId, orderId })));
        await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(inArray(promoCodes.id, used));
      }
      return { id: orderId, storeIds, soldOut: [...quantities].filter(([pid, q]) => stock.get(pid)! - q === 0).map(([pid]) => pid) };
    });
  } catch (err) {
    // The same Idempotency-Key raced in twice: the loser's transaction rolled back; answer the winner's order.
    const winner = isUniqueViolation(err) ? await replayOf(db, userId, idempotencyKey, locale) : null;
    if (winner) return { order: winner, replayed: true };
    throw err;
  }
  countOrder(input.type, paymentType);
  await cachesForget({ kind: 'stock', productIds: [...quantities.keys()], soldOutOrBack: placed.soldOut });
  await orderEvent(db, { kind: 'placed', orderId: placed.id, storeIds: placed.storeIds, actorId: userId });
  return { order: await getOrder(db, userId, placed.id, locale), replayed: false };
}

/** Whether a database error (or one it caused) is a unique violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

/**
 * Puts an order's items back in stock (a cancel), only those of `storeIds` when given (a store's
 * part), the rows locked in id order first. Answers the products touched and those that were sold
 * out and are back, for the cache invalidation after the commit.
 */
export async function returnStock(tx: Tx, orderId: number, only?: { storeIds?: readonly number[]; exceptStoreIds?: readonly number[] }) {
  const conditions: SQL[] = [eq(orderItems.orderId, orderId)];
  if (only?.storeIds) conditions.push(only.storeIds.length ? inArray(orderItems.storeId, [...only.storeIds]) : sql`false`);
  // Items whose store is gone (store_id null) belong to no cancelled part: they go back with the rest.
  if (only?.exceptStoreIds?.length) conditions.push(or(isNull(orderItems.storeId), notInArray(orderItems.storeId, [...only.exceptStoreIds]))!);
  const items = await tx.select().from(orderItems).where(and(...conditions)).orderBy(asc(orderItems.productId));
  const quantities = new Map<number, number>();
  for (const item of items) if (item.productId !== null) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const stock = await lockProducts(tx, [...quantities.keys()].sort((a, b) => a - b));
  await moveStock(tx, quantities, 1);
  return { productIds: [...quantities.keys()], back: [...quantities.keys()].filter((pid) => (stock.get(pid) ?? 0) <= 0) };
}

/** Gives a cancelled order's promo uses back (each code and offer it used counts one use less), once. */
export async function returnPromoUse(tx: Tx, order: { id: number }) {
  const removed = await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, order.id)).returning({ id: promoCodeUses.promoCodeId });
  const ids = [...new Set(removed.map((r) => r.id))].sort((a, b) => a - b);
  if (ids.length) await tx.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(inArray(promoCodes.id, ids));
}

/**
 * Cancels while the contract allows it, every part of it, giving the stock and the promo use back
 * in one transaction. A part its store already cancelled gave its stock back then; a part that
 * has moved beyond the shopper's cancel (on the way) keeps the whole order (ADR 0016).
 * An online order (ADR 0018): unpaid, it is declined and its Click payments still open are
 * cancelled (Click's Complete then answers -9); while a Payme transaction lives the order is
 * reserved and the cancel is refused (Payme is taking the money); paid, the refund starts
 * (refund_pending until the provider confirms).
 */
export async function cancelOrder(db: Db, userId: number, id: number, locale: Locale, reason?: CancelReason): Promise<Order> {
  const returned = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).for('update');
    if (!order) throw notFound();
    // The cancel is a GET (the contract's): a repeat (a double tap, a client's or a proxy's retry)
    // of the shopper's own cancel answers the cancelled order and changes nothing. An order that a
    // store or the payment system cancelled is still a 409: the shopper did not cancel it.
    if (order.status === ORDER_STATUS.CANCELLED && (await cancelledBy(tx, id)) === userId) return null;
    const parts = await tx.select().from(orderParts).where(eq(orderParts.orderId, id)).orderBy(asc(orderParts.storeId)).for('update');
    const live = parts.filter((p) => p.status !== ORDER_STATUS.CANCELLED);
    if (!canCancel(order.type, order.status) || live.some((p) => !canCancel(order.type, p.status))) throw new ApiFailure('conflict', { message: text('failures.cannotCancel') });
    const now = new Date();
    if (order.status === ORDER_STATUS.WAITING_PAYMENT && isOnlinePayment(order.paymentType)) {
      const open = await openTransactions(tx, id);
      if (open.some((t) => t.provider === 'payme')) throw new ApiFailure('conflict', { message: text('failures.paymentInProgress') });
      if (open.length) await cancelOpenTransactions(tx, id, now, null);
    }
    const back = await returnStock(tx, id, { exceptStoreIds: parts.filter((p) => p.status === ORDER_STATUS.CANCELLED).map((p) => p.storeId) });
    await returnPromoUse(tx, order);
    if (live.length) {
      await tx
        .update(orderParts)
        .set({ status: ORDER_STATUS.CANCELLED, cancelReason: reason ?? null, updatedAt: now })
        .where(and(eq(orderParts.orderId, id), ne(orderParts.status, ORDER_STATUS.CANCELLED)));
    }
    await tx
      .update(orders)
      .set({ status: ORDER_STATUS.CANCELLED, cancelReason: reason ?? null, paymentState: paymentStateOnCancel(order.paymentState) })
      .where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({ orderId: id, status: ORDER_STATUS.CANCELLED, actorId: userId, reason: reason ?? null, createdAt: now });
    return { ...back, storeIds: live.map((p) => p.storeId) };
  });
  if (returned) {
    await cachesForget({ kind: 'stock', productIds: returned.productIds, soldOutOrBack: returned.back });
    tellBackInStock(db, returned.productIds);
    await orderEvent(db, { kind: 'moved', orderId: id, storeIds: returned.storeIds, actorId: userId });
  }
  return getOrder(db, userId, id, locale);
}

/** Who cancelled a whole order: the actor of its last whole-order cancel (null: the system). */
async function cancelledBy(tx: Tx, orderId: number): Promise<number | null | undefined> {
  const [last] = await tx
    .select({ actorId: orderStatusHistory.actorId })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, ORDER_STATUS.CANCELLED), isNull(orderStatusHistory.storeId)))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  return last?.actorId;
}
