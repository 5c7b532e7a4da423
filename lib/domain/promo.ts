/**
 * The rules of a promo code (issue 18: the operator creates them). The shop checks a code with
 * server/services/promo.ts; these are what a code may be at all.
 */

/** A discount is a whole percent; 100 makes the goods free (the delivery is still paid). */
export const PROMO_DISCOUNT_MIN = 1;
export const PROMO_DISCOUNT_MAX = 100;

/** What a shopper types (the check takes up to 40 characters): Latin capitals, digits, "-" and "_". */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/** Whether a code is active at `now`: within its window [valid_from, valid_until). Use limits aside. */
export const promoActive = (p: { valid_from: Date; valid_until: Date }, now: Date = new Date()) =>
  p.valid_from.getTime() <= now.getTime() && now.getTime() < p.valid_until.getTime();
