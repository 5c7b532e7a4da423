import type { About } from '@/lib/contract/content';
import type { ProductDetail } from '@/lib/contract/catalog';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, productListCanonicalPath } from './structured-data';

const SITE = 'https://savat.uz';

const about: About = {
  phone: '+998712005050',
  email: 'info@savat.uz',
  address: 'Toshkent',
  address_url: null,
  telegram: 'https://t.me/savat',
  facebook: null,
  instagram: 'https://instagram.com/savat',
  app_qr_image: null,
  description: '',
};

const product = {
  id: 12,
  name: 'Olma',
  description: 'Shirin olma',
  price: 20000,
  discount: 10,
  discount_price: 18000,
  available: 5,
  amount_type: 'kg',
  weight: null,
  rating: 4.5,
  rating_count: 0,
  view_count: 0,
  number_of_sales: 0,
  free_shipping: false,
  pickup: true,
  around_the_clock: false,
  flag: null,
  images: [{ id: 1, image: '/media/emoji/red-apple.svg' }],
  category: { id: 3, name: 'Mevalar' },
  store: {
    id: 7,
    brand_name: 'Korzinka',
    logo: '',
    latitude: 0,
    longitude: 0,
    store_location_name: '',
    working_time: '08:00-22:00',
    rating: 4,
    rating_count: 1,
    free_shipping_distance: 0,
  },
  is_favorite: false,
} satisfies Omit<ProductDetail, 'comparison_products' | 'related_products' | 'comments'>;

describe('structured data', () => {
  it('describes the organisation with its phone and social profiles', () => {
    const org = organizationJsonLd(SITE, 'ru', 'Savat', about);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Savat', url: 'https://savat.uz/ru', logo: 'https://savat.uz/icon.svg' });
    expect(org.contactPoint).toEqual([expect.objectContaining({ '@type': 'ContactPoint', telephone: '+998712005050' })]);
    expect(org.sameAs).toEqual(['https://t.me/savat', 'https://instagram.com/savat']);
    expect(organizationJsonLd(SITE, 'uz', 'Savat', null)).not.toHaveProperty('contactPoint');
  });

  it('numbers breadcrumbs from 1 with absolute localized URLs', () => {
    const list = breadcrumbJsonLd(SITE, 'uz', [
      { name: 'Bosh sahifa', path: '' },
      { name: 'Mevalar', path: '/products?category_id=3' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Bosh sahifa', item: 'https://savat.uz/uz' },
      { '@type': 'ListItem', position: 2, name: 'Mevalar', item: 'https://savat.uz/uz/products?category_id=3' },
    ]);
  });

  it('gives a product an offer in UZS and a rating only when it has reviews', () => {
    const ld = productJsonLd(SITE, 'uz', product);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Olma',
      image: ['https://savat.uz/media/emoji/red-apple.svg'],
      offers: { '@type': 'Offer', price: 18000, priceCurrency: 'UZS', availability: 'https://schema.org/InStock', seller: { name: 'Korzinka' } },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    const rated = productJsonLd(SITE, 'uz', { ...product, rating_count: 3, available: 0 });
    expect(rated).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 3 }, offers: { availability: 'https://schema.org/OutOfStock' } });
  });
});

describe('productListCanonicalPath', () => {
  it('keeps the category and the page, nothing else', () => {
    expect(productListCanonicalPath()).toBe('/products');
    expect(productListCanonicalPath(3)).toBe('/products?category_id=3');
    expect(productListCanonicalPath(3, 1)).toBe('/products?category_id=3');
    expect(productListCanonicalPath(3, 2)).toBe('/products?category_id=3&page=2');
    expect(productListCanonicalPath(undefined, 4)).toBe('/products?page=4');
  });
});
