import 'server-only';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Order } from '@/lib/contract/orders';
import { type Locale } from '@/lib/contract/values';
import { ORDER_STATUS, isOnlinePayment, type CancelReason } from '@/lib/contract/order-values';
import { canCancel } from '@/lib/domain/order';
import { paymentStateOnCancel } from '@/lib/domain/payments';
import type { Db, Tx } from '../db/client';
import { orderParts, orderStatusHistory, orders, promoCodeUses, promoCodes } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { orderEvent } from './order-events';
import { cancelOpenTransactions, openTransactions } from './payments/transactions';
import { returnStock } from './order-stock';
import { getOrder } from './orders';

/** Cancelling an order: stock and promo uses given back, open payments cancelled or refunded. */

/** Gives a cancelled order's promo uses back (each code and offer it used counts one use less), once. */
export async function returnPromoUse(tx: Tx, order: { id: number }) {
  const removed = await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, order.id)).returning({ id: promoCodeUses.promoCodeId });
  const ids = [...new Set(removed.map((r) => r.id))].sort((a, b) => a - b);
  if (ids.length)
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(inArray(promoCodes.id, ids));
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
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound();
    // The cancel is a GET (the contract's): a repeat (a double tap, a client's or a proxy's retry)
    // of the shopper's own cancel answers the cancelled order and changes nothing. An order that a
    // store or the payment system cancelled is still a 409: the shopper did not cancel it.
    if (order.status === ORDER_STATUS.CANCELLED && (await cancelledBy(tx, id)) === userId) return null;
    const parts = await tx.select().from(orderParts).where(eq(orderParts.orderId, id)).orderBy(asc(orderParts.storeId)).for('update');
    const live = parts.filter((p) => p.status !== ORDER_STATUS.CANCELLED);
    if (!canCancel(order.type, order.status) || live.some((p) => !canCancel(order.type, p.status)))
      throw new ApiFailure('conflict', { message: text('failures.cannotCancel') });
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
