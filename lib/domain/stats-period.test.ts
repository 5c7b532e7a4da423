import {
  addDays,
  bucketLabel,
  bucketText,
  changeOf,
  daysIn,
  formatDay,
  formatNumber,
  formatShare,
  isDay,
  presetRange,
  previousRange,
  rangeProblem,
} from './stats-period';

describe('dashboard periods in Tashkent dates', () => {
  // 19:30 UTC on 31 December is 00:30 on 1 January in Tashkent (UTC+5).
  const justAfterMidnight = new Date('2025-12-31T19:30:00Z');
  // 18:59 UTC is 23:59 in Tashkent: still the same day.
  const justBeforeMidnight = new Date('2025-12-31T18:59:59Z');

  it('takes today in Tashkent, not in UTC', () => {
    expect(presetRange('today', justAfterMidnight)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(presetRange('today', justBeforeMidnight)).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('counts 7 and 30 days with today included', () => {
    expect(presetRange('7d', justAfterMidnight)).toEqual({ from: '2025-12-26', to: '2026-01-01' });
    expect(presetRange('30d', justAfterMidnight)).toEqual({ from: '2025-12-03', to: '2026-01-01' });
    expect(daysIn(presetRange('30d', justAfterMidnight))).toBe(30);
  });

  it('gives the previous period of the same length just before', () => {
    expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(previousRange({ from: '2025-12-26', to: '2026-01-01' })).toEqual({ from: '2025-12-19', to: '2025-12-25' });
    // Across the end of February of a leap year.
    expect(previousRange({ from: '2024-03-01', to: '2024-03-10' })).toEqual({ from: '2024-02-20', to: '2024-02-29' });
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('checks a chosen range', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-27' }, now)).toBeNull();
    expect(rangeProblem({ from: '2026-11-27', to: '2026-11-27' }, now)).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-27' }, now)).toBe('invalid');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-11-27' }, now)).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-20', to: '2026-11-10' }, now)).toBe('reversed');
    expect(rangeProblem({ from: '2026-11-20', to: '2026-11-28' }, now)).toBe('future');
    expect(rangeProblem({ from: '2025-11-26', to: '2026-11-27' }, now)).toBe('tooLong');
    expect(rangeProblem({ from: '2025-11-27', to: '2026-11-27' }, now)).toBeNull();
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });
});

describe('a figure against the previous period', () => {
  it('says up, down, the same or new', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(100, 100)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(5, 0)).toEqual({ direction: 'new', percent: null });
    expect(changeOf(0, 5)).toEqual({ direction: 'down', percent: 100 });
  });

  it('keeps one decimal below 10 % and reads a change rounding to 0 as the same', () => {
    expect(changeOf(1025, 1000)).toEqual({ direction: 'up', percent: 2.5 });
    expect(changeOf(100_001, 100_000)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(1333, 1000)).toEqual({ direction: 'up', percent: 33 });
  });
});

describe('figures as text', () => {
  it('groups thousands with no-break spaces and writes a decimal comma', () => {
    expect(formatNumber(1234567, 'uz')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1234.5, 'ru', 1)).toBe('1\u00a0234,5');
    expect(formatNumber(3.0, 'ru', 1)).toBe('3');
    expect(formatNumber(-12, 'uz')).toBe('−12');
  });

  it('writes a share as a percent', () => {
    expect(formatShare(0.4256, 'uz')).toBe('42,6\u00a0%');
    expect(formatShare(1, 'ru')).toBe('100\u00a0%');
    expect(formatShare(0, 'ru')).toBe('0\u00a0%');
  });

  it('labels days and hours', () => {
    expect(bucketLabel('2026-11-27')).toBe('27.11');
    expect(bucketLabel('2026-11-27T09')).toBe('09:00');
    expect(bucketText('2026-11-27T23')).toBe('23:00–00:00');
    expect(bucketText('2026-11-27')).toBe('27.11.2026');
    expect(formatDay('2026-01-05')).toBe('05.01.2026');
  });
});
