import { PAUSE_MAX_MINUTES, type DayHours, type WeeklySchedule } from '../domain/schedule';
import { StorePauseSchema, WeeklyScheduleSchema } from './schedule';

const open = (o: string, c: string): DayHours => ({ closed: false, open: o, close: c });
const week: WeeklySchedule = { days: Array.from({ length: 7 }, () => open('08:00', '22:00')), holidays: ['2026-12-31'] };

describe('WeeklyScheduleSchema', () => {
  it('accepts a good schedule, around the clock included', () => {
    expect(WeeklyScheduleSchema.safeParse(week).success).toBe(true);
    expect(WeeklyScheduleSchema.safeParse({ days: Array(7).fill(open('00:00', '24:00')), holidays: [] }).success).toBe(true);
  });

  it('names the field of each broken rule', () => {
    const bad = { days: [open('10:00', '09:00'), ...week.days.slice(1)], holidays: ['2026-02-30', '2026-12-31', '2026-12-31'] };
    const parsed = WeeklyScheduleSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['days.0.close', 'holidays.0', 'holidays.2']));
  });

  it('wants seven days and HH:MM times (24:00 only to close)', () => {
    expect(WeeklyScheduleSchema.safeParse({ days: week.days.slice(1), holidays: [] }).success).toBe(false);
    expect(WeeklyScheduleSchema.safeParse({ days: [open('8:00', '22:00'), ...week.days.slice(1)], holidays: [] }).success).toBe(false);
    expect(WeeklyScheduleSchema.safeParse({ days: [open('24:00', '24:00'), ...week.days.slice(1)], holidays: [] }).success).toBe(false);
  });
});

describe('StorePauseSchema', () => {
  it('takes minutes in 1..1440 or until tomorrow, one of them', () => {
    expect(StorePauseSchema.safeParse({ minutes: 15 }).success).toBe(true);
    expect(StorePauseSchema.safeParse({ minutes: PAUSE_MAX_MINUTES }).success).toBe(true);
    expect(StorePauseSchema.safeParse({ until: 'tomorrow' }).success).toBe(true);
    for (const bad of [
      {},
      { minutes: 0 },
      { minutes: PAUSE_MAX_MINUTES + 1 },
      { minutes: 15, until: 'tomorrow' },
      { until: 'monday' },
      { minutes: 15, extra: 1 },
    ]) {
      expect(StorePauseSchema.safeParse(bad).success).toBe(false);
    }
  });
});
