'use client';

import { ToastHost } from '@/components/ui/toast-host';
import type { About } from '@/lib/contract/content';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';

/**
 * The end of every shop page whose script waits for the shopper's first interaction
 * (./shell-islands.tsx): the footer (rendered on the server, its links plain links until then), the
 * "to the top" button and the toasts.
 */
export function DeferredIslands({ footer }: { footer: { about: About | null; year: number } }) {
  return (
    <>
      <SiteFooter {...footer} />
      <ScrollToTop />
      <ToastHost />
    </>
  );
}
