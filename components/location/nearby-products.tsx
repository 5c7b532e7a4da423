'use client';

import { clientOnly } from '@/components/ui/lazy';
import { useFilterLocation } from '@/lib/stores/filter-location';
import { useHydrated } from '@/lib/stores/hooks';

/** The list and its fetching are only loaded for a shopper who has chosen a delivery point. */
const NearbyList = clientOnly(() => import('./nearby-list').then((m) => m.NearbyList));

/** "Nearby products" of the home page: hidden until the shopper has chosen a delivery point. */
export function NearbyProducts() {
  const hydrated = useHydrated();
  const location = useFilterLocation((s) => s.location);
  const at = hydrated ? location : null;
  if (!at) return null;
  return <NearbyList at={at} />;
}
