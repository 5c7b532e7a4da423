import { queryOptions } from './query-options';
import { compactFilter, DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '@/lib/domain/product-filter-rules';
import { searchParams, unwrap, type Http } from './http';
import type { CheckedProduct, CommentsPage, Product, ProductDetail, ProductFilter, SearchHints, WeightFacet } from '@/lib/contract/catalog';
import type { Locale, ProductSort } from '@/lib/contract/values';
import type { Page } from '@/lib/contract/common';

export interface Paging {
  page?: number;
  size?: number;
}

export const getPopularProducts = (http: Http, { page = 1, size = DEFAULT_PAGE_SIZE }: Paging = {}) =>
  http.get('store/products/popular/', { searchParams: { page, size } }).then(unwrap<Page<Product>>);

export const getDiscountProducts = (http: Http, { page = 1, size = 4 }: Paging = {}) =>
  http.get('store/products/discount/', { searchParams: { page, size } }).then(unwrap<Page<Product>>);

/** Popular search terms (strings). */
export const getMostViewed = (http: Http) => http.get('store/products/most-viewed/').then(unwrap<string[]>);

export const getProduct = (http: Http, id: number) => http.get(`store/products/${id}/`).then(unwrap<ProductDetail>);

export const getComments = (http: Http, productId: number, { page = 1, size = 5, rating }: Paging & { rating?: number } = {}) =>
  http
    .get(`store/comments/${productId}/`, { searchParams: searchParams({ page, size, rating }) })
    .then(unwrap<CommentsPage>);

/** The sizes of a category's products, for the volume-or-weight filter (issue 34). */
export const getWeightFacets = (http: Http, category: number) =>
  http.get('store/products/weights/', { searchParams: { category } }).then(unwrap<WeightFacet[]>);

/** Up to 10 product-name suggestions for a search text; `signal` cancels a stale request. */
export const getNameSuggestions = (http: Http, q: string, signal?: AbortSignal) =>
  http.get('store/products/chace_name/', { searchParams: { q }, signal }).then(unwrap<string[]>);

/** Stores, categories and product names for a search text, and "did you mean" when none matches. */
export const getSearchHints = (http: Http, q: string, signal?: AbortSignal) =>
  http.get('store/products/search-hints/', { searchParams: { q }, signal }).then(unwrap<SearchHints>);

export interface FilterRequest extends Paging {
  sort?: ProductSort;
  filter?: ProductFilter;
  /** The same product of several stores as one item (issue 34); the server ignores it with a store filter. */
  group?: boolean;
}

/** The product list: sort and paging in the query, the filters (only those set) in the body. */
export const filterProducts = (http: Http, { sort = DEFAULT_SORT, page = 1, size = DEFAULT_PAGE_SIZE, filter = {}, group = false }: FilterRequest = {}) =>
  http
    .post('store/products/filter/', { searchParams: { sort, page, size, ...(group ? { group: 1 } : {}) }, json: compactFilter({ ...filter } as Record<string, unknown>) })
    .then(unwrap<Page<Product>>);

export const getProductsNear = (
  http: Http,
  { latitude, longitude, distance, page = 1, size = DEFAULT_PAGE_SIZE }: { latitude: number; longitude: number; distance?: number } & Paging,
) =>
  http
    .get('store/products/location/', { searchParams: searchParams({ latitude, longitude, distance, page, size }) })
    .then(unwrap<Page<Product>>);

/** The current state of basket products: counts capped to stock, unknown ids left out. */
export const checkProducts = (http: Http, products: { id: number; count: number }[]) =>
  http.post('store/products/check/', { json: { products } }).then(unwrap<CheckedProduct[]>);

export const productKeys = {
  all: ['products'] as const,
  suggestions: (locale: Locale, q: string) => [...productKeys.all, 'suggestions', locale, q] as const,
  hints: (locale: Locale, q: string) => [...productKeys.all, 'search-hints', locale, q] as const,
  mostViewed: (locale: Locale) => [...productKeys.all, 'most-viewed', locale] as const,
  /** The basket's live check: the lines (id:count) are part of the key. */
  check: (locale: Locale, lines: string) => [...productKeys.all, 'check', locale, lines] as const,
  byIds: (locale: Locale, ids: string) => [...productKeys.all, 'by-ids', locale, ids] as const,
};

export const suggestionsQuery = (http: Http, locale: Locale, q: string) =>
  queryOptions({
    queryKey: productKeys.suggestions(locale, q),
    // TanStack Query aborts this signal when the query goes stale (the text changed), so the
    // request in flight is cancelled.
    queryFn: ({ signal }) => getNameSuggestions(http, q, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

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
    queryFn: () => checkProducts(http, ids.map((id) => ({ id, count: 1 }))),
    staleTime: 60_000,
  });
