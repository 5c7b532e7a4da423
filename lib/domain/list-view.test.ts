import { PRODUCT_SORTS } from '../contract/values';
import { listViewRewrites, listViews, stateOfListView } from './list-view';

describe('list views', () => {
  it('lists every view of some categories, each one naming its list', () => {
    const views = listViews([1, 2]);
    expect(views).toHaveLength(3 * PRODUCT_SORTS.length);
    expect(stateOfListView('all-popular')).toEqual({ filter: {}, sort: 'popular', page: 1 });
    expect(stateOfListView('2-cheap')).toEqual({ filter: { category: 2 }, sort: 'cheap', page: 1 });
    for (const view of views) expect(stateOfListView(view)).not.toBeNull();
  });

  it('refuses names no rewrite produces', () => {
    for (const name of ['', 'all', '4-', '4-nosuch', '0-cheap', '04-cheap', '4-cheap-1', '4_cheap', '../x', 'all-popular/x']) {
      expect(stateOfListView(name)).toBeNull();
    }
  });

  it('rewrites a category and a sort, either, or neither, and nothing with a search, a filter or a page', () => {
    const rules = listViewRewrites(['uz', 'ru']);
    expect(rules.map((r) => r.destination)).toEqual([
      '/:locale/products/list/:category-:sort',
      '/:locale/products/list/:category-popular',
      '/:locale/products/list/all-:sort',
      '/:locale/products/list/all-popular',
    ]);
    for (const rule of rules) {
      expect(rule.source).toBe('/:locale(uz|ru)/products');
      const missing = rule.missing.map((m) => m.key);
      for (const key of ['q', 'page', 'min_price', 'max_price', 'rating', 'discount', 'store', 'distance', 'pickup', 'free_shipping', 'available']) expect(missing).toContain(key);
    }
    const sortValue = new RegExp(`^${rules[0].has![1].value!}$`);
    for (const sort of PRODUCT_SORTS) expect(sortValue.test(sort)).toBe(true);
    expect(sortValue.test('nosuch')).toBe(false);
    const categoryValue = new RegExp(`^${rules[0].has![0].value!}$`);
    expect(['1', '16', '999999999'].every((v) => categoryValue.test(v))).toBe(true);
    expect(['0', '04', 'x', '-1', '2147483648', '3000000000'].some((v) => categoryValue.test(v))).toBe(false);
  });
});
