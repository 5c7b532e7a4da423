import { entryPath, localizedEntries, ROWS_PER_SITEMAP, sitemapCount, sitemapEntries, sitemapIndexXml } from './sitemap';

describe('sitemap rules', () => {
  it('needs one file per 20 000 rows, at least one, and stays under 50 000 URLs a file', () => {
    expect(sitemapCount(0)).toBe(1);
    expect(sitemapCount(ROWS_PER_SITEMAP)).toBe(1);
    expect(sitemapCount(ROWS_PER_SITEMAP + 1)).toBe(2);
    const rows = Array.from({ length: ROWS_PER_SITEMAP }, (_, i) => ({ type: 'product' as const, id: i + 1, updated_at: null }));
    expect(sitemapEntries('https://savat.uz', 0, rows).length).toBeLessThanOrEqual(50_000);
  });

  it('maps rows to their pages', () => {
    expect(entryPath({ type: 'category', id: 3 })).toBe('/products?category_id=3');
    expect(entryPath({ type: 'store', id: 4 })).toBe('/stores/4');
    expect(entryPath({ type: 'product', id: 5 })).toBe('/products/5');
  });

  it('lists a page in both languages, each naming uz, ru and x-default', () => {
    const entries = localizedEntries('https://savat.uz/', '/products/5', { lastModified: '2026-01-01T00:00:00.000Z' });
    expect(entries.map((e) => e.url)).toEqual(['https://savat.uz/uz/products/5', 'https://savat.uz/ru/products/5']);
    for (const e of entries) {
      expect(e.lastModified).toBe('2026-01-01T00:00:00.000Z');
      expect(e.alternates?.languages).toEqual({
        uz: 'https://savat.uz/uz/products/5',
        ru: 'https://savat.uz/ru/products/5',
        'x-default': 'https://savat.uz/uz/products/5',
      });
    }
  });

  it('puts the fixed pages in the first file only', () => {
    expect(sitemapEntries('https://savat.uz', 0, []).map((e) => e.url)).toContain('https://savat.uz/uz');
    expect(sitemapEntries('https://savat.uz', 1, [])).toEqual([]);
  });

  it('writes an index of the files', () => {
    const xml = sitemapIndexXml('https://savat.uz', 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://savat.uz/sitemap/0.xml</loc>');
    expect(xml).toContain('<loc>https://savat.uz/sitemap/1.xml</loc>');
  });
});
