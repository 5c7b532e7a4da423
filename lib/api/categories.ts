import { queryOptions } from './query-options';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';
import type { Locale } from '@/lib/contract/values';

/** The catalog dropdown shows 30 categories, the home page 6 popular ones. */
export const CATALOG_MENU_SIZE = 30;
export const POPULAR_CATEGORIES_SIZE = 6;

export const getCategories = (http: Http, { size = CATALOG_MENU_SIZE, popular = false }: { size?: number; popular?: boolean } = {}) =>
  call(http, shopApi.categories, { query: popular ? { size, q: 'popular' } : { size } });

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
