import { itemState, needsConsent, pricedLines, refundDue, repriceOrder, weightBounds, type RepriceLine } from './order-changes';
import { lineTotal } from './order-lines';

const line = (over: Partial<RepriceLine> = {}): RepriceLine => ({
  id: 1,
  store: 1,
  price: 10_000,
  discount_price: 10_000,
  quantity: 1,
  weight_grams: null,
  weight_step: null,
  free_shipping: false,
  ...over,
});
const terms = new Map([
  [1, { min_order: 0, fee: 5000, free_from: 50_000, eta_min: 30, eta_max: 60, slots: [] }],
  [2, { min_order: 0, fee: 7000, free_from: null, eta_min: 30, eta_max: 60, slots: [] }],
]);

describe('itemState', () => {
  const base = { id: 1, quantity: 2, ordered_quantity: null, weight_grams: null, replaces_item_id: null };
  it('reads each change', () => {
    expect(itemState(base, [base])).toBe('ordered');
    expect(itemState({ ...base, quantity: 1, ordered_quantity: 2 }, [])).toBe('reduced');
    expect(itemState({ ...base, quantity: 0, ordered_quantity: 2 }, [])).toBe('unavailable');
    const sub = { ...base, id: 2, replaces_item_id: 1 };
    expect(itemState({ ...base, quantity: 0, ordered_quantity: 2 }, [sub])).toBe('replaced');
    expect(itemState(sub, [])).toBe('substitute');
    expect(itemState({ ...base, weight_grams: 2100 }, [])).toBe('weighed');
  });
});

describe('repriceOrder', () => {
  it('leaves out lines made unavailable and prices the rest as checkout does', () => {
    const { order, parts } = repriceOrder([line({ quantity: 2 }), line({ id: 2, quantity: 0 })], 'D', 0, terms, new Map([[1, 5000]]));
    expect(order).toEqual({ all_prices: 20_000, sale_price: 0, sale_price_promo_code: 0, delivery_price: 5000, total_price: 25_000 });
    expect(parts).toEqual([{ store: 1, subtotal: 20_000, delivery_price: 5000, discount: 0, total: 25_000 }]);
  });

  it('never raises the fee over what was charged: free stays free below the free-from amount', () => {
    const { order } = repriceOrder([line({ quantity: 3 })], 'D', 0, terms, new Map([[1, 0]]));
    expect(order.delivery_price).toBe(0);
    expect(order.total_price).toBe(30_000);
  });

  it('shares the promo among stores to the so‘m', () => {
    const { order, parts } = repriceOrder(
      [line({ price: 33_333, discount_price: 33_333 }), line({ id: 2, store: 2, price: 16_667, discount_price: 16_667 })],
      'D',
      15,
      terms,
      new Map(),
    );
    expect(order.sale_price_promo_code).toBe(7500);
    expect(parts.reduce((s, p) => s + p.total, 0)).toBe(order.total_price);
  });

  it('prices a weighed line by its packed weight, discount and all', () => {
    const weighed = line({ price: 40_000, discount_price: 36_000, quantity: 2, weight_grams: 2150, weight_step: 1000 });
    expect(lineTotal(weighed)).toBe(77_400);
    const [priced] = pricedLines([weighed]);
    expect(priced).toMatchObject({ price: 86_000, discount_price: 77_400, count: 1 });
    const { order } = repriceOrder([weighed], 'T', 0, terms, new Map());
    expect(order).toMatchObject({ all_prices: 86_000, sale_price: 8_600, total_price: 77_400 });
  });
});

describe('limits', () => {
  it('asks for consent above 10 % over the total at placing', () => {
    expect(needsConsent(110_000, 100_000)).toBe(false);
    expect(needsConsent(110_001, 100_000)).toBe(true);
  });
  it('owes back what was paid over the total, never less than nothing', () => {
    expect(refundDue(50_000, 42_000)).toBe(8_000);
    expect(refundDue(50_000, 55_000)).toBe(0);
  });
  it('bounds a weight at ±10 % of quantity × step', () => {
    expect(weightBounds(2, 1000)).toEqual({ min: 1800, max: 2200 });
    expect(weightBounds(1, 500)).toEqual({ min: 450, max: 550 });
  });
});
