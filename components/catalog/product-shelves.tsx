'use client';

import { clientOnly } from '@/components/ui/lazy';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { useRecentlyViewed } from '@/lib/stores/recently-viewed';

/** The shelves and their fetching are loaded only when there is something to show. */
const Shelves = clientOnly(() => import('./shelves').then((m) => m.Shelves));

/**
 * "Recently viewed" (from this device) and "Buy again" (a logged-in shopper's orders), on the home
 * page and in an empty cart. The page around it is cached for everyone: the shelves appear after
 * hydration, and a visitor who has seen no product loads nothing more.
 */
export function ProductShelves() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const viewed = useRecentlyViewed((s) => s.viewed.length > 0);
  if (!hydrated || (!viewed && !loggedIn)) return null;
  return <Shelves />;
}
