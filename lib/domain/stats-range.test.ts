import { bucketLabels, granularityOf, previousPeriod, statsPeriod, tashkentDayStart, type StatsPeriod } from './stats-range';

describe("the dashboards' periods", () => {
  it('starts a Tashkent day at 19:00 UTC the day before', () => {
    expect(tashkentDayStart('2026-03-10')!.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    expect(tashkentDayStart('2026-02-30')).toBeNull();
    expect(tashkentDayStart('2026-3-1')).toBeNull();
  });

  it('takes both days, at most 366, never backwards', () => {
    const p = statsPeriod('2026-03-01', '2026-03-07') as StatsPeriod;
    expect([p.days, p.start.toISOString(), p.end.toISOString()]).toEqual([7, '2026-02-28T19:00:00.000Z', '2026-03-07T19:00:00.000Z']);
    expect(statsPeriod('2026-03-02', '2026-03-01')).toEqual({ issue: 'from_after_to', field: 'from' });
    expect(statsPeriod('2024-01-01', '2024-12-31')).toMatchObject({ days: 366 });
    expect(statsPeriod('2024-01-01', '2025-01-01')).toEqual({ issue: 'too_long', field: 'from' });
    expect(statsPeriod('2026-01-01', '2026-13-01')).toEqual({ issue: 'invalid_date', field: 'to' });
  });

  it('compares with the same number of days just before', () => {
    const prev = previousPeriod(statsPeriod('2026-03-01', '2026-03-07') as StatsPeriod);
    expect([prev.from, prev.to, prev.days]).toEqual(['2026-02-22', '2026-02-28', 7]);
    const day = previousPeriod(statsPeriod('2026-03-01', '2026-03-01') as StatsPeriod);
    expect([day.from, day.to]).toEqual(['2026-02-28', '2026-02-28']);
  });

  it('shows one day by the hour and longer periods by the day, every bucket', () => {
    const day = statsPeriod('2026-03-01', '2026-03-01') as StatsPeriod;
    expect(granularityOf(day)).toBe('hour');
    const hours = bucketLabels(day, 'hour');
    expect([hours.length, hours[0], hours[23]]).toEqual([24, '2026-03-01T00', '2026-03-01T23']);
    const month = statsPeriod('2026-02-01', '2026-03-02') as StatsPeriod;
    expect(granularityOf(month)).toBe('day');
    const days = bucketLabels(month, 'day');
    expect([days.length, days[0], days[27], days[28]]).toEqual([30, '2026-02-01', '2026-02-28', '2026-03-01']);
  });
});
