'use client';

import { useSyncExternalStore } from 'react';
import { hasSession, subscribeSession } from '@/lib/api/tokens';

const noop = () => () => {};

/** false during the server render and hydration, true after: gate values read from the device. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Whether this device has a session (lib/api/tokens.ts: the logged-in flag); false on the server. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
