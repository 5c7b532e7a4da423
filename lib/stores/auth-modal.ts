'use client';

import { create } from 'zustand';

/**
 * The spec's login-modal-open flag: the login buttons set it, the auth modal (a later issue)
 * opens whenever it is set and clears it on close. Not persisted.
 */
interface AuthModalState {
  open: boolean;
  openLogin: () => void;
  close: () => void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  open: false,
  openLogin: () => set({ open: true }),
  close: () => set({ open: false }),
}));
