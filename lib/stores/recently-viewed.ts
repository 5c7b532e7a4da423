'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addViewed, cleanViewed, type ViewedEntry } from '@/lib/domain/shelves';

/** The products viewed on this device (id and time, newest first), under the local-storage key `recently_viewed`. */
export interface RecentlyViewedState {
  viewed: ViewedEntry[];
}

export interface RecentlyViewedActions {
  /** Records that the product page of `id` was seen now. */
  add: (id: number) => void;
  clear: () => void;
}

const RECENTLY_VIEWED_KEY = 'recently_viewed';

export const useRecentlyViewed = create<RecentlyViewedState & RecentlyViewedActions>()(
  persist(
    (set) => ({
      viewed: [],
      add: (id) => set((state) => ({ viewed: addViewed(state.viewed, id, Date.now()) })),
      clear: () => set({ viewed: [] }),
    }),
    {
      name: RECENTLY_VIEWED_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ viewed }) => ({ viewed }),
      merge: (persisted, current) => ({ ...current, viewed: cleanViewed((persisted as Partial<RecentlyViewedState> | undefined)?.viewed) }),
    },
  ),
);
