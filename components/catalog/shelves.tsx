'use client';

import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { QueryProvider } from '@/components/layout/query-provider';
import { WithMessages } from '@/lib/i18n/with-messages';
import { SHELF_WORDS } from './shelf-messages';
import { ProductCard } from '@/components/product/product-card';
import { Section } from '@/components/ui/section';
import { browserApi } from '@/lib/api/browser';
import { orderedProductsQuery } from '@/lib/api/orders';
import { productsByIdsQuery } from '@/lib/api/products';
import type { Product } from '@/lib/contract/catalog';
import { SHELF_SIZE, soldOutLast } from '@/lib/domain/shelves';
import { toLocale } from '@/lib/i18n/routing';
import { useLoggedIn } from '@/lib/stores/hooks';
import { useRecentlyViewed } from '@/lib/stores/recently-viewed';

/** The two shelves (loaded by ProductShelves). */
export function Shelves() {
  return (
    <WithMessages words={SHELF_WORDS}>
      <QueryProvider>
        <RecentlyViewedShelf />
        <BuyAgainShelf />
      </QueryProvider>
    </WithMessages>
  );
}

/** "Buy again" alone: the account page's section (loaded by AccountBuyAgain). */
export function BuyAgainShelfAlone() {
  return (
    <WithMessages words={SHELF_WORDS}>
      <QueryProvider>
        <BuyAgainShelf />
      </QueryProvider>
    </WithMessages>
  );
}

/** The products seen on this device, newest first, as they are now; sold-out ones last. */
function RecentlyViewedShelf() {
  const t = useTranslations('shelves');
  const locale = toLocale(useLocale());
  const key = useRecentlyViewed((s) =>
    s.viewed
      .slice(0, SHELF_SIZE)
      .map((e) => e.id)
      .join(','),
  );
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const query = useQuery({ ...productsByIdsQuery(browserApi(), locale, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  if (!ids.length) return null;
  return <Shelf id="recently-viewed" title={t('recentlyViewed')} query={query} expected={ids.length} />;
}

/** A logged-in shopper's ordered products, the most frequently ordered first; sold-out ones last. */
function BuyAgainShelf() {
  const t = useTranslations('shelves');
  const locale = toLocale(useLocale());
  const loggedIn = useLoggedIn();
  const query = useQuery({ ...orderedProductsQuery(browserApi(), locale, SHELF_SIZE), enabled: loggedIn, select: (page) => page.content });
  if (!loggedIn) return null;
  return <Shelf id="buy-again" title={t('buyAgain')} query={query} expected={SHELF_SIZE} />;
}

const ROW = 'grid auto-cols-[10.5rem] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain pb-2 sm:auto-cols-[12rem] sm:gap-4';

/**
 * One shelf: a row of product cards that scrolls sideways. While it loads, placeholders of the
 * cards' size hold its place; it is hidden when it has nothing to show.
 */
function Shelf({ id, title, query, expected }: { id: string; title: string; query: UseQueryResult<Product[]>; expected: number }) {
  const t = useTranslations();
  const products = useMemo(() => (query.data ? soldOutLast(query.data) : []), [query.data]);
  if (query.isSuccess && !products.length) return null;
  return (
    <Section id={id} title={title}>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={t('common.loading')} className={ROW}>
          {Array.from({ length: Math.min(expected, 6) }, (_, i) => (
            <li key={i}>
              <CardPlaceholder />
            </li>
          ))}
        </ul>
      ) : query.isError && !products.length ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card">
          <span>{t('shelves.loadError')}</span>
          <button type="button" onClick={() => query.refetch()} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ul className={ROW} data-testid={`${id}-shelf`}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A grey card laid out as ProductCard (the .pc classes), so the shelf does not move when the cards come. */
function CardPlaceholder() {
  return (
    <div className="pc" aria-hidden="true">
      <div className="pc-media animate-pulse bg-line/60" />
      <div className="pc-body">
        <div className="h-6 w-1/2 animate-pulse rounded bg-line/70" />
        <div className="pc-name space-y-1">
          <div className="h-4 w-5/6 animate-pulse rounded bg-line/60" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-line/60" />
        </div>
        <div className="pc-meta">
          <div className="h-4 w-2/3 animate-pulse rounded bg-line/60" />
        </div>
        <div className="pc-cart">
          <div className="h-11 animate-pulse rounded-control bg-line/50" />
        </div>
      </div>
    </div>
  );
}
