import { TASHKENT_OFFSET_MS, tashkentDay } from './datetime';

/**
 * The range of a console report (ADR 0039): two Tashkent dates, both included. A Tashkent day
 * starts at 00:00 UTC+5, so the range is [from 00:00+05, the day after `to` 00:00+05). At most a
 * year and a day (366 days, a leap year whole); `from` after `to` is refused.
 */

export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
  /** The first moment of `from` in Tashkent. */
  start: Date;
  /** The first moment after `to` in Tashkent (excluded). */
  end: Date;
  days: number;
}

export type DayRangeProblem = 'bad_date' | 'reversed' | 'too_long';

/** The first moment of a Tashkent date (`YYYY-MM-DD`), or null for no such date (2026-02-30). */
export function tashkentDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`) - TASHKENT_OFFSET_MS;
  if (Number.isNaN(at)) return null;
  const start = new Date(at);
  // Date.parse rolls 2026-02-30 over to March: the day must read back the same.
  return tashkentDay(start) === day ? start : null;
}

export function dayRange(from: string, to: string): { range: DayRange } | { problem: DayRangeProblem } {
  const start = tashkentDayStart(from);
  const last = tashkentDayStart(to);
  if (!start || !last) return { problem: 'bad_date' };
  if (last < start) return { problem: 'reversed' };
  const days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > REPORT_MAX_DAYS) return { problem: 'too_long' };
  return { range: { from, to, start, end: new Date(last.getTime() + DAY_MS), days } };
}

/**
 * The field a range's problem is said at, on the server and in the console's form alike: a date
 * missing or broken at itself (`from` first), the rest at `to`.
 */
export const rangeProblemField = (problem: DayRangeProblem, from: string): 'from' | 'to' => (problem === 'bad_date' && !tashkentDayStart(from) ? 'from' : 'to');

/** The range cut into pieces of `days` Tashkent days (the last may be shorter), in order. */
export function dayChunks(range: Pick<DayRange, 'start' | 'end'>, days: number): [Date, Date][] {
  const out: [Date, Date][] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += days * DAY_MS)
    out.push([new Date(at), new Date(Math.min(at + days * DAY_MS, range.end.getTime()))]);
  return out;
}

/** A `YYYY-MM-DD` date `days` later (earlier when negative). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const QUICK_RANGES = ['yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The console's quick choices of a range, from today's Tashkent date: yesterday, the last 7 days (today included), this month so far, last month. */
export function quickRange(which: QuickRange, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (which) {
    case 'yesterday':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const last = shiftDay(monthStart, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}
