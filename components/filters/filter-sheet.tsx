'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LoaderCircle, SlidersHorizontal } from '@/components/ui/icons';
import { suspended } from '@/components/ui/suspended';
import { activeFilterCount } from '@/lib/domain/filter-url';
import type { FilterPanelProps } from './product-filters';

/**
 * The sheet's dialog, its count of results and the dialog's script come with the first open, not
 * in a phone's first load (the fields themselves are the desktop sidebar's, ./product-filters.tsx).
 */
const loadSheet = () => import('./filter-sheet-dialog').then((m) => m.FilterSheetDialog);
const SheetDialog = suspended(loadSheet, <SheetLoading />);
/** A failed fetch ahead of time (offline) is left to the open, which waits for the network (`suspended`). */
const preloadSheet = () => void loadSheet().catch(() => undefined);

/** The first opening on a slow line: the tap is answered at once, the sheet follows (as the auth modal's). */
function SheetLoading() {
  return (
    <div aria-hidden="true" className="fixed inset-0 z-50 grid place-items-center bg-ink/50">
      <LoaderCircle className="size-10 animate-spin text-white" />
    </div>
  );
}

/** Phones and tablets: a button with the number of filters set, opening the form in a sheet. */
export function FilterSheet(props: FilterPanelProps) {
  const t = useTranslations('filters');
  const [open, setOpen] = useState(false);
  // Each open mounts the sheet afresh: its count starts from the list's, its form from the URL's.
  const [opens, setOpens] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(props.filter);
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setOpens((n) => n + 1);
          setOpen(true);
        }}
        // The sheet's script is fetched as the finger lands or the focus arrives, ahead of the click.
        onPointerDown={preloadSheet}
        onFocus={preloadSheet}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-surface px-4 text-sm font-semibold shadow-card hover:bg-brand-50"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count ? t('openWithCount', { count }) : t('open')}
      </button>
      {opens > 0 && (
        <SheetDialog
          key={opens}
          {...props}
          open={open}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
          onApplied={() => setOpen(false)}
        />
      )}
    </div>
  );
}
