// Relative, not '@/': next.config.mjs loads this module with tsx, outside Next's bundler.
import { PRODUCT_SORTS, type ProductSort } from '../contract/values';
import type { FilterState } from './filter-url';
import { FILTER_FLAGS, FLAG_ON_TEXTS, isProductSort, type FilterFlagField } from './product-filter-rules';

/**
 * The product lists served from the page cache. A list's state is in its query string, so the
 * list page renders per request; but most shoppers, and every crawler, arrive at the first page of
 * a category (or of all products) in one of the sorts, and a filter set with one tap is one tick
 * (only what is in stock, what can be picked up). Those lists have a name, their view (`4-cheap`,
 * `all-popular`, `4-cheap-pickup`), and are served from the page `/uz/products/list/4-cheap`,
 * revalidated every minute like the home page: next.config.mjs rewrites
 * `/uz/products?category_id=4&sort=cheap` (and `…&pickup=true`) there with the rules of
 * listViewRewrites. The views without a tick are built with the site, those with one on their
 * first request. A search, any other filter, two ticks or a page number in the query render per
 * request: their combinations have no bound, and the cache's memory must hold what many shoppers
 * ask for. A category added since the build is cached on its first request; one that does not
 * exist is a 404 (components/filters/product-list-page.tsx).
 */

/** The query keys that make a list other than a category's first page in a sort. */
const OTHER_KEYS = ['q', 'page', 'min_price', 'max_price', 'rating', 'discount', 'store', 'weight', 'latitude', 'longitude', 'distance', ...FILTER_FLAGS];

/** A category id: at most 9 digits, inside the ids the filter accepts (MAX_ID). */
const CATEGORY = '[1-9]\\d{0,8}';

/** A tick's values that mean "on" in a query, as the list reads them. */
const FLAG_ON = `(?:${FLAG_ON_TEXTS.join('|')})`;

/** A view's name: a category or `all`, a sort's name, at most one tick. */
const VIEW_NAME = new RegExp(`^(all|${CATEGORY})-([A-Za-z]+)(?:-(${FILTER_FLAGS.join('|')}))?$`);

/** The view of the first page of a category (or of all products) in a sort, with at most one tick. */
export function listView(category: number | undefined, sort: ProductSort, flag?: FilterFlagField): string {
  return `${category ?? 'all'}-${sort}${flag ? `-${flag}` : ''}`;
}

/** Every view of these categories without a tick: what the site builds ahead. */
export function listViews(categories: number[]): string[] {
  return [undefined, ...categories].flatMap((category) => PRODUCT_SORTS.map((sort) => listView(category, sort)));
}

/** The list state of a view, or null for a name no query would produce. */
export function stateOfListView(view: string): FilterState | null {
  const match = VIEW_NAME.exec(view);
  if (!match || !isProductSort(match[2])) return null;
  const filter: FilterState['filter'] = match[1] === 'all' ? {} : { category: Number(match[1]) };
  if (match[3]) filter[match[3] as FilterFlagField] = true;
  return { filter, sort: match[2], page: 1 };
}

interface QueryCondition {
  type: 'query';
  key: string;
  value?: string;
}

/** A rewrite of next.config.mjs (plain data: this module has no Next in it). */
export interface ListViewRewrite {
  source: string;
  destination: string;
  has?: QueryCondition[];
  missing: QueryCondition[];
}

/**
 * The rewrites from the list's address to its view's page, for each combination of a category
 * and a sort being in the query or not, with no tick or exactly one. Keys outside the list's state
 * (a campaign tag) do not stop a rewrite: they change nothing on the page.
 */
export function listViewRewrites(locales: readonly string[]): ListViewRewrite[] {
  const source = `/:locale(${locales.join('|')})/products`;
  const category: QueryCondition = { type: 'query', key: 'category_id', value: `(?<category>${CATEGORY})` };
  const sort: QueryCondition = { type: 'query', key: 'sort', value: `(?<sort>${PRODUCT_SORTS.join('|')})` };
  return [undefined, ...FILTER_FLAGS].flatMap((flag) => {
    const tick: QueryCondition[] = flag ? [{ type: 'query', key: flag, value: FLAG_ON }] : [];
    const missing = (...keys: string[]): QueryCondition[] => [...OTHER_KEYS.filter((key) => key !== flag), ...keys].map((key) => ({ type: 'query', key }));
    const to = (view: string) => `/:locale/products/list/${view}${flag ? `-${flag}` : ''}`;
    const has = (...conditions: QueryCondition[]) => (conditions.length + tick.length ? { has: [...conditions, ...tick] } : {});
    return [
      { source, ...has(category, sort), missing: missing(), destination: to(':category-:sort') },
      { source, ...has(category), missing: missing('sort'), destination: to(':category-popular') },
      { source, ...has(sort), missing: missing('category_id'), destination: to('all-:sort') },
      { source, ...has(), missing: missing('category_id', 'sort'), destination: to('all-popular') },
    ];
  });
}
