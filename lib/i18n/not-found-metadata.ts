import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from './routing';

/**
 * The 404's title in the page's language ("Page not found - Savat" by the layout's template),
 * never indexed. Next reads a not-found boundary's metadata with the params of its segment; the
 * locale is taken as it is (a made-up one reads uz), since a 404 cannot 404 again.
 */
export async function notFoundMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale });
  return { title: t('notFound.title'), robots: { index: false, follow: false } };
}
