'use client';

import { useEffect, useState } from 'react';
import { useAddresses } from '@/lib/stores/addresses';
import { useFilterLocation } from '@/lib/stores/filter-location';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

/**
 * The address the header shows: the point (or the street typed without one) chosen in the location picker, else (`withSaved`) the
 * shopper's main saved address (the address book's when logged in, this device's otherwise); null before
 * hydration (the server's HTML knows none of them) and when there is none.
 */
export function useDeliveryAddress(withSaved = true): string | null {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const chosen = useFilterLocation((s) => s.location?.address ?? s.street);
  const localMain = useAddresses((s) => s.main_address);
  const [savedMain, setSavedMain] = useState<string | null>(null);

  useEffect(() => {
    if (!hydrated || !loggedIn || !withSaved) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./main-shipping')
      .then(({ watchMainShipping }) => {
        if (!cancelled) stop = watchMainShipping((main) => setSavedMain(main?.address ?? null));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      setSavedMain(null);
    };
  }, [hydrated, loggedIn, withSaved]);

  if (!hydrated) return null;
  if (!withSaved) return chosen ?? null;
  return chosen ?? (loggedIn ? savedMain : null) ?? localMain?.address ?? null;
}
