'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CardProduct } from '@/lib/contract/catalog';
import { mergeFavourites, toggleFavourite } from '@/lib/domain/favourites';

/** The favourites state, kept under the local-storage key `favourites`. */
export interface FavouritesState {
  favourites: CardProduct[];
  /** Ids saved on this device and not yet uploaded (they go up after login). */
  newFavourites: number[];
  total_count: number;
}

export interface FavouritesActions {
  toggle: (product: CardProduct) => void;
  /** After login: the server's list merged into the device's; nothing is left to upload. */
  mergeServer: (server: CardProduct[]) => void;
  clear: () => void;
}

const initialFavourites: FavouritesState = { favourites: [], newFavourites: [], total_count: 0 };

export const useFavourites = create<FavouritesState & FavouritesActions>()(
  persist(
    (set) => ({
      ...initialFavourites,
      toggle: (product) =>
        set((state) => {
          const has = state.favourites.some((p) => p.id === product.id);
          const favourites = toggleFavourite(state.favourites, product);
          const newFavourites = has
            ? state.newFavourites.filter((id) => id !== product.id)
            : [...state.newFavourites.filter((id) => id !== product.id), product.id];
          return { favourites, newFavourites, total_count: favourites.length };
        }),
      mergeServer: (server) =>
        set((state) => {
          const favourites = mergeFavourites(state.favourites, server);
          return { favourites, newFavourites: [], total_count: favourites.length };
        }),
      clear: () => set({ ...initialFavourites }),
    }),
    {
      name: 'favourites',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ toggle: _t, mergeServer: _m, clear: _c, ...state }) => state,
    },
  ),
);
