import type { ReactNode } from 'react';

/** What the header search's shell and its combobox share: styles and the hand-over. */

export const SEARCH_INPUT_CLASS =
  'min-h-11 w-full rounded-control border border-line bg-canvas py-2 pl-11 pr-24 text-base placeholder:text-muted focus:border-brand-600 focus:bg-surface focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-600/25 sm:text-sm [&::-webkit-search-cancel-button]:hidden';

export const SEARCH_SUBMIT_CLASS = 'absolute inset-y-1 right-1 rounded-[0.6rem] bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** What the light shell (search-shell.tsx) hands over: its typed text, focus and caret. */
export interface SearchHandoff {
  value: string;
  focused: boolean;
  caret: number | null;
}

export interface SearchComboboxProps {
  className?: string;
  id?: string;
  /** The magnifier, rendered by the server. */
  icon: ReactNode;
  /** Read once, on the first render, while the shell's input is still in the page. */
  handoff?: () => SearchHandoff;
  /** The query of the page shown (`?q=`; '' on a page without one, null until read): the box shows it. */
  pageQuery?: string | null;
}
