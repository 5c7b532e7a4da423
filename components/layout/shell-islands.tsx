'use client';

import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { ToastHost } from '@/components/ui/toast-host';
import { BottomNav } from './bottom-nav';
import { ScrollToTop } from './scroll-to-top';
import { VitalsBeacon } from './vitals-beacon';

/**
 * The islands every page ends with: scroll to top, the bottom bar on phones, the auth modal's host,
 * the toasts, the speed beacon and the account basket's sync. One client component, so that each
 * page's React payload refers to one module, not five (each reference lists the page's script
 * files: about 350 bytes).
 */
export function ShellIslands() {
  return (
    <>
      <ScrollToTop />
      <BottomNav />
      <AuthModalHost />
      <ToastHost />
      <VitalsBeacon />
      <BasketSync />
    </>
  );
}
