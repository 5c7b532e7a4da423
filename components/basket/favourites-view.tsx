'use client';

import { useTranslations } from 'next-intl';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ProductGridSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { useFavourites } from '@/lib/stores/favourites';
import { useHydrated } from '@/lib/stores/hooks';

/** The favourites kept on this device (the full page with the server's list comes later). */
export function FavouritesView() {
  const t = useTranslations();
  const hydrated = useHydrated();
  const favourites = useFavourites((s) => s.favourites);
  if (!hydrated) return <ProductGridSkeleton count={5} />;
  if (!favourites.length) {
    return (
      <EmptyState
        emoji="red-heart"
        title={t('favourites.empty')}
        text={t('favourites.emptyText')}
        action={
          <Link href="/catalog" className={buttonClass('primary')}>
            {t('common.goShopping')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-muted">{t('favourites.count', { count: favourites.length })}</p>
      <ProductGrid products={favourites} />
    </>
  );
}
