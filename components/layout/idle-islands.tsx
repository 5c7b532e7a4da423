'use client';

import { ToastHost } from '@/components/ui/toast-host';
import type { About } from '@/lib/contract/content';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { VitalsBeacon } from './vitals-beacon';

/**
 * The end of every shop page whose script waits until the page is idle (./shell-islands.tsx): the
 * footer (rendered on the server, its links plain links until then), the "to the top" button, the
 * toasts and the speed beacon.
 */
export function IdleIslands({ footer }: { footer: { about: About | null; year: number } }) {
  return (
    <>
      <SiteFooter {...footer} />
      <ScrollToTop />
      <ToastHost />
      <VitalsBeacon />
    </>
  );
}
