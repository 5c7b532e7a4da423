import { addsAnotherStore, applyCheck, basketTotals, changeCount, putBack, storesOf, type BasketLine } from './basket';

const product = (id: number, price: number, discount = 0, available = 10, store = 1): Omit<BasketLine, 'count'> => ({
  id,
  price,
  discount,
  discount_price: Math.round(price * (1 - discount / 100)),
  available,
  store: { id: store },
});

describe('basketTotals', () => {
  it('sums prices, discounts, the promo percent and the cost', () => {
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

describe('applyCheck (the server check: available or not)', () => {
  const line = (id: number, count: number, available: number, storeId = 1): BasketLine => ({
    id,
    price: 10_000,
    discount: 0,
    discount_price: 10_000,
    available,
    count,
    store: { id: storeId },
  });

  it('caps counts to stock and moves lines without stock aside', () => {
    const basket = [line(1, 5, 10), line(2, 3, 10), line(3, 1, 10)];
    const server = [{ ...line(1, 0, 2), price: 12_000, discount_price: 12_000 }, { ...line(2, 0, 0) }];
    const { available, notAvailable } = applyCheck(basket, server);
    expect(available).toEqual([expect.objectContaining({ id: 1, count: 2, available: 2, price: 12_000 })]);
    expect(notAvailable.map((l) => [l.id, l.available])).toEqual([
      [2, 0],
      [3, 0],
    ]);
  });

  it('leaves a basket that is all in stock as it is', () => {
    const basket = [line(1, 2, 10, 1), line(2, 1, 5, 2)];
    const { available, notAvailable } = applyCheck(basket, basket);
    expect(available).toEqual(basket);
    expect(notAvailable).toEqual([]);
  });
});

describe('putBack (undo a removed line)', () => {
  const line = (id: number, count = 1): BasketLine => ({ ...product(id, 1_000), count });
  it('puts the line back where it was, the index clamped to the list', () => {
    const lines = [line(1), line(3)];
    expect(putBack(lines, line(2, 4), 1).map((l) => [l.id, l.count])).toEqual([
      [1, 1],
      [2, 4],
      [3, 1],
    ]);
    expect(putBack(lines, line(2), 9).map((l) => l.id)).toEqual([1, 3, 2]);
    expect(putBack([], line(2), -1).map((l) => l.id)).toEqual([2]);
  });
  it('leaves a line added again meanwhile as it is (never doubles it)', () => {
    expect(putBack([line(2, 1)], line(2, 5), 0)).toEqual([line(2, 1)]);
  });
});

describe('addsAnotherStore', () => {
  test.each([
    { stores: [] as number[], adding: 1, another: false },
    { stores: [1], adding: 1, another: false },
    { stores: [1], adding: 2, another: true },
    { stores: [1, 2], adding: 2, another: false },
    { stores: [1, 2], adding: 3, another: true },
  ])('stores $stores + store $adding → $another', ({ stores, adding, another }) => {
    expect(addsAnotherStore(stores, adding)).toBe(another);
  });
});
