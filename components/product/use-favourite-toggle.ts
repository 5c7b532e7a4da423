'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { hasSession } from '@/lib/api/tokens';
import type { CardProduct } from '@/lib/contract/catalog';
import { useFavourites } from '@/lib/stores/favourites';
import { useToasts } from '@/lib/stores/toast';

/**
 * Toggles a favourite on the device at once; for a logged-in shopper the change also goes to the
 * server, and a failure puts the heart back with a message. A visitor's toggles wait in
 * newFavourites for the login.
 */
export function useFavouriteToggle() {
  const t = useTranslations('favourites');
  return useCallback(
    async (product: CardProduct) => {
      const store = useFavourites.getState();
      const had = store.favourites.some((p) => p.id === product.id);
      store.toggle(product);
      if (!hasSession()) return;
      try {
        // The API client loads with the first change of a logged-in shopper, not with the page.
        const [{ browserApi }, { changeFavourites }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/favourites')]);
        await changeFavourites(browserApi(), [product.id], had ? 'remove' : 'add');
        // Saved on the server: nothing is left to upload for this product.
        useFavourites.setState((s) => ({ newFavourites: s.newFavourites.filter((id) => id !== product.id) }));
      } catch {
        const now = useFavourites.getState();
        if (now.favourites.some((p) => p.id === product.id) !== had) now.toggle(product);
        useFavourites.setState((s) => ({ newFavourites: s.newFavourites.filter((id) => id !== product.id) }));
        useToasts.getState().show(t('syncError'), 'error');
      }
    },
    [t],
  );
}
