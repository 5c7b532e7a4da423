import type { About } from '@/lib/contract/content';
import type { Locale } from '@/lib/contract/values';
import type { ProductDetail } from '@/lib/contract/catalog';
import { mediaUrl } from '@/lib/media/url';

/**
 * schema.org objects for the JSON-LD of pages (rendered by components/ui/json-ld.tsx, which
 * serialises them safely). Pure: the site URL is passed in, nothing is read from the environment.
 */

type Json = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl.replace(/\/?$/, '/')).toString();

/** The marketplace itself (home page): name, address, logo, phone and social profiles. */
export function organizationJsonLd(siteUrl: string, locale: Locale, siteName: string, about: About | null): Json {
  const sameAs = about ? [about.telegram, about.facebook, about.instagram].filter((u): u is string => Boolean(u)) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: absolute(siteUrl, `/${locale}`),
    logo: absolute(siteUrl, '/icon.svg'),
    ...(about?.email ? { email: about.email } : {}),
    ...(about?.phone
      ? {
          contactPoint: [
            { '@type': 'ContactPoint', telephone: about.phone, contactType: 'customer service', areaServed: 'UZ', availableLanguage: ['uz', 'ru'] },
          ],
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface Crumb {
  name: string;
  /** The path after the locale ('' for home). */
  path: string;
}

/** A BreadcrumbList from home to the page; paths are made absolute in the page's language. */
export function breadcrumbJsonLd(siteUrl: string, locale: Locale, crumbs: Crumb[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(siteUrl, `/${locale}${crumb.path}`),
    })),
  };
}

/** A Product with its Offer (UZS, stock, seller) and, when it has reviews, its AggregateRating. */
export function productJsonLd(siteUrl: string, locale: Locale, product: Omit<ProductDetail, 'comparison_products' | 'related_products' | 'comments'>): Json {
  const images = product.images.map((i) => mediaUrl(i.image)).filter((u): u is string => Boolean(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length ? { image: images.map((u) => absolute(siteUrl, u)) } : {}),
    sku: String(product.id),
    category: product.category.name,
    ...(product.rating_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.rating_count, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(siteUrl, `/${locale}/products/${product.id}`),
      price: product.discount_price,
      priceCurrency: 'UZS',
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.store.brand_name, url: absolute(siteUrl, `/${locale}/stores/${product.store.id}`) },
    },
  };
}

/**
 * The canonical path of a product list: the category and the page make different pages; sort,
 * search text and the other filters only rearrange or narrow one, so they are left out.
 */
export function productListCanonicalPath(categoryId?: number | null, page?: number | null): string {
  const query = new URLSearchParams();
  if (categoryId) query.set('category_id', String(categoryId));
  if (page && page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `/products?${qs}` : '/products';
}
