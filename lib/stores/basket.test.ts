/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';
import { until } from '@/test/until';
import type { Product } from '@/lib/contract/catalog';

const memory = installMemoryStorage();

const product = (id: number, price: number, discount = 0, available = 5, store = 1) =>
  ({
    id,
    name: `P${id}`,
    price,
    discount,
    discount_price: Math.round(price * (1 - discount / 100)),
    available,
    store: { id: store, brand_name: `S${store}` },
  }) as unknown as Product;

describe('basket store', () => {
  it('keeps the basket state under the key basket', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(1, 10_000, 10), 2);
    useBasket.getState().change(product(2, 5_000, 0, 5, 2), 1);
    const state = useBasket.getState();
    expect(state).toMatchObject({ totalCountProduct: 3, all_prices: 25_000, discount_price: 2_000, cost_price: 23_000, delivery_price: 5000 });
    expect(state.store_list.map((s) => s.id)).toEqual([1, 2]);
    const stored = JSON.parse(memory.get('basket')!);
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'all_prices',
        'cost_price',
        'delivery_price',
        'discount_price',
        'not_available',
        'products',
        'promo_code',
        'promo_code_price',
        'store_list',
        'totalCountProduct',
      ].sort(),
    );
  });

  it('drops a store when its last product leaves, and applies a promo code', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().remove(2);
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1]);
    useBasket.getState().setPromoCode({ discount: 10, promocode: 'SAVAT10' });
    // The promotion rules load with the first code: the basket is priced again once they come.
    await until(() => useBasket.getState().promo_code_price > 0);
    expect(useBasket.getState()).toMatchObject({ promo_code_price: 1_800, cost_price: 16_200 });
    // Loaded, they price every later change at once.
    useBasket.getState().change(product(1, 10_000, 10), 1);
    expect(useBasket.getState()).toMatchObject({ all_prices: 30_000, promo_code_price: 2_700, cost_price: 24_300 });
    useBasket.getState().change(product(1, 10_000, 10), -1);
    useBasket.getState().deletePromoCode();
    expect(useBasket.getState()).toMatchObject({ promo_code: { discount: 0, promocode: '' }, cost_price: 18_000 });
    useBasket.getState().clear();
    expect(useBasket.getState().products).toEqual([]);
  });
});

describe('basket store: stock caps, stores, undo and the server check', () => {
  beforeEach(async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().clear();
  });

  it('increments up to the stock and not beyond', async () => {
    const { useBasket } = await import('./basket');
    const p = product(7, 1_000, 0, 3);
    for (let i = 0; i < 5; i++) useBasket.getState().change(p, 1);
    expect(useBasket.getState().products).toEqual([expect.objectContaining({ id: 7, count: 3 })]);
    useBasket.getState().change(p, 10);
    expect(useBasket.getState().totalCountProduct).toBe(3);
  });

  it('removes a product when a negative change brings it to 0, and its store with it', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(1, 1_000, 0, 5, 1), 2);
    useBasket.getState().change(product(2, 1_000, 0, 5, 2), 1);
    useBasket.getState().change(product(3, 1_000, 0, 5, 2), 1);
    useBasket.getState().change(product(2, 1_000, 0, 5, 2), -1);
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1, 2]);
    useBasket.getState().change(product(3, 1_000, 0, 5, 2), -1);
    expect(useBasket.getState().products.map((p) => p.id)).toEqual([1]);
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1]);
  });

  it('puts a removed line back at its place with its count, its store and the totals (undo)', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(1, 1_000, 0, 5, 1), 1);
    useBasket.getState().change(product(2, 2_000, 0, 5, 2), 3);
    useBasket.getState().change(product(3, 1_000, 0, 5, 1), 1);
    const removed = useBasket.getState().products[1]!;
    useBasket.getState().remove(2);
    expect(useBasket.getState()).toMatchObject({ all_prices: 2_000, store_list: [expect.objectContaining({ id: 1 })] });
    useBasket.getState().putBack(removed, 1);
    expect(useBasket.getState().products.map((p) => [p.id, p.count])).toEqual([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
    expect(useBasket.getState()).toMatchObject({ all_prices: 8_000, totalCountProduct: 5 });
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1, 2]);
    // Added again before the undo: the newer line stays.
    useBasket.getState().remove(2);
    useBasket.getState().change(product(2, 2_000, 0, 5, 2), 1);
    useBasket.getState().putBack(removed, 1);
    expect(useBasket.getState().products.find((p) => p.id === 2)?.count).toBe(1);
  });

  it('never adds an out-of-stock product', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(9, 1_000, 0, 0), 1);
    expect(useBasket.getState().products).toEqual([]);
  });

  it('applies the server check: counts capped, unavailable lines set aside, totals over the available', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(1, 10_000, 0, 10, 1), 4);
    useBasket.getState().change(product(2, 5_000, 0, 10, 2), 1);
    useBasket.getState().applyServerCheck([
      { ...product(1, 10_000, 0, 2, 1), count: 2 },
      { ...product(2, 5_000, 0, 0, 2), count: 0 },
    ]);
    const state = useBasket.getState();
    expect(state.products).toEqual([expect.objectContaining({ id: 1, count: 2 })]);
    expect(state.not_available).toEqual([expect.objectContaining({ id: 2, available: 0 })]);
    expect(state).toMatchObject({ totalCountProduct: 2, all_prices: 20_000, cost_price: 20_000 });
    // The store of a line set aside stays listed until the line is removed.
    expect(state.store_list.map((s) => s.id)).toEqual([1, 2]);
    useBasket.getState().remove(2);
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1]);
  });

  it('clearing resets everything to the defaults', async () => {
    const { useBasket, initialBasket } = await import('./basket');
    useBasket.getState().change(product(1, 10_000, 10, 10), 2);
    useBasket.getState().setPromoCode({ discount: 5, promocode: 'X' });
    useBasket.getState().clear();
    const {
      change: _c,
      remove: _r,
      putBack: _p,
      clear: _cl,
      setPromoCode: _s,
      deletePromoCode: _d,
      applyServerCheck: _a,
      replaceLines: _rl,
      ...state
    } = useBasket.getState();
    expect(state).toEqual(initialBasket);
  });

  it('takes the account basket in place of its lines: in stock first, sold out set aside, totals over the in-stock', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().clear();
    useBasket.getState().change(product(9, 1_000), 3);
    useBasket.getState().replaceLines([
      { ...product(2, 5_000, 0, 0, 2), count: 2 },
      { ...product(1, 10_000, 0, 10, 1), count: 3 },
    ]);
    const state = useBasket.getState();
    expect(state.products.map(({ id, count }) => ({ id, count }))).toEqual([{ id: 1, count: 3 }]);
    expect(state.not_available.map(({ id, count }) => ({ id, count }))).toEqual([{ id: 2, count: 2 }]);
    expect(state).toMatchObject({ totalCountProduct: 3, all_prices: 30_000 });
    expect(state.store_list.map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('favourites store', () => {
  it('toggles and counts, remembering what is not uploaded yet', async () => {
    const { useFavourites } = await import('./favourites');
    useFavourites.getState().toggle(product(1, 100));
    useFavourites.getState().toggle(product(2, 100));
    expect(useFavourites.getState()).toMatchObject({ total_count: 2, newFavourites: [1, 2] });
    useFavourites.getState().toggle(product(1, 100));
    expect(useFavourites.getState()).toMatchObject({ total_count: 1, newFavourites: [2] });
    expect(JSON.parse(memory.get('favourites')!).state.total_count).toBe(1);
  });
});
