'use client';

import { useEffect } from 'react';
import { hasSession } from '@/lib/api/tokens';
import { checkLines } from '@/lib/domain/basket-lines';
import { linesKey } from '@/lib/domain/basket-merge';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';

/** The sync and the API client load only for a logged-in shopper, never for a guest. */
const sync = () => import('./account-basket-sync');

/**
 * Keeps a logged-in shopper's basket level with the account's (ADR 0031): reads it on a page load,
 * sends it shortly after each change (a burst of taps goes up once) and when the device is back
 * online. A failure leaves the basket as it is on the device; it goes up at the next change or load.
 */
export function BasketSync() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    if (hasSession())
      void sync()
        .then((m) => m.loadBasket())
        .catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      if (!hasSession()) return;
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          void sync()
            .then((m) => m.pushBasket())
            .catch(() => undefined),
        300,
      );
    };
    const unsubscribe = useBasket.subscribe((state, before) => {
      if (linesKey(checkLines(state)) !== linesKey(checkLines(before))) push();
    });
    window.addEventListener('online', push);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('online', push);
    };
  }, [hydrated]);
  return null;
}
