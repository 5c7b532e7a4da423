import { awaitsPayment, canCancel, priceOrder, showsDeliveryTime, type PricedLine } from './order';

const line = (price: number, discount: number, count: number, free_shipping = false): PricedLine => ({
  id: price + count,
  price,
  discount,
  discount_price: Math.round(price * (1 - discount / 100)),
  available: 100,
  count,
  store: { id: 1 },
  free_shipping,
});

describe('order pricing', () => {
  it.each([
    [
      'one plain line, delivery',
      [line(10_000, 0, 2)],
      'D',
      0,
      { all_prices: 20_000, sale_price: 0, sale_price_promo_code: 0, delivery_price: 5000, total_price: 25_000 },
    ],
    [
      'pickup costs no delivery',
      [line(10_000, 0, 2)],
      'T',
      0,
      { all_prices: 20_000, sale_price: 0, sale_price_promo_code: 0, delivery_price: 0, total_price: 20_000 },
    ],
    [
      'all free shipping',
      [line(10_000, 0, 1, true), line(5000, 0, 1, true)],
      'D',
      0,
      { all_prices: 15_000, sale_price: 0, sale_price_promo_code: 0, delivery_price: 0, total_price: 15_000 },
    ],
    [
      'one item not free → delivery',
      [line(10_000, 0, 1, true), line(5000, 0, 1, false)],
      'D',
      0,
      { all_prices: 15_000, sale_price: 0, sale_price_promo_code: 0, delivery_price: 5000, total_price: 20_000 },
    ],
    [
      'discount then promo on the rest',
      [line(10_000, 20, 3)],
      'D',
      10,
      { all_prices: 30_000, sale_price: 6000, sale_price_promo_code: 2400, delivery_price: 5000, total_price: 26_600 },
    ],
    [
      'promo rounds to whole so\u02bbm',
      [line(9999, 0, 1)],
      'T',
      15,
      { all_prices: 9999, sale_price: 0, sale_price_promo_code: 1500, delivery_price: 0, total_price: 8499 },
    ],
  ] as const)('%s', (_name, lines, type, promo, expected) => {
    expect(priceOrder(lines, type, promo)).toEqual(expected);
  });
});

describe('cancelling', () => {
  it.each([
    ['D', 0, true],
    ['D', 1, true],
    ['D', 2, true],
    ['D', 3, false],
    ['D', 4, false],
    ['D', 5, false],
    ['D', 6, false],
    ['D', 8, false],
    ['T', 2, true],
    ['T', 3, true],
    ['T', 5, true],
    ['T', 7, false],
    ['T', 8, false],
  ] as const)('type %s status %i → %s', (type, status, allowed) => expect(canCancel(type, status)).toBe(allowed));
});

describe('an order waiting for its online payment', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, true],
    [7, true],
    [8, false],
  ] as const)('status %i: the delivery time shows → %s (never while unpaid or cancelled)', (status, shown) => {
    expect(showsDeliveryTime(status)).toBe(shown);
  });
  it('offers "Pay" while status 0 has a link to pay, never after', () => {
    expect(awaitsPayment({ status: 0, payment_url: 'https://checkout.paycom.uz/abc' })).toBe(true);
    expect(awaitsPayment({ status: 0, payment_url: null })).toBe(false);
    expect(awaitsPayment({ status: 1, payment_url: null })).toBe(false);
    expect(awaitsPayment({ status: 2, payment_url: 'x' })).toBe(false);
  });
});
