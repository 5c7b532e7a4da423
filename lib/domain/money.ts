import type { Locale } from '../contract/values';

const NBSP = '\u00a0';
const formatters = new Map<Locale, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'uz-UZ', { maximumFractionDigits: 0 });
    formatters.set(locale, f);
  }
  return f;
}

/** A whole number of so'm grouped by thousands with no-break spaces: 12500 → "12 500". */
export function formatAmount(amount: number, locale: Locale): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  // ICU uses U+00A0, U+202F or a plain space depending on the locale and version, and a browser
  // without Uzbek data falls back to a comma: every group separator becomes one no-break space,
  // so that the server's HTML and the browser's render agree.
  return formatter(locale)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NBSP : part.value))
    .join('');
}

/**
 * An amount with the currency word of the locale, taken from the messages (`common.currency`):
 * "12 500 soʻm" in uz, "12 500 сум" in ru. The word never wraps away from the number.
 */
export function formatMoney(amount: number, locale: Locale, currencyWord: string): string {
  return `${formatAmount(amount, locale)}${NBSP}${currencyWord}`;
}
