import { compactFilter } from '../domain/product-filter-rules';
import { ProductFilterSchema as productFilterSchema } from './catalog';

describe('compactFilter (discount when ≥ 0, the rest when truthy)', () => {
  it('keeps a zero discount and drops falsy fields', () => {
    expect(compactFilter({ discount: 0, q: '', category: 0, pickup: false, store: [], rating: 4 })).toEqual({ discount: 0, rating: 4 });
  });
  it('drops a negative or missing discount', () => {
    expect(compactFilter({ discount: -1 })).toEqual({});
    expect(compactFilter({ discount: undefined })).toEqual({});
  });
});

describe('productFilterSchema', () => {
  it('accepts numeric strings and boolean words', () => {
    const parsed = productFilterSchema.parse({ category: '3', min_price: '1000', pickup: 'true', available: false });
    expect(parsed).toEqual({ category: 3, min_price: 1000, pickup: true, available: false });
  });
  it.each([{ category: -1 }, { category: 1.5 }, { rating: 6 }, { q: 'x'.repeat(101) }, { store: [1, 'a'] }, { extra: 1 }, { distance: 1e9 }])(
    'refuses %j',
    (body) => {
      expect(productFilterSchema.safeParse(body).success).toBe(false);
    },
  );
});
