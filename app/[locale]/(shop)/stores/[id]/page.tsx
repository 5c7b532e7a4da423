import { NextIntlClientProvider } from 'next-intl';
import { clientMessages, LIST_NAMESPACES } from '@/lib/i18n/client-messages';
import { CalendarDays, Clock, MapPin, Moon, Phone, ShoppingBag, Truck, Users } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { closedText } from '@/lib/domain/store-hours-text';
import { StoreFeatures } from '@/components/catalog/store-card';
import { FilteredProductList } from '@/components/filters/filtered-product-list';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';
import { Rating } from '@/components/ui/rating';
import { Section } from '@/components/ui/section';
import { listProducts } from '@/lib/api/cached-lists';
import { orNotFound } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { getStore } from '@/lib/api/stores';
import type { Locale } from '@/lib/contract/values';
import { formatPhone, phoneHref } from '@/lib/domain/phone-format';
import { pageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { pageLocaleAndId } from '@/lib/i18n/page';
import { filtersFromSearchParams } from '@/lib/domain/filter-url';
import { DEFAULT_PAGE_SIZE } from '@/lib/domain/product-filter-rules';
import type { SearchParams } from '@/lib/i18n/search-params';

type Params = { params: Promise<{ locale: string; id: string }> };

const loadStore = cache((locale: Locale, id: number) => orNotFound(getStore(serverApi(locale), id)));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
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
  const { locale, id } = await pageLocaleAndId(params);
  // The same filters as /products, with this store fixed (kept out of the URL).
  const { filter: fromUrl, sort, page } = filtersFromSearchParams(await searchParams);
  const { store: _ignored, ...filter } = fromUrl;
  const t = await getTranslations();
  const [store, products] = await Promise.all([
    loadStore(locale, id),
    listProducts(locale, { filter: { ...filter, store: id }, sort, page, size: DEFAULT_PAGE_SIZE }),
  ]);
  const since = new Date(store.created_at).getFullYear();
  const fact = 'flex items-center gap-2 text-sm text-ink/85';
  const closed = closedText(store, locale);

  return (
    <>
      <BreadcrumbJsonLd
        locale={locale}
        crumbs={[
          { name: t('nav.home'), path: '' },
          { name: t('nav.stores'), path: '/stores' },
          { name: store.brand_name, path: `/stores/${store.id}` },
        ]}
      />
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
          <ul className="space-y-3" aria-label={t('storeInfo.facts')}>
            <li className={fact}>
              <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{t('stores.workingTime')}: </span>
              {store.working_time}
              {closed && (
                <strong data-testid="store-closed" className="font-semibold text-sale-700">
                  {' · '}
                  {t(`storeHours.${closed.key}`, closed.values)}
                </strong>
              )}
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
            {Number.isFinite(since) && (
              <li className={fact}>
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t('storeInfo.since', { year: String(since) })}
              </li>
            )}
            {store.free_shipping_distance > 0 && (
              <li className={fact}>
                <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t('storeInfo.freeDelivery', { km: store.free_shipping_distance })}
              </li>
            )}
            {store.pickup && (
              <li className={fact}>
                <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t('storeInfo.pickup')}
              </li>
            )}
            {store.around_the_clock && (
              <li className={fact}>
                <Moon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t('storeInfo.aroundTheClock')}
              </li>
            )}
          </ul>
        </div>
      </section>

      <Section id="store-products" title={t('stores.products')}>
        <NextIntlClientProvider locale={locale} messages={await clientMessages(LIST_NAMESPACES)}>
          <FilteredProductList
            basePath={`/stores/${id}`}
            filter={filter}
            apiFilter={{ ...filter, store: id }}
            sort={sort}
            result={products}
            stores={null}
            emptyAction={
              <Link href="/catalog" className={buttonClass('primary')}>
                {t('nav.catalog')}
              </Link>
            }
          />
        </NextIntlClientProvider>
      </Section>
    </>
  );
}
