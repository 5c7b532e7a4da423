import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/i18n/metadata';

/** Everything but the API and the shopper's own pages; the sitemap index for the rest. */
export default function robots(): MetadataRoute.Robots {
  const base = SITE_URL.replace(/\/+$/, '');
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/*/cart', '/*/account', '/*/favourites', '/*/console'] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
