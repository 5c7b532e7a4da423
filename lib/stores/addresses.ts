'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addAddress, chooseMainAddress, initialAddresses, removeAddress, type AddressesState, type GeoPoint } from '@/lib/domain/addresses';

export interface AddressesActions {
  add: (entry: { address: string; location?: GeoPoint | null }) => void;
  remove: (id: number) => void;
  choose: (id: number) => void;
}

/** The addresses on this device (main_address and address_list), kept under the local-storage key `address`. */
export const useAddresses = create<AddressesState & AddressesActions>()(
  persist(
    (set) => ({
      ...initialAddresses,
      add: (entry) => set((state) => addAddress(state, entry)),
      remove: (id) => set((state) => removeAddress(state, id)),
      choose: (id) => set((state) => chooseMainAddress(state, id)),
    }),
    {
      name: 'address',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ main_address, address_list }) => ({ main_address, address_list }),
    },
  ),
);
