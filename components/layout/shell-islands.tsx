'use client';

import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { hydrateWhenIdle } from '@/components/ui/lazy';
import type { About } from '@/lib/contract/content';
import { BottomNav } from './bottom-nav';

/** The footer, the toasts, "to the top" and the beacon: in the HTML at once, their script when idle. */
const IdleIslands = hydrateWhenIdle(() => import('./idle-islands').then((m) => m.IdleIslands));

/**
 * What every shop page ends with: the footer, then the islands: scroll to top, the bottom bar on
 * phones, the auth modal's host, the toasts, the speed beacon and the account basket's sync. One
 * client component, so that each page's React payload refers to one module, not seven (each
 * reference lists the page's script files: 350–450 bytes). The bottom bar, the modal's host and the
 * basket's sync load with the page: a first tap may need them.
 */
export function ShellIslands({ footer }: { footer: { about: About | null; year: number } }) {
  return (
    <>
      <IdleIslands footer={footer} />
      <BottomNav />
      <AuthModalHost />
      <BasketSync />
    </>
  );
}
