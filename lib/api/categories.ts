import { queryOptions } from './query-options';
import { unwrap, type Http } from './http';
import type { Category } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';

/** The spec's numbers: the catalog dropdown shows 30 categories, the home page 6 popular ones. */
export const CATALOG_MENU_SIZE = 30;
export const POPULAR_CATEGORIES_SIZE = 6;

export const getCategories = (http: Http, { size = CATALOG_MENU_SIZE, popular = false }: { size?: number; popular?: boolean } = {}) =>
  http
    .get('category/', { searchParams: popular ? { size, q: 'popular' } : { size } })
    .then(unwrap<Category[]>);

export const categoryKeys = {
  all: ['categories'] as const,
  list: (locale: Locale, size: number, popular: boolean) => [...categoryKeys.all, locale, { size, popular }] as const,
};

/** The catalog dropdown's list; the locale layout hands it over as initial data. */
export const catalogMenuQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: categoryKeys.list(locale, CATALOG_MENU_SIZE, false),
    queryFn: () => getCategories(http, { size: CATALOG_MENU_SIZE }),
    staleTime: 5 * 60_000,
  });
