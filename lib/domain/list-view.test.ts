import { filtersFromSearchParams } from './filter-url';
import { listViewOf, listViews, stateOfListView } from './list-view';

const view = (query: string) => listViewOf(new URLSearchParams(query));

describe('listViewOf', () => {
  it('names the first page of a category or of all products, in a sort', () => {
    expect(view('')).toBe('all_popular');
    expect(view('category_id=4&sort=cheap')).toBe('4_cheap');
    expect(view('sort=cheap&category_id=4&page=1')).toBe('4_cheap');
    expect(view('category_id=12&sort=popular')).toBe('12_popular');
    expect(view('category_id=3&_rsc=abc')).toBe('3_popular');
  });

  it('leaves every other list to render per request', () => {
    for (const query of [
      'q=olma',
      'category_id=4&min_price=1000',
      'category_id=4&pickup=true',
      'category_id=4&page=2',
      'category_id=4&sort=nosuch',
      'category_id=0',
      'category_id=04',
      'category_id=12345678901',
      'category_id=4&category_id=5',
      'utm_source=telegram',
    ]) {
      expect(view(query)).toBeNull();
    }
  });

  it('gives back the state the list page reads from the same query', () => {
    for (const query of ['', 'category_id=4&sort=cheap', 'sort=new', 'category_id=9&page=1']) {
      expect(stateOfListView(view(query)!)).toEqual(filtersFromSearchParams(new URLSearchParams(query)));
    }
  });

  it('lists every view of some categories, each one a query would produce', () => {
    const views = listViews([1, 2]);
    expect(views).toHaveLength(18);
    expect(views).toContain('all_popular');
    expect(views).toContain('2_discount');
    for (const v of views) expect(stateOfListView(v)).not.toBeNull();
  });
});

describe('stateOfListView', () => {
  it('refuses names no query produces', () => {
    for (const name of ['', 'all', '4_', '4_nosuch', '0_cheap', '4_cheap_1', '../x', 'all_popular/x']) {
      expect(stateOfListView(name)).toBeNull();
    }
  });
});
