import { searchFold } from './transliterate';

/**
 * The figures a product row derives from what its store types: the seed and the
 * console both build a product through here, so that `discount_price` and `search_text` follow one
 * rule wherever a product is written.
 */

/** Limits of what a store may set (the console's checks, the CSV import's too). */
export const PRICE_MAX = 1_000_000_000;
export const DISCOUNT_MAX = 99;
export const STOCK_MAX = 1_000_000;

/**
 * The price after a percent discount, rounded to whole hundreds of so'm as price tags are. A tiny
 * price that would round to nothing keeps whole so'm (and at least 1): a discount never makes a
 * product free.
 */
export function discountedPrice(price: number, discount: number): number {
  if (!discount) return price;
  const exact = (price * (100 - discount)) / 100;
  const rounded = Math.round(exact / 100) * 100;
  return rounded > 0 ? rounded : Math.max(1, Math.round(exact));
}

/** The bounds of a bulk price change by percent (the console's products table). */
export const PERCENT_MIN = -99;
export const PERCENT_MAX = 1000;

/**
 * A price raised or lowered by a whole percent (a bulk change of the console's products table),
 * rounded to whole so'm, halves up, and never below 1 so'm: a price change never makes a product
 * free. Integer arithmetic: no float ever rounds a price the wrong way.
 */
export function priceByPercent(price: number, percent: number): number {
  if (!Number.isInteger(price) || !Number.isInteger(percent)) throw new RangeError("whole so'm and a whole percent");
  const scaled = price * (100 + percent);
  return Math.max(1, Math.floor((scaled + 50) / 100));
}

/** Both names folded to one Latin lowercase form, for the trigram search (lib/domain/transliterate.ts). */
export function productSearchText(nameUz: string, nameRu: string): string {
  return searchFold(`${nameUz} ${nameRu}`);
}
