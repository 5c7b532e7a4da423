import type { Locale } from '../contract/values';

export const TIME_ZONE = 'Asia/Tashkent';

function intlLocale(locale: Locale) {
  return locale === 'ru' ? 'ru-RU' : 'uz-Latn-UZ';
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date in Tashkent: "23.11.2025". Numeric, so it reads the same in both languages. */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date).replace(/\//g, '.');
}

/** A date and a 24-hour time in Tashkent: "23.11.2025, 14:05". */
export function formatDateTime(value: string | number | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${formatDate(date, locale)}, ${time}`;
}

/** The year in Tashkent (for the copyright line). */
export function tashkentYear(value: string | number | Date = new Date()): number {
  const date = toDate(value) ?? new Date();
  return Number(YEAR_FORMAT.format(date));
}

/** Made once: a formatter with a time zone costs more to make than to use (every page's footer). */
const YEAR_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });

/** A time of day in Tashkent, 24-hour: "14:05". */
export function formatTime(value: string | number | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** A window within a day in Tashkent: "14:00–16:00". */
export const formatTimeRange = (from: string, to: string, locale: Locale) => `${formatTime(from, locale)}–${formatTime(to, locale)}`;
