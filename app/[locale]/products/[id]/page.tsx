import { PackageCheck, Store as StoreIcon, Truck } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { FavouriteButton } from '@/components/product/favourite-button';
import { productTint } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import { JsonLd } from '@/components/ui/json-ld';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { Section } from '@/components/ui/section';
import { getProduct } from '@/lib/api/products';
import { isNotFound } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/api/types';
import { formatDate } from '@/lib/domain/datetime';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata, SITE_URL } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';
import { intParam } from '@/lib/i18n/search-params';
import { mediaUrl } from '@/lib/media/url';

export const revalidate = 60;

type Params = { params: Promise<{ locale: string; id: string }> };

/** Built on the first request, then revalidated; none ahead of time. */
export function generateStaticParams() {
  return [];
}

const loadProduct = cache(async (locale: Locale, id: number) => {
  try {
    return await getProduct(serverApi(locale), id);
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

export default async function ProductPage({ params }: Params) {
  const { locale, id } = await resolve(params);
  const [product, t] = await Promise.all([loadProduct(locale, id), getTranslations()]);
  const unit = [product.weight, product.amount_type].filter(Boolean).join(' · ');
  const images = product.images.length ? product.images : [{ id: 0, image: '' }];
  const hasDiscount = product.discount > 0 && product.discount_price < product.price;
  // The islands get the product without its lists, so that the page's payload stays small.
  const { comparison_products: _c, related_products: _r, comments: _m, ...base } = product;

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image: product.images.map((i) => new URL(mediaUrl(i.image) ?? '', SITE_URL).toString()),
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.store.brand_name },
    ...(product.rating_count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.rating_count } } : {}),
    offers: {
      '@type': 'Offer',
      price: product.discount_price,
      priceCurrency: 'UZS',
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: new URL(`/${locale}/products/${product.id}`, SITE_URL).toString(),
      seller: { '@type': 'Organization', name: product.store.brand_name },
    },
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={t('nav.breadcrumbs')} className="pt-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={`/products?category_id=${product.category.id}&sort=popular`} className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
              {product.category.name}
            </Link>
          </li>
        </ol>
      </nav>

      <article className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-10">
        <section aria-label={t('product.gallery')} className="space-y-3">
          <div className={`relative grid aspect-square place-items-center overflow-hidden rounded-card ${productTint(product.id)}`}>
            <MediaImage
              src={images[0].image}
              alt={t('product.image', { name: product.name, index: 1 })}
              width={320}
              height={320}
              priority
              className="size-3/5"
            />
            {hasDiscount && (
              <span className="absolute left-4 top-4 rounded-full bg-sale-600 px-3 py-1 text-sm font-bold text-white">
                {t('product.discount', { discount: product.discount })}
              </span>
            )}
            <FavouriteButton product={base} className="absolute right-4 top-4" />
          </div>
          {images.length > 1 && (
            <ul className="grid grid-cols-4 gap-3">
              {images.slice(1, 5).map((image, index) => (
                <li key={image.id} className={`grid aspect-square place-items-center rounded-tile ${productTint(product.id + index + 1)}`}>
                  <MediaImage src={image.image} alt={t('product.image', { name: product.name, index: index + 2 })} width={96} height={96} className="size-3/5" />
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              {product.rating_count > 0 && <Rating rating={product.rating} count={product.rating_count} />}
              {unit && <span>{unit}</span>}
              {product.number_of_sales > 0 && <span>{t('product.sold', { count: product.number_of_sales })}</span>}
            </div>
          </div>

          <div className="space-y-4 rounded-card bg-surface p-5 shadow-card">
            <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} size="lg" />
            <p className={product.available > 0 ? 'flex items-center gap-2 text-sm text-brand-800' : 'text-sm font-semibold text-sale-700'}>
              {product.available > 0 ? (
                <>
                  <PackageCheck aria-hidden="true" className="size-4" />
                  {t('product.inStock', { count: product.available })}
                </>
              ) : (
                t('product.outOfStock')
              )}
            </p>
            <div className="max-w-sm">
              <AddToCartButton product={base} size="lg" />
            </div>
            {(product.free_shipping || product.pickup || product.around_the_clock) && (
              <ul className="flex flex-wrap gap-2 border-t border-line pt-4 text-xs font-semibold text-brand-800">
                {product.free_shipping && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1.5">
                    <Truck aria-hidden="true" className="size-3.5" />
                    {t('features.freeShipping')}
                  </li>
                )}
                {product.pickup && <li className="rounded-full bg-brand-50 px-3 py-1.5">{t('features.pickup')}</li>}
                {product.around_the_clock && <li className="rounded-full bg-brand-50 px-3 py-1.5">{t('features.aroundTheClock')}</li>}
              </ul>
            )}
          </div>

          <Link href={`/stores/${product.store.id}`} className="flex items-center gap-4 rounded-card bg-surface p-4 shadow-card transition-shadow hover:shadow-raised">
            <MediaImage src={product.store.logo} alt="" width={48} height={48} className="size-12 rounded-tile" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">{t('product.store')}</p>
              <p className="truncate font-semibold">{product.store.brand_name}</p>
              <p className="truncate text-xs text-muted">
                {product.store.working_time} · {product.store.store_location_name}
              </p>
            </div>
            <StoreIcon aria-hidden="true" className="size-5 text-muted" />
          </Link>

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

      {product.comparison_products.length > 0 && (
        <Section id="comparison" title={t('product.comparison')}>
          <ProductGrid products={product.comparison_products} />
        </Section>
      )}

      <Section id="reviews" title={t('product.reviews')}>
        {product.comments.length ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {product.comments.map((comment) => (
              <li key={comment.id} className="rounded-card bg-surface p-5 shadow-card">
                <div className="flex items-center justify-between gap-3">
                  <p className="font-semibold">{comment.name}</p>
                  <time dateTime={comment.created_at} className="text-xs text-muted">
                    {formatDate(comment.created_at, locale)}
                  </time>
                </div>
                <Rating rating={comment.rating} className="mt-1" />
                <p className="mt-2 leading-relaxed text-ink/85">{comment.comment}</p>
                {comment.answers.map((answer) => (
                  <div key={answer.id} className="mt-3 rounded-tile bg-brand-50 p-3 text-sm">
                    <p className="font-semibold text-brand-800">
                      {t('product.answer')} · {answer.name}
                    </p>
                    <p className="mt-1 text-ink/85">{answer.comment}</p>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('product.noReviews')}</p>
        )}
      </Section>

      {product.related_products.length > 0 && (
        <Section id="related" title={t('product.related')}>
          <ProductGrid products={product.related_products} />
        </Section>
      )}
    </>
  );
}
