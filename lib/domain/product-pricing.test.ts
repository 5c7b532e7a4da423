import { discountedPrice, priceByPercent, productSearchText } from './product-pricing';

describe('discountedPrice', () => {
  it.each([
    [12_000, 0, 12_000],
    [12_000, 15, 10_200],
    [25_000, 10, 22_500],
    [11_999, 49, 6100],
    // Rounded to hundreds, as price tags are.
    [10_450, 10, 9400],
    // A tiny price keeps whole so'm rather than rounding to nothing; never free.
    [100, 99, 1],
    [120, 90, 12],
    [1, 99, 1],
  ])('%i so\u02bbm at %i%% is %i', (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });
});

describe('productSearchText', () => {
  it('folds both names into one Latin form', () => {
    expect(productSearchText('Qovun', 'Дыня')).toBe(productSearchText('qovun', 'дыня'));
    expect(productSearchText('Qovun', 'Дыня')).toMatch(/^qovun /);
  });
});

describe('priceByPercent', () => {
  it.each([
    [45_000, 10, 49_500],
    [12_345, 10, 13_580],
    // Halves round up: 12 345 less 10 % is 11 110.5.
    [12_345, -10, 11_111],
    [999, 5, 1049],
    [3, 50, 5],
    [3, -50, 2],
    // Never below 1 so'm.
    [1, -99, 1],
    [50, -99, 1],
    [100, 1000, 1100],
  ])('%i so\u02bbm changed by %i%% is %i', (price, percent, expected) => {
    expect(priceByPercent(price, percent)).toBe(expected);
  });

  it('takes whole numbers only', () => {
    expect(() => priceByPercent(100.5, 10)).toThrow(RangeError);
    expect(() => priceByPercent(100, 2.5)).toThrow(RangeError);
  });
});
