/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';
import type { Product } from '@/lib/contract/catalog';
import { ApiError } from '@/lib/api/http';

installMemoryStorage();

/** The server's basket, as the mocked API keeps it. */
let server: { id: number; count: number; available: number }[] = [];
const saved: { id: number; count: number }[][] = [];
let refuse: number[] = [];

const product = (id: number, available = 10) =>
  ({ id, name: `P${id}`, price: 1000, discount: 0, discount_price: 1000, available, store: { id: 1, brand_name: 'S1' } }) as unknown as Product;
const answer = () => ({ products: server.map(({ id, count, available }) => ({ ...product(id, available), count })) });

jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({}) }));
jest.mock('@/lib/api/tokens', () => ({ hasSession: () => true }));
jest.mock('@/lib/api/basket', () => ({
  getAccountBasket: async () => answer(),
  saveAccountBasket: async (_http: unknown, lines: { id: number; count: number }[]) => {
    const bad = lines.map((l, i) => (refuse.includes(l.id) ? i : -1)).filter((i) => i >= 0);
    if (bad.length) throw new ApiError(400, 'validation_error', 'bad', Object.fromEntries(bad.map((i) => [`products.${i}.id`, 'unknown'])));
    saved.push(lines.map(({ id, count }) => ({ id, count })));
    server = lines.map(({ id, count }) => ({ id, count, available: 10 }));
    return answer();
  },
}));

const lines = async () => {
  const { useBasket } = await import('@/lib/stores/basket');
  const s = useBasket.getState();
  return [...s.products, ...s.not_available].map((p) => `${p.id}:${p.count}`);
};

describe('the account basket sync (ADR 0031)', () => {
  beforeEach(async () => {
    const { useBasket } = await import('@/lib/stores/basket');
    const { useBasketSync } = await import('@/lib/stores/basket-sync');
    useBasket.getState().clear();
    useBasketSync.getState().setSynced(null);
    server = [];
    saved.length = 0;
    refuse = [];
  });

  it('at login merges the device basket into the account basket and saves it: the larger count, account lines first', async () => {
    const { useBasket } = await import('@/lib/stores/basket');
    const { mergeBasket } = await import('./account-basket-sync');
    server = [{ id: 1, count: 3, available: 10 }];
    useBasket.getState().change(product(2), 1);
    useBasket.getState().change(product(1), 1);
    await mergeBasket();
    expect(await lines()).toEqual(['1:3', '2:1']);
    expect(saved).toEqual([
      [
        { id: 1, count: 3 },
        { id: 2, count: 1 },
      ],
    ]);
  });

  it('takes the account basket without saving when the device adds nothing to it', async () => {
    const { mergeBasket } = await import('./account-basket-sync');
    server = [{ id: 5, count: 2, available: 10 }];
    await mergeBasket();
    expect(await lines()).toEqual(['5:2']);
    expect(saved).toEqual([]);
  });

  it('on a load takes the server basket when the device has not changed since, else sends the device basket', async () => {
    const { useBasket } = await import('@/lib/stores/basket');
    const { loadBasket, mergeBasket } = await import('./account-basket-sync');
    await mergeBasket();
    // Changed on another device.
    server = [{ id: 7, count: 1, available: 10 }];
    await loadBasket();
    expect(await lines()).toEqual(['7:1']);
    // Changed here while offline (no save arrived): this device's basket goes up at the next load.
    useBasket.getState().change(product(8), 2);
    await loadBasket();
    expect(saved.at(-1)).toEqual([
      { id: 7, count: 1 },
      { id: 8, count: 2 },
    ]);
    expect(server.map((l) => l.id)).toEqual([7, 8]);
  });

  it('sends a change once; a product the shop no longer sells leaves the basket and the rest is saved', async () => {
    const { useBasket } = await import('@/lib/stores/basket');
    const { mergeBasket, pushBasket } = await import('./account-basket-sync');
    await mergeBasket();
    useBasket.getState().change(product(3), 1);
    useBasket.getState().change(product(4), 1);
    refuse = [3];
    await pushBasket();
    expect(await lines()).toEqual(['4:1']);
    expect(server.map((l) => l.id)).toEqual([4]);
    const before = saved.length;
    await pushBasket();
    expect(saved.length).toBe(before);
  });
});
