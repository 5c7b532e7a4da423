/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';

installMemoryStorage();

describe('multi-store notice', () => {
  test.each([
    { stores: [] as number[], adding: 1, dontAsk: false, open: false },
    { stores: [1], adding: 1, dontAsk: false, open: false },
    { stores: [1], adding: 2, dontAsk: false, open: true },
    { stores: [1, 2], adding: 3, dontAsk: false, open: false },
    { stores: [1], adding: 2, dontAsk: true, open: false },
  ])('stores $stores + store $adding (dontAsk $dontAsk) → open $open', async ({ stores, adding, dontAsk, open }) => {
    const { useMultiStoreNotice } = await import('./multi-store-notice');
    useMultiStoreNotice.setState({ open: false, dontAsk });
    useMultiStoreNotice.getState().beforeAdd(stores, adding);
    expect(useMultiStoreNotice.getState().open).toBe(open);
  });

  it('remembers "don\'t ask again" on the device', async () => {
    const { useMultiStoreNotice } = await import('./multi-store-notice');
    useMultiStoreNotice.setState({ open: true, dontAsk: false });
    useMultiStoreNotice.getState().close(true);
    expect(useMultiStoreNotice.getState()).toMatchObject({ open: false, dontAsk: true });
    expect(JSON.parse(localStorage.getItem('multi_store_notice')!).state).toEqual({ dontAsk: true });
  });
});
