import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/api/types';
import { isLocale, locales } from './routing';

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
