/**
 * Which figures of "Savat in numbers" (the home and About pages) are shown. They are there to
 * win a new shopper's trust, and a small figure does the opposite: "7 orders" or "3 stores" reads
 * as a shop nobody uses, worse than no figure at all (a young marketplace, a new city, a fresh
 * database). A figure is shown from the size at which it reads as an established business:
 * - orders, customers and products from 100: three digits is where a count stops reading as
 *   "a handful" (and a grocery with fewer than 100 products is not yet a marketplace);
 * - stores and categories from 10: a marketplace of a few stores is one store with friends, and
 *   fewer than 10 aisles is a corner shop; two digits is the scale of a real supermarket.
 * The block goes when no figure is left. Pure: shared by the pages and their tests.
 */
const TRUST_FIGURE_KEYS = ['products', 'stores', 'categories', 'customers', 'orders'] as const;
export type TrustFigureKey = (typeof TRUST_FIGURE_KEYS)[number];

const TRUST_FIGURE_MINIMUM: Readonly<Record<TrustFigureKey, number>> = {
  products: 100,
  stores: 10,
  categories: 10,
  customers: 100,
  orders: 100,
};

export interface TrustFigure {
  key: TrustFigureKey;
  value: number;
}

/** The figures worth showing, in the strip's order; empty when none is. */
export function trustFigures(stats: Readonly<Record<TrustFigureKey, number>>): TrustFigure[] {
  return TRUST_FIGURE_KEYS.filter((key) => Number.isFinite(stats[key]) && stats[key] >= TRUST_FIGURE_MINIMUM[key]).map((key) => ({ key, value: stats[key] }));
}
