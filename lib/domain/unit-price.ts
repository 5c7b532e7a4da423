/**
 * The price per kilogram or litre of a product sold in another amount ("0.9 l" of milk, "500 g"
 * of cottage cheese), so that shoppers compare packs of different sizes. One rule for the API
 * (which answers it as `price_per_unit`) and every page that shows it.
 *
 * - Grams and kilograms give a price per 1 kg; millilitres and litres a price per 1 l.
 * - Pieces, centimetres and anything unreadable give none: piece goods compare by the piece.
 * - Exactly 1 kg or 1 l gives none: the price is already the price per unit, and the weight says so.
 * - Less than 50 g or 50 ml gives none: a price per kilogram of a lipstick or a spice sachet is a
 *   figure nobody compares by (and a frightening one).
 * - Whole so'm, rounded to the nearest.
 */

/** The units a price is given per. */
export const PER_UNITS = ['kg', 'l'] as const;
type PerUnit = (typeof PER_UNITS)[number];

/** How much of the base unit one of each weight unit is. */
const IN_BASE: Record<string, { per: PerUnit; factor: number }> = {
  kg: { per: 'kg', factor: 1 },
  g: { per: 'kg', factor: 0.001 },
  l: { per: 'l', factor: 1 },
  ml: { per: 'l', factor: 0.001 },
};

/** Below this share of the base unit (50 g, 50 ml) no price per unit is shown. */
const MIN_BASE_AMOUNT = 0.05;

export interface Quantity {
  amount: number;
  unit: string;
}

/**
 * A stored weight as an amount and a unit code: "0.9 l" → { amount: 0.9, unit: 'l' }. A decimal
 * comma is read as well ("0,9 l"); anything else is null.
 */
export function parseWeight(weight: string | null | undefined): Quantity | null {
  if (!weight) return null;
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-z]+)$/.exec(weight.trim().toLowerCase());
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  return Number.isFinite(amount) ? { amount, unit: match[2]! } : null;
}

export interface PricePerUnit {
  /** Whole so'm per 1 kg or 1 l. */
  price: number;
  unit: PerUnit;
}

/** What 1 kg or 1 l costs at `price` for the stored `weight`, or null when the rule above gives none. */
export function pricePerUnit(price: number, weight: string | null | undefined): PricePerUnit | null {
  const quantity = parseWeight(weight);
  const base = quantity ? IN_BASE[quantity.unit] : undefined;
  if (!quantity || !base || !Number.isInteger(price) || price <= 0) return null;
  const amount = quantity.amount * base.factor;
  // Compared in thousandths, so that "1000 g" is 1 kg and float noise never decides.
  const thousandths = Math.round(amount * 1000);
  if (thousandths === 1000 || thousandths < MIN_BASE_AMOUNT * 1000) return null;
  return { price: Math.round((price * 1000) / thousandths), unit: base.per };
}
