'use client';

import clsx from 'clsx';
import { Heart } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { CardProduct } from '@/lib/contract/catalog';
import { useFavourites } from '@/lib/stores/favourites';
import { useHydrated } from '@/lib/stores/hooks';
import { useFavouriteToggle } from './use-favourite-toggle';

/** The heart on a product: saves it on the device and, for a logged-in shopper, on the server. */
export function FavouriteButton({ product, className }: { product: CardProduct; className?: string }) {
  const t = useTranslations('product');
  const hydrated = useHydrated();
  const saved = useFavourites((s) => s.favourites.some((p) => p.id === product.id));
  const toggle = useFavouriteToggle();
  const on = hydrated && saved;
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      aria-pressed={on}
      aria-label={on ? t('removeFromFavourites') : t('addToFavourites')}
      className={clsx('fav-btn', className)}
    >
      <Heart aria-hidden="true" className={clsx('size-5 transition-colors', on ? 'fill-sale-500 text-sale-500' : 'text-muted')} />
    </button>
  );
}
