import 'server-only';
import { and, eq } from 'drizzle-orm';
import { MAX_ID } from '@/lib/contract/common';
import type { ClickCompleteAnswer, ClickCompleteForm, ClickPrepareAnswer, ClickPrepareForm } from '@/lib/contract/click';
import { CLICK_ACTION, CLICK_ERROR, CLICK_ERROR_NOTES, clickCompleteVerdict, clickPrepareVerdict, type ClickError } from '@/lib/domain/click';
import { clickAmountMatches, parseOrderId, toTiyin, TRANSACTION_STATE } from '@/lib/domain/payments';
import type { Db, Tx } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import { logger } from '../../log';
import { clickSignatureValid } from './click-sign';
import { paymentNow } from './clock';
import { clickSettings } from './config';
import { afterCancelled, afterPaid, cancelUnpaidOrder, lockPayableOrder, markOrderPaid, type OrderRow, type StockBack } from './settle';

/**
 * Click's SHOP API (ADR 0018): Prepare checks an order and records the attempt,
 * Complete pays the order or, when Click reports its own failure, cancels it. Each call runs in
 * one database transaction that first locks the order (settle.ts), so repeats and races of one
 * order take turns and the second sees what the first wrote. Nothing is read from the database
 * before the signature holds: a stranger learns nothing, not even whether an order exists.
 */

/** The fields of every answer (the contract's `error` is any of CLICK_ERROR). */
type Answer = { error: number; error_note: string; click_trans_id?: number; merchant_trans_id?: string };

/** Click's answer with code `error`; the ids Click sent are echoed when they are well formed. */
export function clickAnswer(error: ClickError, sent: { click_trans_id?: unknown; merchant_trans_id?: unknown } = {}): Answer {
  const answer: Answer = { error, error_note: CLICK_ERROR_NOTES[error] };
  if (typeof sent.click_trans_id === 'string' && /^\d{1,15}$/.test(sent.click_trans_id)) answer.click_trans_id = Number(sent.click_trans_id);
  if (typeof sent.merchant_trans_id === 'string' && sent.merchant_trans_id.length <= 64) answer.merchant_trans_id = sent.merchant_trans_id;
  return answer;
}

/**
 * Whether Click sent this call: signed with our key for our service. Without Click's settings the
 * store accepts nothing, as for a wrong signature.
 */
function fromClick(form: ClickPrepareForm & { merchant_prepare_id?: string }): boolean {
  const settings = clickSettings();
  return settings !== null && clickSignatureValid(form, settings.secretKey) && form.service_id === settings.serviceId;
}

const orderView = (order: OrderRow | null) => order && { paymentType: order.paymentType, status: order.status };

/** The Click transaction `where` names, locked for the rest of the caller's transaction. */
async function lockTransaction(tx: Tx, where: ReturnType<typeof and>) {
  const [row] = await tx.select().from(paymentTransactions).where(where).for('update');
  return row ?? null;
}

/**
 * Runs one call's database work. A failure is answered -7 ("failed to update"): Click then gives
 * the shopper's money back rather than count a payment we did not record. Logged without the
 * form, which holds the signature.
 */
async function inTransaction<T extends { answer: Answer }>(
  db: Db,
  what: string,
  sent: ClickPrepareForm,
  work: (tx: Tx) => Promise<T>,
): Promise<T | { answer: Answer }> {
  try {
    return await db.transaction(work);
  } catch (err) {
    logger('click').error({ err, order: String(sent.merchant_trans_id).slice(0, 40) }, `${what} failed`);
    return { answer: clickAnswer(CLICK_ERROR.UPDATE_FAILED, sent) };
  }
}

export async function clickPrepare(db: Db, form: ClickPrepareForm): Promise<ClickPrepareAnswer> {
  if (!fromClick(form)) return clickAnswer(CLICK_ERROR.SIGN_CHECK_FAILED, form);
  if (form.action !== CLICK_ACTION.PREPARE) return clickAnswer(CLICK_ERROR.ACTION_NOT_FOUND, form);
  const orderId = parseOrderId(form.merchant_trans_id);
  if (orderId === null) return clickAnswer(CLICK_ERROR.ORDER_NOT_FOUND, form);
  const { answer } = await inTransaction(db, 'Prepare', form, async (tx): Promise<{ answer: ClickPrepareAnswer }> => {
    const order = await lockPayableOrder(tx, orderId);
    const transaction = await lockTransaction(tx, and(eq(paymentTransactions.provider, 'click'), eq(paymentTransactions.providerId, form.click_trans_id)));
    const verdict = clickPrepareVerdict({
      order: orderView(order),
      transaction,
      orderId,
      amountMatches: order !== null && clickAmountMatches(form.amount, order.totalPrice),
    });
    if (verdict.effect === 'none') return { answer: clickAnswer(verdict.error, form) };
    let prepareId = transaction?.id;
    if (verdict.effect === 'create') {
      const now = paymentNow();
      const [row] = await tx
        .insert(paymentTransactions)
        .values({
          provider: 'click',
          providerId: form.click_trans_id,
          orderId,
          amount: toTiyin(order!.totalPrice),
          state: TRANSACTION_STATE.CREATED,
          providerTime: now,
          createdAt: new Date(now),
        })
        .returning({ id: paymentTransactions.id });
      prepareId = row!.id;
    }
    return { answer: { ...clickAnswer(CLICK_ERROR.SUCCESS, form), merchant_prepare_id: prepareId! } };
  });
  return answer;
}

export async function clickComplete(db: Db, form: ClickCompleteForm): Promise<ClickCompleteAnswer> {
  if (!fromClick(form)) return clickAnswer(CLICK_ERROR.SIGN_CHECK_FAILED, form);
  if (form.action !== CLICK_ACTION.COMPLETE) return clickAnswer(CLICK_ERROR.ACTION_NOT_FOUND, form);
  const orderId = parseOrderId(form.merchant_trans_id);
  if (orderId === null) return clickAnswer(CLICK_ERROR.ORDER_NOT_FOUND, form);
  const prepareId = Number(form.merchant_prepare_id);
  const done = await inTransaction(db, 'Complete', form, async (tx) => {
    const order = await lockPayableOrder(tx, orderId);
    const transaction =
      prepareId <= MAX_ID ? await lockTransaction(tx, and(eq(paymentTransactions.id, prepareId), eq(paymentTransactions.provider, 'click'))) : null;
    const verdict = clickCompleteVerdict({
      order: orderView(order),
      transaction,
      orderId,
      clickTransId: form.click_trans_id,
      amountMatches: order !== null && clickAmountMatches(form.amount, order.totalPrice),
      clickError: Number(form.error),
    });
    const now = new Date(paymentNow());
    const setRow = (set: Partial<typeof paymentTransactions.$inferInsert>) =>
      tx.update(paymentTransactions).set(set).where(eq(paymentTransactions.id, prepareId));
    let paid = false;
    let stock: StockBack | null = null;
    switch (verdict.effect) {
      case 'pay':
        paid = await markOrderPaid(tx, orderId, 'click');
        await setRow({ state: TRANSACTION_STATE.PERFORMED, performedAt: now });
        return { answer: { ...clickAnswer(CLICK_ERROR.SUCCESS, form), merchant_confirm_id: prepareId }, paid, stock };
      case 'decline':
        // Cancels the order and every live attempt at it, this one included.
        stock = await cancelUnpaidOrder(tx, orderId, 'declined');
        await setRow({ state: TRANSACTION_STATE.CANCELLED, cancelledAt: now });
        break;
      case 'void':
        await setRow({ state: TRANSACTION_STATE.CANCELLED, cancelledAt: now });
        break;
      case 'none':
        break;
    }
    return { answer: clickAnswer(verdict.error, form), paid, stock };
  });
  // After the commit: what must not roll back with it, and must not fail the answer.
  if ('paid' in done && done.paid) await afterPaid(db, orderId, 'click');
  if ('stock' in done) await afterCancelled(db, done.stock);
  return done.answer;
}
