import type { MetadataRoute } from 'next';
import { serverApi } from '@/lib/api/server';
import { getSitemapPage } from '@/lib/api/sitemap';
import { SITE_URL } from '@/lib/i18n/metadata';
import { API_PAGES_PER_SITEMAP, ROWS_PER_SITEMAP, SITEMAP_API_PAGE_SIZE, sitemapCount, sitemapEntries } from '@/lib/seo/sitemap';

/**
 * The sitemaps, at /sitemap/{n}.xml, named by the index at /sitemap.xml (app/sitemap.xml/route.ts)
 * and by robots.txt. They are rebuilt at most every 10 minutes, never frozen at build; a file
 * number the build did not know (the catalog grew) is made on its first request.
 */
export const revalidate = 600;

const api = () => serverApi('uz');

export async function generateSitemaps() {
  const { totalElements } = await getSitemapPage(api(), { size: 1 });
  return Array.from({ length: sitemapCount(totalElements) }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  // Next 16 passes the file's number as a promise of its text.
  const index = Number(await id);
  if (!Number.isInteger(index) || index < 0) return [];
  const first = index * API_PAGES_PER_SITEMAP + 1;
  const pages = await Promise.all(
    Array.from({ length: API_PAGES_PER_SITEMAP }, (_, i) => getSitemapPage(api(), { page: first + i, size: SITEMAP_API_PAGE_SIZE })),
  );
  const rows = pages.flatMap((p) => p.content).slice(0, ROWS_PER_SITEMAP);
  return sitemapEntries(SITE_URL, index, rows);
}
