'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * The products the logged-in shopper waits for ("tell me when it is back"), read once per page
 * however many buttons show (the favourites list has one per sold-out product), kept in memory only:
 * the server is the record, and another device may change it. The API client loads with the first
 * read, not with the page (as the favourites' heart does).
 */
export interface WaitingState {
  /** null: not known (a visitor, loading, or failed). */
  ids: ReadonlySet<number> | null;
  failed: boolean;
}

const UNKNOWN: WaitingState = { ids: null, failed: false };
let state: WaitingState = UNKNOWN;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: WaitingState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

async function api() {
  const [{ browserApi }, calls] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/back-in-stock')]);
  return { http: browserApi(), calls };
}

function load(): Promise<void> {
  loading ??= (async () => {
    try {
      const { http, calls } = await api();
      set({ ids: new Set((await calls.getWaiting(http)).product_ids), failed: false });
    } catch {
      loading = null;
      set({ ids: null, failed: true });
    }
  })();
  return loading;
}

/** Waits for a product (`on`) or stops; throws the API's error. */
export async function changeWaiting(id: number, on: boolean): Promise<void> {
  const { http, calls } = await api();
  const answer = on ? await calls.waitForProduct(http, id) : await calls.stopWaitingForProduct(http, id);
  set({ ids: new Set(answer.product_ids), failed: false });
}

/** The state, loaded for a logged-in shopper and forgotten at logout (the next account sees its own). */
export function useWaiting(loggedIn: boolean): WaitingState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
  useEffect(() => {
    if (loggedIn) {
      void load();
    } else if (state !== UNKNOWN) {
      loading = null;
      set(UNKNOWN);
    }
  }, [loggedIn]);
  return current;
}
