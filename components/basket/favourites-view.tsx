'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { NotifyButton } from '@/components/product/notify-button';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ProductGridSkeleton } from '@/components/ui/skeleton';
import { browserApi } from '@/lib/api/browser';
import { changeFavourites, favouriteKeys, getFavourites } from '@/lib/api/favourites';
import { Link } from '@/lib/i18n/navigation';
import { useFavourites } from '@/lib/stores/favourites';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { LoadError } from '@/components/ui/load-error';

/**
 * The favourites: a visitor's are on this device; a logged-in shopper's come from the server
 * (anything saved here and not yet uploaded goes up first).
 */
export function FavouritesView() {
  const t = useTranslations();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const favourites = useFavourites((s) => s.favourites);
  const server = useQuery({
    queryKey: favouriteKeys.server(),
    enabled: hydrated && loggedIn,
    staleTime: 0,
    queryFn: async () => {
      const pending = useFavourites.getState().newFavourites;
      return pending.length ? changeFavourites(browserApi(), pending, 'add') : getFavourites(browserApi());
    },
  });
  useEffect(() => {
    if (server.data) useFavourites.setState({ favourites: server.data, newFavourites: [], total_count: server.data.length });
  }, [server.data]);

  if (!hydrated || (loggedIn && server.isPending && !favourites.length)) return <ProductGridSkeleton count={5} />;
  const retry = server.isError ? (
    <LoadError message={t('favourites.loadError')} retryLabel={t('common.retry')} onRetry={() => server.refetch()} className="mb-4 p-3" />
  ) : null;
  if (!favourites.length) {
    return (
      <>
        {retry}
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
      </>
    );
  }
  return (
    <>
      {retry}
      <p className="mb-4 text-muted">{t('favourites.count', { count: favourites.length })}</p>
      <ProductGrid products={favourites} below={(product) => <NotifyButton product={product} className="mt-2" />} />
    </>
  );
}
