import { activeFilterCount, activeFilters, clearedFiltersHref, filtersFromSearchParams, searchParamsFromFilters, withoutFilter } from './filter-url';

describe('filtersFromSearchParams', () => {
  it('takes the last value of a repeated key, as the rewrites of cached lists do', () => {
    const { filter, sort } = filtersFromSearchParams(new URLSearchParams('category_id=3&category_id=5&sort=cheap&sort=new'));
    expect(filter.category).toBe(5);
    expect(sort).toBe('new');
    expect(filtersFromSearchParams(new URLSearchParams('category_id=3&category_id=')).filter.category).toBe(3);
    // The page's own searchParams are read as they are, not reordered: metadata and page read them both.
    const record = { category_id: ['3', '5'] };
    expect(filtersFromSearchParams(record).filter.category).toBe(5);
    expect(filtersFromSearchParams(record).filter.category).toBe(5);
  });

  it('reads every filter, the sort and the page', () => {
    const params = new URLSearchParams(
      'category_id=3&q=olma&sort=cheap&page=2&min_price=1000&max_price=50000&rating=4&discount=1&free_shipping=true&pickup=true&around_the_clock=true&comments=true&available=true&store=2&store=5&latitude=41.3&longitude=69.28&distance=5',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      sort: 'cheap',
      page: 2,
      filter: {
        category: 3,
        q: 'olma',
        min_price: 1000,
        max_price: 50000,
        rating: 4,
        discount: 1,
        free_shipping: true,
        pickup: true,
        around_the_clock: true,
        comments: true,
        available: true,
        store: [2, 5],
        latitude: 41.3,
        longitude: 69.28,
        distance: 5,
      },
    });
  });

  it('accepts a plain Next searchParams object', () => {
    expect(filtersFromSearchParams({ store: ['4', '1,4'], sort: 'new', pickup: 'true' })).toEqual({
      sort: 'new',
      page: 1,
      filter: { store: [1, 4], pickup: true },
    });
  });

  it('ignores invalid values one by one, never throws', () => {
    const params = new URLSearchParams(
      'category_id=abc&sort=nope&page=-3&min_price=-5&max_price=1e99&rating=9&discount=200&free_shipping=maybe&store=x&store=7&distance=5&latitude=41',
    );
    expect(filtersFromSearchParams(params)).toEqual({ sort: 'popular', page: 1, filter: { store: [7] } });
    expect(filtersFromSearchParams({ page: '99999999', q: '   ' })).toEqual({ sort: 'popular', page: 1, filter: {} });
  });

  it('ignores empty fields of a submitted GET form and a zero discount', () => {
    const params = new URLSearchParams('min_price=&max_price=&rating=&discount=0&sort=popular&distance=&latitude=&longitude=');
    expect(filtersFromSearchParams(params).filter).toEqual({});
  });

  it('puts a reversed price range in order', () => {
    expect(filtersFromSearchParams({ min_price: '9000', max_price: '100' }).filter).toEqual({ min_price: 100, max_price: 9000 });
  });
});

describe('searchParamsFromFilters', () => {
  it('writes only what is set, in a stable order, the page past the first', () => {
    const params = searchParamsFromFilters({ store: [5, 2], category: 3, pickup: true, free_shipping: false, discount: 20, q: '' }, 'cheap', 3);
    expect(params.toString()).toBe('category_id=3&sort=cheap&discount=20&pickup=true&store=2&store=5&page=3');
    expect(searchParamsFromFilters({}).toString()).toBe('sort=popular');
  });

  it('round-trips', () => {
    const filter = { category: 2, rating: 4.5, available: true, latitude: 41.31, longitude: 69.24, distance: 3 };
    const again = filtersFromSearchParams(searchParamsFromFilters(filter, 'highRate', 2));
    expect(again).toEqual({ filter, sort: 'highRate', page: 2 });
  });

  it('drops a distance without a point', () => {
    expect(searchParamsFromFilters({ distance: 5 }).toString()).toBe('sort=popular');
  });
});

describe('activeFilterCount', () => {
  it('counts the shopper-set filters, not the category or text', () => {
    expect(activeFilterCount({ category: 1, q: 'a' })).toBe(0);
    expect(activeFilterCount({ min_price: 1, max_price: 2, pickup: true, store: [1, 2], distance: 3 })).toBe(4);
  });
});

describe('activeFilters and withoutFilter: "drop the last filter"', () => {
  it('lists the filters in URL order, the price range as one, the point and distance as one', () => {
    const filter = {
      category: 3,
      q: 'olma',
      min_price: 1000,
      max_price: 5000,
      pickup: true,
      available: true,
      store: [2],
      latitude: 41.3,
      longitude: 69.2,
      distance: 3,
    };
    expect(activeFilters(filter)).toEqual(['price', 'pickup', 'available', 'store', 'distance']);
    expect(withoutFilter(filter, 'distance')).toEqual({ category: 3, q: 'olma', min_price: 1000, max_price: 5000, pickup: true, available: true, store: [2] });
    expect(withoutFilter(filter, 'price')).not.toHaveProperty('min_price');
    expect(withoutFilter(filter, 'price')).not.toHaveProperty('max_price');
    expect(withoutFilter({ q: 'sut', rating: 4 }, 'rating')).toEqual({ q: 'sut' });
    expect(activeFilters({ category: 1, q: 'a' })).toEqual([]);
  });
});

describe('clearedFiltersHref', () => {
  it('keeps the category, the search text and the sort; drops every filter and the page', () => {
    const filter = {
      category: 3,
      q: 'olma',
      max_price: 1000,
      rating: 4.5,
      discount: 50,
      pickup: true,
      store: [2],
      latitude: 41.3,
      longitude: 69.2,
      distance: 3,
    };
    expect(clearedFiltersHref('/products', filter, 'cheap')).toBe('/products?category_id=3&q=olma&sort=cheap');
    expect(clearedFiltersHref('/stores/1', { max_price: 100 })).toBe('/stores/1?sort=popular');
  });
});

describe('the volume-or-weight filter in the URL', () => {
  it('reads repeated sizes written as the catalog writes them, drops others, and writes them back in order', () => {
    const { filter } = filtersFromSearchParams(new URLSearchParams('weight=1+l&weight=0.9+l&weight=1+l&weight=big&weight=1%20litre'));
    expect(filter.weight).toEqual(['0.9 l', '1 l']);
    expect(searchParamsFromFilters(filter).toString()).toBe('sort=popular&weight=0.9+l&weight=1+l');
    expect(activeFilterCount(filter)).toBe(1);
    expect(filtersFromSearchParams(new URLSearchParams('weight=')).filter.weight).toBeUndefined();
  });
});
