import type { Locale } from '../contract/values';

const TIME_ZONE = 'Asia/Tashkent';
/** Tashkent is UTC+5 all year (no daylight saving): day arithmetic needs no time-zone data. */
export const TASHKENT_OFFSET_MS = 5 * 3_600_000;

/** The calendar day in Tashkent of a moment, `YYYY-MM-DD`. */
export function tashkentDay(at: Date): string {
  return new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Dates and times here are numeric, "23.11.2025, 14:05", the same in both languages, so they are
 * put together from the formatter's numbers rather than from a language's pattern: Node writes
 * Uzbek dates "23/11/2025", while a browser without Uzbek data (Chromium) writes "2025-11-23", and a
 * date in a client component must read in the browser as the server rendered it (hydration).
 * Made once: a formatter with a time zone costs more to make than to use.
 */
const DATE_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function parts(format: Intl.DateTimeFormat, date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date in Tashkent: "23.11.2025". */
export function formatDate(value: string | number | Date, _locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = parts(DATE_PARTS, date);
  return `${day}.${month}.${year}`;
}

/** A date and a 24-hour time in Tashkent: "23.11.2025, 14:05". */
export function formatDateTime(value: string | number | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, locale)}, ${formatTime(date, locale)}`;
}

/** The year in Tashkent (for the copyright line). */
export function tashkentYear(value: string | number | Date = new Date()): number {
  return Number(parts(DATE_PARTS, toDate(value) ?? new Date()).year);
}

/** A time of day in Tashkent, 24-hour: "14:05". */
export function formatTime(value: string | number | Date, _locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = parts(TIME_PARTS, date);
  return `${hour}:${minute}`;
}

/** A window within a day in Tashkent: "14:00–16:00". */
export const formatTimeRange = (from: string, to: string, locale: Locale) => `${formatTime(from, locale)}–${formatTime(to, locale)}`;
