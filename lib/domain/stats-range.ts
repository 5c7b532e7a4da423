import { TASHKENT_OFFSET_MS, tashkentDay } from './datetime';

/**
 * The dashboards' periods (ADR 0038): Tashkent dates, both included, a day starting at 00:00 UTC+5
 * (Uzbekistan keeps no daylight saving, so no time-zone data is needed). One day is shown by the
 * hour, longer periods by the day; the previous period is as long and ends the day before `from`.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The longest period a dashboard answers: a leap year. */
export const MAX_STATS_DAYS = 366;

export interface StatsPeriod {
  from: string;
  to: string;
  /** The first moment of `from` and the first moment after `to`, in Tashkent. */
  start: Date;
  end: Date;
  days: number;
}

export type StatsRangeIssue = 'invalid_date' | 'from_after_to' | 'too_long';

/** The first moment of a Tashkent date, or null when the text is no calendar date. */
export function tashkentDayStart(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return new Date(utc - TASHKENT_OFFSET_MS);
}

/** The period of `from`..`to`, or what is wrong with it. */
export function statsPeriod(from: string, to: string): StatsPeriod | { issue: StatsRangeIssue; field: 'from' | 'to' } {
  const start = tashkentDayStart(from);
  if (!start) return { issue: 'invalid_date', field: 'from' };
  const last = tashkentDayStart(to);
  if (!last) return { issue: 'invalid_date', field: 'to' };
  if (start > last) return { issue: 'from_after_to', field: 'from' };
  const days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > MAX_STATS_DAYS) return { issue: 'too_long', field: 'from' };
  return { from, to, start, end: new Date(last.getTime() + DAY_MS), days };
}

/** The period of the same length just before. */
export function previousPeriod(p: StatsPeriod): StatsPeriod {
  const end = p.start;
  const start = new Date(end.getTime() - p.days * DAY_MS);
  return { from: tashkentDay(start), to: tashkentDay(new Date(end.getTime() - DAY_MS)), start, end, days: p.days };
}

export type Granularity = 'day' | 'hour';

/** By the hour for one day, else by the day. */
export const granularityOf = (p: Pick<StatsPeriod, 'days'>): Granularity => (p.days === 1 ? 'hour' : 'day');

const bucketMs = (g: Granularity) => (g === 'hour' ? HOUR_MS : DAY_MS);

/** Every bucket's label in the period, in order: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH` for an hour (Tashkent). */
export function bucketLabels(p: Pick<StatsPeriod, 'start' | 'end'>, g: Granularity): string[] {
  const size = bucketMs(g);
  const labels: string[] = [];
  for (let t = p.start.getTime(); t < p.end.getTime(); t += size) {
    const local = new Date(t + TASHKENT_OFFSET_MS).toISOString();
    labels.push(g === 'hour' ? local.slice(0, 13) : local.slice(0, 10));
  }
  return labels;
}

/** A share 0..1 rounded to 4 decimals; 0 when there is nothing to share. */
export const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);
