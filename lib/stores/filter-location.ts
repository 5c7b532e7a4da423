'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GeoPoint } from '@/lib/domain/addresses';

/** A delivery point the shopper chose: a label and its coordinates. */
export interface FilterLocationEntry extends GeoPoint {
  address: string;
}

export interface FilterLocationState {
  /** The points used before, newest first (at most 5). */
  list: FilterLocationEntry[];
  /** The chosen point: drives "nearby products" and the distance filter. */
  location: FilterLocationEntry | null;
  /**
   * A delivery address typed as words when no point could be had for it (the map did not load and
   * the geocoder found nothing): the header names it; nothing is filtered by distance. Choosing a
   * point replaces it, and the other way round.
   */
  street: string | null;
}

export interface FilterLocationActions {
  choose: (entry: FilterLocationEntry) => void;
  chooseStreet: (address: string) => void;
  forget: (entry: FilterLocationEntry) => void;
  clear: () => void;
}

const MAX_FILTER_LOCATIONS = 5;

const same = (a: FilterLocationEntry, b: FilterLocationEntry) =>
  a.latitude === b.latitude && a.longitude === b.longitude && a.address.trim() === b.address.trim();

/** The filter locations (a list of addresses), kept under the local-storage key `filter_location`. */
export const useFilterLocation = create<FilterLocationState & FilterLocationActions>()(
  persist(
    (set) => ({
      list: [],
      location: null,
      street: null,
      choose: (entry) =>
        set((state) => ({
          location: entry,
          street: null,
          list: [entry, ...state.list.filter((e) => !same(e, entry))].slice(0, MAX_FILTER_LOCATIONS),
        })),
      chooseStreet: (address) => {
        const text = address.trim();
        if (text) set({ street: text, location: null });
      },
      forget: (entry) =>
        set((state) => ({
          list: state.list.filter((e) => !same(e, entry)),
          location: state.location && same(state.location, entry) ? null : state.location,
        })),
      clear: () => set({ location: null, street: null }),
    }),
    {
      name: 'filter_location',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ list, location, street }) => ({ list, location, street }),
    },
  ),
);
