import { asId, asNumber, asSignedNumber } from './typed-text';

describe('typed text read as the contract reads it', () => {
  it('reads a whole number with spaces, blank as the empty value, anything else as NaN', () => {
    expect(asNumber(undefined)('45 000')).toBe(45_000);
    expect(asNumber(null)('  ')).toBeNull();
    expect(asNumber(undefined)('4.5')).toBeNaN();
    expect(asNumber(undefined)('-3')).toBeNaN();
  });

  it('reads a signed percent: +, -, the typographic minus and a % sign', () => {
    expect(asSignedNumber(undefined)('+10')).toBe(10);
    expect(asSignedNumber(undefined)('10 %')).toBe(10);
    expect(asSignedNumber(undefined)('-15')).toBe(-15);
    expect(asSignedNumber(undefined)('−15')).toBe(-15);
    expect(asSignedNumber(undefined)('')).toBeUndefined();
    expect(asSignedNumber(undefined)('1O')).toBeNaN();
    expect(asSignedNumber(undefined)('+-1')).toBeNaN();
  });

  it('reads a chosen id, nothing for the "choose" option', () => {
    expect(asId('12')).toBe(12);
    expect(asId('')).toBeUndefined();
  });
});
