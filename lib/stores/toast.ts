'use client';

import { create } from 'zustand';

/** Short feedback messages for the whole page (not persisted). */
export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, tone?: Toast['tone']) => void;
  dismiss: (id: number) => void;
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, tone = 'info') => {
    const id = next++;
    set((s) => ({ toasts: [...s.toasts.slice(-2), { id, text, tone }] }));
    setTimeout(() => get().dismiss(id), 5000);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
