'use client';

import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let browserClient: QueryClient | undefined;

const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });

/**
 * One TanStack Query client per browser tab (one per request on the server), shared by every
 * provider: the account, basket and checkout pages and the islands loaded on demand (search,
 * auth modal, nearby products) see the same cache wherever they are mounted.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newClient();
  if (!browserClient) {
    // Query assumes it starts online and listens for changes; a page opened offline (from the
    // service worker's cache, ADR 0014) starts offline, so its queries wait instead of failing.
    onlineManager.setOnline(navigator.onLine);
    browserClient = newClient();
  }
  return browserClient;
}

/**
 * Query's code is only in the pages and islands that wrap themselves in this provider, so pages
 * that do not fetch on the client (home, lists, product) do not carry it in their first load.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
