import type { Locale } from '@/lib/contract/values';

/** `Accept-Language: ru` (or ru-RU, ru;q=0.9, ...) means Russian; anything else means Uzbek. */
export function localeFromHeader(header: string | undefined | null): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ru') ? 'ru' : 'uz';
}

/** Picks the field of the request's language from a `{ uz, ru }` pair of columns. */
export function pick(locale: Locale, uz: string, ru: string): string {
  return locale === 'ru' ? ru : uz;
}
