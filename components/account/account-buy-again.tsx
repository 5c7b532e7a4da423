'use client';

import dynamic from 'next/dynamic';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

const BuyAgainShelf = dynamic(() => import('@/components/catalog/shelves').then((m) => m.BuyAgainShelfAlone), { ssr: false });

/**
 * "Buy again" in the account (issue 34): the products the shopper has ordered, the most frequently
 * ordered first, as on the home page; hidden while there are none.
 */
export function AccountBuyAgain() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  if (!hydrated || !loggedIn) return null;
  return <BuyAgainShelf />;
}
