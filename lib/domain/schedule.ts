import { TASHKENT_OFFSET_MS } from './datetime';

/**
 * A store's opening hours (ADR 0030): one row per weekday, Monday first, each closed or open from
 * `open` to `close` ("HH:MM", close after open, "00:00"–"24:00" around the clock), and holidays
 * (Tashkent dates, closed all day). Everything here is Tashkent time, UTC+5 all year: a day's
 * minutes are plain arithmetic, no time-zone data. A store without a schedule (null) keeps the
 * old behaviour: always taking orders, its `working_time` text shown as it was typed.
 */

export interface DayHours {
  closed: boolean;
  /** "HH:MM", 00:00..23:59. */
  open: string;
  /** "HH:MM", after `open`; up to 24:00. */
  close: string;
}

export interface WeeklySchedule {
  /** Seven rows, Monday to Sunday. */
  days: DayHours[];
  /** Closed days, "YYYY-MM-DD" in Tashkent. */
  holidays: string[];
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const HOLIDAYS_MAX = 60;

const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** "HH:MM" as minutes after midnight, or null when it is no such time ("24:00" is 1440). */
function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight as "HH:MM". */
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Whether a text is a real calendar date "YYYY-MM-DD". */
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a schedule, by field path ("days.0.close", "holidays.2"); empty when it holds
 * together. The schema checks the shapes; these are the rules between the values.
 */
export function scheduleIssues(schedule: WeeklySchedule): Record<string, string> {
  const issues: Record<string, string> = {};
  if (schedule.days.length !== 7) issues.days = '7 days, Monday first';
  schedule.days.forEach((d, i) => {
    const open = minutesOf(d.open);
    const close = minutesOf(d.close);
    if (open === null || open >= 24 * 60) issues[`days.${i}.open`] = 'HH:MM';
    if (close === null) issues[`days.${i}.close`] = 'HH:MM';
    else if (!d.closed && open !== null && close <= open) issues[`days.${i}.close`] = 'close > open';
  });
  const seen = new Set<string>();
  schedule.holidays.forEach((h, i) => {
    if (!isDate(h)) issues[`holidays.${i}`] = 'YYYY-MM-DD';
    else if (seen.has(h)) issues[`holidays.${i}`] = 'unique';
    seen.add(h);
  });
  return issues;
}

// ---- Time in Tashkent ---------------------------------------------------------------------------

/** Midnight in Tashkent of the day `at` falls on, as UTC ms. */
export function tashkentMidnightMs(at: Date | number): number {
  const local = (typeof at === 'number' ? at : at.getTime()) + TASHKENT_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TASHKENT_OFFSET_MS;
}

/** The end of the Tashkent day `at` falls on (the next midnight), as a Date: "stopped for today". */
export const endOfTashkentDay = (at: Date) => new Date(tashkentMidnightMs(at) + DAY_MS);

/** The day's date and weekday (0 = Monday) in Tashkent of a midnight. */
function dayOf(midnightMs: number): { date: string; weekday: number } {
  const local = new Date(midnightMs + TASHKENT_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), weekday: (local.getUTCDay() + 6) % 7 };
}

/** The open stretch of a day (its midnight given) in minutes, or null when closed (a closed weekday or a holiday). */
function hoursOn(schedule: WeeklySchedule, midnightMs: number): [number, number] | null {
  const { date, weekday } = dayOf(midnightMs);
  if (schedule.holidays.includes(date)) return null;
  const day = schedule.days[weekday];
  if (!day || day.closed) return null;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return open === null || close === null || close <= open ? null : [open, close];
}

/** Whether the store is open at `now` by its schedule. */
export function isOpenAt(schedule: WeeklySchedule, now: Date): boolean {
  const midnight = tashkentMidnightMs(now);
  const hours = hoursOn(schedule, midnight);
  const minute = (now.getTime() - midnight) / 60_000;
  return hours !== null && minute >= hours[0] && minute < hours[1];
}

/** How far ahead a next opening is looked for: two weeks (past that, the store is shown closed with no time). */
const LOOKAHEAD_DAYS = 14;

/** The first moment at or after `now` when the store is open (`now` itself when open); null when it opens in none of the next two weeks. */
export function nextOpening(schedule: WeeklySchedule, now: Date): Date | null {
  if (isOpenAt(schedule, now)) return now;
  const today = tashkentMidnightMs(now);
  for (let d = 0; d <= LOOKAHEAD_DAYS; d++) {
    const midnight = today + d * DAY_MS;
    const hours = hoursOn(schedule, midnight);
    if (!hours) continue;
    const opens = midnight + hours[0] * 60_000;
    if (opens >= now.getTime()) return new Date(opens);
  }
  return null;
}

/** Today's hours in Tashkent: { open, close } or null when closed all day. */
export function todaysHours(schedule: WeeklySchedule, now: Date): { open: string; close: string } | null {
  const hours = hoursOn(schedule, tashkentMidnightMs(now));
  return hours ? { open: timeOf(hours[0]), close: timeOf(hours[1]) } : null;
}

/**
 * `working_time` as older clients read it: today's hours "08:00-22:00" ("00:00-24:00" around the
 * clock), or `closedText` (the shopper's language) when the store is closed all day.
 */
export function workingTimeToday(schedule: WeeklySchedule, now: Date, closedText: string): string {
  const hours = todaysHours(schedule, now);
  return hours ? `${hours.open}-${hours.close}` : closedText;
}

/** Whether a window (ISO times) lies within one open stretch of the schedule, both ends on the same day. */
export function windowWithinHours(schedule: WeeklySchedule, from: Date, to: Date): boolean {
  const midnight = tashkentMidnightMs(from);
  const hours = hoursOn(schedule, midnight);
  if (!hours) return false;
  const start = (from.getTime() - midnight) / 60_000;
  const end = (to.getTime() - midnight) / 60_000;
  return start >= hours[0] && end <= hours[1] && end > start;
}

// ---- Open now: the schedule and a pause together ----------------------------------------------

export interface StoreHours {
  /** null: no schedule, always taking orders. */
  schedule: WeeklySchedule | null;
  /** Paused from the order desk until then. */
  pausedUntil: Date | null;
}

export interface OpenState {
  open_now: boolean;
  /** When it opens next, when closed now (ISO); null when open, or when no opening is in sight. */
  opens_at: string | null;
  /** The pause's end while paused (ISO), else null. */
  paused_until: string | null;
}

/** Whether a store takes orders now, and when it opens when it does not. */
export function openState(store: StoreHours, now: Date): OpenState {
  const paused = store.pausedUntil && store.pausedUntil.getTime() > now.getTime() ? store.pausedUntil : null;
  const from = paused ?? now;
  const opens = store.schedule ? nextOpening(store.schedule, from) : from;
  const open = !paused && opens !== null && opens.getTime() === now.getTime();
  return { open_now: open, opens_at: open || !opens ? null : opens.toISOString(), paused_until: paused?.toISOString() ?? null };
}

/** Whether a store is open (schedule and pause) for a moment: a delivery window's start, say. */
export function openAt(store: StoreHours, at: Date): boolean {
  if (store.pausedUntil && store.pausedUntil.getTime() > at.getTime()) return false;
  return store.schedule ? isOpenAt(store.schedule, at) : true;
}

/** "Until tomorrow": the store's first opening of the next Tashkent day (that day's midnight when it has no schedule). */
export function untilTomorrow(schedule: WeeklySchedule | null, now: Date): Date {
  const tomorrow = endOfTashkentDay(now);
  return (schedule && nextOpening(schedule, tomorrow)) || tomorrow;
}

/** The pause lengths the desk offers, in minutes. */
export const PAUSE_CHOICES = [15, 30, 60] as const;
export const PAUSE_MAX_MINUTES = 1440;
