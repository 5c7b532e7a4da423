import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { productTint } from '@/components/product/product-tint';
import { OtherStores } from '@/components/product/other-stores';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductGrid } from '@/components/product/product-grid';
import { DeferredReviews } from '@/components/product/deferred-reviews';
import { ProductInfo } from '@/components/product/product-info';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { COMMENTS_PAGE_SIZE } from '@/lib/api/comments';
import { getComments, getProduct } from '@/lib/api/products';
import { orNotFound, orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/contract/values';
import { storeDeliveryTerms } from '@/lib/api/cached-lists';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, SITE_URL } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';
import { productPageMessages } from '@/lib/i18n/client-messages';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { availableFirst, cardProduct, hasDiscount, RELATED_ON_PAGE, storeOffer } from '@/lib/domain/product';

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
  const [product, firstReviews, t, messages] = await Promise.all([
    loadProduct(locale, id),
    // Without it the reviews island loads the first page itself (and shows an error with a retry).
    orNull(getComments(api, id, { page: 1, size: COMMENTS_PAGE_SIZE })),
    getTranslations(),
    productPageMessages(),
  ]);
  const terms = await orNull(storeDeliveryTerms(locale, product.store.id));
  const images = product.images.length ? product.images : [{ id: 0, image: '' }];
  const discounted = hasDiscount(product);
  // The islands get a card's fields of the product (cardProduct), so that the page's payload stays small.
  const { comparison_products: comparison, related_products: related, comments: _m, ...base } = product;
  const card = cardProduct(base);
  const categoryPath = `/products?category_id=${product.category.id}`;

  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
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
          <ProductGallery images={images} name={product.name} tints={images.map((_, i) => productTint(product.id + i))} favourite={card}>
            {discounted && (
              <span className="absolute left-4 top-4 rounded-full bg-sale-600 px-3 py-1 text-sm font-bold text-white">
                {t('product.discount', { discount: product.discount })}
              </span>
            )}
          </ProductGallery>
        </section>

        <ProductInfo
          card={card}
          info={{
            description: product.description,
            soldText: product.number_of_sales > 0 ? t('product.sold', { count: product.number_of_sales }) : null,
            store: { logo: product.store.logo, rating: product.store.rating, rating_count: product.store.rating_count },
            url: `${SITE_URL}/${locale}/products/${product.id}`,
          }}
          terms={terms}
        />
      </article>

      {comparison.length > 0 && (
        <Section id="comparison" title={t('product.comparison')}>
          <OtherStores offers={availableFirst(comparison).map(storeOffer)} />
        </Section>
      )}

      <Section id="reviews" title={t('product.reviews')}>
        <DeferredReviews productId={product.id} initial={firstReviews} />
      </Section>

      {related.length > 0 && (
        <Section id="related" title={t('product.related')}>
          <ProductGrid products={related.slice(0, RELATED_ON_PAGE)} row />
        </Section>
      )}
      {/* Room for the pinned buy bar on phones, so it never covers the page's end. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
    </NextIntlClientProvider>
  );
}
