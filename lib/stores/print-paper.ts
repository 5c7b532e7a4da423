'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The paper the order desk prints on (an office printer's A4, or an 80 or 58 mm receipt roll),
 * remembered per device under the local-storage key `print_paper`: a till keeps its printer.
 */
export const PRINT_PAPERS = ['a4', '80', '58'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

interface PrintPaperState {
  paper: PrintPaper;
  choose: (paper: PrintPaper) => void;
}

export const usePrintPaper = create<PrintPaperState>()(
  persist((set) => ({ paper: 'a4', choose: (paper) => set({ paper }) }), {
    name: 'print_paper',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ paper }) => ({ paper }),
  }),
);
