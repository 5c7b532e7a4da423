import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import type { OrderDelivery } from '@/lib/contract/delivery';
import type { SubstituteInput, UnavailableInput, WeightInput } from '@/lib/contract/order-changes';
import { ORDER_STATUS, isOnlinePayment } from '@/lib/contract/order-values';
import type { Order } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import { formatAmount } from '@/lib/domain/money';
import { SUBSTITUTE_WAIT_MS, needsConsent, refundDue, repriceOrder, weightBounds, type RepriceLine } from '@/lib/domain/order-changes';
import { orderStatusOfParts } from '@/lib/domain/order-status';
import { paymentStateOnCancel } from '@/lib/domain/payments';
import { placedPromoSet } from '@/lib/domain/promotions';
import type { Db, Tx } from '../db/client';
import { auditLog, orderItems, orderParts, orderStatusHistory, orderSubstitutions, orders, products } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, text, type ApiMessageKey, type MessageValues } from '../http/messages';
import { logger } from '../log';
import { sms } from '../sms';
import { audit } from './audit';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { consoleOrder } from './console-orders';
import { termsOf } from './delivery';
import { snapshotOf } from './order-change-fields';
import { orderEvent } from './order-events';
import { returnPromoUse } from './order-cancelling';
import { getOrder } from './orders';
import { imagePathOf } from '@/lib/domain/site-content';
import { productMedia, productsByIdsInBothLanguages } from './product-rows';
import { repricedPromotions, type StoredPromotion } from './promo';
import { reachesStore, type StaffScope } from './roles';
import { shopVisible } from './shop-visibility';
import { localeOfUser } from './user-locale';

/**
 * One item at a time (ADR 0029): a store makes an item unavailable (or fewer of it), proposes a
 * substitute, or enters a weighed item's real weight; the shopper approves or declines a
 * substitute. Every change runs in one transaction that locks the order, writes the lines, gives
 * stock back or takes it, prices the order again with the checkout's rules over the lines it has
 * now (the fee never rising above what was charged), records what a paid online order owes back,
 * and writes the history and the audit entries. After the commit the shopper hears by SMS and the
 * listeners (the board, Telegram) hear `changed`.
 */

type OrderRow = typeof orders.$inferSelect;
type PartRow = typeof orderParts.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The part statuses in which a store may still change what it packs: paid, accepted, packing. */
const CHANGEABLE: readonly number[] = [ORDER_STATUS.PAID, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];

/** The audit actions of item changes; the first one's `before` keeps the order's total at placing. */
const ACTIONS = ['order.item_unavailable', 'order.item_substitute', 'order.item_weight'] as const;

interface Locked {
  order: OrderRow;
  parts: PartRow[];
  item: ItemRow;
  part: PartRow;
}

interface StockBack {
  productIds: number[];
  back: number[];
}

/** What the commit tells afterwards. */
interface Done {
  orderId: number;
  storeId: number;
  stock: StockBack[];
  partCancelled: boolean;
  sms: { key: ApiMessageKey; values: (locale: Locale) => MessageValues } | null;
}

// ---- Locking and checks ----------------------------------------------------------------------

/** Locks the order and its parts; the line must be on it and of a store the caller serves (else 404). */
async function lockItem(tx: Tx, scope: StaffScope | null, orderId: number, itemId: number, userId?: number): Promise<Locked> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (userId !== undefined && order.userId !== userId)) throw notFound();
  const parts = await tx.select().from(orderParts).where(eq(orderParts.orderId, orderId)).orderBy(asc(orderParts.storeId)).for('update');
  if (scope && !parts.some((p) => reachesStore(scope, p.storeId))) throw notFound();
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!item || item.storeId === null || (scope && !reachesStore(scope, item.storeId))) throw notFound();
  const part = parts.find((p) => p.storeId === item.storeId);
  if (!part) throw notFound();
  return { order, parts, item, part };
}

/** Only while the store still packs: not before the order is paid, never once it left or ended. */
function mustBeOpen(part: PartRow) {
  if (!CHANGEABLE.includes(part.status)) throw new ApiFailure('invalid_transition', { message: text('orderChanges.tooLate') });
}

/** A line that is still on the order (not made unavailable, not replaced). */
function mustBeLive(item: ItemRow) {
  if (item.quantity === 0) throw new ApiFailure('conflict', { message: text('orderChanges.lineGone') });
}

// ---- Stock -------------------------------------------------------------------------------------

/** Moves `units` of a product back to stock (+) or out of it (−), its row locked first; out of stock refuses. */
async function moveUnits(tx: Tx, productId: number | null, units: number): Promise<StockBack> {
  if (productId === null || units === 0) return { productIds: [], back: [] };
  const [row] = await tx.select({ available: products.available }).from(products).where(eq(products.id, productId)).for('update');
  if (!row) return { productIds: [], back: [] };
  if (row.available + units < 0) {
    throw new ApiFailure('not_available', { message: text('failures.notEnoughStock'), fields: { quantity: String(row.available) } });
  }
  await tx
    .update(products)
    .set({ available: sql`${products.available} + ${units}::int`, numberOfSales: sql`greatest(${products.numberOfSales} - ${units}::int, 0)` })
    .where(eq(products.id, productId));
  const soldOutOrBack = (units > 0 && row.available <= 0) || (units < 0 && row.available + units === 0);
  return { productIds: [productId], back: soldOutOrBack ? [productId] : [] };
}

// ---- Money ---------------------------------------------------------------------------------------

/** The order's total when it was placed: before the first item change, else what it is now. */
async function placedTotal(tx: Tx, order: OrderRow): Promise<number> {
  const [first] = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id)), inArray(auditLog.action, [...ACTIONS])))
    .orderBy(asc(auditLog.id))
    .limit(1);
  const before = first?.before as { placed_total?: number } | null | undefined;
  return before?.placed_total ?? order.totalPrice;
}

const repriceLine = (i: ItemRow): RepriceLine => {
  const p = snapshotOf(i);
  return {
    id: i.id,
    store: i.storeId!,
    price: i.price,
    discount_price: i.discountPrice,
    quantity: i.quantity,
    weight_grams: i.weightGrams,
    weight_step: p.weight_step ?? null,
    free_shipping: p.free_shipping,
  };
};

/** The order's figures over `items` of its live parts (what the shopper pays now). */
async function figures(tx: Tx, order: OrderRow, parts: readonly { storeId: number; status: number }[], items: readonly ItemRow[]) {
  const live = new Set(parts.filter((p) => p.status !== ORDER_STATUS.CANCELLED).map((p) => p.storeId));
  const lines = items.filter((i) => i.storeId !== null && live.has(i.storeId)).map(repriceLine);
  const terms = await termsOf(tx, [...live]);
  const deliveries = (order.deliveries as OrderDelivery[] | null) ?? [];
  // The fee each store charged so far: a change never raises it (ADR 0029).
  const cap = new Map(deliveries.map((d) => [d.store.id, d.delivery_price]));
  // The promotions it got hold as placed (a fixed amount never more than the goods left).
  const totals = repriceOrder(lines, order.type, placedPromoSet(order.promotions as StoredPromotion[] | null, order.promoDiscount), terms, cap);
  return { totals, deliveries };
}

/**
 * Prices the order again and stores the figures, each store's subtotal and fee, and what a paid
 * online order owes back (all of it when nothing is left; the payment state says a refund waits).
 */
async function reprice(tx: Tx, order: OrderRow, parts: readonly { storeId: number; status: number }[], orderStatus: number) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const { totals, deliveries } = await figures(tx, order, parts, items);
  const placed = await placedTotal(tx, order);
  const paidOnline = isOnlinePayment(order.paymentType) && (order.paymentState === 'paid' || order.paymentState === 'refund_pending');
  const refund = paidOnline ? refundDue(placed, totals.order.total_price) : order.refundDue;
  let paymentState = paidOnline ? (refund > 0 ? 'refund_pending' : 'paid') : order.paymentState;
  if (orderStatus === ORDER_STATUS.CANCELLED && order.status !== ORDER_STATUS.CANCELLED)
    paymentState = paymentStateOnCancel(order.paymentState === 'refund_pending' ? 'paid' : order.paymentState);
  const byStore = new Map(totals.parts.map((p) => [p.store, p]));
  const after = {
    allPrices: totals.order.all_prices,
    salePrice: totals.order.sale_price,
    salePricePromoCode: totals.order.sale_price_promo_code,
    // What each promotion takes off now (an order from before stores had promotions keeps none stored).
    ...(order.promotions ? { promotions: repricedPromotions(order.promotions as StoredPromotion[], totals.applied) } : {}),
    deliveryPrice: totals.order.delivery_price,
    totalPrice: totals.order.total_price,
    deliveries: deliveries.map((d) => ({
      ...d,
      subtotal: byStore.get(d.store.id)?.subtotal ?? 0,
      delivery_price: byStore.get(d.store.id)?.delivery_price ?? 0,
    })),
    refundDue: refund,
    paymentState,
    status: orderStatus,
  };
  await tx.update(orders).set(after).where(eq(orders.id, order.id));
  return { placed, total: after.totalPrice, refundDue: refund };
}

// ---- Lines ---------------------------------------------------------------------------------------

/**
 * Lowers a line to `left` (0: none), its units back in stock, and cancels the store's part when
 * nothing of it is left (the order's status follows its parts; the promo use comes back when the
 * whole order ends cancelled). Open proposals for the line are withdrawn. Answers what happened.
 */
async function lowerLine(tx: Tx, locked: Locked, left: number, actorId: number | null, reason: string) {
  const { order, parts, item, part } = locked;
  const now = new Date();
  const stock = await moveUnits(tx, item.productId, item.quantity - left);
  await tx
    .update(orderItems)
    .set({ quantity: left, orderedQuantity: item.orderedQuantity ?? item.quantity, weightGrams: null })
    .where(eq(orderItems.id, item.id));
  if (left === 0) {
    await tx
      .update(orderSubstitutions)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(orderSubstitutions.itemId, item.id), eq(orderSubstitutions.status, 'proposed')));
  }
  const [rest] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.storeId, part.storeId), sql`${orderItems.quantity} > 0`));
  const partCancelled = (rest?.n ?? 0) === 0;
  const history: (typeof orderStatusHistory.$inferInsert)[] = [
    { orderId: order.id, status: part.status, storeId: part.storeId, actorId, reason, createdAt: now },
  ];
  const partsNow = parts.map((p) => ({ storeId: p.storeId, status: p.storeId === part.storeId && partCancelled ? ORDER_STATUS.CANCELLED : p.status }));
  const orderStatus = orderStatusOfParts(
    partsNow.map((p) => p.status),
    order.status,
  );
  if (partCancelled) {
    const cancelReason = say(await localeOfUser(tx, order.userId), 'orderChanges.notAvailableReason');
    await tx
      .update(orderParts)
      .set({ status: ORDER_STATUS.CANCELLED, cancelReason, updatedAt: now })
      .where(and(eq(orderParts.orderId, order.id), eq(orderParts.storeId, part.storeId)));
    history.push({ orderId: order.id, status: ORDER_STATUS.CANCELLED, storeId: part.storeId, actorId, reason: cancelReason, createdAt: now });
    if (orderStatus !== order.status) {
      history.push({
        orderId: order.id,
        status: orderStatus,
        storeId: null,
        actorId,
        reason: orderStatus === ORDER_STATUS.CANCELLED ? cancelReason : null,
        createdAt: now,
      });
      if (orderStatus === ORDER_STATUS.CANCELLED) await returnPromoUse(tx, order);
    }
  }
  await tx.insert(orderStatusHistory).values(history);
  const money = await reprice(tx, order, partsNow, orderStatus);
  return { stock, partCancelled, money };
}

/** The line's name in a language. */
const nameOf = (item: ItemRow, locale: Locale) => (locale === 'ru' ? item.nameRu : item.nameUz);

/** The shopper's SMS of a change: the order, the line, the new total in their language. */
function changeSms(key: ApiMessageKey, order: OrderRow, item: ItemRow, total: number, extra: (locale: Locale) => MessageValues = () => ({})): Done['sms'] {
  return { key, values: (locale) => ({ id: String(order.id), name: nameOf(item, locale), total: formatAmount(total, locale), ...extra(locale) }) };
}

/** After the commit: the caches forget the stock that moved, the shopper hears, and so do the listeners. */
async function tell(db: Db, done: Done, actorId: number | null) {
  for (const s of done.stock) {
    if (!s.productIds.length) continue;
    await cachesForget({ kind: 'stock', productIds: s.productIds, soldOutOrBack: s.back });
    tellBackInStock(db, s.productIds);
  }
  if (done.sms) {
    try {
      const [order] = await db.select({ userId: orders.userId, phoneNumber: orders.phoneNumber }).from(orders).where(eq(orders.id, done.orderId));
      if (order) {
        const locale = await localeOfUser(db, order.userId);
        await sms().send({ phoneNumber: order.phoneNumber, text: say(locale, done.sms.key, done.sms.values(locale)) });
      }
    } catch (err) {
      logger('orders').error({ err, order: done.orderId }, 'the SMS of an item change was not sent');
    }
  }
  if (done.partCancelled) await orderEvent(db, { kind: 'moved', orderId: done.orderId, storeIds: [done.storeId], actorId });
  await orderEvent(db, { kind: 'changed', orderId: done.orderId, storeIds: [done.storeId], actorId });
}

// ---- Not available ---------------------------------------------------------------------------

/**
 * `POST /console/orders/{id}/items/{item_id}/unavailable/`: the store has fewer of a line than
 * ordered (`quantity` left, 0 by default: none). The units go back to stock and the order is
 * priced again; a part left with nothing is cancelled as "not available".
 */
export async function markUnavailable(
  db: Db,
  scope: StaffScope,
  orderId: number,
  itemId: number,
  input: UnavailableInput,
  locale: Locale,
): Promise<ConsoleOrder> {
  const left = input.quantity ?? 0;
  const done = await db.transaction(async (tx): Promise<Done> => {
    const locked = await lockItem(tx, scope, orderId, itemId);
    mustBeOpen(locked.part);
    mustBeLive(locked.item);
    const { order, item } = locked;
    if (left >= item.quantity)
      throw new ApiFailure('validation_error', { fields: { quantity: text('orderChanges.quantityBelow', { max: item.quantity - 1 }) } });
    const reason = say(locale, 'orderChanges.historyUnavailable', { name: nameOf(item, locale), removed: item.quantity - left, left });
    const result = await lowerLine(tx, locked, left, scope.userId, reason);
    await audit(tx, {
      actorId: scope.userId,
      action: 'order.item_unavailable',
      entity: 'order',
      entityId: orderId,
      storeId: item.storeId,
      before: { item_id: item.id, quantity: item.quantity, total_price: order.totalPrice, refund_due: order.refundDue, placed_total: result.money.placed },
      after: { item_id: item.id, quantity: left, total_price: result.money.total, refund_due: result.money.refundDue, part_cancelled: result.partCancelled },
    });
    return {
      orderId,
      storeId: item.storeId!,
      stock: [result.stock],
      partCancelled: result.partCancelled,
      sms: changeSms('sms.itemUnavailable', order, item, result.money.total),
    };
  });
  await tell(db, done, scope.userId);
  return consoleOrder(db, scope, orderId, locale);
}

// ---- Substitutes ------------------------------------------------------------------------------

/** The lines as they would be with `item` replaced by `quantity` of `product` (for the price check). */
function withSubstitute(items: readonly ItemRow[], item: ItemRow, product: Product, quantity: number): ItemRow[] {
  const substitute: ItemRow = {
    ...item,
    id: -1,
    productId: product.id,
    productSnapshot: { uz: product, ru: product },
    quantity,
    price: product.price,
    discountPrice: product.discount_price,
    orderedQuantity: null,
    weightGrams: null,
    replacesItemId: item.id,
  };
  return [...items.map((i) => (i.id === item.id ? { ...i, quantity: 0 } : i)), substitute];
}

/** A product of the line's store that the shop shows, not stopped; another store's (or none) is 404. */
async function substituteProduct(tx: Tx, storeId: number, productId: number, quantity: number) {
  const [row] = await tx
    .select({ id: products.id, available: products.available, stoppedUntil: products.stoppedUntil, visible: sql<boolean>`${shopVisible}` })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    .for('update');
  if (!row || !row.visible) throw notFound();
  if ((row.stoppedUntil && row.stoppedUntil > new Date()) || row.available < quantity) {
    throw new ApiFailure('not_available', {
      message: text('failures.notEnoughStock'),
      fields: { quantity: String(row.stoppedUntil && row.stoppedUntil > new Date() ? 0 : row.available) },
    });
  }
  const { uz, ru } = await productsByIdsInBothLanguages(tx, [productId]);
  if (!uz[0] || !ru[0]) throw notFound();
  return { uz: uz[0], ru: ru[0] };
}

/**
 * `POST /console/orders/{id}/items/{item_id}/substitute/`: proposes `quantity` of another product
 * of the same store instead of a line. Only when the shopper allowed it ("replace"; "call": after
 * the call, and it never applies by itself); "remove" refuses (409). A proposal that raises the
 * order's total by more than 10 % over its total at placing needs the shopper's yes; on a paid
 * online order the total may not rise above what was paid (money is not taken twice). A newer
 * proposal for the line withdraws the older one.
 */
export async function proposeSubstitute(
  db: Db,
  scope: StaffScope,
  orderId: number,
  itemId: number,
  input: SubstituteInput,
  locale: Locale,
): Promise<ConsoleOrder> {
  const done = await db.transaction(async (tx): Promise<Done> => {
    const locked = await lockItem(tx, scope, orderId, itemId);
    const { order, item, parts } = locked;
    mustBeOpen(locked.part);
    mustBeLive(item);
    if (item.replacesItemId !== null) throw new ApiFailure('conflict', { message: text('orderChanges.substituteOfSubstitute') });
    if (order.substitution === 'remove') throw new ApiFailure('conflict', { message: text('orderChanges.substituteRefused') });
    if (input.product_id === item.productId) throw new ApiFailure('validation_error', { fields: { product_id: text('orderChanges.sameProduct') } });
    const product = await substituteProduct(tx, item.storeId!, input.product_id, input.quantity);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const { totals } = await figures(tx, order, parts, withSubstitute(items, item, product.uz, input.quantity));
    const placed = await placedTotal(tx, order);
    const paidOnline = isOnlinePayment(order.paymentType) && (order.paymentState === 'paid' || order.paymentState === 'refund_pending');
    if (paidOnline && totals.order.total_price > placed) throw new ApiFailure('conflict', { message: text('orderChanges.moreThanPaid') });
    const consent = needsConsent(totals.order.total_price, placed);
    const now = new Date();
    await tx
      .update(orderSubstitutions)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(orderSubstitutions.itemId, item.id), eq(orderSubstitutions.status, 'proposed')));
    const [proposal] = await tx
      .insert(orderSubstitutions)
      .values({ orderId, itemId, productId: input.product_id, quantity: input.quantity, needsConsent: consent, proposedBy: scope.userId, createdAt: now })
      .returning({ id: orderSubstitutions.id });
    const reason = say(locale, 'orderChanges.historyProposed', {
      name: nameOf(item, locale),
      substitute: locale === 'ru' ? product.ru.name : product.uz.name,
      quantity: input.quantity,
    });
    await tx.insert(orderStatusHistory).values({ orderId, status: locked.part.status, storeId: item.storeId, actorId: scope.userId, reason, createdAt: now });
    await audit(tx, {
      actorId: scope.userId,
      action: 'order.item_substitute',
      entity: 'order',
      entityId: orderId,
      storeId: item.storeId,
      before: { item_id: item.id, total_price: order.totalPrice, refund_due: order.refundDue, placed_total: placed },
      after: {
        item_id: item.id,
        substitution_id: proposal!.id,
        status: 'proposed',
        product_id: input.product_id,
        quantity: input.quantity,
        needs_consent: consent,
        total_if_approved: totals.order.total_price,
      },
    });
    const sub = { uz: product.uz.name, ru: product.ru.name };
    return {
      orderId,
      storeId: item.storeId!,
      stock: [],
      partCancelled: false,
      sms: changeSms('sms.substituteProposed', order, item, totals.order.total_price, (l) => ({ substitute: sub[l] })),
    };
  });
  await tell(db, done, scope.userId);
  return consoleOrder(db, scope, orderId, locale);
}

/**
 * Puts a proposal into the order: the original line goes to 0 (its stock back), a new line for the
 * substitute is added as placeOrder writes one (its snapshot, its stock taken), and the order is
 * priced again.
 */
async function applyProposal(tx: Tx, locked: Locked, proposal: typeof orderSubstitutions.$inferSelect, status: 'approved' | 'applied', actorId: number | null) {
  const { order, item } = locked;
  const product = await substituteProduct(tx, item.storeId!, proposal.productId, proposal.quantity);
  const now = new Date();
  const taken = await moveUnits(tx, proposal.productId, -proposal.quantity);
  const [line] = await tx
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: proposal.productId,
      storeId: item.storeId,
      nameUz: product.uz.name,
      nameRu: product.ru.name,
      productSnapshot: {
        uz: productMedia({ ...product.uz, is_favorite: false }, imagePathOf),
        ru: productMedia({ ...product.ru, is_favorite: false }, imagePathOf),
      },
      quantity: proposal.quantity,
      price: product.uz.price,
      discountPrice: product.uz.discount_price,
      replacesItemId: item.id,
    })
    .returning({ id: orderItems.id });
  await tx.update(orderSubstitutions).set({ status, decidedAt: now }).where(eq(orderSubstitutions.id, proposal.id));
  const reason = say(await localeOfUser(tx, order.userId), 'orderChanges.historyReplaced', { name: item.nameUz, substitute: product.uz.name });
  // The original line leaves (its stock back); the substitute keeps the part alive.
  const lowered = await lowerLine(tx, locked, 0, actorId, reason);
  return { stock: [lowered.stock, taken], money: lowered.money, lineId: line!.id, product };
}

/** Locks a proposal of the caller's order; it must still wait for an answer (else 409). */
async function lockProposal(tx: Tx, orderId: number, sid: number) {
  const [proposal] = await tx
    .select()
    .from(orderSubstitutions)
    .where(and(eq(orderSubstitutions.id, sid), eq(orderSubstitutions.orderId, orderId)))
    .for('update');
  if (!proposal) throw notFound();
  if (proposal.status !== 'proposed') throw new ApiFailure('conflict', { message: text('orderChanges.alreadyDecided') });
  return proposal;
}

/**
 * The shopper's answer to a proposal (`POST /store/order/{id}/substitutions/{sid}/approve/` and
 * `/decline/`): approved, the substitute replaces the line; declined, the line is removed as when
 * the store makes it unavailable. Another shopper's order is 404.
 */
export async function decideSubstitute(db: Db, userId: number, orderId: number, sid: number, answer: 'approve' | 'decline', locale: Locale): Promise<Order> {
  const done = await db.transaction(async (tx): Promise<Done> => {
    const [own] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!own) throw notFound();
    const [head] = await tx
      .select({ itemId: orderSubstitutions.itemId })
      .from(orderSubstitutions)
      .where(and(eq(orderSubstitutions.id, sid), eq(orderSubstitutions.orderId, orderId)));
    if (!head) throw notFound();
    const locked = await lockItem(tx, null, orderId, head.itemId, userId);
    const proposal = await lockProposal(tx, orderId, sid);
    mustBeOpen(locked.part);
    mustBeLive(locked.item);
    const { order, item } = locked;
    if (answer === 'approve') {
      const applied = await applyProposal(tx, locked, proposal, 'approved', userId);
      await audit(tx, {
        actorId: userId,
        action: 'order.item_substitute',
        entity: 'order',
        entityId: orderId,
        storeId: item.storeId,
        before: { item_id: item.id, total_price: order.totalPrice, refund_due: order.refundDue, placed_total: applied.money.placed },
        after: {
          item_id: item.id,
          substitution_id: sid,
          status: 'approved',
          new_item_id: applied.lineId,
          total_price: applied.money.total,
          refund_due: applied.money.refundDue,
        },
      });
      return { orderId, storeId: item.storeId!, stock: applied.stock, partCancelled: false, sms: null };
    }
    await tx.update(orderSubstitutions).set({ status: 'declined', decidedAt: new Date() }).where(eq(orderSubstitutions.id, sid));
    const reason = say(await localeOfUser(tx, order.userId), 'orderChanges.historyDeclined', { name: item.nameUz });
    const lowered = await lowerLine(tx, locked, 0, userId, reason);
    await audit(tx, {
      actorId: userId,
      action: 'order.item_substitute',
      entity: 'order',
      entityId: orderId,
      storeId: item.storeId,
      before: { item_id: item.id, quantity: item.quantity, total_price: order.totalPrice, refund_due: order.refundDue, placed_total: lowered.money.placed },
      after: {
        item_id: item.id,
        substitution_id: sid,
        status: 'declined',
        quantity: 0,
        total_price: lowered.money.total,
        refund_due: lowered.money.refundDue,
        part_cancelled: lowered.partCancelled,
      },
    });
    return { orderId, storeId: item.storeId!, stock: [lowered.stock], partCancelled: lowered.partCancelled, sms: null };
  });
  await tell(db, done, userId);
  return getOrder(db, userId, orderId, locale);
}

/**
 * The job: a proposal the shopper left unanswered for 10 minutes applies by itself when they chose
 * "replace" and it needs no consent. Those that need a yes (or came after a call) keep waiting;
 * the store may still make the line unavailable, which withdraws them. Each in its own
 * transaction; one that can no longer apply (the line or the part moved on, the stock ran out)
 * is withdrawn. Answers how many were applied.
 */
export async function applyDueSubstitutes(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orderSubstitutions.id, orderId: orderSubstitutions.orderId, itemId: orderSubstitutions.itemId })
    .from(orderSubstitutions)
    .innerJoin(orders, eq(orders.id, orderSubstitutions.orderId))
    .where(
      and(
        eq(orderSubstitutions.status, 'proposed'),
        eq(orderSubstitutions.needsConsent, false),
        eq(orders.substitution, 'replace'),
        lte(orderSubstitutions.createdAt, new Date(now.getTime() - SUBSTITUTE_WAIT_MS)),
      ),
    )
    .orderBy(asc(orderSubstitutions.createdAt))
    .limit(100);
  let applied = 0;
  for (const d of due) {
    try {
      const done = await db.transaction(async (tx): Promise<Done> => {
        const locked = await lockItem(tx, null, d.orderId, d.itemId);
        const proposal = await lockProposal(tx, d.orderId, d.id);
        mustBeOpen(locked.part);
        mustBeLive(locked.item);
        const r = await applyProposal(tx, locked, proposal, 'applied', null);
        await audit(tx, {
          actorId: null,
          actorLabel: 'job:substitutes',
          action: 'order.item_substitute',
          entity: 'order',
          entityId: d.orderId,
          storeId: locked.item.storeId,
          before: { item_id: d.itemId, total_price: locked.order.totalPrice, placed_total: r.money.placed },
          after: {
            item_id: d.itemId,
            substitution_id: d.id,
            status: 'applied',
            new_item_id: r.lineId,
            total_price: r.money.total,
            refund_due: r.money.refundDue,
          },
        });
        const names = { uz: r.product.uz.name, ru: r.product.ru.name };
        return {
          orderId: d.orderId,
          storeId: locked.item.storeId!,
          stock: r.stock,
          partCancelled: false,
          sms: changeSms('sms.substituteApplied', locked.order, locked.item, r.money.total, (l) => ({ substitute: names[l] })),
        };
      });
      await tell(db, done, null);
      applied += 1;
    } catch (err) {
      if (!(err instanceof ApiFailure)) throw err;
      // It can no longer apply: withdrawn, so the job does not try it again.
      await db
        .update(orderSubstitutions)
        .set({ status: 'withdrawn', decidedAt: now })
        .where(and(eq(orderSubstitutions.id, d.id), eq(orderSubstitutions.status, 'proposed')));
    }
  }
  return applied;
}

// ---- Weighed goods ---------------------------------------------------------------------------

/**
 * `PATCH /console/orders/{id}/items/{item_id}/ { weight }`: the real weight of a weighed line, in
 * grams, while packing, within ±10 % of the quantity ordered (else 400 with the allowed range).
 * The line's money follows it (lineTotal) and the order is priced again.
 */
export async function setWeight(db: Db, scope: StaffScope, orderId: number, itemId: number, input: WeightInput, locale: Locale): Promise<ConsoleOrder> {
  const done = await db.transaction(async (tx): Promise<Done> => {
    const locked = await lockItem(tx, scope, orderId, itemId);
    const { order, item, parts } = locked;
    mustBeOpen(locked.part);
    mustBeLive(item);
    const step = snapshotOf(item).weight_step ?? null;
    if (!step) throw new ApiFailure('validation_error', { fields: { weight: text('orderChanges.notWeighed') } });
    const { min, max } = weightBounds(item.quantity, step);
    if (input.weight < min || input.weight > max)
      throw new ApiFailure('validation_error', { fields: { weight: text('orderChanges.weightRange', { min, max }) } });
    await tx.update(orderItems).set({ weightGrams: input.weight }).where(eq(orderItems.id, item.id));
    const reason = say(locale, 'orderChanges.historyWeighed', { name: nameOf(item, locale), weight: input.weight });
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: locked.part.status, storeId: item.storeId, actorId: scope.userId, reason, createdAt: new Date() });
    const money = await reprice(tx, order, parts, order.status);
    await audit(tx, {
      actorId: scope.userId,
      action: 'order.item_weight',
      entity: 'order',
      entityId: orderId,
      storeId: item.storeId,
      before: { item_id: item.id, weight_grams: item.weightGrams, total_price: order.totalPrice, refund_due: order.refundDue, placed_total: money.placed },
      after: { item_id: item.id, weight_grams: input.weight, total_price: money.total, refund_due: money.refundDue },
    });
    return { orderId, storeId: item.storeId!, stock: [], partCancelled: false, sms: null };
  });
  await tell(db, done, scope.userId);
  return consoleOrder(db, scope, orderId, locale);
}
