import type { MetadataRoute } from 'next';
import type { SitemapEntry } from '@/lib/contract/content';
import { defaultLocale, locales } from '@/lib/i18n/routing';

/**
 * A sitemap file may hold 50 000 URLs. Each catalog row becomes one URL per language (2), and the
 * first file also lists the fixed pages, so 20 000 rows per file leaves room to spare.
 */
export const ROWS_PER_SITEMAP = 20_000;
/** The API page size the sitemap reads with (the /sitemap/ endpoint allows up to 5 000). */
export const SITEMAP_API_PAGE_SIZE = 5_000;
export const API_PAGES_PER_SITEMAP = ROWS_PER_SITEMAP / SITEMAP_API_PAGE_SIZE;

/** The public pages that do not come from the catalog rows, as paths after the locale. */
const FIXED_PATHS = ['', '/catalog', '/products', '/stores', '/about', '/offer'] as const;

/** How many sitemap files the catalog needs (at least one, for the fixed pages). */
export function sitemapCount(totalRows: number): number {
  return Math.max(1, Math.ceil(totalRows / ROWS_PER_SITEMAP));
}

/** The path (after the locale) of a catalog row's page. */
export function entryPath(entry: Pick<SitemapEntry, 'type' | 'id'>): string {
  switch (entry.type) {
    case 'category':
      return `/products?category_id=${entry.id}`;
    case 'store':
      return `/stores/${entry.id}`;
    case 'product':
      return `/products/${entry.id}`;
  }
}

/**
 * One sitemap entry per language for a path, each naming all the languages (and x-default) as
 * alternates, as search engines ask for multilingual pages.
 */
export function localizedEntries(
  siteUrl: string,
  path: string,
  opts: { lastModified?: string | null; changeFrequency?: MetadataRoute.Sitemap[number]['changeFrequency']; priority?: number } = {},
): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/+$/, '');
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = `${base}/${l}${path}`;
  languages['x-default'] = `${base}/${defaultLocale}${path}`;
  return locales.map((l) => ({
    url: `${base}/${l}${path}`,
    ...(opts.lastModified ? { lastModified: opts.lastModified } : {}),
    ...(opts.changeFrequency ? { changeFrequency: opts.changeFrequency } : {}),
    ...(opts.priority !== undefined ? { priority: opts.priority } : {}),
    alternates: { languages },
  }));
}

/** The entries of one sitemap file: the fixed pages (first file only) and its catalog rows. */
export function sitemapEntries(siteUrl: string, index: number, rows: SitemapEntry[]): MetadataRoute.Sitemap {
  const fixed =
    index === 0 ? FIXED_PATHS.flatMap((path) => localizedEntries(siteUrl, path, { changeFrequency: 'daily', priority: path === '' ? 1 : 0.6 })) : [];
  const catalog = rows.flatMap((row) =>
    localizedEntries(siteUrl, entryPath(row), {
      lastModified: row.updated_at,
      changeFrequency: row.type === 'product' ? 'daily' : 'weekly',
      priority: row.type === 'product' ? 0.8 : 0.7,
    }),
  );
  return [...fixed, ...catalog];
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap index naming every sitemap file (served at /sitemap.xml). */
export function sitemapIndexXml(siteUrl: string, count: number): string {
  const base = siteUrl.replace(/\/+$/, '');
  const items = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap/${i}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
