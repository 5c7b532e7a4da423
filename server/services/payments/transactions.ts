import 'server-only';
import { and, eq } from 'drizzle-orm';
import { TRANSACTION_STATE } from '@/lib/domain/payments';
import type { Tx } from '../../db/client';
import { paymentTransactions } from '../../db/schema';

/**
 * An order's provider transactions still open (created, not yet performed or cancelled), of
 * either provider: what a cancel of the unpaid order must end. Here, not in settle.ts, because
 * the shopper's cancel (services/order-cancelling.ts) ends them too, and settle.ts imports that module.
 */
const open = (orderId: number) => and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.state, TRANSACTION_STATE.CREATED));

export const openTransactions = (tx: Tx, orderId: number) =>
  tx.select({ provider: paymentTransactions.provider }).from(paymentTransactions).where(open(orderId));

/** Cancels them (-1) at `at`, with `reason` (Payme's 4 for a time-out; else none). */
export async function cancelOpenTransactions(tx: Tx, orderId: number, at: Date, reason: number | null): Promise<void> {
  await tx.update(paymentTransactions).set({ state: TRANSACTION_STATE.CANCELLED, cancelledAt: at, reason }).where(open(orderId));
}
