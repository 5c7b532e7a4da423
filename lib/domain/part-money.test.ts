import { partMoney } from './part-money';

const line = (store_id: number, price: number, quantity: number, extra: { discount_price?: number; weight_grams?: number; weight_step?: number } = {}) => ({
  store_id,
  price,
  discount_price: extra.discount_price ?? price,
  quantity,
  weight_grams: extra.weight_grams ?? null,
  weight_step: extra.weight_step ?? null,
});
const deliveries = [
  { store: { id: 1 }, delivery_price: 5000 },
  { store: { id: 2 }, delivery_price: 0 },
];

describe('partMoney', () => {
  it("shares the stored promo by the parts' goods, with the fee charged, adding up to the order", () => {
    const lines = [line(1, 10_001, 2), line(2, 30_000, 1, { discount_price: 20_002 })];
    const money = partMoney(
      { type: 'D', payment_type: 'cash', sale_price_promo_code: 4001, deliveries },
      [
        { store_id: 1, status: 2 },
        { store_id: 2, status: 2 },
      ],
      lines,
    );
    // Equal goods: the so'm left over by the rounding goes to the first.
    expect(money.get(1)).toEqual({ subtotal: 20_002, delivery_price: 5000, discount: 2001, total: 23_001, to_collect: 23_001 });
    expect(money.get(2)).toEqual({ subtotal: 20_002, delivery_price: 0, discount: 2000, total: 18_002, to_collect: 18_002 });
    // 40 004 of goods + 5 000 − 4 001 = 41 003.
    expect(money.get(1)!.total + money.get(2)!.total).toBe(41_003);
  });

  it('charges no delivery for pickup, collects nothing online or for a cancelled part, and weighs weighed lines', () => {
    const lines = [line(1, 24_000, 2, { weight_grams: 2150, weight_step: 1000 }), line(2, 1000, 3)];
    const parts = [
      { store_id: 1, status: 3 },
      { store_id: 2, status: 8 },
    ];
    const pickup = partMoney({ type: 'T', payment_type: 'cash', sale_price_promo_code: 0, deliveries }, parts, lines);
    expect(pickup.get(1)).toEqual({ subtotal: 51_600, delivery_price: 0, discount: 0, total: 51_600, to_collect: 51_600 });
    expect(pickup.get(2)).toMatchObject({ total: 3000, to_collect: 0 });
    const online = partMoney({ type: 'D', payment_type: 'click', sale_price_promo_code: 0, deliveries }, parts, lines);
    expect(online.get(1)).toMatchObject({ total: 56_600, to_collect: 0 });
  });
});
