import { priceOrder } from './order';
import { orderTotals } from './order-totals';
import { partMoney } from './part-money';
import { placedPromoSet, platformPercent, priceBasket, type PromoTerms } from './promotions';
import { storePromoIssues } from './promo';

const line = (id: number, store: number, price: number, count: number, discount_price = price, free_shipping = false) => ({
  id,
  price,
  discount: discount_price < price ? Math.round(100 - (discount_price * 100) / price) : 0,
  discount_price,
  available: 100,
  count,
  store: { id: store },
  free_shipping,
});

let nextId = 100;
const promo = (terms: Partial<PromoTerms> & Pick<PromoTerms, 'store' | 'kind'>): PromoTerms => ({
  id: nextId++,
  code: null,
  discount: 0,
  amount: 0,
  min_basket: 0,
  ...terms,
});
const code = (store: number | null, terms: Partial<PromoTerms> & Pick<PromoTerms, 'kind'>) => promo({ code: 'KOD', store, ...terms });

describe('priceBasket: the platform code as before', () => {
  it.each([
    [0, 'D'],
    [10, 'D'],
    [15, 'T'],
    [100, 'D'],
  ] as const)('gives priceOrder the same figures for %i%% (%s)', (percent, type) => {
    const lines = [line(1, 1, 9999, 3, 7777), line(2, 2, 12_345, 1), line(3, 2, 500, 7)];
    const priced = priceBasket(lines, type, { code: platformPercent(percent) });
    const all = 9999 * 3 + 12_345 + 500 * 7;
    const sale = (9999 - 7777) * 3;
    const promoOff = Math.round(((all - sale) * percent) / 100);
    expect(priced.order).toEqual({
      all_prices: all,
      sale_price: sale,
      sale_price_promo_code: promoOff,
      delivery_price: type === 'D' ? 10_000 : 0,
      total_price: all - sale - promoOff + (type === 'D' ? 10_000 : 0),
    });
    expect(priceOrder(lines, type, percent)).toEqual(priced.order);
    expect(priced.stores.reduce((s, g) => s + g.total, 0)).toBe(priced.order.total_price);
    expect(priced.code).toEqual(percent ? { status: 'applied', missing: 0 } : null);
  });
});

describe("priceBasket: a store's code", () => {
  const lines = [line(1, 1, 30_000, 1), line(2, 2, 20_000, 1)];

  it("takes its percent off its store's goods only, rounded to the so'm", () => {
    const priced = priceBasket([line(1, 1, 33_333, 1), line(2, 2, 20_000, 1)], 'D', { code: code(1, { kind: 'percent', discount: 15 }) });
    // 15 % of 33 333 = 4 999.95 → 5 000.
    expect(priced.stores.map((g) => g.discount)).toEqual([5000, 0]);
    expect(priced.order.sale_price_promo_code).toBe(5000);
    expect(priced.order.total_price).toBe(33_333 + 20_000 - 5000 + 10_000);
    expect(priced.code).toEqual({ status: 'applied', missing: 0 });
    expect(priced.applied).toEqual([expect.objectContaining({ store: 1, saving: 5000, delivery_saving: 0 })]);
  });

  it("never takes a fixed amount past its store's goods", () => {
    const priced = priceBasket(lines, 'D', { code: code(2, { kind: 'fixed', amount: 50_000 }) });
    expect(priced.stores.map((g) => g.discount)).toEqual([0, 20_000]);
    expect(priced.stores[1]!.total).toBe(5000);
    const small = priceBasket(lines, 'D', { code: code(2, { kind: 'fixed', amount: 7000 }) });
    expect(small.order.sale_price_promo_code).toBe(7000);
  });

  it('makes delivery from its store free, and only from it', () => {
    const priced = priceBasket(lines, 'D', { code: code(1, { kind: 'free_delivery' }) });
    expect(priced.stores.map((g) => g.delivery_price)).toEqual([0, 5000]);
    expect(priced.order.delivery_price).toBe(5000);
    expect(priced.order.sale_price_promo_code).toBe(0);
    expect(priced.applied[0]).toMatchObject({ kind: 'free_delivery', saving: 0, delivery_saving: 5000 });
    // Pickup: nothing to waive, the code still holds.
    expect(priceBasket(lines, 'T', { code: code(1, { kind: 'free_delivery' }) }).code!.status).toBe('applied');
  });

  it("is not for a basket without its store's goods", () => {
    const priced = priceBasket([line(2, 2, 20_000, 1)], 'D', { code: code(1, { kind: 'percent', discount: 50 }) });
    expect(priced.code).toEqual({ status: 'not_for_these_goods', missing: 0 });
    expect(priced.order.sale_price_promo_code).toBe(0);
    expect(priced.applied).toEqual([]);
  });

  it("waits for its minimum of its store's goods (after their own discounts)", () => {
    const c = code(1, { kind: 'percent', discount: 10, min_basket: 40_000 });
    // 2 × 25 000 discounted to 19 000 = 38 000 < 40 000.
    const below = priceBasket([line(1, 1, 25_000, 2, 19_000), line(2, 2, 90_000, 1)], 'D', { code: c });
    expect(below.code).toEqual({ status: 'below_minimum', missing: 2000 });
    expect(below.order.sale_price_promo_code).toBe(0);
    const reached = priceBasket([line(1, 1, 25_000, 2, 20_000)], 'D', { code: c });
    expect(reached.code!.status).toBe('applied');
    expect(reached.order.sale_price_promo_code).toBe(4000);
  });
});

describe('priceBasket: automatic offers', () => {
  it('applies the best offer of each store whose terms hold, by itself', () => {
    const offers = [
      promo({ store: 1, kind: 'percent', discount: 5 }),
      promo({ store: 1, kind: 'fixed', amount: 2000 }),
      promo({ store: 1, kind: 'percent', discount: 20, min_basket: 100_000 }),
      promo({ store: 2, kind: 'free_delivery' }),
      promo({ store: 3, kind: 'percent', discount: 50 }),
    ];
    const priced = priceBasket([line(1, 1, 60_000, 1), line(2, 2, 10_000, 1)], 'D', { offers });
    // Store 1: 5 % = 3000 beats 2000 off; the 20 % needs 100 000. Store 2: its fee. Store 3 has no goods here.
    expect(priced.stores.map((g) => [g.promo?.id, g.discount, g.delivery_price])).toEqual([
      [offers[0]!.id, 3000, 5000],
      [offers[3]!.id, 0, 0],
    ]);
    expect(priced.stores[0]!.next_offer).toEqual({ promo: offers[2], missing: 40_000 });
    // An offer further on that would save less than what applies now is not held out.
    const less = priceBasket([line(1, 1, 60_000, 1)], 'D', { offers: [offers[0]!, promo({ store: 1, kind: 'fixed', amount: 1000, min_basket: 70_000 })] });
    expect(less.stores[0]!.next_offer).toBeNull();
    expect(priced.order.total_price).toBe(70_000 - 3000 + 5000);
    expect(priced.code).toBeNull();
  });

  it('counts free delivery by the fee it saves: nothing saved on pickup, so nothing applies', () => {
    const offers = [promo({ store: 1, kind: 'free_delivery' }), promo({ store: 1, kind: 'fixed', amount: 3000 })];
    expect(priceBasket([line(1, 1, 60_000, 1)], 'D', { offers }).stores[0]!.promo!.kind).toBe('free_delivery');
    expect(priceBasket([line(1, 1, 60_000, 1)], 'T', { offers }).stores[0]!.promo!.kind).toBe('fixed');
    expect(priceBasket([line(1, 1, 60_000, 1)], 'T', { offers: [offers[0]!] }).applied).toEqual([]);
  });

  it("puts the shopper's code against the store's offers: the better one applies, a tie goes to the code", () => {
    const offer = promo({ store: 1, kind: 'percent', discount: 10 });
    const better = priceBasket([line(1, 1, 50_000, 1)], 'D', { offers: [offer], code: code(1, { kind: 'percent', discount: 5 }) });
    expect(better.code!.status).toBe('outdone');
    expect(better.applied.map((p) => p.id)).toEqual([offer.id]);
    const tie = code(1, { kind: 'fixed', amount: 5000 });
    const tied = priceBasket([line(1, 1, 50_000, 1)], 'D', { offers: [offer], code: tie });
    expect(tied.code!.status).toBe('applied');
    expect(tied.applied.map((p) => p.id)).toEqual([tie.id]);
  });

  it('takes the platform code off what is left after the stores’ promotions, the parts adding up to the order', () => {
    const offers = [promo({ store: 1, kind: 'fixed', amount: 10_000 })];
    const lines = [line(1, 1, 33_333, 1), line(2, 2, 10_000, 3, 8999)];
    const priced = priceBasket(lines, 'D', { offers, code: platformPercent(7) });
    const rest = 33_333 - 10_000 + 8999 * 3;
    expect(priced.order.sale_price_promo_code).toBe(10_000 + Math.round((rest * 7) / 100));
    expect(priced.stores.reduce((s, g) => s + g.discount, 0)).toBe(priced.order.sale_price_promo_code);
    expect(priced.stores.reduce((s, g) => s + g.total, 0)).toBe(priced.order.total_price);
    expect(priced.applied.map((p) => p.store)).toEqual([1, null]);
  });
});

describe('a placed order priced again', () => {
  it('keeps its promotions whatever its goods are now, a fixed amount shrinking with them', () => {
    const stored = [
      { ...promo({ store: 1, kind: 'fixed', amount: 15_000, min_basket: 50_000 }), saving: 15_000, delivery_saving: 0 },
      { ...promo({ store: 2, kind: 'free_delivery', min_basket: 80_000 }), saving: 0, delivery_saving: 5000 },
    ];
    const t = orderTotals(
      [line(1, 1, 12_000, 1), line(2, 2, 20_000, 1)],
      'D',
      placedPromoSet(stored, null),
      undefined,
      new Map([
        [1, 5000],
        [2, 0],
      ]),
    );
    expect(t.parts.map((p) => [p.discount, p.delivery_price])).toEqual([
      [12_000, 5000],
      [0, 0],
    ]);
    expect(t.applied.map((p) => p.kind)).toEqual(['fixed', 'free_delivery']);
  });

  it('prices an order from before store promotions by its platform percent', () => {
    const lines = [line(1, 1, 40_000, 1)];
    expect(orderTotals(lines, 'D', placedPromoSet(null, 10)).order).toEqual(orderTotals(lines, 'D', 10).order);
  });

  it("gives each part its store's promotion and its share of the platform code's", () => {
    const money = partMoney(
      {
        type: 'D',
        payment_type: 'cash',
        sale_price_promo_code: 10_000 + 1000,
        deliveries: [
          { store: { id: 1 }, delivery_price: 5000 },
          { store: { id: 2 }, delivery_price: 5000 },
        ],
        promotions: [
          { store: 1, saving: 10_000 },
          { store: null, saving: 1000 },
        ],
      },
      [
        { store_id: 1, status: 2 },
        { store_id: 2, status: 2 },
      ],
      [
        { store_id: 1, price: 30_000, discount_price: 30_000, quantity: 1 },
        { store_id: 2, price: 20_000, discount_price: 20_000, quantity: 1 },
      ],
    );
    expect(money.get(1)).toMatchObject({ discount: 10_000 + 500, total: 30_000 + 5000 - 10_500 });
    expect(money.get(2)).toMatchObject({ discount: 500, total: 20_000 + 5000 - 500 });
  });
});

describe("a store promotion's terms", () => {
  const now = '2026-01-01T00:00:00+05:00';
  const later = '2026-02-01T00:00:00+05:00';
  it.each([
    [{ auto: false, promocode: 'KORZINKA10', kind: 'percent', discount: 10 }, {}],
    [{ auto: true, kind: 'free_delivery', min_basket: 100_000 }, {}],
    [{ auto: false, promocode: 'x', kind: 'percent', discount: 10 }, { promocode: 'codeInvalid' }],
    [{ auto: true, promocode: 'ABC', kind: 'fixed', amount: 5000 }, { promocode: 'codeForOffer' }],
    [{ auto: true, kind: 'percent', discount: 0 }, { discount: 'discountRange' }],
    [{ auto: true, kind: 'percent', discount: 101 }, { discount: 'discountRange' }],
    [{ auto: true, kind: 'fixed', amount: 0 }, { amount: 'amountRange' }],
    [{ auto: true, kind: 'fixed', amount: 1.5 }, { amount: 'amountRange' }],
    [{ auto: true, kind: 'free_delivery', min_basket: -1 }, { min_basket: 'minBasketRange' }],
    [{ auto: true, kind: 'free_delivery', valid_from: later, valid_until: now }, { valid_until: 'untilBeforeFrom' }],
  ] as const)('%j → %j', (terms, issues) => {
    expect(storePromoIssues({ valid_from: now, valid_until: later, ...terms })).toEqual(issues);
  });
});
