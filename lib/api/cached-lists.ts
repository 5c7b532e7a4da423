import 'server-only';
import { unstable_cache } from 'next/cache';
import { getCategories } from './categories';
import { getAbout } from './content';
import { filterProducts, type FilterRequest } from './products';
import { serverApi } from './server';
import { getStores } from './stores';
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
  { revalidate: 60, tags: ['products'] },
);

export function listProducts(locale: Locale, request: FilterRequest) {
  return cachedFilter(locale, JSON.stringify(request));
}

/**
 * The other public data a rendered-per-request page needs (the header's categories, the footer's
 * About, the list page's category names and store choices), cached the same way, so that a list
 * page costs one cached lookup each rather than an API call each.
 */
const cachedCategories = unstable_cache(
  (locale: Locale, size: number | undefined, popular: boolean) => getCategories(serverApi(locale), { size, popular }),
  ['categories'],
  { revalidate: 60, tags: ['categories'] },
);

export function listCategories(locale: Locale, opts: { size?: number; popular?: boolean } = {}) {
  return cachedCategories(locale, opts.size, opts.popular ?? false);
}

const cachedStores = unstable_cache((locale: Locale, size: number) => getStores(serverApi(locale), { size }), ['store-list'], { revalidate: 60, tags: ['stores'] });

export function listStores(locale: Locale, size: number) {
  return cachedStores(locale, size);
}

export const cachedAbout = unstable_cache((locale: Locale) => getAbout(serverApi(locale)), ['about'], { revalidate: 60, tags: ['content'] });
