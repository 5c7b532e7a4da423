import { PRODUCT_SORTS, type ProductSort } from '@/lib/contract/values';
import { DEFAULT_SORT } from '@/lib/domain/product-filter-rules';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One value of a query parameter (the first when repeated). */
export function param(params: Record<string, string | string[] | undefined>, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive integer from the query, else undefined. */
export function intParam(value: string | undefined, max = 2_147_483_647): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

export function sortParam(value: string | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : DEFAULT_SORT;
}

/** A single letter (any script) for the stores index, else undefined. */
export function letterParam(value: string | undefined): string | undefined {
  return value && /^\p{L}$/u.test(value) ? value : undefined;
}
