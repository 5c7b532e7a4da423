import { dayChunks, dayRange, quickRange, shiftDay, tashkentDayStart } from './report-range';

describe('report ranges in Tashkent days', () => {
  it('starts a day at 00:00 UTC+5', () => {
    expect(tashkentDayStart('2026-03-10')?.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    expect(tashkentDayStart('2026-02-30')).toBeNull();
    expect(tashkentDayStart('2026-3-1')).toBeNull();
  });

  it('includes both dates and refuses a reversed or too long range', () => {
    expect(dayRange('2026-03-10', '2026-03-10')).toEqual({
      range: { from: '2026-03-10', to: '2026-03-10', start: new Date('2026-03-09T19:00:00Z'), end: new Date('2026-03-10T19:00:00Z'), days: 1 },
    });
    expect(dayRange('2024-01-01', '2024-12-31')).toMatchObject({ range: { days: 366 } });
    expect(dayRange('2024-01-01', '2025-01-01')).toEqual({ problem: 'too_long' });
    expect(dayRange('2026-03-10', '2026-03-09')).toEqual({ problem: 'reversed' });
    expect(dayRange('2026-13-01', '2026-12-01')).toEqual({ problem: 'bad_date' });
  });

  it('cuts a range into chunks of days', () => {
    const found = dayRange('2026-03-01', '2026-03-10');
    if (!('range' in found)) throw new Error('range');
    const chunks = dayChunks(found.range, 7);
    expect(chunks.map(([a, b]) => [a.toISOString(), b.toISOString()])).toEqual([
      ['2026-02-28T19:00:00.000Z', '2026-03-07T19:00:00.000Z'],
      ['2026-03-07T19:00:00.000Z', '2026-03-10T19:00:00.000Z'],
    ]);
  });
});

describe('quick ranges', () => {
  it('counts from today in Tashkent', () => {
    expect(quickRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(quickRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(quickRange('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(quickRange('lastMonth', '2026-03-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
  });
});
