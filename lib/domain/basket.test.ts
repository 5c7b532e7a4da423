import { basketTotals, changeCount, storesOf, type BasketLine } from './basket';

const product = (id: number, price: number, discount = 0, available = 10, store = 1): Omit<BasketLine, 'count'> => ({
  id,
  price,
  discount,
  discount_price: Math.round(price * (1 - discount / 100)),
  available,
  store: { id: store },
});

describe('basketTotals', () => {
  it('follows the spec formulas', () => {
    const lines: BasketLine[] = [
      { ...product(1, 10_000, 10), count: 2 }, // 20 000, discount 2 000
      { ...product(2, 5_000), count: 3 }, // 15 000
    ];
    expect(basketTotals(lines, 10)).toEqual({
      totalCountProduct: 5,
      all_prices: 35_000,
      discount_price: 2_000,
      promo_code_price: 3_300,
      cost_price: 29_700,
    });
  });

  it('rounds the promo amount', () => {
    expect(basketTotals([{ ...product(1, 999), count: 1 }], 15).promo_code_price).toBe(150);
  });

  it('is all zero for an empty basket', () => {
    expect(basketTotals([], 20)).toEqual({ totalCountProduct: 0, all_prices: 0, discount_price: 0, promo_code_price: 0, cost_price: 0 });
  });
});

describe('changeCount', () => {
  it('adds a product and increments up to its stock', () => {
    let lines = changeCount<BasketLine>([], product(1, 1000, 0, 2), 1);
    expect(lines).toMatchObject([{ id: 1, count: 1 }]);
    lines = changeCount(lines, product(1, 1000, 0, 2), 5);
    expect(lines).toMatchObject([{ id: 1, count: 2 }]);
  });

  it('removes a product when its count reaches 0', () => {
    const lines = changeCount<BasketLine>([{ ...product(1, 1000), count: 1 }], product(1, 1000), -1);
    expect(lines).toEqual([]);
  });

  it('does not add a product that is out of stock', () => {
    expect(changeCount<BasketLine>([], product(1, 1000, 0, 0), 1)).toEqual([]);
  });
});

describe('storesOf', () => {
  it('lists each store once', () => {
    const lines = [product(1, 1, 0, 1, 7), product(2, 1, 0, 1, 8), product(3, 1, 0, 1, 7)];
    expect(storesOf(lines).map((s) => s.id)).toEqual([7, 8]);
  });
});
