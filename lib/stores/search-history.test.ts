/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';

const memory = installMemoryStorage();

describe('search history store', () => {
  it('keeps the terms newest first, without duplicates, under the key search_history', async () => {
    const { useSearchHistory } = await import('./search-history');
    const { add } = useSearchHistory.getState();
    add('olma');
    add(' non ');
    add('olma');
    add('');
    expect(useSearchHistory.getState().history).toEqual(['non', 'olma']);
    expect(JSON.parse(memory.get('search_history')!).state).toEqual({ history: ['non', 'olma'] });
  });

  it('removes one term and clears all', async () => {
    const { useSearchHistory } = await import('./search-history');
    useSearchHistory.getState().add('sut');
    useSearchHistory.getState().remove('non');
    expect(useSearchHistory.getState().history).toEqual(['sut', 'olma']);
    useSearchHistory.getState().clear();
    expect(useSearchHistory.getState().history).toEqual([]);
    expect(JSON.parse(memory.get('search_history')!).state).toEqual({ history: [] });
  });

  it('ignores a broken stored value', async () => {
    memory.set('search_history', JSON.stringify({ state: { history: ['ok', 3, null, ' '] }, version: 0 }));
    const { useSearchHistory } = await import('./search-history');
    await useSearchHistory.persist.rehydrate();
    expect(useSearchHistory.getState().history).toEqual(['ok']);
  });
});
