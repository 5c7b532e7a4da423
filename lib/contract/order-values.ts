/** The order enumerations of the contract, zod-free (see values.ts, which re-exports them). */

/** D: delivery, T: pickup ("take away"). */
export const ORDER_TYPES = ['D', 'T'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Order status codes. Cash and card-on-delivery orders start at ACCEPTED. */
export const ORDER_STATUS = {
  WAITING_PAYMENT: 0,
  PAID: 1,
  ACCEPTED: 2,
  IN_PROGRESS: 3,
  ON_THE_WAY: 4,
  READY_FOR_PICKUP: 5,
  DELIVERED: 6,
  PICKED_UP: 7,
  CANCELLED: 8,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = /* @__PURE__ */ Object.values(ORDER_STATUS) as readonly OrderStatus[];

/** cash and card are paid to the courier; click and payme online before the order is accepted. */
export const PAYMENT_TYPES = ['cash', 'card', 'click', 'payme'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The payment providers the shopper pays through online (ADR 0018). */
export const ONLINE_PAYMENT_TYPES = ['click', 'payme'] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];
export const isOnlinePayment = (type: PaymentType): type is OnlinePaymentType => (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);

/**
 * Where an online order's money is: waiting for it, paid, declined (cancelled by the provider or
 * the shopper before paying), expired (not paid in time), refund_pending (a paid order cancelled:
 * the money goes back once the provider confirms), refunded. Null for cash and card.
 */
export const PAYMENT_STATES = ['waiting', 'paid', 'declined', 'expired', 'refund_pending', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why a shopper cancels (the cancel dialog's choices; the store sees it). */
export const CANCEL_REASONS = ['changed_mind', 'too_long', 'wrong_items', 'found_cheaper', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What happened to a line of an order, as the shopper and the store read it (ADR 0029). */
export const ITEM_STATES = ['ordered', 'reduced', 'unavailable', 'replaced', 'substitute', 'weighed'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** What the shopper asked the store to do with a missing item, chosen at checkout (ADR 0029). */
export const SUBSTITUTIONS = ['remove', 'replace', 'call'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTIONS)[number];

/** A saved address's landmark (moʻljal / ориентир) is a short phrase ("Korzinka roʻparasida"), not a second address. */
export const LANDMARK_MAX = 120;
