/**
 * A price list's row that moves a price far (ADR 0039): a typo in an accounting program's export
 * (a zero too many, a discount of 90 instead of 9) would otherwise reach the shop at once. The
 * import's preview flags such rows and the import applies them only when the staff member
 * confirmed them. Both the price and the price the shopper pays (after the discount) are checked.
 */

export const PRICE_FLAGS = ['below_tenth', 'over_half'] as const;
export type PriceFlag = (typeof PRICE_FLAGS)[number];

/** A change by more than this share of the old price is flagged (up or down). */
const PRICE_CHANGE_SHARE = 0.5;
/** A new price below this share of the old one is flagged as the worse case. */
const PRICE_FLOOR_SHARE = 0.1;

interface Prices {
  price: number;
  discount_price: number;
}

/** `below_tenth` (the new price is under 10 % of the old), `over_half` (it moved by more than 50 %), or null. */
export function priceChangeFlag(before: Prices, after: Prices): PriceFlag | null {
  let flag: PriceFlag | null = null;
  for (const field of ['price', 'discount_price'] as const) {
    const old = before[field];
    const now = after[field];
    if (old <= 0 || now === old) continue;
    if (now < old * PRICE_FLOOR_SHARE) return 'below_tenth';
    if (Math.abs(now - old) > old * PRICE_CHANGE_SHARE) flag = 'over_half';
  }
  return flag;
}
