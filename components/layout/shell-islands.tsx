'use client';

import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { ToastHost } from '@/components/ui/toast-host';
import type { About } from '@/lib/contract/content';
import { BottomNav } from './bottom-nav';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { VitalsBeacon } from './vitals-beacon';

/**
 * What every shop page ends with: the footer, then the islands: scroll to top, the bottom bar on
 * phones, the auth modal's host, the toasts, the speed beacon and the account basket's sync. One
 * client component, so that each page's React payload refers to one module, not seven (each
 * reference lists the page's script files: 350–450 bytes).
 */
export function ShellIslands({ footer }: { footer: { about: About | null; year: number } }) {
  return (
    <>
      <SiteFooter {...footer} />
      <ScrollToTop />
      <BottomNav />
      <AuthModalHost />
      <ToastHost />
      <VitalsBeacon />
      <BasketSync />
    </>
  );
}
