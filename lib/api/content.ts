import { queryOptions } from './query-options';
import { unwrap, type Http } from './http';
import type { About, Banner, Faq, Partner, Statistics } from '@/lib/contract/content';
import type { Locale } from '@/lib/contract/values';

export const getAbout = (http: Http) => http.get('base/about/').then(unwrap<About>);
export const getBanners = (http: Http, type: Banner['type'] = 'web') =>
  http.get('base/banner/', { searchParams: { type } }).then(unwrap<Banner[]>);
export const getFaq = (http: Http) => http.get('base/faq/').then(unwrap<Faq[]>);
export const getPartners = (http: Http) => http.get('base/partner/').then(unwrap<Partner[]>);
export const getStatistics = (http: Http) => http.get('base/statistics/').then(unwrap<Statistics>);

export const contentKeys = {
  all: ['content'] as const,
  about: (locale: Locale) => [...contentKeys.all, 'about', locale] as const,
};

export const aboutQuery = (http: Http, locale: Locale) =>
  queryOptions({ queryKey: contentKeys.about(locale), queryFn: () => getAbout(http), staleTime: 5 * 60_000 });
