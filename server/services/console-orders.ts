import 'server-only';
import type { StoredPromotion } from './promo';
import { mediaLink } from './public-address';
import { productMedia } from './product-rows';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { Page } from '@/lib/contract/common';
import type { ConsoleOrder, ConsoleOrderPart, ConsoleStatusInput } from '@/lib/contract/console-orders';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { ORDER_STATUS, isOnlinePayment } from '@/lib/contract/order-values';
import { paymentStateOnCancel } from '@/lib/domain/payments';
import { snapshotAddress } from './shipping';
import type { Locale } from '@/lib/contract/values';
import { lineUnitPrice } from '@/lib/domain/order-lines';
import { partMoney, type PartMoney } from '@/lib/domain/part-money';
import { canMove, needsReason, nextStatuses, orderStatusOfParts } from '@/lib/domain/order-status';
import type { Db, Queryable } from '../db/client';
import { orderItems, orderParts, orderStatusHistory, orders, stores, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, table, text } from '../http/messages';
import { toPage } from '../http/respond';
import { logger } from '../log';
import { sms } from '../sms';
import { audit } from './audit';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { returnPromoUse } from './order-cancelling';
import { returnStock } from './order-stock';
import { promotionsOf } from './orders';
import { reachesStore, type StaffScope } from './roles';
import { localeOfUser } from './user-locale';
import { orderEvent } from './order-events';
import { isNewPart } from './order-seen';
import { itemChangeFields, lineMoneyOf, substitutionsOf } from './order-change-fields';
import { pageAndTotal } from '../db/page';
import { inReachedStores } from '../db/store-scope';

/**
 * The console's side of orders (ADR 0016). Staff work on PARTS: one per store of an order
 * (order_parts). A seller reaches the parts of their stores and only those stores' items; an
 * operator reaches every part. Another store's order is `not_found`. Every move follows the state
 * machine (lib/domain/order-status.ts) and the order's status follows its parts (ADR 0016).
 */

type ItemRow = typeof orderItems.$inferSelect;
type PartRow = typeof orderParts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const statusName = (status: number, locale: Locale) => table(locale, 'orderStatus')[String(status) as '0'] ?? String(status);

/** `q`: an order number (#12 or 12) or three or more digits of the order's phone. */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const byNumber = /^#?\d{1,9}$/.test(term) ? eq(orders.id, Number(term.replace('#', ''))) : undefined;
  const digits = term.replace(/\D/g, '');
  const byPhone = digits.length >= 3 ? ilike(orders.phoneNumber, `%${digits}%`) : undefined;
  return byNumber && byPhone ? or(byNumber, byPhone) : (byNumber ?? byPhone ?? sql`false`);
}

/** Every part's money of one order, from ALL its parts and items (a seller's share of the promo depends on the others'). */
function moneyOf(order: OrderRow, parts: readonly PartRow[], items: readonly ItemRow[]): Map<number, PartMoney> {
  const own = items.filter((i) => i.orderId === order.id);
  return partMoney(
    {
      type: order.type,
      payment_type: order.paymentType,
      sale_price_promo_code: order.salePricePromoCode,
      deliveries: (order.deliveries as OrderDelivery[] | null) ?? [],
      promotions: order.promotions as StoredPromotion[] | null,
    },
    parts.filter((p) => p.orderId === order.id).map((p) => ({ store_id: p.storeId, status: p.status })),
    own.map(lineMoneyOf),
  );
}

const NO_MONEY: PartMoney = { subtotal: 0, delivery_price: 0, discount: 0, total: 0, to_collect: 0 };

function partSummary(p: PartRow, items: readonly ItemRow[], type: 'D' | 'T', money: PartMoney, locale: Locale) {
  const own = items.filter((i) => i.orderId === p.orderId && i.storeId === p.storeId);
  return {
    status: p.status,
    status_name: statusName(p.status, locale),
    next_statuses: nextStatuses(type, p.status),
    items_count: own.reduce((n, i) => n + i.quantity, 0),
    subtotal: money.subtotal,
    total: money.total,
    to_collect: money.to_collect,
    cancel_reason: p.cancelReason,
  };
}

/** The orders board: the parts the caller reaches, newest order first, paged. */
export async function listParts(
  db: Db,
  scope: StaffScope,
  query: { page: number; size: number; status?: number; store?: number; q?: string },
  locale: Locale,
): Promise<Page<ConsoleOrderPart>> {
  const conditions = [inReachedStores(scope, orderParts.storeId), searchCondition(query.q)];
  if (query.status !== undefined) conditions.push(eq(orderParts.status, query.status));
  if (query.store !== undefined) conditions.push(eq(orderParts.storeId, query.store));
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const { rows, total } = await pageAndTotal(
    db
      .select({ part: orderParts, order: orders, brandName: stores.brandName })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(stores, eq(stores.id, orderParts.storeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderParts.storeId))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(where)
      .then(([row]) => row?.total ?? 0),
    query,
  );
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  // Every part and item of these orders (20 at most): a part's share of the promo depends on the others'.
  const [items, allParts] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
        db.select().from(orderParts).where(inArray(orderParts.orderId, orderIds)).orderBy(asc(orderParts.storeId)),
      ])
    : [[], []];
  const money = new Map(rows.map(({ order }) => [order.id, moneyOf(order, allParts, items)]));
  const content = rows.map(({ part, order, brandName }) => ({
    order_id: order.id,
    store: { id: part.storeId, brand_name: brandName },
    type: order.type,
    ...partSummary(part, items, order.type, money.get(order.id)?.get(part.storeId) ?? NO_MONEY, locale),
    order_status: order.status,
    created_at: order.createdAt.toISOString(),
    full_name: order.fullName,
    phone_number: order.phoneNumber,
    payment_type: order.paymentType,
    is_new: isNewPart(part),
  }));
  return toPage(content, query.page, query.size, total);
}

/**
 * The parts of an order the caller reaches. A seller who reaches none gets `not_found`, as for an
 * order that does not exist; an operator reaches every order (one whose stores are all gone has none).
 */
function reachableParts(scope: StaffScope, parts: readonly PartRow[]): PartRow[] {
  if (scope.operator) return [...parts];
  const reached = parts.filter((p) => reachesStore(scope, p.storeId));
  if (reached.length === 0) throw notFound();
  return reached;
}

/** One order as the caller may see it: their stores' items, parts, windows and history. */
export async function consoleOrder(db: Queryable, scope: StaffScope, id: number, locale: Locale): Promise<ConsoleOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  const allParts = await db.select().from(orderParts).where(eq(orderParts.orderId, id)).orderBy(asc(orderParts.storeId));
  const parts = reachableParts(scope, allParts);
  const storeIds = parts.map((p) => p.storeId);
  const actors = aliasedTable(users, 'actor');
  const [allItems, names, history] = await Promise.all([
    // Every store's items: the promo's shares are taken over all of them; a seller is shown their own only.
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db.select({ id: stores.id, brandName: stores.brandName }).from(stores).where(inArray(stores.id, storeIds)),
    db
      .select({ row: orderStatusHistory, actorId: actors.id, actorName: actors.fullName, actorPhone: actors.phoneNumber })
      .from(orderStatusHistory)
      .leftJoin(actors, eq(actors.id, orderStatusHistory.actorId))
      .where(
        and(
          eq(orderStatusHistory.orderId, id),
          // A seller reads the whole order's moves and their own stores', never another store's.
          scope.operator ? undefined : or(isNull(orderStatusHistory.storeId), inArray(orderStatusHistory.storeId, storeIds)),
        ),
      )
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const brand = new Map(names.map((s) => [s.id, s.brandName]));
  const items = scope.operator ? allItems : allItems.filter((i) => i.storeId !== null && storeIds.includes(i.storeId));
  const substitutions = await substitutionsOf(
    db,
    [order],
    locale,
    items.map((i) => i.id),
  );
  const money = moneyOf(order, allParts, allItems);
  const moves = onceEach(history.map((h) => ({ ...h.row, h })));
  return {
    id: order.id,
    type: order.type,
    status: order.status,
    status_name: statusName(order.status, locale),
    created_at: order.createdAt.toISOString(),
    full_name: order.fullName,
    phone_number: order.phoneNumber,
    delivery_address: snapshotAddress(order.deliveryAddress),
    comment: order.comment,
    payment_type: order.paymentType,
    payment_state: order.paymentState ?? null,
    promo_code: order.promoCode ? { promocode: order.promoCode, discount: order.promoDiscount ?? 0 } : null,
    // A seller reads their stores' promotions and the platform's code, never another store's.
    promotions: promotionsOf(order).filter((p) => scope.operator || p.store === null || storeIds.includes(p.store.id)),
    total_price: order.totalPrice,
    pickup_until: order.pickupUntil?.toISOString() ?? null,
    deliveries: ((order.deliveries as OrderDelivery[] | null) ?? []).filter((d) => scope.operator || storeIds.includes(d.store.id)),
    order_items: items.map((i) => ({
      id: i.id,
      store_id: i.storeId,
      product: productMedia((i.productSnapshot as Record<Locale, Product>)[locale], mediaLink),
      quantity: i.quantity,
      price: i.price,
      discount_price: i.discountPrice,
      unit_price: lineUnitPrice({ price: i.price, discount_price: i.discountPrice }),
      ...itemChangeFields(i, items),
    })),
    parts: parts.map((p) => {
      const m = money.get(p.storeId) ?? NO_MONEY;
      return {
        store: { id: p.storeId, brand_name: brand.get(p.storeId) ?? '' },
        ...partSummary(p, items, order.type, m, locale),
        delivery_price: m.delivery_price,
        discount: m.discount,
      };
    }),
    status_history: moves.map(({ h: { row, actorId, actorName, actorPhone } }) => {
      // The whole order's move made by another store's staff: a seller sees that it moved, not who or why.
      const hidden = !scope.operator && row.storeId === null && actorId !== order.userId && actorId !== scope.userId;
      return {
        status: row.status,
        status_name: statusName(row.status, locale),
        store_id: row.storeId,
        actor: hidden || actorId === null || actorPhone === null ? null : { id: actorId, full_name: actorName, phone_number: actorPhone },
        reason: hidden ? null : row.reason,
        created_at: row.createdAt.toISOString(),
      };
    }),
    substitution: order.substitution,
    refund_due: order.refundDue,
    substitutions: substitutions.get(order.id) ?? [],
  };
}

/**
 * One line per move: a store's move that also moves the whole order writes two rows at the same
 * instant by the same person (the part's, and the order's that the shopper's history reads); the
 * console shows the part's and drops the order's echo.
 */
function onceEach<T extends { storeId: number | null; actorId: number | null; createdAt: Date }>(rows: readonly T[]): T[] {
  const partMoves = new Set(rows.filter((r) => r.storeId !== null).map((r) => `${r.createdAt.getTime()}:${r.actorId}`));
  return rows.filter((r) => r.storeId !== null || !partMoves.has(`${r.createdAt.getTime()}:${r.actorId}`));
}

/** The statuses the shopper hears about by SMS, and the message of each (api.sms.*). */
const SMS_OF: Partial<Record<number, 'orderAccepted' | 'orderOnTheWay' | 'orderReady' | 'orderCancelled'>> = {
  [ORDER_STATUS.ACCEPTED]: 'orderAccepted',
  [ORDER_STATUS.ON_THE_WAY]: 'orderOnTheWay',
  [ORDER_STATUS.READY_FOR_PICKUP]: 'orderReady',
  [ORDER_STATUS.CANCELLED]: 'orderCancelled',
};

/**
 * Moves the caller's part of an order to `input.status` (POST /console/orders/{id}/status/):
 * a seller's part of their one store in the order (or `store_id` when they serve several of its
 * stores), an operator's named by `store_id` (or the only part). In one transaction: the order's
 * row is locked (two moves of one order, even of different parts, take turns, so the order's
 * status is computed from parts no one else is changing), the part moves with a conditional
 * UPDATE (its status must still be the one read: else 409, nothing changes), a cancel gives the
 * part's stock back (and the promo use when the whole order ends cancelled), the order's status is
 * recomputed from its parts, and the history and the audit log are written. The SMS goes after
 * the commit; a failed SMS does not undo the move.
 */
export async function movePart(db: Db, scope: StaffScope, id: number, input: ConsoleStatusInput, locale: Locale): Promise<ConsoleOrder> {
  const to = input.status;
  const done = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound();
    const all = await tx.select().from(orderParts).where(eq(orderParts.orderId, id)).orderBy(asc(orderParts.storeId)).for('update');
    const reached = reachableParts(scope, all);
    let part: PartRow | undefined;
    if (input.store_id !== undefined) {
      part = reached.find((p) => p.storeId === input.store_id);
      if (!part) throw notFound();
    } else if (reached.length === 1) {
      part = reached[0];
    } else if (reached.length === 0) {
      throw new ApiFailure('invalid_transition');
    } else {
      throw new ApiFailure('validation_error', { fields: { store_id: text('fields.chooseStore') } });
    }
    const from = part!.status;
    if (!canMove(order.type, from, to, 'staff')) throw new ApiFailure('invalid_transition');
    // An online order is accepted only once paid (the provider's 0 → 1); unpaid, staff may only cancel it (ADR 0018).
    if (from === ORDER_STATUS.WAITING_PAYMENT && to !== ORDER_STATUS.CANCELLED && isOnlinePayment(order.paymentType))
      throw new ApiFailure('invalid_transition');
    if (needsReason(to, 'staff') && !input.reason) throw new ApiFailure('validation_error', { fields: { reason: text('fields.cancelReasonNeeded') } });
    const reason = input.reason ?? null;
    const now = new Date();
    const moved = await tx
      .update(orderParts)
      // A move is the store's answer to the order: it is no longer new (its "new" mark and count go).
      .set({ status: to, cancelReason: to === ORDER_STATUS.CANCELLED ? reason : part!.cancelReason, seenAt: part!.seenAt ?? now, updatedAt: now })
      .where(and(eq(orderParts.orderId, id), eq(orderParts.storeId, part!.storeId), eq(orderParts.status, from)))
      .returning({ storeId: orderParts.storeId });
    if (moved.length !== 1) throw new ApiFailure('invalid_transition');
    const stock = to === ORDER_STATUS.CANCELLED ? await returnStock(tx, id, { storeIds: [part!.storeId] }) : null;
    const orderStatus = orderStatusOfParts(
      all.map((p) => (p.storeId === part!.storeId ? to : p.status)),
      order.status,
    );
    if (orderStatus === ORDER_STATUS.CANCELLED && order.status !== ORDER_STATUS.CANCELLED) await returnPromoUse(tx, order);
    const history: (typeof orderStatusHistory.$inferInsert)[] = [
      { orderId: id, status: to, storeId: part!.storeId, actorId: scope.userId, reason, createdAt: now },
    ];
    if (orderStatus !== order.status) {
      // The whole order cancelled: an unpaid online one is declined, a paid one starts its refund.
      const paymentState = orderStatus === ORDER_STATUS.CANCELLED ? paymentStateOnCancel(order.paymentState) : order.paymentState;
      await tx.update(orders).set({ status: orderStatus, paymentState }).where(eq(orders.id, id));
      // The whole order's move, as the shopper's history shows it (store_id null).
      history.push({
        orderId: id,
        status: orderStatus,
        storeId: null,
        actorId: scope.userId,
        reason: orderStatus === ORDER_STATUS.CANCELLED ? reason : null,
        createdAt: now,
      });
    }
    await tx.insert(orderStatusHistory).values(history);
    await audit(tx, {
      actorId: scope.userId,
      action: 'order.status',
      entity: 'order',
      entityId: id,
      storeId: part!.storeId,
      before: { store_id: part!.storeId, status: from, order_status: order.status },
      after: { store_id: part!.storeId, status: to, order_status: orderStatus, reason },
    });
    return { order, storeId: part!.storeId, stock, reason };
  });
  if (done.stock) {
    await cachesForget({ kind: 'stock', productIds: done.stock.productIds, soldOutOrBack: done.stock.back });
    tellBackInStock(db, done.stock.productIds);
  }
  await tellShopper(db, done.order, done.storeId, to, done.reason);
  await orderEvent(db, { kind: 'moved', orderId: id, storeIds: [done.storeId], actorId: scope.userId });
  return consoleOrder(db, scope, id, locale);
}

/** The SMS of a move the shopper hears about, to the order's phone; a failure is logged, not thrown. */
async function tellShopper(db: Db, order: typeof orders.$inferSelect, storeId: number, to: number, reason: string | null) {
  const key = SMS_OF[to];
  if (!key) return;
  try {
    const [store] = await db.select({ brandName: stores.brandName }).from(stores).where(eq(stores.id, storeId));
    const message = say(await localeOfUser(db, order.userId), `sms.${key}`, { id: String(order.id), store: store?.brandName ?? '', reason: reason ?? '' });
    await sms().send({ phoneNumber: order.phoneNumber, text: message });
  } catch (err) {
    logger('orders').error({ err, order: order.id }, 'the SMS of an order move was not sent');
  }
}
