/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';
import type { Product } from '@/lib/contract/catalog';

installMemoryStorage();

describe('favourites after login', () => {
  it("merges the server's list into the device's and leaves nothing to upload", async () => {
    const { useFavourites } = await import('./favourites');
    const p = (id: number) => ({ id, name: `P${id}` }) as unknown as Product;
    useFavourites.getState().toggle(p(1));
    useFavourites.getState().toggle(p(2));
    expect(useFavourites.getState().newFavourites).toEqual([1, 2]);
    useFavourites.getState().mergeServer([p(2), p(3)]);
    const state = useFavourites.getState();
    expect(state.favourites.map((x) => x.id)).toEqual([2, 3, 1]);
    expect(state.newFavourites).toEqual([]);
    expect(state.total_count).toBe(3);
  });
});
