'use client';

import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeSession } from '@/lib/api/tokens';

const noop = () => () => {};

/** false during the server render and hydration, true after: gate values read from the device. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Whether an access token is stored (the spec's logged-in flag); false on the server. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => Boolean(getAccessToken()),
    () => false,
  );
}
