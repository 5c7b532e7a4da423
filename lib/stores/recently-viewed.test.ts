/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';

const memory = installMemoryStorage();

describe('recently viewed store', () => {
  it('keeps the viewed products newest first, each once, under the key recently_viewed', async () => {
    const { useRecentlyViewed } = await import('./recently-viewed');
    const { add } = useRecentlyViewed.getState();
    add(3);
    add(5);
    add(3);
    expect(useRecentlyViewed.getState().viewed.map((e) => e.id)).toEqual([3, 5]);
    const stored = JSON.parse(memory.get('recently_viewed')!).state.viewed as { id: number; at: number }[];
    expect(stored.map((e) => e.id)).toEqual([3, 5]);
    expect(stored.every((e) => typeof e.at === 'number')).toBe(true);
    useRecentlyViewed.getState().clear();
    expect(useRecentlyViewed.getState().viewed).toEqual([]);
  });

  it('ignores a broken stored value', async () => {
    memory.set('recently_viewed', JSON.stringify({ state: { viewed: [{ id: 2, at: 5 }, { id: 'x', at: 9 }, 7, { id: 4, at: 8 }] }, version: 0 }));
    const { useRecentlyViewed } = await import('./recently-viewed');
    await useRecentlyViewed.persist.rehydrate();
    expect(useRecentlyViewed.getState().viewed).toEqual([
      { id: 4, at: 8 },
      { id: 2, at: 5 },
    ]);
  });
});
