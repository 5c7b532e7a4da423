// Relative, not '@/': next.config.mjs loads this module with tsx, outside Next's bundler.
import { PRODUCT_SORTS, type ProductSort } from '../contract/values';

/**
 * The plain rules of the product filter (`POST /store/products/filter/`): limits, defaults, how a
 * query-string value becomes a number or a flag, and what a client sends. No zod here, so the
 * browser can use them without loading a validation library; the server's zod schema
 * (`product-filter.ts`) is built from the same rules.
 */

export const MAX_QUERY_LENGTH = 100;
export const MAX_DISTANCE_KM = 100;
const MAX_PRICE = 1_000_000_000;
const MAX_ID = 2_147_483_647;

export const DEFAULT_SORT = 'popular' as const satisfies ProductSort;
export const DEFAULT_PAGE_SIZE = 12;

/** The numeric fields of the filter: [min, max, integer]. */
export const FILTER_NUMBER_RANGES = {
  category: [1, MAX_ID, true],
  min_price: [0, MAX_PRICE, true],
  max_price: [0, MAX_PRICE, true],
  rating: [0, 5, false],
  discount: [0, 100, true],
  store: [1, MAX_ID, true],
  latitude: [-90, 90, false],
  longitude: [-180, 180, false],
  distance: [0, MAX_DISTANCE_KM, false],
} as const satisfies Record<string, readonly [number, number, boolean]>;

export type FilterNumberField = keyof typeof FILTER_NUMBER_RANGES;

/**
 * A product's size as the catalog stores it, neutral ("0.9 l", "500 g", "1 kg", "10 pcs"): the
 * "volume or weight" filter (ADR 0034) takes these values. At most MAX_WEIGHTS at once.
 */
export const MAX_WEIGHTS = 20;
export function isWeightValue(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 20 && /^\d+(\.\d+)? [a-z]{1,4}$/.test(value);
}

export const FILTER_FLAGS = ['free_shipping', 'pickup', 'around_the_clock', 'comments', 'available'] as const;
export type FilterFlagField = (typeof FILTER_FLAGS)[number];

/** Numbers may arrive as numeric strings (they come from query strings). */
export function coerceFilterNumber(v: unknown): unknown {
  return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
}

/** The texts a query string says a tick is on with (the list views' rewrites match these too). */
export const FLAG_ON_TEXTS: readonly string[] = ['true', '1'];

/** Booleans may arrive as true/false, 1/0 or their strings. */
export function coerceFilterFlag(v: unknown): unknown {
  return v === 1 || (typeof v === 'string' && FLAG_ON_TEXTS.includes(v)) ? true : v === 'false' || v === 0 || v === '0' ? false : v;
}

/** A numeric field's value when it is valid, else undefined. */
export function filterNumber(key: FilterNumberField, value: unknown): number | undefined {
  const [min, max, int] = FILTER_NUMBER_RANGES[key];
  const n = coerceFilterNumber(value);
  if (typeof n !== 'number' || !Number.isFinite(n) || (int && !Number.isInteger(n)) || n < min || n > max) return undefined;
  return n;
}

/** A flag's value when it is valid, else undefined. */
export function filterFlag(value: unknown): boolean | undefined {
  const b = coerceFilterFlag(value);
  return typeof b === 'boolean' ? b : undefined;
}

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

/**
 * The rule for what a client sends: `discount` only when it is 0 or more, every other
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
