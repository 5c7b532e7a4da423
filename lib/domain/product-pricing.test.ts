import { discountedPrice, productSearchText } from './product-pricing';

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
