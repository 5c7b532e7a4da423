import { formatDate, formatDateTime, formatTimeRange, tashkentYear } from './datetime';

describe('Tashkent dates', () => {
  // 19:30 UTC on 31 December is 00:30 on 1 January in Tashkent (UTC+5).
  const newYear = '2025-12-31T19:30:00Z';

  it('shows the date in Tashkent, not in UTC', () => {
    expect(formatDate(newYear, 'uz')).toBe('01.01.2026');
    expect(formatDate(newYear, 'ru')).toBe('01.01.2026');
  });

  it('shows a 24-hour time', () => {
    expect(formatDateTime('2025-06-01T09:05:00Z', 'ru')).toBe('01.06.2025, 14:05');
    expect(formatDateTime('2025-06-01T09:05:00Z', 'uz')).toBe('01.06.2025, 14:05');
  });

  it('gives the Tashkent year', () => {
    expect(tashkentYear(newYear)).toBe(2026);
  });

  it('gives nothing for a bad date', () => {
    expect(formatDate('not a date', 'uz')).toBe('');
  });
});

describe('times of day', () => {
  it('reads a window in Tashkent time in both languages', () => {
    for (const locale of ['uz', 'ru'] as const) expect(formatTimeRange('2026-11-25T09:00:00Z', '2026-11-25T11:00:00Z', locale)).toBe('14:00–16:00');
  });
});
