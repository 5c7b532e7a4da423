import { orderTotals, splitByWeight, toCollect } from './order-totals';

const line = (id: number, store: number, price: number, count: number, discount_price = price) => ({
  id,
  price,
  discount: discount_price < price ? Math.round(100 - (discount_price * 100) / price) : 0,
  discount_price,
  available: 100,
  count,
  store: { id: store },
  free_shipping: false,
});

describe('splitByWeight', () => {
  it('adds up to the amount exactly', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(22_200, [71_700, 150_300])).toEqual([7170, 15_030]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
    expect(splitByWeight(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('orderTotals', () => {
  it("gives one store's part the whole order: delivery added, promo taken off", () => {
    const t = orderTotals([line(1, 1, 111_000, 2)], 'D', 10);
    expect(t.order.total_price).toBe(222_000 - 22_200 + 5000);
    expect(t.parts).toEqual([{ store: 1, subtotal: 222_000, delivery_price: 5000, discount: 22_200, total: 204_800 }]);
  });

  it("splits the promo between stores so that the parts add up to the order to the so'm", () => {
    const lines = [line(1, 1, 33_333, 1), line(2, 2, 10_001, 3, 9_999), line(3, 3, 7, 1)];
    const t = orderTotals(lines, 'D', 7);
    expect(t.parts.reduce((s, p) => s + p.total, 0)).toBe(t.order.total_price);
    expect(t.parts.reduce((s, p) => s + p.discount, 0)).toBe(t.order.sale_price_promo_code);
  });

  it('never raises a fee past what checkout charged', () => {
    const terms = new Map([[1, { min_order: 0, fee: 8000, free_from: 50_000, eta_min: 30, eta_max: 60, slots: [] }]]);
    const t = orderTotals([line(1, 1, 20_000, 1)], 'D', 0, terms, new Map([[1, 0]]));
    expect(t.parts[0]!.delivery_price).toBe(0);
    expect(t.order.total_price).toBe(20_000);
  });

  it('charges no delivery for pickup', () => {
    expect(orderTotals([line(1, 1, 5000, 1)], 'T').parts[0]!.delivery_price).toBe(0);
  });
});

describe('toCollect', () => {
  it('is nothing when paid online, the total otherwise', () => {
    expect(toCollect(77_700, 'payme')).toBe(0);
    expect(toCollect(77_700, 'click')).toBe(0);
    expect(toCollect(77_700, 'cash')).toBe(77_700);
    expect(toCollect(77_700, 'card')).toBe(77_700);
  });
});
