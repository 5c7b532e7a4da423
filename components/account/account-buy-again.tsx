'use client';

import { clientOnly } from '@/components/ui/lazy';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

const BuyAgainShelf = clientOnly(() => import('@/components/catalog/shelves').then((m) => m.BuyAgainShelfAlone));

/**
 * "Buy again" in the account: the products the shopper has ordered, the most frequently
 * ordered first, as on the home page; hidden while there are none.
 */
export function AccountBuyAgain() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  if (!hydrated || !loggedIn) return null;
  return <BuyAgainShelf />;
}
