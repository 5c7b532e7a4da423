import { z } from 'zod';
import { PRODUCT_SORTS } from '@/lib/api/types';

/**
 * The product filter of the contract (`POST /store/products/filter/`), shared by the server, which
 * validates with it, and the storefront, which builds the body from the URL with it.
 * Numbers may arrive as numeric strings (they come from query strings); booleans as true/false.
 */
const num = (min: number, max: number, int = true) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v),
    (int ? z.number().int() : z.number()).min(min).max(max),
  );

const flag = z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v), z.boolean());

export const MAX_QUERY_LENGTH = 100;
export const MAX_DISTANCE_KM = 100;
export const MAX_PRICE = 1_000_000_000;

export const productFilterSchema = z.strictObject({
  q: z.string().trim().max(MAX_QUERY_LENGTH).nullish(),
  category: num(1, 2_147_483_647).nullish(),
  min_price: num(0, MAX_PRICE).nullish(),
  max_price: num(0, MAX_PRICE).nullish(),
  rating: num(0, 5, false).nullish(),
  discount: num(0, 100).nullish(),
  free_shipping: flag.nullish(),
  pickup: flag.nullish(),
  around_the_clock: flag.nullish(),
  store: z.union([num(1, 2_147_483_647), z.array(num(1, 2_147_483_647)).max(50)]).nullish(),
  comments: flag.nullish(),
  available: flag.nullish(),
  latitude: num(-90, 90, false).nullish(),
  longitude: num(-180, 180, false).nullish(),
  distance: num(0, MAX_DISTANCE_KM, false).nullish(),
});

export type ProductFilterInput = z.input<typeof productFilterSchema>;

export const productSortSchema = z.enum(PRODUCT_SORTS);
export const DEFAULT_SORT = 'popular' as const;
export const DEFAULT_PAGE_SIZE = 12;

/**
 * The spec's rule for what a client sends: `discount` only when it is 0 or more, every other
 * field only when truthy. Returns a body without the fields that would not be sent.
 */
export function compactFilter<T extends Record<string, unknown>>(filter: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filter) as [keyof T, T[keyof T]][]) {
    if (key === 'discount') {
      if (typeof value === 'number' && value >= 0) out[key] = value;
    } else if (Array.isArray(value) ? value.length > 0 : value) {
      out[key] = value;
    }
  }
  return out;
}
