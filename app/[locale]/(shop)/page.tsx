import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BannerStrip } from '@/components/catalog/banner-strip';
import { CategoryTile } from '@/components/catalog/category-tile';
import { PartnerList } from '@/components/catalog/partner-list';
import { ProductShelves } from '@/components/catalog/product-shelves';
import { StatsStrip } from '@/components/catalog/stats-strip';
import { cardProduct } from '@/lib/domain/product';
import { trustFigures } from '@/lib/domain/trust-figures';
import { StoreCard } from '@/components/catalog/store-card';
import { NearbyProducts } from '@/components/location/nearby-products';
import { ProductCard } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { Section } from '@/components/ui/section';
import { getCategories, POPULAR_CATEGORIES_SIZE } from '@/lib/api/categories';
import { getBanners, getPartners, getStatistics } from '@/lib/api/content';
import { getDiscountProducts, getPopularProducts } from '@/lib/api/products';
import { orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { getStores } from '@/lib/api/stores';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const revalidate = 60;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '', title: t('home.title'), description: t('home.description'), siteName: t('common.siteName') });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const api = serverApi(locale);
  const [banners, categories, discounts, popular, stores, partners, stats] = await Promise.all([
    orNull(getBanners(api, 'web')),
    orNull(getCategories(api, { size: POPULAR_CATEGORIES_SIZE, popular: true })),
    orNull(getDiscountProducts(api, { size: 4 })),
    orNull(getPopularProducts(api, { size: 8 })),
    orNull(getStores(api, { size: 6 })),
    orNull(getPartners(api)),
    orNull(getStatistics(api)),
  ]);
  // Only the figures large enough to help a shopper's trust (lib/domain/trust-figures.ts).
  const figures = stats ? trustFigures(stats) : [];

  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <h1 className="sr-only">
        {t('common.siteName')} — {t('common.tagline')}
      </h1>
      {banners && <BannerStrip banners={banners} label={t('home.banners')} />}

      {categories && categories.length > 0 && (
        <Section id="popular-categories" title={t('home.popularCategories')} href="/catalog" linkLabel={t('common.seeAll')}>
          <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {discounts && discounts.content.length > 0 && (
        <Section id="discounts" title={t('home.discounts')} href="/products?sort=discount" linkLabel={t('common.seeAll')}>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {discounts.content.map((product) => (
              <li key={product.id}>
                <ProductCard product={cardProduct(product)} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <NearbyProducts />

      {popular && popular.content.length > 0 && (
        <Section id="popular" title={t('home.popularProducts')} href="/products?sort=popular" linkLabel={t('common.seeAll')}>
          <ProductGrid products={popular.content} />
        </Section>
      )}

      {/* Per shopper, after hydration; below the first screen, so that nothing above it moves. */}
      <ProductShelves />

      {stores && stores.content.length > 0 && (
        <Section id="stores" title={t('home.stores')} href="/stores" linkLabel={t('common.seeAll')}>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {stores.content.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {figures.length > 0 && (
        <Section id="statistics" title={t('home.statistics')}>
          <StatsStrip figures={figures} />
        </Section>
      )}

      {partners && partners.length > 0 && (
        <Section id="partners" title={t('home.partners')}>
          <PartnerList partners={partners} />
        </Section>
      )}
    </>
  );
}
