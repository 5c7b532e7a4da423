import type { Banner } from '@/lib/contract/content';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';
import type { Locale } from '@/lib/contract/values';

export const getAbout = (http: Http) => call(http, shopApi.content.about);
export const getBanners = (http: Http, type: Banner['type'] = 'web') => call(http, shopApi.content.banners, { query: { type } });
export const getFaq = (http: Http) => call(http, shopApi.content.faq);
export const getPartners = (http: Http) => call(http, shopApi.content.partners);
export const getStatistics = (http: Http) => call(http, shopApi.content.statistics);

const contentKeys = {
  all: ['content'] as const,
  about: (locale: Locale) => [...contentKeys.all, 'about', locale] as const,
};
