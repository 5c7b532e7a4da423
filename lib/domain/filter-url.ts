import type { ProductFilter } from '../contract/catalog';
import type { ProductSort } from '../contract/values';
import { DEFAULT_SORT, FILTER_FLAGS, filterFlag, filterNumber, isProductSort, isWeightValue, MAX_QUERY_LENGTH, MAX_WEIGHTS } from './product-filter-rules';

/**
 * The product list's state in the URL, both ways, in one place: the page reads it with
 * `filtersFromSearchParams`, the filter form and every link write it with `searchParamsFromFilters`.
 * URL names are the filter body's names, except `category_id` (the body's `category`);
 * `store` repeats for several stores. A value that does not validate is dropped on its own, so a
 * bad or hand-edited URL shows the list without that filter, never an error.
 */

export type FilterParams = URLSearchParams | Record<string, string | string[] | undefined>;

export interface FilterState {
  filter: ProductFilter;
  sort: ProductSort;
  page: number;
}

const MAX_PAGE = 10_000;

/** Filter keys in URL order (after category_id and q). */
const FLAG_KEYS = FILTER_FLAGS;
const NUMBER_KEYS = ['min_price', 'max_price', 'rating', 'discount'] as const;

function all(params: FilterParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * A repeated key counts with its last value (`?sort=cheap&sort=new` is the newest first), as in
 * next.config's rewrites, which read the last one: the cached list and this page must agree.
 */
const lastValue = (params: FilterParams, key: string) =>
  all(params, key)
    .findLast((v) => v.trim() !== '')
    ?.trim();

export function filtersFromSearchParams(params: FilterParams): FilterState {
  const filter: ProductFilter = {};
  const category = filterNumber('category', lastValue(params, 'category_id'));
  if (typeof category === 'number') filter.category = category;
  const q = lastValue(params, 'q')?.slice(0, MAX_QUERY_LENGTH);
  if (q) filter.q = q;
  for (const key of NUMBER_KEYS) {
    const value = filterNumber(key, lastValue(params, key));
    if (typeof value === 'number') filter[key] = value;
  }
  // "discount" is sent only when 0 or more; 0 means no discount filter, so leave it out of the URL.
  if (filter.discount === 0) delete filter.discount;
  if (filter.min_price !== undefined && filter.max_price !== undefined && filter.min_price > filter.max_price) {
    [filter.min_price, filter.max_price] = [filter.max_price, filter.min_price];
  }
  for (const key of FLAG_KEYS) {
    if (filterFlag(lastValue(params, key)) === true) filter[key] = true;
  }
  const stores = [
    ...new Set(
      all(params, 'store')
        .flatMap((v) => v.split(','))
        .map((v) => filterNumber('store', v.trim()))
        .filter((v): v is number => typeof v === 'number'),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, 50);
  if (stores.length) filter.store = stores;
  const weights = [...new Set(all(params, 'weight').map((v) => v.trim()))].filter(isWeightValue).sort().slice(0, MAX_WEIGHTS);
  if (weights.length) filter.weight = weights;
  // A distance means something only with a point: all three, or none.
  const latitude = filterNumber('latitude', lastValue(params, 'latitude'));
  const longitude = filterNumber('longitude', lastValue(params, 'longitude'));
  const distance = filterNumber('distance', lastValue(params, 'distance'));
  if (typeof latitude === 'number' && typeof longitude === 'number' && typeof distance === 'number' && distance > 0) {
    Object.assign(filter, { latitude, longitude, distance });
  }
  const sort = lastValue(params, 'sort');
  const pageRaw = lastValue(params, 'page');
  const page = pageRaw && /^\d{1,5}$/.test(pageRaw) ? Math.min(Math.max(Number(pageRaw), 1), MAX_PAGE) : 1;
  return { filter, sort: isProductSort(sort) ? sort : DEFAULT_SORT, page };
}

/**
 * The canonical query of a list: only what is set, in a stable order, the sort always (as the
 * catalog links do), the page only past the first.
 */
export function searchParamsFromFilters(filter: ProductFilter, sort: ProductSort = DEFAULT_SORT, page = 1): URLSearchParams {
  const out = new URLSearchParams();
  const { filter: clean } = filtersFromSearchParams(toParams(filter));
  if (clean.category) out.set('category_id', String(clean.category));
  if (clean.q) out.set('q', clean.q);
  out.set('sort', isProductSort(sort) ? sort : DEFAULT_SORT);
  for (const key of NUMBER_KEYS) if (clean[key] !== undefined) out.set(key, String(clean[key]));
  for (const key of FLAG_KEYS) if (clean[key]) out.set(key, 'true');
  for (const id of (clean.store as number[] | undefined) ?? []) out.append('store', String(id));
  for (const weight of clean.weight ?? []) out.append('weight', weight);
  if (clean.distance) {
    out.set('latitude', String(clean.latitude));
    out.set('longitude', String(clean.longitude));
    out.set('distance', String(clean.distance));
  }
  if (page > 1) out.set('page', String(Math.min(Math.floor(page), MAX_PAGE)));
  return out;
}

/**
 * The list's address with only its category and search text: "clear filters". Plain, like the
 * rest of this module, so that a server component (the empty state of a filtered list) and the
 * filter form (a client component) both build it; a function exported by a 'use client' module
 * cannot be called on the server.
 */
export function clearedFiltersHref(basePath: string, filter: ProductFilter, sort: ProductSort = DEFAULT_SORT): string {
  return `${basePath}?${searchParamsFromFilters({ category: filter.category, q: filter.q }, sort)}`;
}

function toParams(filter: ProductFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    const name = key === 'category' ? 'category_id' : key;
    if (Array.isArray(value)) value.forEach((v) => params.append(name, String(v)));
    else params.set(name, String(value));
  }
  return params;
}

/** How many filters a shopper has set (the badge of the filter button); category and q do not count. */
export function activeFilterCount(filter: ProductFilter): number {
  return activeFilters(filter).length;
}

/** A filter as the shopper sets it: the price range is one, each flag is one. */
export type FilterGroup = 'price' | 'rating' | 'discount' | (typeof FLAG_KEYS)[number] | 'store' | 'weight' | 'distance';

/**
 * The filters set (besides the category and the search text), in the order the URL writes them.
 * The last of them is what an empty list offers to drop: the URL keeps no history of
 * which was set last, and its order puts the narrowest choices (stores, sizes, distance) at the end.
 */
export function activeFilters(filter: ProductFilter): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (filter.min_price !== undefined || filter.max_price !== undefined) groups.push('price');
  if (filter.rating) groups.push('rating');
  if (filter.discount) groups.push('discount');
  for (const key of FLAG_KEYS) if (filter[key]) groups.push(key);
  if (Array.isArray(filter.store) ? filter.store.length : filter.store) groups.push('store');
  if (filter.weight?.length) groups.push('weight');
  if (filter.distance) groups.push('distance');
  return groups;
}

/** The message key of each filter's name, as the filter form labels it. */
export const FILTER_NAME_KEYS: Record<FilterGroup, string> = {
  price: 'filters.price',
  rating: 'filters.rating',
  discount: 'filters.discount',
  free_shipping: 'features.freeShipping',
  pickup: 'features.pickup',
  around_the_clock: 'features.aroundTheClock',
  comments: 'filters.comments',
  available: 'filters.available',
  store: 'filters.stores',
  weight: 'filters.weight',
  distance: 'filters.distance',
};

/** The filter without one of its filters (the price range, or the point and distance, together). */
export function withoutFilter(filter: ProductFilter, group: FilterGroup): ProductFilter {
  const rest = { ...filter };
  if (group === 'price') {
    delete rest.min_price;
    delete rest.max_price;
  } else if (group === 'distance') {
    delete rest.latitude;
    delete rest.longitude;
    delete rest.distance;
  } else {
    delete rest[group];
  }
  return rest;
}
