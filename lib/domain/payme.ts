/**
 * Payme's Merchant API (JSON-RPC 2.0) as rules and words, free of the database (see
 * ADR 0018; developer.help.paycom.uz, "Merchant API"). server/services/payments/payme.ts plays
 * the methods; this module holds the error table, the states and the time-out rule.
 */
import { TRANSACTION_STATE } from './payments';

/** Transaction states: Payme's scale is the one every provider's row uses (lib/domain/payments.ts). */
export const PAYME_STATE = TRANSACTION_STATE;

export const PAYME_TIMEOUT_REASON = 4;

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

export interface PaymeMessage {
  uz: string;
  ru: string;
  en: string;
}

/**
 * The errors the store answers, each with its message in the three languages Payme shows. The
 * account errors (-31050 … -31099) are the store's own: -31050 no such order, -31051 the order
 * waits for no payment (paid, cancelled, or paid another way), -31052 another transaction holds
 * the order.
 */
export const PAYME_ERRORS = {
  WRONG_AMOUNT: -31001,
  TRANSACTION_NOT_FOUND: -31003,
  CANNOT_CANCEL: -31007,
  CANNOT_PERFORM: -31008,
  ORDER_NOT_FOUND: -31050,
  ORDER_NOT_PAYABLE: -31051,
  ORDER_BUSY: -31052,
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INSUFFICIENT_PRIVILEGES: -32504,
  INTERNAL_ERROR: -32400,
} as const;
export type PaymeErrorCode = (typeof PAYME_ERRORS)[keyof typeof PAYME_ERRORS];

const MESSAGES: Record<PaymeErrorCode, PaymeMessage> = {
  [-31001]: { uz: 'Notoʻgʻri summa', ru: 'Неверная сумма', en: 'Incorrect amount' },
  [-31003]: { uz: 'Tranzaksiya topilmadi', ru: 'Транзакция не найдена', en: 'Transaction not found' },
  [-31007]: {
    uz: 'Buyurtma bajarilgan, tranzaksiyani bekor qilib boʻlmaydi',
    ru: 'Заказ выполнен, транзакцию нельзя отменить',
    en: 'The order is fulfilled; the transaction cannot be cancelled',
  },
  [-31008]: { uz: 'Bu amalni bajarib boʻlmaydi', ru: 'Невозможно выполнить данную операцию', en: 'Unable to perform the operation' },
  [-31050]: { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден', en: 'Order not found' },
  [-31051]: { uz: 'Buyurtma toʻlovni kutmayapti', ru: 'Заказ не ожидает оплаты', en: 'The order is not awaiting payment' },
  [-31052]: {
    uz: 'Buyurtma boshqa tranzaksiya bilan toʻlanmoqda',
    ru: 'Заказ оплачивается другой транзакцией',
    en: 'Another transaction is paying for the order',
  },
  [-32700]: { uz: 'JSON xato', ru: 'Ошибка разбора JSON', en: 'Parse error' },
  [-32600]: { uz: 'Soʻrov notoʻgʻri', ru: 'Неверный RPC-запрос', en: 'Invalid request' },
  [-32601]: { uz: 'Metod topilmadi', ru: 'Метод не найден', en: 'Method not found' },
  [-32504]: { uz: 'Ruxsat yetarli emas', ru: 'Недостаточно привилегий для выполнения метода', en: 'Insufficient privileges' },
  [-32400]: { uz: 'Ichki xato', ru: 'Внутренняя ошибка', en: 'Internal error' },
};

export const paymeMessage = (code: PaymeErrorCode): PaymeMessage => MESSAGES[code];

/** The account field an account error is about (Payme's `data`). */
export const ACCOUNT_FIELD = 'order_id';

/**
 * Whether a transaction created at `time` (Payme's, epoch ms) is past the time-out at `now`:
 * Payme cancels a transaction not performed within 12 hours of its time (the store's setting).
 */
export const paymeTimedOut = (time: number, now: number, timeoutMs: number): boolean => now - time > timeoutMs;

/**
 * The login and password of a Basic Authorization header, or null when it is no such header.
 * Comparing them is the caller's (the password in constant time): this only reads the header.
 */
export function basicCredentials(header: string | undefined): { login: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,512})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
