import {
  endOfTashkentDay,
  isOpenAt,
  nextOpening,
  openAt,
  openState,
  scheduleIssues,
  todaysHours,
  untilTomorrow,
  windowWithinHours,
  workingTimeToday,
  type DayHours,
  type WeeklySchedule,
} from './schedule';
import { offeredSlots } from './delivery';
import { closedText, stopText } from './store-hours-text';

const open = (o: string, c: string): DayHours => ({ closed: false, open: o, close: c });
const shut: DayHours = { closed: true, open: '09:00', close: '18:00' };
/** Mon–Sat 08:00–22:00, Sunday closed; 2026-11-30 (a Monday) a holiday. */
const week: WeeklySchedule = { days: [...Array(6).fill(open('08:00', '22:00')), shut], holidays: ['2026-11-30'] };
/** A time in Tashkent (UTC+5). 2026-11-27 is a Friday. */
const tk = (local: string) => new Date(`${local}:00+05:00`);

describe('the weekly schedule (Tashkent time)', () => {
  it('is open within the day’s hours only, the close excluded', () => {
    expect(isOpenAt(week, tk('2026-11-27T07:59'))).toBe(false);
    expect(isOpenAt(week, tk('2026-11-27T08:00'))).toBe(true);
    expect(isOpenAt(week, tk('2026-11-27T21:59'))).toBe(true);
    expect(isOpenAt(week, tk('2026-11-27T22:00'))).toBe(false);
  });

  it('knows the weekday in Tashkent, not in UTC (Sunday 03:00 there is Saturday 22:00 UTC)', () => {
    expect(isOpenAt(week, tk('2026-11-29T10:00'))).toBe(false); // Sunday: closed
    expect(isOpenAt(week, new Date('2026-11-28T22:00:00Z'))).toBe(false); // Sunday 03:00 in Tashkent
    expect(isOpenAt(week, new Date('2026-11-28T16:00:00Z'))).toBe(true); // Saturday 21:00 in Tashkent
  });

  it('is closed on a holiday', () => {
    expect(isOpenAt(week, tk('2026-11-30T12:00'))).toBe(false);
    expect(todaysHours(week, tk('2026-11-30T12:00'))).toBeNull();
  });

  it('finds the next opening: later today, tomorrow, past a closed Sunday and a holiday', () => {
    expect(nextOpening(week, tk('2026-11-27T07:00'))).toEqual(tk('2026-11-27T08:00'));
    expect(nextOpening(week, tk('2026-11-27T23:00'))).toEqual(tk('2026-11-28T08:00'));
    // Saturday night: Sunday closed, Monday a holiday: Tuesday 08:00.
    expect(nextOpening(week, tk('2026-11-28T22:30'))).toEqual(tk('2026-12-01T08:00'));
    const now = tk('2026-11-27T12:00');
    expect(nextOpening(week, now)).toBe(now);
  });

  it('has no opening in sight when every day is closed', () => {
    expect(nextOpening({ days: Array(7).fill(shut), holidays: [] }, tk('2026-11-27T12:00'))).toBeNull();
  });

  it('runs around the clock with 00:00–24:00, and days that meet at midnight stay open', () => {
    const always: WeeklySchedule = { days: Array(7).fill(open('00:00', '24:00')), holidays: [] };
    expect(isOpenAt(always, tk('2026-11-27T23:59'))).toBe(true);
    expect(isOpenAt(always, tk('2026-11-28T00:00'))).toBe(true);
    expect(workingTimeToday(always, tk('2026-11-27T12:00'), 'closed')).toBe('00:00-24:00');
  });

  it("words today's hours for older clients", () => {
    expect(workingTimeToday(week, tk('2026-11-27T12:00'), 'closed today')).toBe('08:00-22:00');
    expect(workingTimeToday(week, tk('2026-11-29T12:00'), 'closed today')).toBe('closed today');
    expect(todaysHours(week, tk('2026-11-27T01:00'))).toEqual({ open: '08:00', close: '22:00' });
  });

  it('holds a window to one open stretch of one day', () => {
    expect(windowWithinHours(week, tk('2026-11-27T10:00'), tk('2026-11-27T12:00'))).toBe(true);
    expect(windowWithinHours(week, tk('2026-11-27T21:00'), tk('2026-11-27T23:00'))).toBe(false);
    expect(windowWithinHours(week, tk('2026-11-27T06:00'), tk('2026-11-27T08:00'))).toBe(false);
    expect(windowWithinHours(week, tk('2026-11-29T10:00'), tk('2026-11-29T12:00'))).toBe(false);
  });
});

describe('rules of a schedule', () => {
  it('accepts a good one', () => {
    expect(scheduleIssues(week)).toEqual({});
  });

  it('wants seven days, close after open, real and distinct holiday dates', () => {
    const bad: WeeklySchedule = {
      days: [open('10:00', '09:00'), open('09:00', '09:00'), ...Array(5).fill(open('00:00', '24:00'))],
      holidays: ['2026-02-30', '2026-12-31', '2026-12-31'],
    };
    expect(scheduleIssues(bad)).toEqual({ 'days.0.close': 'close > open', 'days.1.close': 'close > open', 'holidays.0': 'YYYY-MM-DD', 'holidays.2': 'unique' });
  });

  it('lets a closed day keep any times (the form remembers them)', () => {
    expect(scheduleIssues({ days: [{ closed: true, open: '18:00', close: '09:00' }, ...week.days.slice(1)], holidays: [] })).toEqual({});
  });
});

describe('open now: the schedule and a pause', () => {
  it('is open without a schedule, unless paused', () => {
    const now = tk('2026-11-27T03:00');
    expect(openState({ schedule: null, pausedUntil: null }, now)).toEqual({ open_now: true, opens_at: null, paused_until: null });
    const until = tk('2026-11-27T03:30');
    expect(openState({ schedule: null, pausedUntil: until }, now)).toEqual({
      open_now: false,
      opens_at: until.toISOString(),
      paused_until: until.toISOString(),
    });
  });

  it('opens at the first opening after the pause; a run-out pause is no pause', () => {
    const now = tk('2026-11-27T21:30');
    expect(openState({ schedule: week, pausedUntil: tk('2026-11-27T22:15') }, now).opens_at).toBe(tk('2026-11-28T08:00').toISOString());
    expect(openState({ schedule: week, pausedUntil: tk('2026-11-27T21:00') }, now)).toEqual({ open_now: true, opens_at: null, paused_until: null });
    expect(openState({ schedule: week, pausedUntil: null }, tk('2026-11-27T06:00')).opens_at).toBe(tk('2026-11-27T08:00').toISOString());
    expect(openAt({ schedule: week, pausedUntil: tk('2026-11-27T12:00') }, tk('2026-11-27T11:00'))).toBe(false);
    expect(openAt({ schedule: week, pausedUntil: tk('2026-11-27T12:00') }, tk('2026-11-27T12:00'))).toBe(true);
  });

  it('"until tomorrow" is the first opening of the next day (its midnight without a schedule)', () => {
    expect(untilTomorrow(week, tk('2026-11-27T12:00'))).toEqual(tk('2026-11-28T08:00'));
    expect(untilTomorrow(week, tk('2026-11-28T12:00'))).toEqual(tk('2026-12-01T08:00'));
    expect(untilTomorrow(null, tk('2026-11-27T12:00'))).toEqual(tk('2026-11-28T00:00'));
    expect(endOfTashkentDay(tk('2026-11-27T23:59'))).toEqual(tk('2026-11-28T00:00'));
    expect(endOfTashkentDay(tk('2026-11-27T00:00'))).toEqual(tk('2026-11-28T00:00'));
  });
});

describe('delivery windows follow the schedule', () => {
  const windows = ['07:00-09:00', '10:00-12:00', '20:00-23:00'];
  it('offers only windows within opening hours, none on a closed day', () => {
    const slots = offeredSlots(windows, tk('2026-11-27T05:00'), { schedule: week, pausedUntil: null });
    expect(slots.map((s) => s.from)).toEqual([tk('2026-11-27T10:00').toISOString(), tk('2026-11-28T10:00').toISOString()]);
    // Saturday: Sunday is closed, so nothing tomorrow.
    expect(offeredSlots(windows, tk('2026-11-28T05:00'), { schedule: week, pausedUntil: null }).map((s) => s.from)).toEqual([
      tk('2026-11-28T10:00').toISOString(),
    ]);
  });

  it('offers none while paused', () => {
    const slots = offeredSlots(['10:00-12:00'], tk('2026-11-27T05:00'), { schedule: null, pausedUntil: tk('2026-11-28T00:00') });
    expect(slots.map((s) => s.from)).toEqual([tk('2026-11-28T10:00').toISOString()]);
  });

  it('offers all without hours (as before)', () => {
    expect(offeredSlots(windows, tk('2026-11-27T05:00'))).toHaveLength(6);
  });
});

describe('what the shop says', () => {
  const now = tk('2026-11-27T12:00');
  it('says "not available today" or "until a time"', () => {
    expect(stopText(null, 'uz', now)).toBeNull();
    expect(stopText(tk('2026-11-27T11:00').toISOString(), 'uz', now)).toBeNull();
    expect(stopText(tk('2026-11-28T00:00').toISOString(), 'uz', now)).toEqual({ key: 'notAvailableToday' });
    expect(stopText(tk('2026-11-27T18:00').toISOString(), 'ru', now)).toEqual({ key: 'notAvailableUntil', values: { time: '18:00' } });
  });
  it('says when a closed store opens', () => {
    expect(closedText({ open_now: true, opens_at: null }, 'uz', now)).toBeNull();
    expect(closedText({}, 'uz', now)).toBeNull();
    expect(closedText({ open_now: false, opens_at: null }, 'uz', now)).toEqual({ key: 'closed' });
    expect(closedText({ open_now: false, opens_at: tk('2026-11-27T18:00').toISOString() }, 'uz', now)).toEqual({
      key: 'closedOpensToday',
      values: { time: '18:00' },
    });
    expect(closedText({ open_now: false, opens_at: tk('2026-11-28T08:00').toISOString() }, 'uz', now)).toEqual({
      key: 'closedOpensTomorrow',
      values: { time: '08:00' },
    });
    expect(closedText({ open_now: false, opens_at: tk('2026-12-01T08:00').toISOString() }, 'ru', now)).toEqual({
      key: 'closedOpensOn',
      values: { date: '01.12.2026', time: '08:00' },
    });
  });
});
