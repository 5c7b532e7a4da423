import type { Product } from '../contract/catalog';
import { availableFirst, cardProduct, hasDiscount, storeOffer, unitLabel, unitPrice } from './product';

describe('hasDiscount', () => {
  it.each([
    [{ price: 10_000, discount: 20, discount_price: 8_000 }, true],
    [{ price: 10_000, discount: 0, discount_price: 10_000 }, false],
    // A percent without a lower price (rounded away) shows no discount.
    [{ price: 100, discount: 1, discount_price: 100 }, false],
    [{ price: 10_000, discount: 0, discount_price: 9_000 }, false],
  ])('%j → %s', (product, expected) => {
    expect(hasDiscount(product)).toBe(expected);
  });
});

describe('unitLabel', () => {
  it('joins the weight and the unit, or gives whichever there is', () => {
    expect(unitLabel({ weight: '0,9 l', amount_type: 'dona' })).toBe('0,9 l · dona');
    expect(unitLabel({ weight: null, amount_type: 'kg' })).toBe('kg');
    expect(unitLabel({ weight: '500 g', amount_type: '' })).toBe('500 g');
  });

  it('never repeats the unit the weight already names', () => {
    expect(unitLabel({ weight: '1 kg', amount_type: 'kg' })).toBe('1 kg');
    expect(unitLabel({ weight: '1 кг', amount_type: 'кг' })).toBe('1 кг');
    expect(unitLabel({ weight: '1 dona', amount_type: 'dona' })).toBe('1 dona');
    expect(unitLabel({ weight: '100 g', amount_type: 'g' })).toBe('100 g');
    expect(unitLabel({ weight: '1 l', amount_type: 'dona' })).toBe('1 l · dona');
    expect(unitLabel({ weight: '5 шт', amount_type: 'упак' })).toBe('5 шт · упак');
  });
});

describe('availableFirst', () => {
  it('puts sold-out offers last and keeps the order within each group', () => {
    const offers = [
      { id: 1, available: 0 },
      { id: 2, available: 5 },
      { id: 3, available: -1 },
      { id: 4, available: 1 },
    ];
    expect(availableFirst(offers).map((o) => o.id)).toEqual([2, 4, 1, 3]);
    expect(offers.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('unitPrice', () => {
  it('is the lower price only when the product shows a discount', () => {
    expect(unitPrice({ price: 10_000, discount: 20, discount_price: 8_000 })).toBe(8_000);
    expect(unitPrice({ price: 10_000, discount: 0, discount_price: 9_000 })).toBe(10_000);
  });
});

describe('cardProduct and storeOffer (ADR 0022)', () => {
  const product: Product = {
    id: 7,
    name: 'Osh',
    description: 'A long description the card never shows',
    price: 40_000,
    discount: 5,
    discount_price: 38_000,
    available: 12,
    amount_type: 'dona',
    weight: '400 g',
    price_per_unit: { price: 95_000, unit: 'kg' },
    rating: 4.5,
    rating_count: 8,
    view_count: 900,
    number_of_sales: 120,
    free_shipping: true,
    pickup: false,
    around_the_clock: false,
    flag: 'new',
    images: [
      { id: 1, image: '/a.svg' },
      { id: 2, image: '/b.svg' },
    ],
    category: { id: 3, name: 'Tayyor taomlar' },
    store: {
      id: 4,
      brand_name: 'Baraka Market',
      logo: '/logo.svg',
      latitude: 41.27,
      longitude: 69.2,
      store_location_name: 'Chilonzor',
      working_time: '08:00-23:00',
      rating: 4.8,
      rating_count: 1264,
      free_shipping_distance: 5,
    },
    is_favorite: false,
  };

  it('keeps what a card, a basket line and the checkout read, and nothing else', () => {
    expect(cardProduct(product)).toEqual({
      id: 7,
      name: 'Osh',
      price: 40_000,
      discount: 5,
      discount_price: 38_000,
      available: 12,
      amount_type: 'dona',
      weight: '400 g',
      price_per_unit: { price: 95_000, unit: 'kg' },
      rating: 4.5,
      rating_count: 8,
      free_shipping: true,
      pickup: false,
      around_the_clock: false,
      flag: 'new',
      images: [{ id: 1, image: '/a.svg' }],
      category: { id: 3 },
      store: { id: 4, brand_name: 'Baraka Market', store_location_name: 'Chilonzor', working_time: '08:00-23:00' },
    });
  });

  it('carries a stop and a closed store only when there is one', () => {
    const stopped = {
      ...product,
      stopped_until: '2026-11-27T19:00:00.000Z',
      store: { ...product.store, open_now: false, opens_at: '2026-11-28T03:00:00.000Z' },
    };
    expect(cardProduct(stopped)).toMatchObject({ stopped_until: '2026-11-27T19:00:00.000Z', store: { open_now: false, opens_at: '2026-11-28T03:00:00.000Z' } });
    expect(cardProduct({ ...product, stopped_until: null, store: { ...product.store, open_now: true, opens_at: null } })).toEqual(cardProduct(product));
  });

  it('is the same for a card kept before (a basket on a device without price_per_unit)', () => {
    const { price_per_unit: _p, ...old } = cardProduct(product);
    expect(cardProduct(old as ReturnType<typeof cardProduct>).price_per_unit).toBeNull();
    expect(cardProduct(cardProduct(product))).toEqual(cardProduct(product));
  });

  it('keeps what the "in other stores" block shows', () => {
    expect(storeOffer(product)).toEqual({
      id: 7,
      price: 40_000,
      discount: 5,
      discount_price: 38_000,
      available: 12,
      rating: 4.5,
      rating_count: 8,
      store: { brand_name: 'Baraka Market', logo: '/logo.svg' },
    });
  });
});
