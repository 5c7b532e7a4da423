import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** A page of the public catalog pages (category lists, stores, products) with their times. */
export const getSitemapPage = (http: Http, { page = 1, size = 1000 }: { page?: number; size?: number } = {}) =>
  call(http, shopApi.sitemap, { query: { page, size } });
