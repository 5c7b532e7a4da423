'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addTerm, clearTerms, removeTerm } from '@/lib/domain/search-history';

/** The search history (a list of strings, newest first), kept under the local-storage key `search_history`. */
export interface SearchHistoryState {
  history: string[];
}

export interface SearchHistoryActions {
  add: (term: string) => void;
  remove: (term: string) => void;
  clear: () => void;
}

const SEARCH_HISTORY_KEY = 'search_history';

export const useSearchHistory = create<SearchHistoryState & SearchHistoryActions>()(
  persist(
    (set) => ({
      history: [],
      add: (term) => set((state) => ({ history: addTerm(state.history, term) })),
      remove: (term) => set((state) => ({ history: removeTerm(state.history, term) })),
      clear: () => set({ history: clearTerms() }),
    }),
    {
      name: SEARCH_HISTORY_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ history }) => ({ history }),
      // A hand-edited or older entry must not break the header: keep only strings.
      merge: (persisted, current) => {
        const stored = (persisted as Partial<SearchHistoryState> | undefined)?.history;
        const history = Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
        return { ...current, history };
      },
    },
  ),
);
