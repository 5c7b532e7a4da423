import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CACHE_TAGS } from '@/lib/http/cache-tags';
import { getCategories } from './categories';
import { getDeliveryTerms } from './delivery';
import { getAbout } from './content';
import { filterProducts, getSearchHints, getWeightFacets, type FilterRequest } from './products';
import { orNull } from './safe';
import { serverApi } from './server';
import { getStores } from './stores';
import type { Category } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';

/**
 * Product lists for server-rendered pages, cached for a minute per locale and request. A list page
 * renders per request (its state is in the query string), so without this a crawler walking
 * filter combinations would reach the database on every hit. The answers are public (a visitor's
 * view: no favourites), so no per-visitor value is part of the key. Failures are not cached.
 */
const cachedFilter = unstable_cache(
  (locale: Locale, request: string) => filterProducts(serverApi(locale), JSON.parse(request) as FilterRequest),
  ['product-list'],
  { revalidate: 60, tags: [CACHE_TAGS.products] },
);

/** Once per request: a list page's metadata (noindex when empty) and its body read the same list. */
const filterOnce = cache(cachedFilter);

export function listProducts(locale: Locale, request: FilterRequest) {
  return filterOnce(locale, JSON.stringify(request));
}

/**
 * The other public data a rendered-per-request page needs (the header's categories, the footer's
 * About, the list page's category names and store choices), cached the same way, so that a list
 * page costs one cached lookup each rather than an API call each.
 */
const cachedCategories = unstable_cache(
  (locale: Locale, size: number | undefined, popular: boolean) => getCategories(serverApi(locale), { size, popular }),
  ['categories'],
  { revalidate: 60, tags: [CACHE_TAGS.categories] },
);

export function listCategories(locale: Locale, opts: { size?: number; popular?: boolean } = {}) {
  return cachedCategories(locale, opts.size, opts.popular ?? false);
}

/** The categories a list page may name; the API caps a page at 100. */
export const CATEGORY_CHOICES = 100;

/**
 * A category for a page that answers 404 without it: from the cached list, and, when that list
 * lacks it, from the API itself. The cached list may be the build's (served stale at the first
 * requests after `next start`) or a minute old, and a category it does not know yet is real.
 * Undefined when the category does not exist, null when the categories could not be read (a
 * failed read is no proof that it does not exist, and keeps the render out of the page cache).
 */
export async function findCategory(locale: Locale, id: number): Promise<Category | undefined | null> {
  const cached = await orNull(listCategories(locale, { size: CATEGORY_CHOICES }));
  const hit = cached?.find((c) => c.id === id);
  if (hit) return hit;
  const live = await orNull(getCategories(serverApi(locale), { size: CATEGORY_CHOICES }));
  if (!live) return null;
  // The whole list was read (fewer than a page): a category it lacks does not exist.
  return live.find((c) => c.id === id) ?? (live.length < CATEGORY_CHOICES ? undefined : null);
}

/** A category's sizes for the volume-or-weight filter, cached like the lists. */
export const listWeights = unstable_cache((locale: Locale, category: number) => getWeightFacets(serverApi(locale), category), ['weight-facets'], {
  revalidate: 60,
  tags: [CACHE_TAGS.products],
});

const cachedStores = unstable_cache((locale: Locale, size: number) => getStores(serverApi(locale), { size }), ['store-list'], {
  revalidate: 60,
  tags: [CACHE_TAGS.stores],
});

export function listStores(locale: Locale, size: number) {
  return cachedStores(locale, size);
}

export const cachedAbout = unstable_cache((locale: Locale) => getAbout(serverApi(locale)), ['about'], { revalidate: 60, tags: [CACHE_TAGS.content] });

/**
 * One store's delivery terms for its products' pages (fee, free-from, minimum, estimate, whether it
 * delivers by time slots), cached the same way: a crawl renders thousands of product pages of the
 * same few stores, each an API call without it (ADR 0022). A store's change in the console
 * revalidates the stores tag (server/services/cache-invalidation.ts); the basket and checkout read
 * the terms live.
 */
const cachedTerms = unstable_cache(
  async (locale: Locale, storeId: number) => (await getDeliveryTerms(serverApi(locale), [storeId]))[0] ?? null,
  ['delivery-terms'],
  { revalidate: 60, tags: [CACHE_TAGS.stores] },
);

export function storeDeliveryTerms(locale: Locale, storeId: number) {
  return cachedTerms(locale, storeId);
}

/** What a search matches besides products (stores, and "did you mean"), for its results page. */
const cachedHints = unstable_cache((locale: Locale, q: string) => getSearchHints(serverApi(locale), q), ['search-hints'], {
  revalidate: 60,
  tags: [CACHE_TAGS.products, CACHE_TAGS.stores],
});

export function searchHints(locale: Locale, q: string) {
  return cachedHints(locale, q);
}
