'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * What this device last agreed with the server about a logged-in shopper's basket (ADR 0031),
 * beside the device's `basket` key and not in it, under `basket_sync`: the lines' key
 * (lib/domain/basket-merge.ts linesKey) of the last basket read or saved, or null when this device
 * has not synced since the login (then the next sync merges). A basket whose key differs was
 * changed here since (perhaps offline): it goes up instead of being replaced by the server's.
 */
export interface BasketSyncState {
  synced: string | null;
  setSynced: (key: string | null) => void;
}

export const useBasketSync = create<BasketSyncState>()(
  persist(
    (set) => ({
      synced: null,
      setSynced: (synced) => set({ synced }),
    }),
    {
      name: 'basket_sync',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ synced }) => ({ synced }),
    },
  ),
);
