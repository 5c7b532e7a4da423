import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { PaymeParams, PaymeRequestSchema, type PaymeAnswer, type PaymeResult, type PaymeStatementTransaction } from '@/lib/contract/payme';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import {
  ACCOUNT_FIELD,
  PAYME_ERRORS,
  PAYME_METHODS,
  PAYME_STATE,
  PAYME_TIMEOUT_REASON,
  basicCredentials,
  paymeMessage,
  paymeTimedOut,
  type PaymeErrorCode,
  type PaymeMethod,
} from '@/lib/domain/payme';
import { parseOrderId, toTiyin } from '@/lib/domain/payments';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { paymentTransactions } from '../../db/schema';
import { env } from '../../env';
import { logger } from '../../log';
import { sameHash, sha256 } from '../secrets';
import { paymentNow } from './clock';
import { paymeSettings } from './config';
import { afterCancelled, afterPaid, cancelUnpaidOrder, lockPayableOrder, markOrderPaid, refundPaidOrder, type OrderRow, type StockBack } from './settle';

/**
 * Payme's Merchant API (ADR 0018): one JSON-RPC call in, one answer out, always in
 * Payme's shape. Every method that changes something runs in one database transaction that
 * first locks the order's row (settle.ts), so the calls Payme repeats or races for one order take
 * turns, and the transaction row and the order's status commit together. A repeat answers what
 * the first call answered.
 */

type TransactionRow = typeof paymentTransactions.$inferSelect;

/** A protocol error: its code, and the account field it is about. */
class PaymeFailure extends Error {
  constructor(
    readonly code: PaymeErrorCode,
    readonly data?: string,
  ) {
    super(`payme ${code}`);
  }
}

const fail = (code: PaymeErrorCode, data?: string): never => {
  throw new PaymeFailure(code, data);
};

/** What must happen after the commit: the paid SMS, or the caches of a cancel. */
interface Effects {
  paidOrder?: number;
  stock?: StockBack | null;
}

const ms = (date: Date | null) => date?.getTime() ?? 0;

/**
 * Whether the Authorization header is `Basic base64("Paycom:" + PAYME_KEY)`. The password is
 * compared in constant time (both sides hashed to one length first); no key configured refuses all.
 */
function paymeAuthorized(header: string | undefined): boolean {
  const settings = paymeSettings();
  const credentials = basicCredentials(header);
  if (!settings || !credentials) return false;
  const keyMatches = sameHash(sha256(credentials.password), sha256(settings.key));
  return keyMatches && credentials.login === 'Paycom';
}

const errorAnswer = (id: PaymeAnswer['id'], code: PaymeErrorCode, data?: string): PaymeAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message: paymeMessage(code), ...(data ? { data } : {}) },
});

/** The request's `id` for the answer, read from whatever came (null when there is none). */
function rpcId(body: unknown): PaymeAnswer['id'] {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/**
 * One call to the endpoint: the raw body and the Authorization header in, Payme's answer out.
 * The key is checked first: without it nothing of the call is acted on (only its id is echoed).
 */
export async function paymeCall(db: Db, rawBody: string, authorization: string | undefined): Promise<PaymeAnswer> {
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(rawBody);
  } catch {
    parsed = false;
  }
  const id = parsed ? rpcId(body) : null;
  if (!paymeAuthorized(authorization)) return errorAnswer(id, PAYME_ERRORS.INSUFFICIENT_PRIVILEGES);
  if (!parsed) return errorAnswer(null, PAYME_ERRORS.PARSE_ERROR);
  const request = PaymeRequestSchema.safeParse(body);
  if (!request.success) return errorAnswer(id, PAYME_ERRORS.INVALID_REQUEST);
  const method = request.data.method;
  if (!(PAYME_METHODS as readonly string[]).includes(method)) return errorAnswer(id, PAYME_ERRORS.METHOD_NOT_FOUND);
  try {
    const result = await run(db, method as PaymeMethod, request.data.params);
    return { jsonrpc: '2.0', id, result };
  } catch (err) {
    if (err instanceof PaymeFailure) return errorAnswer(id, err.code, err.data);
    // Never the request or a setting in the log: only what failed.
    logger('payme').error({ reason: err instanceof Error ? err.message : String(err), method }, 'internal error');
    return errorAnswer(id, PAYME_ERRORS.INTERNAL_ERROR);
  }
}

function params<M extends PaymeMethod>(method: M, raw: unknown): z.infer<(typeof PaymeParams)[M]> {
  const parsed = PaymeParams[method].safeParse(raw);
  if (!parsed.success) fail(PAYME_ERRORS.INVALID_REQUEST);
  return parsed.data as z.infer<(typeof PaymeParams)[M]>;
}

async function run(db: Db, method: PaymeMethod, raw: unknown): Promise<PaymeResult> {
  switch (method) {
    case 'CheckPerformTransaction': {
      const p = params(method, raw);
      await db.transaction(async (tx) => payableOrder(tx, p.account, p.amount, null));
      return { allow: true };
    }
    case 'CreateTransaction': {
      const p = params(method, raw);
      try {
        return await createTransaction(db, p);
      } catch (err) {
        // The same id raced in for two different orders (so under two different locks): the loser
        // answers as a repeat of the winner's transaction.
        if (isUniqueViolation(err)) return createTransaction(db, p);
        throw err;
      }
    }
    case 'PerformTransaction':
      return performTransaction(db, params(method, raw).id);
    case 'CancelTransaction': {
      const p = params(method, raw);
      return cancelTransaction(db, p.id, p.reason);
    }
    case 'CheckTransaction': {
      const row = await findTransaction(db, params(method, raw).id);
      return {
        create_time: ms(row.createdAt),
        perform_time: ms(row.performedAt),
        cancel_time: ms(row.cancelledAt),
        transaction: String(row.id),
        state: row.state,
        reason: row.reason,
      };
    }
    case 'GetStatement':
      return getStatement(db, params(method, raw));
  }
}

/**
 * The order `account` names, locked, checked as Payme asks before a payment: it exists and is
 * paid with Payme (-31050), it waits for payment (-31051), `amount` is its total in tiyin
 * (-31001), and no other live transaction holds it (-31052; `exceptId` is the caller's own).
 */
async function payableOrder(tx: Tx, account: Record<string, unknown>, amount: number, exceptId: string | null): Promise<OrderRow> {
  const orderId = parseOrderId(account[ACCOUNT_FIELD]);
  const order = orderId === null ? null : await lockPayableOrder(tx, orderId);
  if (!order || order.paymentType !== 'payme') return fail(PAYME_ERRORS.ORDER_NOT_FOUND, ACCOUNT_FIELD);
  if (order.status !== ORDER_STATUS.WAITING_PAYMENT) fail(PAYME_ERRORS.ORDER_NOT_PAYABLE, ACCOUNT_FIELD);
  if (!Number.isSafeInteger(amount) || amount !== toTiyin(order.totalPrice)) fail(PAYME_ERRORS.WRONG_AMOUNT);
  const live = await tx
    .select({ providerId: paymentTransactions.providerId })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, order.id), eq(paymentTransactions.provider, 'payme'), eq(paymentTransactions.state, PAYME_STATE.CREATED)));
  if (live.some((t) => t.providerId !== exceptId)) fail(PAYME_ERRORS.ORDER_BUSY, ACCOUNT_FIELD);
  return order;
}

async function findTransaction(db: Db | Tx, providerId: string, lock = false): Promise<TransactionRow> {
  const query = db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, 'payme'), eq(paymentTransactions.providerId, providerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? fail(PAYME_ERRORS.TRANSACTION_NOT_FOUND);
}

/**
 * A transaction's call that changes it: the order's row is locked first (the lock order of every
 * payment call: order, then transaction), then the transaction is read again, as it is now.
 */
async function withLockedTransaction<T>(db: Db, providerId: string, work: (tx: Tx, row: TransactionRow, effects: Effects) => Promise<T>): Promise<T> {
  const first = await findTransaction(db, providerId);
  const effects: Effects = {};
  const result = await db.transaction(async (tx) => {
    await lockPayableOrder(tx, first.orderId);
    return work(tx, await findTransaction(tx, providerId, true), effects);
  });
  if (effects.paidOrder) await afterPaid(db, effects.paidOrder, 'payme');
  if (effects.stock) await afterCancelled(db, effects.stock);
  return result;
}

const timeoutMs = () => env().PAYMENT_TIMEOUT_MS;

/** A created transaction past its time: cancelled with reason 4, and its order expires. */
async function expire(tx: Tx, row: TransactionRow, effects: Effects, now: number) {
  await tx
    .update(paymentTransactions)
    .set({ state: PAYME_STATE.CANCELLED, cancelledAt: new Date(now), reason: PAYME_TIMEOUT_REASON })
    .where(eq(paymentTransactions.id, row.id));
  effects.stock = await cancelUnpaidOrder(tx, row.orderId, 'expired');
}

async function createTransaction(db: Db, p: z.infer<typeof PaymeParams.CreateTransaction>): Promise<PaymeResult> {
  const effects: Effects = {};
  const result = await db.transaction(async (tx): Promise<PaymeResult | PaymeFailure> => {
    const now = paymentNow();
    // The order first (its lock serializes every call for it), then whether this id came before.
    const orderId = parseOrderId(p.account[ACCOUNT_FIELD]);
    if (orderId !== null) await lockPayableOrder(tx, orderId);
    const [existing] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.provider, 'payme'), eq(paymentTransactions.providerId, p.id)))
      .for('update');
    if (existing) {
      if (existing.state !== PAYME_STATE.CREATED) return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
      if (paymeTimedOut(existing.providerTime, now, timeoutMs())) {
        // Kept: the time-out is committed, and Payme hears it cannot go on.
        await expire(tx, existing, effects, now);
        return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
      }
      return { create_time: ms(existing.createdAt), transaction: String(existing.id), state: existing.state };
    }
    const order = await payableOrder(tx, p.account, p.amount, p.id);
    if (paymeTimedOut(p.time, now, timeoutMs())) return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        provider: 'payme',
        providerId: p.id,
        orderId: order.id,
        amount: p.amount,
        state: PAYME_STATE.CREATED,
        providerTime: p.time,
        createdAt: new Date(now),
      })
      .returning();
    return { create_time: ms(row!.createdAt), transaction: String(row!.id), state: row!.state };
  });
  await afterCancelled(db, effects.stock ?? null);
  if (result instanceof PaymeFailure) throw result;
  return result;
}

async function performTransaction(db: Db, providerId: string): Promise<PaymeResult> {
  const result = await withLockedTransaction(db, providerId, async (tx, row, effects): Promise<PaymeResult | PaymeFailure> => {
    if (row.state === PAYME_STATE.PERFORMED) return { transaction: String(row.id), perform_time: ms(row.performedAt), state: row.state };
    if (row.state !== PAYME_STATE.CREATED) return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
    const now = paymentNow();
    if (paymeTimedOut(row.providerTime, now, timeoutMs())) {
      await expire(tx, row, effects, now);
      return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
    }
    // A created transaction holds a waiting order (nothing else moves it while it lives); if not, refuse.
    if (!(await markOrderPaid(tx, row.orderId, 'payme'))) return new PaymeFailure(PAYME_ERRORS.CANNOT_PERFORM);
    effects.paidOrder = row.orderId;
    const [done] = await tx
      .update(paymentTransactions)
      .set({ state: PAYME_STATE.PERFORMED, performedAt: new Date(now) })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    return { transaction: String(done!.id), perform_time: ms(done!.performedAt), state: done!.state };
  });
  if (result instanceof PaymeFailure) throw result;
  return result;
}

async function cancelTransaction(db: Db, providerId: string, reason: number): Promise<PaymeResult> {
  const result = await withLockedTransaction(db, providerId, async (tx, row, effects): Promise<PaymeResult | PaymeFailure> => {
    const answer = (r: TransactionRow) => ({ transaction: String(r.id), cancel_time: ms(r.cancelledAt), state: r.state });
    if (row.state === PAYME_STATE.CANCELLED || row.state === PAYME_STATE.CANCELLED_AFTER_PERFORM) return answer(row);
    const now = new Date(paymentNow());
    if (row.state === PAYME_STATE.CREATED) {
      const [done] = await tx
        .update(paymentTransactions)
        .set({ state: PAYME_STATE.CANCELLED, cancelledAt: now, reason })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      effects.stock = await cancelUnpaidOrder(tx, row.orderId, reason === PAYME_TIMEOUT_REASON ? 'expired' : 'declined');
      return answer(done!);
    }
    // Performed: the money goes back only while the order may still be cancelled.
    const stock = await refundPaidOrder(tx, row.orderId);
    if (!stock) return new PaymeFailure(PAYME_ERRORS.CANNOT_CANCEL);
    effects.stock = stock;
    const [done] = await tx
      .update(paymentTransactions)
      .set({ state: PAYME_STATE.CANCELLED_AFTER_PERFORM, cancelledAt: now, reason })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    return answer(done!);
  });
  if (result instanceof PaymeFailure) throw result;
  return result;
}

/** Every Payme transaction whose time lies in [from, to], oldest first, for Payme's reconciliation. */
async function getStatement(db: Db, p: z.infer<typeof PaymeParams.GetStatement>): Promise<PaymeResult> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, 'payme'), gte(paymentTransactions.providerTime, p.from), lte(paymentTransactions.providerTime, p.to)))
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.id));
  const transactions: PaymeStatementTransaction[] = rows.map((r) => ({
    id: r.providerId,
    time: r.providerTime,
    amount: r.amount,
    account: { order_id: String(r.orderId) },
    create_time: ms(r.createdAt),
    perform_time: ms(r.performedAt),
    cancel_time: ms(r.cancelledAt),
    transaction: String(r.id),
    state: r.state,
    reason: r.reason,
  }));
  return { transactions };
}
