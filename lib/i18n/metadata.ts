import type { Metadata } from 'next';
import type { Locale } from '@/lib/contract/values';
import { ogImageOf } from '@/lib/media/og';
import { SITE_URL } from '@/lib/site/url';
import { defaultLocale, locales } from './routing';

export { SITE_URL };

const OG_LOCALE: Record<Locale, string> = { uz: 'uz_UZ', ru: 'ru_RU' };

export interface PageMeta {
  locale: Locale;
  /** The path after the locale: '' for home, '/about', '/products/12'. */
  path: string;
  /** The page's own title; " - {site name}" is added. */
  title: string;
  description: string;
  siteName: string;
  /** Personal pages (cart, favourites, account) are not indexed. */
  index?: boolean;
  /**
   * The page's picture (absolute or root-relative); social previews get its PNG or JPEG share card
   * (lib/media/og.ts), or none when it has none: the apps show no SVG.
   */
  image?: string | null;
}

/**
 * Title, description, robots, canonical URL, hreflang alternates (uz, ru, x-default) and Open
 * Graph for a page; the same shape on every route.
 */
export function pageMetadata({ locale, path, title, description, siteName, index = true, image }: PageMeta): Metadata {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = `/${l}${path}`;
  languages['x-default'] = `/${defaultLocale}${path}`;
  const url = `/${locale}${path}`;
  const og = ogImageOf(image);
  return {
    // Absolute, so that every page (the home page too, which shares the layout's segment) reads
    // "{page} - {site name}".
    title: { absolute: `${title} - ${siteName}` },
    description,
    robots: index ? { index: true, follow: true } : { index: false, follow: false },
    alternates: { canonical: url, languages },
    openGraph: {
      type: 'website',
      siteName,
      title: `${title} - ${siteName}`,
      description,
      url,
      locale: OG_LOCALE[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      ...(og ? { images: [{ ...og, alt: title }] } : {}),
    },
    twitter: { card: og ? 'summary_large_image' : 'summary', title: `${title} - ${siteName}`, description, ...(og ? { images: [og.url] } : {}) },
  };
}
