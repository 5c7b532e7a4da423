import { priceChangeFlag } from './price-change';

const p = (price: number, discount_price = price) => ({ price, discount_price });

describe('priceChangeFlag', () => {
  it('lets a change of up to half the old price through', () => {
    expect(priceChangeFlag(p(10_000), p(10_000))).toBeNull();
    expect(priceChangeFlag(p(10_000), p(15_000))).toBeNull();
    expect(priceChangeFlag(p(10_000), p(5_000))).toBeNull();
  });

  it('flags more than 50 % up or down', () => {
    expect(priceChangeFlag(p(10_000), p(15_001))).toBe('over_half');
    expect(priceChangeFlag(p(10_000), p(18_000))).toBe('over_half');
    expect(priceChangeFlag(p(10_000), p(4_999))).toBe('over_half');
  });

  it('flags a price below a tenth of the old as the worse case', () => {
    expect(priceChangeFlag(p(10_000), p(999))).toBe('below_tenth');
    expect(priceChangeFlag(p(10_000), p(1_000))).toBe('over_half');
  });

  it("reads the shopper's price too: a discount of 90 instead of 9", () => {
    expect(priceChangeFlag(p(10_000, 9_100), p(10_000, 1_000))).toBe('over_half');
    expect(priceChangeFlag(p(10_000, 10_000), p(10_000, 500))).toBe('below_tenth');
  });
});
