import { queryOptions } from './query-options';
import { compactFilter, DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '@/lib/domain/product-filter-rules';
import type { ProductFilter } from '@/lib/contract/catalog';
import { shopApi } from '@/lib/contract/shop-route-values';
import type { Locale, ProductSort } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

export interface Paging {
  page?: number;
  size?: number;
}

export const getPopularProducts = (http: Http, { page = 1, size = DEFAULT_PAGE_SIZE }: Paging = {}) =>
  call(http, shopApi.products.popular, { query: { page, size } });

export const getDiscountProducts = (http: Http, { page = 1, size = 4 }: Paging = {}) => call(http, shopApi.products.discount, { query: { page, size } });

/** Popular search terms (strings). */
const getMostViewed = (http: Http) => call(http, shopApi.products.mostViewed);

export const getProduct = (http: Http, id: number) => call(http, shopApi.products.one, { path: { id } });

export const getComments = (http: Http, productId: number, { page = 1, size = 5, rating }: Paging & { rating?: number } = {}) =>
  call(http, shopApi.products.comments, { path: { id: productId }, query: { page, size, rating } });

/** The sizes of a category's products, for the volume-or-weight filter. */
export const getWeightFacets = (http: Http, category: number) => call(http, shopApi.products.weights, { query: { category } });

/** Stores, categories and product names for a search text, and "did you mean" when none matches. */
export const getSearchHints = (http: Http, q: string, signal?: AbortSignal) => call(http, shopApi.products.searchHints, { query: { q }, options: { signal } });

export interface FilterRequest extends Paging {
  sort?: ProductSort;
  filter?: ProductFilter;
  /** The same product of several stores as one item (ADR 0034); the server ignores it with a store filter. */
  group?: boolean;
}

/** The product list: sort and paging in the query, the filters (only those set) in the body. */
export const filterProducts = (http: Http, { sort = DEFAULT_SORT, page = 1, size = DEFAULT_PAGE_SIZE, filter = {}, group = false }: FilterRequest = {}) =>
  call(http, shopApi.products.filter, { query: { sort, page, size, ...(group ? { group: 1 } : {}) }, json: compactFilter({ ...filter }) });

const getProductsNear = (
  http: Http,
  { latitude, longitude, distance, page = 1, size = DEFAULT_PAGE_SIZE }: { latitude: number; longitude: number; distance?: number } & Paging,
) => call(http, shopApi.products.near, { query: { latitude, longitude, distance, page, size } });

/** The current state of basket products: counts capped to stock, unknown ids left out. */
export const checkProducts = (http: Http, products: { id: number; count: number }[]) => call(http, shopApi.products.check, { json: { products } });

export const productKeys = {
  all: ['products'] as const,
  suggestions: (locale: Locale, q: string) => [...productKeys.all, 'suggestions', locale, q] as const,
  hints: (locale: Locale, q: string) => [...productKeys.all, 'search-hints', locale, q] as const,
  mostViewed: (locale: Locale) => [...productKeys.all, 'most-viewed', locale] as const,
  /** The basket's live check: the lines (id:count) are part of the key. */
  check: (locale: Locale, lines: string) => [...productKeys.all, 'check', locale, lines] as const,
  byIds: (locale: Locale, ids: string) => [...productKeys.all, 'by-ids', locale, ids] as const,
};

/** The search box's hints (stores, categories, names); like the suggestions, a stale request is aborted. */
export const searchHintsQuery = (http: Http, locale: Locale, q: string) =>
  queryOptions({
    queryKey: productKeys.hints(locale, q),
    queryFn: ({ signal }) => getSearchHints(http, q, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export const mostViewedQuery = (http: Http, locale: Locale) =>
  queryOptions({ queryKey: productKeys.mostViewed(locale), queryFn: () => getMostViewed(http), staleTime: 5 * 60_000 });

/** Products of the stores near a point (the home page's "nearby" island), 5 km by default. */
export const nearbyProductsQuery = (http: Http, locale: Locale, at: { latitude: number; longitude: number; distance?: number; size?: number }) =>
  queryOptions({
    queryKey: [...productKeys.all, 'near', locale, at.latitude, at.longitude, at.distance ?? 5, at.size ?? 8] as const,
    queryFn: () => getProductsNear(http, { latitude: at.latitude, longitude: at.longitude, distance: at.distance ?? 5, size: at.size ?? 8 }),
    staleTime: 5 * 60_000,
  });

/**
 * Products by id as they are now (price, stock), in the order of `ids`; unknown ids are left out.
 * It is the basket check's call (public, up to 200 ids) asking for one of each.
 */
export const productsByIdsQuery = (http: Http, locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: productKeys.byIds(locale, ids.join(',')),
    queryFn: () =>
      checkProducts(
        http,
        ids.map((id) => ({ id, count: 1 })),
      ),
    staleTime: 60_000,
  });
