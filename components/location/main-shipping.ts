'use client';

import { QueryObserver } from '@tanstack/react-query';
import { getQueryClient } from '@/components/layout/query-provider';
import { browserApi } from '@/lib/api/browser';
import { shippingQuery } from '@/lib/api/shipping';
import type { ShippingAddress } from '@/lib/contract/orders';

/**
 * The logged-in shopper's main saved address, for the header (loaded by use-delivery-address.ts
 * only once a session is on the device, so pages carry none of this in their first load). It reads
 * through the tab's one query cache: when the address book saves, deletes or makes another address
 * the main one, it refreshes the same query and the header follows. Calls `onChange` with the main
 * address (or null) and returns the unsubscribe.
 */
export function watchMainShipping(onChange: (main: ShippingAddress | null) => void): () => void {
  const observer = new QueryObserver(getQueryClient(), { ...shippingQuery(browserApi()), staleTime: 60_000, retry: false });
  return observer.subscribe((result) => {
    if (result.data) onChange(result.data.find((a) => a.main_address) ?? null);
    else if (result.isError) onChange(null);
  });
}
