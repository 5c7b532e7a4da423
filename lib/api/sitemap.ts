import { searchParams, unwrap, type Http } from './http';
import type { Page } from '@/lib/contract/common';
import type { SitemapEntry } from '@/lib/contract/content';

/** A page of the public catalog pages (category lists, stores, products) with their times. */
export const getSitemapPage = (http: Http, { page = 1, size = 1000 }: { page?: number; size?: number } = {}) =>
  http.get('sitemap/', { searchParams: searchParams({ page, size }) }).then(unwrap<Page<SitemapEntry>>);
