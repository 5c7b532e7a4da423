import { Clock, PackageCheck, PackageX, Store as StoreIcon, Truck } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { FavouriteButton } from '@/components/product/favourite-button';
import { productTint } from '@/components/product/product-tint';
import { OtherStores } from '@/components/product/other-stores';
import { PinnedBuyBar } from '@/components/product/pinned-buy-bar';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductGrid } from '@/components/product/product-grid';
import { ProductReviews } from '@/components/product/product-reviews';
import { RecordView } from '@/components/product/record-view';
import { ShareLink } from '@/components/product/share-link';
import { JsonLd } from '@/components/ui/json-ld';
import { MediaImage } from '@/components/ui/media-image';
import { Money, Price, PricePerUnitText } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { Section } from '@/components/ui/section';
import { COMMENTS_PAGE_SIZE } from '@/lib/api/comments';
import { getComments, getProduct } from '@/lib/api/products';
import { orNotFound, orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/contract/values';
import { getDeliveryTerms } from '@/lib/api/delivery';
import { DEFAULT_TERMS } from '@/lib/domain/delivery';
import { formatMoney } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, SITE_URL } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';
import { islandMessages, REVIEW_NAMESPACES } from '@/lib/i18n/client-messages';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { availableFirst, cardProduct, hasDiscount, storeOffer, unitLabel } from '@/lib/domain/product';

export const revalidate = 60;

type Params = { params: Promise<{ locale: string; id: string }> };

/** Built on the first request, then revalidated; none ahead of time. */
export function generateStaticParams() {
  return [];
}

const loadProduct = cache((locale: Locale, id: number) => orNotFound(getProduct(serverApi(locale), id)));


export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
  const [product, t] = await Promise.all([loadProduct(locale, id), getTranslations({ locale })]);
  return pageMetadata({
    locale,
    path: `/products/${id}`,
    title: product.name,
    description: (product.description || `${product.name} — ${product.store.brand_name}`).slice(0, 160),
    siteName: t('common.siteName'),
    image: product.images[0]?.image,
  });
}

/**
 * A product: gallery, price, stock, basket and favourite, seller, delivery and pickup, the same
 * product in other stores, reviews (counts per star, filter, "show more") and related products.
 */
export default async function ProductPage({ params }: Params) {
  const { locale, id } = await pageLocaleAndId(params);
  const api = serverApi(locale);
  const [product, firstReviews, t, reviewMessages] = await Promise.all([
    loadProduct(locale, id),
    // Without it the reviews island loads the first page itself (and shows an error with a retry).
    orNull(getComments(api, id, { page: 1, size: COMMENTS_PAGE_SIZE })),
    getTranslations(),
    islandMessages(REVIEW_NAMESPACES),
  ]);
  const terms = (await orNull(getDeliveryTerms(api, [product.store.id])))?.[0];
  const money = (amount: number) => formatMoney(amount, locale, t('common.currency'));
  const unit = unitLabel(product);
  const images = product.images.length ? product.images : [{ id: 0, image: '' }];
  const discounted = hasDiscount(product);
  // The islands get a card's fields of the product (cardProduct), so that the page's payload stays small.
  const { comparison_products: comparison, related_products: related, comments: _m, ...base } = product;
  const card = cardProduct(base);
  const categoryPath = `/products?category_id=${product.category.id}`;
  const { working_time: hours } = product.store;

  return (
    <>
      <RecordView id={product.id} />
      <JsonLd data={productJsonLd(SITE_URL, locale, base)} />
      <JsonLd
        data={breadcrumbJsonLd(SITE_URL, locale, [
          { name: t('nav.home'), path: '' },
          { name: product.category.name, path: categoryPath },
          { name: product.name, path: `/products/${product.id}` },
        ])}
      />
      <nav aria-label={t('nav.breadcrumbs')} className="pt-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={`${categoryPath}&sort=popular`} className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
              {product.category.name}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="inline-flex min-h-11 max-w-[16rem] items-center truncate text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <article className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-10">
        <section aria-label={t('product.gallery')}>
          <ProductGallery images={images} name={product.name} tints={images.map((_, i) => productTint(product.id + i))}>
            {discounted && (
              <span className="absolute left-4 top-4 rounded-full bg-sale-600 px-3 py-1 text-sm font-bold text-white">
                {t('product.discount', { discount: product.discount })}
              </span>
            )}
            <FavouriteButton product={card} className="absolute right-4 top-4" />
          </ProductGallery>
        </section>

        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              {product.rating_count > 0 && (
                <a href="#reviews" className="hover:underline">
                  <Rating rating={product.rating} count={product.rating_count} />
                </a>
              )}
              {unit && (
                <span>
                  <span className="sr-only">{t('product.unit')}: </span>
                  {unit}
                </span>
              )}
              {product.number_of_sales > 0 && <span>{t('product.sold', { count: product.number_of_sales })}</span>}
              <ShareLink url={`${SITE_URL}/${locale}/products/${product.id}`} name={product.name} className="ml-auto" />
            </div>
          </div>

          <div className="space-y-4 rounded-card bg-surface p-5 shadow-card">
            <div className="flex flex-wrap items-center gap-3">
              <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} size="lg" />
              {discounted && (
                <span className="rounded-full bg-sale-50 px-2.5 py-1 text-sm font-bold text-sale-700">{t('product.discount', { discount: product.discount })}</span>
              )}
            </div>
            {product.price_per_unit && <PricePerUnitText per={product.price_per_unit} className="-mt-2 text-sm text-muted" />}
            <p
              data-testid="stock"
              className={
                product.available > 0
                  ? 'inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800'
                  : 'inline-flex items-center gap-2 rounded-full bg-sale-50 px-3 py-1.5 text-sm font-semibold text-sale-700'
              }
            >
              {product.available > 0 ? <PackageCheck aria-hidden="true" className="size-4" /> : <PackageX aria-hidden="true" className="size-4" />}
              {product.available > 0 ? t('product.inStock', { count: product.available }) : t('product.outOfStock')}
            </p>
            <div id="buy-box" className="max-w-sm">
              <AddToCartButton product={card} size="lg" />
            </div>
            <PinnedBuyBar product={card} targetId="buy-box" />
          </div>

          <Link
            href={`/stores/${product.store.id}`}
            className="flex items-center gap-4 rounded-card bg-surface p-4 shadow-card transition-shadow hover:shadow-raised"
          >
            <MediaImage src={product.store.logo} alt="" width={48} height={48} className="size-12 rounded-tile" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">{t('productPage.seller')}</p>
              <p className="truncate font-semibold">{product.store.brand_name}</p>
              <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
                {product.store.rating_count > 0 && <Rating rating={product.store.rating} count={product.store.rating_count} className="text-xs" />}
                <span className="truncate">{product.store.store_location_name}</span>
              </div>
            </div>
            <span className="hidden text-sm font-semibold text-brand-700 sm:inline">{t('productPage.storePage')}</span>
            <StoreIcon aria-hidden="true" className="size-5 text-muted" />
          </Link>

          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <li className="rounded-card bg-surface p-4 shadow-card">
              <p className="flex items-center gap-2 font-semibold">
                <Truck aria-hidden="true" className="size-5 text-brand-700" />
                {t('productPage.delivery')}
              </p>
              {product.free_shipping ? (
                <p className="mt-1 text-sm">
                  <span className="font-semibold text-brand-800">{t('productPage.deliveryFree')}</span>
                  <span className="block text-muted">{t('productPage.deliveryFreeNote')}</span>
                </p>
              ) : (
                <p className="mt-1 text-sm">
                  <Money amount={terms?.fee ?? DEFAULT_TERMS.fee} className="font-semibold" /> <span className="text-muted">{t('productPage.deliveryPerOrder')}</span>
                  {terms?.free_from != null && <span className="block text-brand-800">{t('productPage.deliveryFreeFrom', { amount: money(terms.free_from) })}</span>}
                </p>
              )}
              {terms && (
                <p className="mt-1 text-sm text-muted" data-testid="store-terms">
                  {terms.slots.length ? t('productPage.deliveryBySlots') : t('cart.eta', { min: terms.eta_min, max: terms.eta_max })}
                  {terms.min_order > 0 && <span className="block">{t('productPage.deliveryMin', { amount: money(terms.min_order) })}</span>}
                </p>
              )}
            </li>
            <li className="rounded-card bg-surface p-4 shadow-card">
              <p className="flex items-center gap-2 font-semibold">
                <StoreIcon aria-hidden="true" className="size-5 text-brand-700" />
                {t('productPage.pickup')}
              </p>
              <p className={product.pickup ? 'mt-1 text-sm' : 'mt-1 text-sm text-muted'}>
                {product.pickup ? t('productPage.pickupAvailable') : t('productPage.pickupUnavailable')}
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
                <Clock aria-hidden="true" className="size-3.5" />
                {product.around_the_clock ? t('productPage.aroundTheClock') : t('productPage.storeHours', { hours })}
              </p>
            </li>
          </ul>

          {product.description && (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className="mb-2 text-lg font-bold">
                {t('product.description')}
              </h2>
              <p className="leading-relaxed text-ink/85">{product.description}</p>
            </section>
          )}
        </div>
      </article>

      {comparison.length > 0 && (
        <Section id="comparison" title={t('product.comparison')}>
          <OtherStores offers={availableFirst(comparison).map(storeOffer)} />
        </Section>
      )}

      <Section id="reviews" title={t('product.reviews')}>
        {/* The island reads the review form's words, which no other page carries. */}
        <NextIntlClientProvider locale={locale} messages={reviewMessages}>
          <ProductReviews productId={product.id} initial={firstReviews} />
        </NextIntlClientProvider>
      </Section>

      {related.length > 0 && (
        <Section id="related" title={t('product.related')}>
          <ProductGrid products={related} />
        </Section>
      )}
      {/* Room for the pinned buy bar on phones, so it never covers the page's end. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
    </>
  );
}
