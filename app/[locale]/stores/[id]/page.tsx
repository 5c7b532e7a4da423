import { Clock, MapPin, Phone, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { StoreFeatures } from '@/components/catalog/store-card';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { Pagination } from '@/components/ui/pagination';
import { Rating } from '@/components/ui/rating';
import { Section } from '@/components/ui/section';
import { filterProducts } from '@/lib/api/products';
import { isNotFound } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { getStore } from '@/lib/api/stores';
import type { Locale } from '@/lib/api/types';
import { formatPhone, phoneHref } from '@/lib/domain/phone-format';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';
import { intParam, param, type SearchParams } from '@/lib/i18n/search-params';

type Params = { params: Promise<{ locale: string; id: string }> };

const loadStore = cache(async (locale: Locale, id: number) => {
  try {
    return await getStore(serverApi(locale), id);
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
});

async function resolve(params: Params['params']) {
  const locale = await pageLocale(params);
  const id = intParam((await params).id);
  if (!id) notFound();
  return { locale, id };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await resolve(params);
  const [store, t] = await Promise.all([loadStore(locale, id), getTranslations({ locale })]);
  return pageMetadata({
    locale,
    path: `/stores/${id}`,
    title: store.brand_name,
    description: store.description.slice(0, 160) || t('stores.description'),
    siteName: t('common.siteName'),
    image: store.logo,
  });
}

export default async function StorePage({ params, searchParams }: Params & { searchParams: SearchParams }) {
  const { locale, id } = await resolve(params);
  const page = intParam(param(await searchParams, 'page'), 10_000) ?? 1;
  const t = await getTranslations();
  const [store, products] = await Promise.all([
    loadStore(locale, id),
    filterProducts(serverApi(locale), { filter: { store: id }, page, size: 24 }),
  ]);
  const fact = 'flex items-center gap-2 text-sm text-ink/85';

  return (
    <>
      <section aria-labelledby="store-title" className="mt-6 overflow-hidden rounded-card bg-surface shadow-card">
        <div className="h-24 bg-gradient-to-r from-brand-100 via-brand-50 to-sale-50 sm:h-32" />
        <div className="-mt-12 flex flex-col gap-5 p-5 sm:-mt-14 sm:flex-row sm:items-end sm:p-8">
          <MediaImage src={store.logo} alt="" width={112} height={112} priority className="size-24 rounded-card ring-4 ring-surface sm:size-28" />
          <div className="flex-1 space-y-2">
            <h1 id="store-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {store.brand_name}
            </h1>
            <Rating rating={store.rating} count={store.rating_count} />
            <StoreFeatures store={store} />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-6 border-t border-line p-5 sm:grid-cols-[2fr_1fr] sm:p-8">
          {store.description && <p className="leading-relaxed text-ink/85">{store.description}</p>}
          <ul className="space-y-3">
            <li className={fact}>
              <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{t('stores.workingTime')}: </span>
              {store.working_time}
            </li>
            <li className={fact}>
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{t('stores.location')}: </span>
              {store.store_location_name}
            </li>
            {store.phone_number && (
              <li className={fact}>
                <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="sr-only">{t('stores.phone')}: </span>
                <a href={phoneHref(store.phone_number)} className="tabular-nums hover:underline">
                  {formatPhone(store.phone_number)}
                </a>
              </li>
            )}
            <li className={fact}>
              <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {t('stores.customers', { count: store.customers_count })}
            </li>
          </ul>
        </div>
      </section>

      <Section id="store-products" title={t('stores.products')}>
        {products.content.length ? (
          <ProductGrid products={products.content} />
        ) : (
          <EmptyState emoji="package" title={t('stores.noProducts')} />
        )}
        <Pagination page={products.number} totalPages={products.totalPages} hrefFor={(p) => `/stores/${id}${p > 1 ? `?page=${p}` : ''}`} />
      </Section>
    </>
  );
}
