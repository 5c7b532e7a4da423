/**
 * Numbers in Uzbek where the browser has no Uzbek data. Node (full ICU) formats 2085 in `uz` as
 * "2 085" (a no-break space between thousands, a comma before decimals); Chromium's ICU has no
 * Uzbek number data: it lists `uz` as supported, but formats it with the root locale's symbols,
 * "2,085.5" (and its months as "M11"). A client component that shows a
 * count through the messages (`{count, number}`: "2 085 ta mahsulot topildi") then renders other
 * text in the browser than the server sent, and React throws the hydration error #418.
 *
 * Russian has the same number symbols as Uzbek in CLDR (group U+00A0, decimal ","), and every
 * browser has Russian. So where the browser lacks `uz`, a number formatter asked for `uz` is made
 * for `ru`; dates, plural rules and everything else keep the language asked for. Installed before
 * hydration (instrumentation-client.ts); a browser that has Uzbek is left as it is. Whether it has
 * is read from what it does, not from `supportedLocalesOf`: Uzbek writes decimals with a comma.
 */
export function installUzNumberFormat(intl: typeof Intl = Intl): boolean {
  const Native = intl.NumberFormat;
  const decimal = new Native('uz').formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  if (decimal === ',') return false;
  const swap = (locales?: string | readonly string[]) => {
    const list = locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales];
    return list.map((locale) => (/^uz(?:-|$)/i.test(locale) ? 'ru' : locale));
  };
  // A function, not a subclass: `Intl.NumberFormat(…)` may be called without `new`, and what it
  // returns is a native formatter (same prototype, `instanceof` holds).
  function NumberFormat(locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
    return new Native(swap(locales), options);
  }
  NumberFormat.prototype = Native.prototype;
  NumberFormat.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
  intl.NumberFormat = NumberFormat as unknown as typeof Intl.NumberFormat;
  return true;
}
