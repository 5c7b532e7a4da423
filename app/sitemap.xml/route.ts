import { serverApi } from '@/lib/api/server';
import { getSitemapPage } from '@/lib/api/sitemap';
import { SITE_URL } from '@/lib/i18n/metadata';
import { sitemapCount, sitemapIndexXml } from '@/lib/seo/sitemap';

/** Rebuilt at most every 10 minutes, as the sitemaps it names (app/sitemap.ts). */
export const revalidate = 600;

/** The sitemap index: Next's generateSitemaps makes /sitemap/{n}.xml but no index of them. */
export async function GET() {
  const { totalElements } = await getSitemapPage(serverApi('uz'), { size: 1 });
  return new Response(sitemapIndexXml(SITE_URL, sitemapCount(totalElements)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
