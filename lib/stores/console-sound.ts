'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Whether the orders board chimes for a new order, per device, under the local-storage key
 * `savat-console-sound`. On unless muted here: a manager must not miss an order because sound was
 * never turned on (the browser still lets it play only after the first click on the page).
 */
const CONSOLE_SOUND_KEY = 'savat-console-sound';

interface ConsoleSoundState {
  on: boolean;
  setOn: (on: boolean) => void;
}

export const useConsoleSound = create<ConsoleSoundState>()(
  persist((set) => ({ on: true, setOn: (on) => set({ on }) }), {
    name: CONSOLE_SOUND_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ on }) => ({ on }),
    merge: (persisted, current) => ({ ...current, on: (persisted as Partial<ConsoleSoundState> | undefined)?.on !== false }),
  }),
);
