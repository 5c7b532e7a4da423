'use client';

import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { hydrateOnInteraction } from '@/components/ui/lazy';
import type { About } from '@/lib/contract/content';
import { BottomNav } from './bottom-nav';
import { VitalsBeacon } from './vitals-beacon';

/** The footer, the toasts and "to the top": in the HTML at once, their script at the first interaction. */
const DeferredIslands = hydrateOnInteraction(() => import('./deferred-islands').then((m) => m.DeferredIslands));

/**
 * What every shop page ends with: the footer, then the islands: scroll to top, the bottom bar on
 * phones, the auth modal's host, the toasts, the speed beacon and the account basket's sync. One
 * client component, so that each page's React payload refers to one module, not seven (each
 * reference lists the page's script files: 350–450 bytes). The bottom bar, the modal's host and the
 * basket's sync load with the page (a first tap may need them), and so does the speed beacon (a
 * page view left without a touch is measured too).
 */
export function ShellIslands({ footer }: { footer: { about: About | null; year: number } }) {
  return (
    <>
      <DeferredIslands footer={footer} />
      <BottomNav />
      <AuthModalHost />
      <BasketSync />
      <VitalsBeacon />
    </>
  );
}
