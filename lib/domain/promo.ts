/**
 * The rules of a promo code (the operator creates them in the console). The shop checks a code with
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

// ---- A store's own promotions (ADR 0037) ---------------------------------------------------------

/**
 * What a promotion takes off: a percent of the goods it is for, a fixed amount (never more than
 * those goods), or the delivery fee of their store. The platform's codes are percents.
 */
export const PROMO_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The largest fixed amount and minimum basket a store may set, in so'm. */
export const PROMO_AMOUNT_MAX = 100_000_000;

/** The terms of a store's promotion as its form and the API take them. */
export interface StorePromoTerms {
  auto: boolean;
  /** The code (upper-case); none for an automatic offer. */
  promocode?: string | null;
  kind: PromoKind;
  /** Percent (kind percent). */
  discount?: number | null;
  /** So'm (kind fixed). */
  amount?: number | null;
  min_basket?: number | null;
  valid_from?: string;
  valid_until?: string;
}

/** The reasons a store's promotion's terms do not hold, by field: the console's words and the API's. */
export const STORE_PROMO_ISSUES = ['codeInvalid', 'codeForOffer', 'discountRange', 'amountRange', 'minBasketRange', 'untilBeforeFrom'] as const;
export type StorePromoIssue = (typeof STORE_PROMO_ISSUES)[number];

const whole = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * What is wrong with a store promotion's terms as a whole, field by field (empty when they hold):
 * a code needs its text and an automatic offer has none; a percent is 1..100, a fixed amount
 * 1..PROMO_AMOUNT_MAX so'm, free delivery takes neither; the minimum basket is 0..PROMO_AMOUNT_MAX;
 * the window ends after it starts. The console's form and the API's schema both ask it.
 */
export function storePromoIssues(t: StorePromoTerms): Partial<Record<'promocode' | 'discount' | 'amount' | 'min_basket' | 'valid_until', StorePromoIssue>> {
  const issues: Partial<Record<'promocode' | 'discount' | 'amount' | 'min_basket' | 'valid_until', StorePromoIssue>> = {};
  if (t.auto && t.promocode) issues.promocode = 'codeForOffer';
  if (!t.auto && !(t.promocode && PROMO_CODE_PATTERN.test(t.promocode))) issues.promocode = 'codeInvalid';
  if (t.kind === 'percent' && !whole(t.discount, PROMO_DISCOUNT_MIN, PROMO_DISCOUNT_MAX)) issues.discount = 'discountRange';
  if (t.kind === 'fixed' && !whole(t.amount, 1, PROMO_AMOUNT_MAX)) issues.amount = 'amountRange';
  if (t.min_basket != null && !whole(t.min_basket, 0, PROMO_AMOUNT_MAX)) issues.min_basket = 'minBasketRange';
  if (t.valid_from && t.valid_until && Date.parse(t.valid_until) <= Date.parse(t.valid_from)) issues.valid_until = 'untilBeforeFrom';
  return issues;
}
