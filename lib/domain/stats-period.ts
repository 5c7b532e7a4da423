import type { Locale } from '../contract/values';
import { tashkentDay } from './datetime';
import { DAY_MS, MAX_STATS_DAYS, previousPeriod, statsPeriod, tashkentDayStart } from './stats-range';

/**
 * The console dashboards' periods (ADR 0035): today, the last 7 or 30 days (today included), or a
 * chosen range, as Tashkent dates (`YYYY-MM-DD`, both ends included), and the period just before of
 * the same length that every figure is set against. Pure: the page and the tests share it.
 */

export const STATS_PERIODS = ['today', '7d', '30d', 'range'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The longest range a dashboard asks for: the API's own limit (a leap year). */
export const STATS_MAX_DAYS = MAX_STATS_DAYS;

export interface DayRange {
  from: string;
  to: string;
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export const isDay = (value: string): boolean => tashkentDayStart(value) !== null;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A date `n` days after (or before, when negative) a date. */
export function addDays(day: string, n: number): string {
  return new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range holds, both ends counted (2026-11-01..2026-11-07: 7). */
export function daysIn(range: DayRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

/** The range a preset stands for, ending today in Tashkent. */
export function presetRange(period: Exclude<StatsPeriod, 'range'>, now: Date = new Date()): DayRange {
  const today = tashkentDay(now);
  const days = period === 'today' ? 1 : period === '7d' ? 7 : 30;
  return { from: addDays(today, 1 - days), to: today };
}

/** The period of the same length just before a range (what the dashboard compares with), as the API computes it. */
export function previousRange(range: DayRange): DayRange {
  const period = statsPeriod(range.from, range.to);
  if ('issue' in period) throw new RangeError(`Not a period: ${range.from}..${range.to}`);
  const { from, to } = previousPeriod(period);
  return { from, to };
}

export type RangeProblem = 'invalid' | 'reversed' | 'future' | 'tooLong';

/**
 * Why a chosen range cannot be shown, or null when it can: both real dates, `from` not after `to`,
 * `to` not after today in Tashkent, at most STATS_MAX_DAYS days.
 */
export function rangeProblem(range: DayRange, now: Date = new Date()): RangeProblem | null {
  // The API's own checks (lib/domain/stats-range.ts), and one of the page's: no day to come.
  const period = statsPeriod(range.from, range.to);
  if ('issue' in period) return period.issue === 'invalid_date' ? 'invalid' : period.issue === 'from_after_to' ? 'reversed' : 'tooLong';
  if (range.to > tashkentDay(now)) return 'future';
  return null;
}

type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export interface Change {
  direction: ChangeDirection;
  /** Whole percent of the change from the previous figure (always positive); null when there was nothing before. */
  percent: number | null;
}

/**
 * A figure against the previous period's: up or down by how many percent, the same, or new (the
 * previous period had nothing, so no percent can be said). Percent is rounded to a whole number,
 * or to one decimal below 10 %, and a change that rounds to 0 reads as the same.
 */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same', percent: 0 };
  if (previous === 0) return { direction: 'new', percent: null };
  const raw = (Math.abs(current - previous) / Math.abs(previous)) * 100;
  const percent = raw < 10 ? Math.round(raw * 10) / 10 : Math.round(raw);
  if (percent === 0) return { direction: 'same', percent: 0 };
  return { direction: current > previous ? 'up' : 'down', percent };
}

/**
 * A number with at most `digits` decimals, the decimal comma of both languages and thin groups
 * (no-break spaces) as money has: 1234.5 → "1 234,5". The same in the server's and the browser's
 * render (a browser without Uzbek data would otherwise write "1,234.5").
 */
export function formatNumber(value: number, _locale: Locale, digits = 0): string {
  const fixed = (Number.isFinite(value) ? Math.abs(value) : 0).toFixed(digits);
  const [whole, fraction] = fixed.split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const trimmed = fraction?.replace(/0+$/, '');
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return `${sign}${grouped}${trimmed ? `,${trimmed}` : ''}`;
}

/** A share 0..1 as a percent with at most one decimal: 0.4256 → "42,6 %". */
export function formatShare(share: number, locale: Locale): string {
  return `${formatNumber(share * 100, locale, 1)}\u00a0%`;
}

/**
 * A chart bucket's short label: a day "27.11", an hour "14:00". The full date of a day bucket is
 * `formatDay` (the house writes dates as numbers, the same in both languages: lib/domain/datetime.ts).
 */
export function bucketLabel(at: string): string {
  const hour = /T(\d{2})$/.exec(at);
  if (hour) return `${hour[1]}:00`;
  return `${at.slice(8, 10)}.${at.slice(5, 7)}`;
}

/** A Tashkent date `YYYY-MM-DD` as the house writes dates: "27.11.2026". */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/** A bucket's full label for a table: a day "27.11.2026", an hour "14:00–15:00". */
export function bucketText(at: string): string {
  const hour = /T(\d{2})$/.exec(at);
  if (!hour) return formatDay(at);
  const h = Number(hour[1]);
  return `${String(h).padStart(2, '0')}:00–${String((h + 1) % 24).padStart(2, '0')}:00`;
}
