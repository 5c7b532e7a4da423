import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/contract/values';
import { isLocale, locales } from './routing';
import { intParam } from './search-params';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** The locale of a page's params (404 for anything else), registered for static rendering. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function localeStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The locale and the numeric `id` of a detail page's params; 404 for a bad id. */
export async function pageLocaleAndId(params: Promise<{ locale: string; id: string }>): Promise<{ locale: Locale; id: number }> {
  const locale = await pageLocale(params);
  const id = intParam((await params).id);
  if (!id) notFound();
  return { locale, id };
}
