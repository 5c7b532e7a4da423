import 'server-only';
import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_TYPES, ORDER_STATUS } from '@/lib/contract/order-values';
import { TRANSACTION_STATE } from '@/lib/domain/payments';
import type { Db } from '../../db/client';
import { orders, paymentTransactions } from '../../db/schema';
import { env } from '../../env';
import { paymentNow } from './clock';
import { afterCancelled, cancelUnpaidOrder } from './settle';

/**
 * The payment time-out (ADR 0018): an online order not paid within PAYMENT_TIMEOUT_MS
 * (Payme's 12 hours, the same for Click) is cancelled as expired, its stock and promo use back,
 * its open transactions cancelled with reason 4. An order with a transaction opened inside the
 * window is left to it: the shopper is paying right now.
 *
 * Run every minute by the jobs of server/jobs/ (one instance at a time, ADR 0023), and safe on
 * several instances at once even without that: each order is taken in its own transaction with
 * `FOR UPDATE SKIP LOCKED`, so two runs never take the same order, and an order a payment call
 * holds is skipped until the next run (which sees what the payment did).
 */

/** Orders one run cancels at most: the rest wait a minute, so one run never holds the database long. */
const BATCH = 200;

/** Cancels the online orders whose time ran out at `now`; answers their ids. */
export async function expireUnpaidOrders(db: Db, now = paymentNow()): Promise<number[]> {
  const cutoff = new Date(now - env().PAYMENT_TIMEOUT_MS);
  const expired: number[] = [];
  for (let n = 0; n < BATCH; n++) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, ORDER_STATUS.WAITING_PAYMENT),
            inArray(orders.paymentType, [...ONLINE_PAYMENT_TYPES]),
            lt(orders.createdAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(paymentTransactions)
                .where(
                  and(
                    eq(paymentTransactions.orderId, orders.id),
                    eq(paymentTransactions.state, TRANSACTION_STATE.CREATED),
                    gte(paymentTransactions.createdAt, cutoff),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return null;
      return { id: order.id, stock: await cancelUnpaidOrder(tx, order.id, 'expired') };
    });
    if (!done) break;
    expired.push(done.id);
    await afterCancelled(db, done.stock);
  }
  return expired;
}
