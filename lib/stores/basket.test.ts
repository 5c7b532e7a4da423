/**
 * @jest-environment node
 */
import type { Product } from '@/lib/api/types';

// A minimal local storage for the persisted stores.
const memory = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  value: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  },
  configurable: true,
});

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
  it('keeps the spec state under the key basket', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().change(product(1, 10_000, 10), 2);
    useBasket.getState().change(product(2, 5_000, 0, 5, 2), 1);
    const state = useBasket.getState();
    expect(state).toMatchObject({ totalCountProduct: 3, all_prices: 25_000, discount_price: 2_000, cost_price: 23_000, delivery_price: 5000 });
    expect(state.store_list.map((s) => s.id)).toEqual([1, 2]);
    const stored = JSON.parse(memory.get('basket')!);
    expect(Object.keys(stored.state).sort()).toEqual(
      ['all_prices', 'cost_price', 'delivery_price', 'discount_price', 'not_available', 'products', 'promo_code', 'promo_code_price', 'store_list', 'totalCountProduct'].sort(),
    );
  });

  it('drops a store when its last product leaves, and applies a promo code', async () => {
    const { useBasket } = await import('./basket');
    useBasket.getState().remove(2);
    expect(useBasket.getState().store_list.map((s) => s.id)).toEqual([1]);
    useBasket.getState().setPromoCode({ discount: 10, promocode: 'SAVAT10' });
    expect(useBasket.getState()).toMatchObject({ promo_code_price: 1_800, cost_price: 16_200 });
    useBasket.getState().deletePromoCode();
    expect(useBasket.getState()).toMatchObject({ promo_code: { discount: 0, promocode: '' }, cost_price: 18_000 });
    useBasket.getState().clear();
    expect(useBasket.getState().products).toEqual([]);
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
