import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A bar pinned above the phone's bottom navigation (the cart's total, a product's "add to
 * basket"), or at the screen's edge in a shell without one (`overNav={false}`: the checkout). It
 * carries `data-pinned-bar`, which the scroll-to-top button reads to rise above it. `className`
 * says from which width it hides; the page leaves room for it at its end.
 */
export function PinnedBar({ className, children, testId, overNav = true }: { className: string; children: ReactNode; testId?: string; overNav?: boolean }) {
  return (
    <div
      data-pinned-bar=""
      data-testid={testId}
      className={clsx(
        'fixed inset-x-0 z-20 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-2 shadow-bar backdrop-blur',
        overNav ? 'bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))]' : 'bottom-0 pb-[calc(0.5rem+env(safe-area-inset-bottom))]',
        className,
      )}
    >
      {children}
    </div>
  );
}
