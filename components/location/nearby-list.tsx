'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { QueryProvider } from '@/components/layout/query-provider';
import { ProductGrid } from '@/components/product/product-grid';
import { Section } from '@/components/ui/section';
import { browserApi } from '@/lib/api/browser';
import { nearbyProductsQuery } from '@/lib/api/products';
import { toLocale } from '@/lib/i18n/routing';
import type { FilterLocationEntry } from '@/lib/stores/filter-location';
import { WithMessages } from '@/lib/i18n/with-messages';
import { LocationPicker } from './location-picker';
import { LOCATION_WORDS } from './location-messages';

const NEARBY_DISTANCE_KM = 5;

/** The products within NEARBY_DISTANCE_KM of the chosen point (loaded by NearbyProducts). */
export function NearbyList({ at }: { at: FilterLocationEntry }) {
  return (
    <WithMessages words={LOCATION_WORDS}>
      <QueryProvider>
        <NearbySection at={at} />
      </QueryProvider>
    </WithMessages>
  );
}

function NearbySection({ at }: { at: FilterLocationEntry }) {
  const t = useTranslations('location');
  const tc = useTranslations('common');
  const locale = toLocale(useLocale());
  const query = useQuery({
    ...nearbyProductsQuery(browserApi(), locale, { latitude: at.latitude, longitude: at.longitude, distance: NEARBY_DISTANCE_KM, size: 8 }),
  });

  const seeAll = `/products?sort=popular&latitude=${at.latitude}&longitude=${at.longitude}&distance=${NEARBY_DISTANCE_KM}`;
  return (
    <Section id="nearby" title={t('nearby')} href={seeAll} linkLabel={tc('seeAll')}>
      <div className="-mt-2 mb-3 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{t('nearbyText', { address: at.address, km: NEARBY_DISTANCE_KM })}</span>
        <LocationPicker className="-ml-1" compact />
      </div>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={tc('loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[3/5] animate-pulse rounded-card bg-canvas" />
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card">
          <span>{tc('somethingWentWrong')}</span>
          <button type="button" onClick={() => query.refetch()} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
            {tc('retry')}
          </button>
        </div>
      ) : query.data.content.length ? (
        <ProductGrid products={query.data.content} />
      ) : (
        <p className="rounded-card bg-surface p-4 text-muted shadow-card">{t('nearbyEmpty')}</p>
      )}
    </Section>
  );
}
