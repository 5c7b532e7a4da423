'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The "your order will come from several stores" notice: shown when the basket first holds a
 * second store; "don't ask again" is kept under the local-storage key `multi_store_notice`.
 */
interface MultiStoreNoticeState {
  dontAsk: boolean;
  open: boolean;
  /** Called before a product is added: opens the notice when it brings a second store. */
  beforeAdd: (storeIds: readonly number[], storeId: number) => void;
  close: (dontAsk: boolean) => void;
}

export const useMultiStoreNotice = create<MultiStoreNoticeState>()(
  persist(
    (set, get) => ({
      dontAsk: false,
      open: false,
      beforeAdd: (storeIds, storeId) => {
        if (get().dontAsk || storeIds.length !== 1 || storeIds[0] === storeId) return;
        set({ open: true });
      },
      close: (dontAsk) => set({ open: false, dontAsk: dontAsk || get().dontAsk }),
    }),
    { name: 'multi_store_notice', storage: createJSONStorage(() => localStorage), partialize: ({ dontAsk }) => ({ dontAsk }) },
  ),
);
