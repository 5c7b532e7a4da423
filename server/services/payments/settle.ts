import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS, isOnlinePayment, type OnlinePaymentType, type PaymentState } from '@/lib/contract/order-values';
import { canCancel } from '@/lib/domain/order';
import { canMove } from '@/lib/domain/order-status';
import { PAYME_TIMEOUT_REASON } from '@/lib/domain/payme';
import type { Db, Tx } from '../../db/client';
import { orderParts, orderStatusHistory, orders } from '../../db/schema';
import { say } from '../../http/messages';
import { logger } from '../../log';
import { countPayment } from '../../metrics';
import { sms } from '../../sms';
import { tellBackInStock } from '../back-in-stock';
import { cachesForget } from '../cache-invalidation';
import { returnPromoUse } from '../order-cancelling';
import { returnStock } from '../order-stock';
import { localeOfUser } from '../user-locale';
import { orderEvent } from '../order-events';
import { paymentNow } from './clock';
import { cancelOpenTransactions } from './transactions';

/**
 * What both providers do to an order (ADR 0018), inside the caller's database
 * transaction, so that the provider's transaction row and the order's status change commit
 * together or not at all. The order's row is the lock every payment call of one order takes
 * first (lockPayableOrder): two calls racing for one order take turns, and the second sees what
 * the first did. What must not roll back with a failure (the SMS, the caches) runs after commit.
 */

export type OrderRow = typeof orders.$inferSelect;

/** Products whose stock a cancel gave back, for the caches after commit (afterCancelled). */
export interface StockBack {
  productIds: number[];
  back: number[];
}

/**
 * The online order `orderId` (Click or Payme, whatever its status), locked FOR UPDATE until the
 * caller's transaction ends; null when there is no such order or it is paid in cash or by card.
 * The caller checks the order's provider and status.
 */
export async function lockPayableOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order && isOnlinePayment(order.paymentType) ? order : null;
}

/**
 * The provider took the money: the order and its parts move 0 → 1 (the provider's move of the
 * state machine), payment_state paid, one history entry. True when it moved; false when the order
 * was not waiting (already paid, or cancelled), so that a repeated call changes nothing.
 */
export async function markOrderPaid(tx: Tx, orderId: number, provider: OnlinePaymentType): Promise<boolean> {
  const now = new Date(paymentNow());
  const [order] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.PAID, paymentState: 'paid' })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.WAITING_PAYMENT), eq(orders.paymentType, provider)))
    .returning({ type: orders.type });
  if (!order) return false;
  if (!canMove(order.type, ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.PAID, 'provider')) throw new Error('the state machine refuses the provider 0 → 1');
  await tx
    .update(orderParts)
    .set({ status: ORDER_STATUS.PAID, updatedAt: now })
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.status, ORDER_STATUS.WAITING_PAYMENT)));
  await tx.insert(orderStatusHistory).values({ orderId, status: ORDER_STATUS.PAID, actorId: null, reason: provider, createdAt: now });
  return true;
}

/**
 * Cancels the whole order and every live part, giving back the stock of the parts not cancelled
 * before and the promo use, with one history entry; the order's payment state becomes `state`.
 */
async function cancelWhole(tx: Tx, order: OrderRow, state: PaymentState, historyReason: string): Promise<StockBack> {
  const now = new Date(paymentNow());
  const parts = await tx.select().from(orderParts).where(eq(orderParts.orderId, order.id)).orderBy(asc(orderParts.storeId)).for('update');
  const stock = await returnStock(tx, order.id, { exceptStoreIds: parts.filter((p) => p.status === ORDER_STATUS.CANCELLED).map((p) => p.storeId) });
  await returnPromoUse(tx, order);
  await tx
    .update(orderParts)
    .set({ status: ORDER_STATUS.CANCELLED, updatedAt: now })
    .where(and(eq(orderParts.orderId, order.id), ne(orderParts.status, ORDER_STATUS.CANCELLED)));
  await tx.update(orders).set({ status: ORDER_STATUS.CANCELLED, paymentState: state }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: ORDER_STATUS.CANCELLED, actorId: null, reason: historyReason, createdAt: now });
  return stock;
}

/**
 * The money never came: the provider or the shopper declined, or time ran out. An order still
 * waiting (0) is cancelled (8) with its stock and promo use back, payment_state `reason`, and
 * every live transaction of the order (state 1, of either provider) is cancelled too (-1; reason
 * 4 for a time-out). Answers the stock given back, or null when the order was not waiting
 * (already paid or cancelled: nothing changes).
 */
export async function cancelUnpaidOrder(tx: Tx, orderId: number, reason: 'declined' | 'expired'): Promise<StockBack | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status !== ORDER_STATUS.WAITING_PAYMENT || !isOnlinePayment(order.paymentType)) return null;
  await cancelOpenTransactions(tx, orderId, new Date(paymentNow()), reason === 'expired' ? PAYME_TIMEOUT_REASON : null);
  return cancelWhole(tx, order, reason, `payment_${reason}`);
}

/**
 * The provider gives a paid order's money back (Payme's CancelTransaction after perform). An order
 * the shopper or the stores already cancelled (refund_pending) becomes refunded; a live one is
 * cancelled first, but only while it may still be cancelled (the shopper's rule: nothing on the
 * road yet, ADR 0016), with its stock and promo use back. Answers the stock given back (empty
 * when the order was already cancelled), or null when the order can no longer be cancelled.
 */
export async function refundPaidOrder(tx: Tx, orderId: number): Promise<StockBack | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  if (order.status === ORDER_STATUS.CANCELLED) {
    await tx.update(orders).set({ paymentState: 'refunded' }).where(eq(orders.id, orderId));
    return { productIds: [], back: [] };
  }
  const parts = await tx.select({ status: orderParts.status }).from(orderParts).where(eq(orderParts.orderId, orderId));
  const live = parts.filter((p) => p.status !== ORDER_STATUS.CANCELLED);
  if (!canCancel(order.type, order.status) || live.some((p) => !canCancel(order.type, p.status))) return null;
  return cancelWhole(tx, order, 'refunded', 'payment_refunded');
}

/** After the commit of a cancel: the caches forget the stock that came back, and shoppers waiting for it hear. */
export async function afterCancelled(db: Db, stock: StockBack | null): Promise<void> {
  if (!stock || !stock.productIds.length) return;
  await cachesForget({ kind: 'stock', productIds: stock.productIds, soldOutOrBack: stock.back });
  tellBackInStock(db, stock.productIds);
}

/**
 * After the commit of a payment: the metrics count it, and the SMS to the shopper, in their
 * language. A failure is logged, never thrown: the provider must still hear that the payment was taken.
 */
export async function afterPaid(db: Db, orderId: number, provider: OnlinePaymentType): Promise<void> {
  countPayment(provider);
  const parts = await db.select({ storeId: orderParts.storeId }).from(orderParts).where(eq(orderParts.orderId, orderId));
  await orderEvent(db, { kind: 'paid', orderId, storeIds: parts.map((p) => p.storeId) });
  try {
    const [order] = await db.select({ userId: orders.userId, phoneNumber: orders.phoneNumber }).from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const text = say(await localeOfUser(db, order.userId), 'sms.orderPaid', { id: String(orderId) });
    await sms().send({ phoneNumber: order.phoneNumber, text });
  } catch (err) {
    logger('payments').error({ err, order: orderId, provider }, 'the SMS of a payment was not sent');
  }
}
