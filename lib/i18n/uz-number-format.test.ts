import { installUzNumberFormat } from './uz-number-format';

/** An Intl whose NumberFormat has no Uzbek data, as Chromium's: `uz` is formatted as English. */
function browserWithoutUzbek(): typeof Intl {
  const Native = Intl.NumberFormat;
  function NoUzbek(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const list = (typeof locales === 'string' ? [locales] : (locales ?? [])).map((l) => (l.startsWith('uz') ? 'en' : l));
    return new Native(list, options);
  }
  NoUzbek.prototype = Native.prototype;
  // Chromium still lists `uz` as supported.
  NoUzbek.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
  return Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: NoUzbek as unknown as typeof Intl.NumberFormat });
}

describe('Uzbek numbers in a browser without Uzbek data', () => {
  it('are formatted as the server formats them: a no-break space between thousands, a decimal comma', () => {
    const intl = browserWithoutUzbek();
    expect(new intl.NumberFormat('uz').format(2085)).toBe('2,085');
    expect(intl.NumberFormat.supportedLocalesOf(['uz'])).toEqual(['uz']);
    expect(installUzNumberFormat(intl)).toBe(true);
    for (const locale of ['uz', 'uz-UZ', 'uz-Latn-UZ']) {
      expect(new intl.NumberFormat(locale).format(2085)).toBe(new Intl.NumberFormat('uz').format(2085));
      expect(new intl.NumberFormat([locale], { maximumFractionDigits: 1 }).format(12345.5)).toBe('12\u00a0345,5');
    }
    // Called without `new`, as Intl allows; still a native formatter.
    const called = (intl.NumberFormat as unknown as (l: string) => Intl.NumberFormat)('uz');
    expect(called).toBeInstanceOf(Intl.NumberFormat);
    expect(called.format(1000)).toBe('1\u00a0000');
  });

  it('leave other languages and a browser that has Uzbek as they are', () => {
    const intl = browserWithoutUzbek();
    installUzNumberFormat(intl);
    expect(new intl.NumberFormat('en').format(2085)).toBe('2,085');
    const withUzbek = Object.create(Intl) as typeof Intl;
    expect(installUzNumberFormat(withUzbek)).toBe(false);
    expect(withUzbek.NumberFormat).toBe(Intl.NumberFormat);
  });
});
