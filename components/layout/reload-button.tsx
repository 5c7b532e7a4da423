'use client';

import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

/** Loads the address again: the offline page stands in for a page the device never saw. */
export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
      {children}
    </button>
  );
}
