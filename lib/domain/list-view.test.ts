import { PRODUCT_SORTS } from '../contract/values';
import { getRewrittenUrl, isRewrite, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { listView, listViewRewrites, listViews, stateOfListView } from './list-view';
import { FILTER_FLAGS } from './product-filter-rules';

describe('list views', () => {
  it('lists every view of some categories, each one naming its list', () => {
    const views = listViews([1, 2]);
    expect(views).toHaveLength(3 * PRODUCT_SORTS.length);
    expect(stateOfListView('all-popular')).toEqual({ filter: {}, sort: 'popular', page: 1 });
    expect(stateOfListView('2-cheap')).toEqual({ filter: { category: 2 }, sort: 'cheap', page: 1 });
    for (const view of views) expect(stateOfListView(view)).not.toBeNull();
  });

  it('names a list with one tick, which is built on its first request', () => {
    expect(listView(2, 'cheap', 'pickup')).toBe('2-cheap-pickup');
    expect(stateOfListView('2-cheap-pickup')).toEqual({ filter: { category: 2, pickup: true }, sort: 'cheap', page: 1 });
    expect(stateOfListView('all-new-free_shipping')).toEqual({ filter: { free_shipping: true }, sort: 'new', page: 1 });
    for (const flag of FILTER_FLAGS) expect(stateOfListView(listView(undefined, 'popular', flag))?.filter).toEqual({ [flag]: true });
    expect(listViews([1, 2]).some((view) => /-(pickup|available)/.test(view))).toBe(false);
  });

  it('refuses names no rewrite produces', () => {
    for (const name of [
      '',
      'all',
      '4-',
      '4-nosuch',
      '0-cheap',
      '04-cheap',
      '4-cheap-1',
      '4_cheap',
      '../x',
      'all-popular/x',
      '4-cheap-nosuch',
      '4-cheap-pickup-available',
      '4-cheap-',
      '4-pickup',
      '4-cheap-q',
    ]) {
      expect(stateOfListView(name)).toBeNull();
    }
  });

  it('rewrites a category and a sort, either, or neither, with no tick or one, and nothing with a search, another filter or a page', () => {
    const rules = listViewRewrites(['uz', 'ru']);
    const base = [
      '/:locale/products/list/:category-:sort',
      '/:locale/products/list/:category-popular',
      '/:locale/products/list/all-:sort',
      '/:locale/products/list/all-popular',
    ];
    expect(rules.map((r) => r.destination)).toEqual([...base, ...FILTER_FLAGS.flatMap((flag) => base.map((to) => `${to}-${flag}`))]);
    for (const rule of rules) {
      expect(rule.source).toBe('/:locale(uz|ru)/products');
      const missing = rule.missing.map((m) => m.key);
      const tick = FILTER_FLAGS.find((flag) => rule.destination.endsWith(`-${flag}`));
      for (const key of ['q', 'page', 'min_price', 'max_price', 'rating', 'discount', 'store', 'distance', ...FILTER_FLAGS]) {
        if (key !== tick) expect(missing).toContain(key);
      }
      if (tick) {
        expect(missing).not.toContain(tick);
        const on = rule.has!.find((h) => h.key === tick)!.value!;
        expect(['true', '1'].every((v) => new RegExp(`^${on}$`).test(v))).toBe(true);
        expect(['', 'false', '0', 'yes'].some((v) => new RegExp(`^${on}$`).test(v))).toBe(false);
      }
    }
    const sortValue = new RegExp(`^${rules[0].has![1].value!}$`);
    for (const sort of PRODUCT_SORTS) expect(sortValue.test(sort)).toBe(true);
    expect(sortValue.test('nosuch')).toBe(false);
    const categoryValue = new RegExp(`^${rules[0].has![0].value!}$`);
    expect(['1', '16', '999999999'].every((v) => categoryValue.test(v))).toBe(true);
    expect(['0', '04', 'x', '-1', '2147483648', '3000000000'].some((v) => categoryValue.test(v))).toBe(false);
  });

  // As `next start` routes a request: Next's documented helper runs the config's rewrites. It drops
  // the values a `has` condition captures (the category and the sort), which Next's router passes
  // on, so a view with those is followed by e2e/product-seo.spec.ts against the real server.
  it('sends a list with one tick to its view, and two ticks or another filter to the list page', async () => {
    const nextConfig = { rewrites: async () => ({ beforeFiles: listViewRewrites(['uz', 'ru']), afterFiles: [], fallback: [] }) };
    const to = async (path: string) => {
      const response = await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig });
      return isRewrite(response) ? new URL(getRewrittenUrl(response)!).pathname : null;
    };
    expect(await to('/uz/products')).toBe('/uz/products/list/all-popular');
    expect(await to('/ru/products?available=1')).toBe('/ru/products/list/all-popular-available');
    expect(await to('/uz/products?free_shipping=true&utm_source=x')).toBe('/uz/products/list/all-popular-free_shipping');
    // What filtersFromSearchParams would read as no tick, or as more than one filter, renders per request.
    for (const path of [
      '/uz/products?category_id=4&pickup=false',
      '/uz/products?category_id=4&pickup=true&available=true',
      '/uz/products?category_id=4&pickup=true&min_price=1000',
      '/uz/products?pickup=true&q=olma',
      '/uz/products?pickup=true&page=2',
    ]) {
      expect([path, await to(path)]).toEqual([path, null]);
    }
  });
});
