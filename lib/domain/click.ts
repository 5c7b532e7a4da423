import { ORDER_STATUS } from '../contract/order-values';
import { TRANSACTION_STATE } from './payments';

/**
 * Click's SHOP API, the protocol side that needs no database (docs.click.uz, "Click-API"): the
 * codes the store answers, the strings Click signs, and what a Prepare or a Complete does for an
 * order and a transaction in a given state. The service (server/services/payments/click.ts) reads
 * the rows, asks these rules, and writes what they decide.
 */

/** The codes the store answers Click with (Click reads only the code; the notes are Click's own). */
export const CLICK_ERROR = {
  SUCCESS: 0,
  SIGN_CHECK_FAILED: -1,
  INCORRECT_AMOUNT: -2,
  ACTION_NOT_FOUND: -3,
  ALREADY_PAID: -4,
  ORDER_NOT_FOUND: -5,
  TRANSACTION_NOT_FOUND: -6,
  UPDATE_FAILED: -7,
  BAD_REQUEST: -8,
  TRANSACTION_CANCELLED: -9,
} as const;
export type ClickError = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

/** The `error_note` of each code, word for word as Click's documentation lists them. */
export const CLICK_ERROR_NOTES: Readonly<Record<ClickError, string>> = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
};

/** `action` as Click sends it: 0 on Prepare, 1 on Complete. */
export const CLICK_ACTION = { PREPARE: '0', COMPLETE: '1' } as const;

/** The fields of a Prepare that its signature covers, as Click sent them (text, not numbers). */
export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  amount: string;
  action: string;
  sign_time: string;
}

/**
 * What Click hashes with md5 for `sign_string`. The fields are joined exactly as received: an
 * amount "15000.00" and "15000" sign differently, so nothing may be normalised before this.
 * Prepare: click_trans_id + service_id + SECRET_KEY + merchant_trans_id + amount + action + sign_time;
 * Complete: the same with merchant_prepare_id after merchant_trans_id.
 */
export function clickSignSource(fields: ClickSignedFields & { merchant_prepare_id?: string }, secretKey: string): string {
  return [
    fields.click_trans_id,
    fields.service_id,
    secretKey,
    fields.merchant_trans_id,
    fields.merchant_prepare_id ?? '',
    fields.amount,
    fields.action,
    fields.sign_time,
  ].join('');
}

/** Our order as Click's calls need it. */
export interface ClickOrderView {
  paymentType: string;
  status: number;
}

/** A Click transaction row as the rules need it. */
export interface ClickTransactionView {
  state: number;
  orderId: number;
  /** Click's click_trans_id. */
  providerId: string;
}

/**
 * What a Prepare answers and does:
 * - `create`: a new transaction (state 1) for this attempt; `repeat`: Click asks again for an attempt
 *   it already prepared, and gets the same merchant_prepare_id back (Click retries on a lost answer);
 * - `none`: an error, nothing written.
 * An order may have several prepared attempts (Click makes a new click_trans_id for each try of
 * the shopper); only one can complete, since completing pays the order.
 */
export function clickPrepareVerdict(input: {
  order: ClickOrderView | null;
  /** The row of this click_trans_id, if Click prepared it before. */
  transaction: ClickTransactionView | null;
  orderId: number;
  amountMatches: boolean;
}): { error: ClickError; effect: 'create' | 'repeat' | 'none' } {
  const { order, transaction } = input;
  const none = (error: ClickError) => ({ error, effect: 'none' as const });
  if (!order || order.paymentType !== 'click') return none(CLICK_ERROR.ORDER_NOT_FOUND);
  // One click_trans_id names one attempt at one order: the same id for another order is not Click.
  if (transaction && transaction.orderId !== input.orderId) return none(CLICK_ERROR.BAD_REQUEST);
  if (!input.amountMatches) return none(CLICK_ERROR.INCORRECT_AMOUNT);
  if (transaction?.state === TRANSACTION_STATE.PERFORMED) return none(CLICK_ERROR.ALREADY_PAID);
  if (transaction && transaction.state < 0) return none(CLICK_ERROR.TRANSACTION_CANCELLED);
  if (order.status === ORDER_STATUS.CANCELLED) return none(CLICK_ERROR.TRANSACTION_CANCELLED);
  if (order.status !== ORDER_STATUS.WAITING_PAYMENT) return none(CLICK_ERROR.ALREADY_PAID);
  return { error: CLICK_ERROR.SUCCESS, effect: transaction ? 'repeat' : 'create' };
}

/**
 * What a Complete answers and does:
 * - `pay`: the order becomes paid and the transaction performed (state 2);
 * - `decline`: Click reports its own failure (its `error` < 0): the transaction and the unpaid order
 *   are cancelled, and the answer is -9, as Click's documentation asks;
 * - `void`: the transaction is cancelled but the order is left as it is (it was cancelled meanwhile,
 *   or another attempt paid it): the error answer makes Click return the shopper's money;
 * - `none`: an error or a repeat, nothing written. A repeat of a completed Complete answers -4.
 */
export function clickCompleteVerdict(input: {
  order: ClickOrderView | null;
  /** The row of merchant_prepare_id, if it is a Click transaction. */
  transaction: ClickTransactionView | null;
  orderId: number;
  clickTransId: string;
  amountMatches: boolean;
  /** Click's own `error` field. */
  clickError: number;
}): { error: ClickError; effect: 'pay' | 'decline' | 'void' | 'none' } {
  const { order, transaction } = input;
  const none = (error: ClickError) => ({ error, effect: 'none' as const });
  if (!order || order.paymentType !== 'click') return none(CLICK_ERROR.ORDER_NOT_FOUND);
  if (!transaction || transaction.orderId !== input.orderId || transaction.providerId !== input.clickTransId) return none(CLICK_ERROR.TRANSACTION_NOT_FOUND);
  if (!input.amountMatches) return none(CLICK_ERROR.INCORRECT_AMOUNT);
  if (transaction.state === TRANSACTION_STATE.PERFORMED) return none(CLICK_ERROR.ALREADY_PAID);
  if (transaction.state < 0) return none(CLICK_ERROR.TRANSACTION_CANCELLED);
  if (input.clickError < 0) return { error: CLICK_ERROR.TRANSACTION_CANCELLED, effect: order.status === ORDER_STATUS.WAITING_PAYMENT ? 'decline' : 'void' };
  if (order.status === ORDER_STATUS.CANCELLED) return { error: CLICK_ERROR.TRANSACTION_CANCELLED, effect: 'void' };
  if (order.status !== ORDER_STATUS.WAITING_PAYMENT) return { error: CLICK_ERROR.ALREADY_PAID, effect: 'void' };
  return { error: CLICK_ERROR.SUCCESS, effect: 'pay' };
}
