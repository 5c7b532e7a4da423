import { formatAmount, formatMoney } from './money';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';

const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('groups thousands with a no-break space in both locales', () => {
    expect(formatAmount(12500, 'uz')).toBe(`12${NBSP}500`);
    expect(formatAmount(12500, 'ru')).toBe(`12${NBSP}500`);
    expect(formatAmount(1234567, 'uz')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatAmount(1234567, 'ru')).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('shows small and zero amounts as they are', () => {
    expect(formatAmount(0, 'uz')).toBe('0');
    expect(formatAmount(999, 'ru')).toBe('999');
  });

  it('uses a no-break space even where the runtime groups with a comma', () => {
    const real = Intl.NumberFormat;
    // A browser without Uzbek locale data formats like en-US.
    const fallback = jest.spyOn(Intl, 'NumberFormat').mockImplementation((_locale, options) => new real('en-US', options));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { formatAmount: isolated } = require('./money') as typeof import('./money');
      expect(isolated(1234567, 'uz')).toBe(`1${NBSP}234${NBSP}567`);
    });
    fallback.mockRestore();
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatAmount(-5000, 'ru')).toBe(`-5${NBSP}000`);
  });

  it('never shows fractions', () => {
    expect(formatAmount(5000.4, 'uz')).toBe(`5${NBSP}000`);
    expect(formatAmount(Number.NaN, 'uz')).toBe('0');
  });
});

describe('formatMoney', () => {
  it('adds the word of the locale from the messages', () => {
    expect(formatMoney(12500, 'uz', uz.common.currency)).toBe(`12${NBSP}500${NBSP}soʻm`);
    expect(formatMoney(12500, 'ru', ru.common.currency)).toBe(`12${NBSP}500${NBSP}сум`);
  });

  it('writes soʻm with the U+02BB letter', () => {
    expect(uz.common.currency).toBe('so\u02bbm');
  });
});
