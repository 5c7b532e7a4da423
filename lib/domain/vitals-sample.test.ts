import { isSampled, parseSampleRate, sampleRate } from './vitals-sample';

describe('sample rates', () => {
  it('takes a share from 0 to 1 and falls back otherwise', () => {
    expect(parseSampleRate('1')).toBe(1);
    expect(parseSampleRate('0')).toBe(0);
    expect(parseSampleRate(' 0.25 ')).toBe(0.25);
    expect(parseSampleRate(undefined)).toBe(0.1);
    expect(parseSampleRate('')).toBe(0.1);
    expect(parseSampleRate('2')).toBe(0.1);
    expect(parseSampleRate('-0.5', 0.3)).toBe(0.3);
    expect(parseSampleRate('half')).toBe(0.1);
  });

  it("lets a browser's own setting win over the site's, and the site's over the default", () => {
    expect(sampleRate(null, undefined)).toBe(0.1);
    expect(sampleRate(null, '0.5')).toBe(0.5);
    expect(sampleRate('1', '0.05')).toBe(1);
    expect(sampleRate('0', '1')).toBe(0);
    expect(sampleRate('junk', '0.5')).toBe(0.5);
  });

  it('measures a page view when the draw is below the share: all at 1, none at 0', () => {
    expect(isSampled(1, 0.999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
  });
});
