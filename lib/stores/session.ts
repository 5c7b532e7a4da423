'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@/lib/contract/account';
import { hasSession, subscribeSession, USER_KEY } from '@/lib/api/tokens';

/**
 * The logged-in shopper as loaded from `GET auth/me/`, kept under the local-storage key `user`
 * so that the account menu shows a name at once. The session lives beside it
 * (lib/api/tokens.ts); when it ends, this goes too.
 */
interface SessionState {
  user: User | null;
  setUser: (user: User | null) => void;
  /** Forgets the user, the stored copy included. */
  clear: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clear: () => {
        set({ user: null });
        useSession.persist.clearStorage();
      },
    }),
    {
      name: USER_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);

// The session ended anywhere (a failed refresh, another tab's logout): the user goes with it.
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (!hasSession() && useSession.getState().user) useSession.getState().clear();
  });
}
