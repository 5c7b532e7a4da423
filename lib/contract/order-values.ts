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

export const PAYMENT_TYPES = ['cash', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Why a shopper cancels (the cancel dialog's choices; the store sees it). */
export const CANCEL_REASONS = ['changed_mind', 'too_long', 'wrong_items', 'found_cheaper', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
