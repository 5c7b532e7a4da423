import { PRODUCT_SORTS, type ProductSort } from '@/lib/api/types';
import type { FilterState } from './filter-url';
import { DEFAULT_SORT, isProductSort } from './product-filter-rules';

/**
 * The product lists served from the page cache. A list's state is in its query string, so the
 * list page renders per request; but most shoppers, and every crawler, arrive at the first page of
 * a category (or of all products) in one of the sorts. Those lists have a name, their view
 * (`4_cheap`, `all_popular`): the middleware serves `/uz/products?category_id=4&sort=cheap` as the
 * page `/uz/products/list/4_cheap`, built with the site and revalidated every minute like the home
 * page. Anything else in the query (a search, a filter, a later page, an unknown key) renders per
 * request, and so does a view that was not built (a category added since).
 */
const CATEGORY = /^[1-9]\d{0,9}$/;
/** Keys of the query that never change the list: Next's own `_rsc` cache-buster. */
const IGNORED = new Set(['_rsc']);

/** The view of a product-list query string, or null when the list must render per request. */
export function listViewOf(params: URLSearchParams): string | null {
  let category = 'all';
  let sort: ProductSort = DEFAULT_SORT;
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (IGNORED.has(key)) continue;
    if (seen.has(key)) return null;
    seen.add(key);
    if (key === 'category_id' && CATEGORY.test(value)) category = value;
    else if (key === 'sort' && isProductSort(value)) sort = value;
    else if (key === 'page' && value === '1') continue;
    else return null;
  }
  return listView(category === 'all' ? undefined : Number(category), sort);
}

/** The view of the first page of a category (or of all products) in a sort. */
export function listView(category: number | undefined, sort: ProductSort): string {
  return `${category ?? 'all'}_${sort}`;
}

/** Every view of these categories: what the site builds ahead. */
export function listViews(categories: number[]): string[] {
  return [undefined, ...categories].flatMap((category) => PRODUCT_SORTS.map((sort) => listView(category, sort)));
}

/** The list state of a view, or null for a name no query would produce. */
export function stateOfListView(view: string): FilterState | null {
  const match = /^(all|[1-9]\d{0,9})_([A-Za-z]+)$/.exec(view);
  if (!match || !isProductSort(match[2])) return null;
  return { filter: match[1] === 'all' ? {} : { category: Number(match[1]) }, sort: match[2], page: 1 };
}
