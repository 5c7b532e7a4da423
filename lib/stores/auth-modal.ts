'use client';

import { create } from 'zustand';
import type { AuthEntryStep } from '@/lib/domain/auth-flow';

/**
 * The login modal's open flag and what the modal opens with. Any action that needs an
 * account calls `openLogin(afterLogin)`: the continuation runs once the shopper has logged in,
 * and is dropped when the modal is closed without a login. Not persisted.
 */
type AuthNotice = 'passwordChanged';

interface AuthModalState {
  open: boolean;
  /** Counts openings, so that each one starts the modal afresh. */
  session: number;
  entry: AuthEntryStep;
  /** A phone to prefill ("+998" and digits), e.g. the shopper's own for a password change. */
  phone: string;
  afterLogin: (() => void) | null;
  /** The element that had the focus when the modal opened; it gets it back on close. */
  opener: HTMLElement | null;
  /** A message for the page after the modal closed on its own (a password changed while logged in). */
  notice: AuthNotice | null;
  openLogin: (afterLogin?: () => void) => void;
  openAt: (entry: AuthEntryStep, options?: { phone?: string; afterLogin?: () => void }) => void;
  close: () => void;
  /** The continuation, handed out once. */
  takeAfterLogin: () => (() => void) | null;
  setNotice: (notice: AuthNotice | null) => void;
}

const activeElement = () => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null);

export const useAuthModal = create<AuthModalState>()((set, get) => ({
  open: false,
  session: 0,
  entry: 'login',
  phone: '',
  afterLogin: null,
  opener: null,
  notice: null,
  // A click handler passes its event: only a function is a continuation.
  openLogin: (afterLogin) => get().openAt('login', { afterLogin }),
  openAt: (entry, options = {}) =>
    set((state) => ({
      open: true,
      // A new opening, or another step asked for while open, starts the modal's steps afresh.
      session: state.open && state.entry === entry && state.phone === (options.phone ?? '') ? state.session : state.session + 1,
      entry,
      phone: options.phone ?? '',
      afterLogin: typeof options.afterLogin === 'function' ? options.afterLogin : null,
      opener: state.open ? state.opener : activeElement(),
    })),
  close: () => set({ open: false, afterLogin: null }),
  takeAfterLogin: () => {
    const next = get().afterLogin;
    set({ afterLogin: null });
    return next;
  },
  setNotice: (notice) => set({ notice }),
}));
