import 'server-only';
import { unstable_cache } from 'next/cache';
import { filterProducts, type FilterRequest } from './products';
import { serverApi } from './server';
import type { Locale } from './types';

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
