import { defineRouting } from 'next-intl/routing';
import type { Locale } from '@/lib/contract/values';

export const locales = ['uz', 'ru'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'uz';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeCookie: { name: LOCALE_COOKIE },
  // Negotiation is ours (middleware.ts): the cookie, then uz. Accept-Language is not consulted.
  localeDetection: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored locale value ("default" and anything unknown mean uz). */
export function toLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}
