'use client';

import { create } from 'zustand';

/**
 * Short feedback messages for the page they were shown on (not persisted). A toast is about what
 * the shopper just did on this page, so opening another page clears it (ToastHost calls
 * `newPage`), unless it was shown with `carry` to be read on the page an action goes to: such a
 * toast lives through that one change of page.
 */
interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
  carry?: boolean;
  /** A button in the toast ("Undo"): pressing it runs `run` and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, tone?: Toast['tone'], options?: { carry?: boolean; action?: ToastAction }) => void;
  dismiss: (id: number) => void;
  /** Another page is shown: its toasts go, a carried one stays for this page only. */
  newPage: () => void;
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, tone = 'info', options = {}) => {
    const id = next++;
    set((s) => ({
      toasts: [...s.toasts.slice(-2), { id, text, tone, ...(options.carry ? { carry: true } : {}), ...(options.action ? { action: options.action } : {}) }],
    }));
    setTimeout(() => get().dismiss(id), 5000);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  newPage: () =>
    // A carried toast arrives without its action: "undo" belongs to the page it was offered on.
    set((s) => (s.toasts.length ? { toasts: s.toasts.filter((t) => t.carry).map(({ id, text, tone }) => ({ id, text, tone })) } : s)),
}));
