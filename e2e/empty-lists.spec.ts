import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../lib/contract/catalog';
import { PRODUCT_SORTS } from '../lib/contract/values';
import { activeFilters, FILTER_NAME_KEYS, filtersFromSearchParams, searchParamsFromFilters, withoutFilter } from '../lib/domain/filter-url';
import { allProducts, productsIn, scopeWhereNone, scopes, type Scope } from './helpers/demo-catalog';
import { elementTexts, links, markup, metaContent, streamedServerError } from './helpers/html';
import { msg } from './helpers/messages';

/**
 * Launch issue, section 5: any filter that left no products answered 500 ("An error occurred in
 * the Server Components render"): the filtered empty state called a function of the filter form's
 * client module on the server. This walks every filter of the list page (the form's fields in
 * components/filters/product-filters.tsx and the URL's keys in lib/domain/filter-url.ts), each set
 * to a value that leaves nothing, on /products and on a store's page, in both languages: the
 * answer is the list's own empty state in the shopper's language with a way forward, never an
 * error. Each value comes from the demo catalog, and the API confirms that the list has products
 * without it and none with it, so the empty state is the filter's doing.
 */

const LOCALES = ['uz', 'ru'] as const;

interface Walk {
  name: string;
  /** The list's path without the locale: '/products' or '/stores/{id}'. */
  path: string;
  /** What the list is without the filter (it has products): a category, a store, a text. */
  scope: Record<string, string>;
  /** The filter, set to a value that leaves nothing. */
  set: Record<string, string>;
  /** The list is empty without the filter too (a text that finds nothing, as the address). */
  emptyWithout?: true;
}

/** Category and text do not count as filters (the filter button's badge): their empty state is the list's own. */
const isFiltered = (w: Walk) => Object.keys({ ...w.scope, ...w.set }).some((k) => !['category_id', 'q', 'sort', 'page'].includes(k));

function query(w: Walk): URLSearchParams {
  return new URLSearchParams({ ...w.scope, ...w.set });
}

const scopeParams = (s: Scope): Record<string, string> => ({
  ...(s.category ? { category_id: String(s.category) } : {}),
  ...(s.store ? { store: String(s.store) } : {}),
});

/** Far from every store of the demo catalog (Nukus; the stores are in Tashkent). */
const FAR_AWAY = { latitude: '42.4619', longitude: '59.6003', distance: '20' };

function productListWalks(products: Product[]): Walk[] {
  const first = scopes(products)[0]!;
  const inFirst = productsIn(products, first);
  const cheapest = Math.min(...inFirst.map((p) => p.discount_price));
  const dearest = Math.max(...inFirst.map((p) => p.discount_price));
  const none = (name: string, passes: (p: Product) => boolean, set: Record<string, string>): Walk => ({
    name,
    path: '/products',
    scope: scopeParams(scopeWhereNone(products, passes)),
    set,
  });
  // A store that sells nothing in the first category (the store picker of the form).
  const elsewhere = [...new Set(products.map((p) => p.store.id))].find((id) => !inFirst.some((p) => p.store.id === id));
  const word = products[0]!.name.split(/\s+/)[0]!;
  return [
    { name: 'price up to less than the cheapest', path: '/products', scope: scopeParams(first), set: { max_price: String(cheapest - 1) } },
    { name: 'price from more than the dearest', path: '/products', scope: scopeParams(first), set: { min_price: String(dearest + 1) } },
    {
      name: 'a price range between the cheapest and nothing',
      path: '/products',
      scope: scopeParams(first),
      set: { min_price: '0', max_price: String(cheapest - 1) },
    },
    none('rating at least 4.5', (p) => p.rating >= 4.5, { rating: '4.5' }),
    none('rating at least 4', (p) => p.rating >= 4, { rating: '4' }),
    none('any discount', (p) => p.discount > 0, { discount: '1' }),
    none('discount at least 50 %', (p) => p.discount >= 50, { discount: '50' }),
    none('in stock', (p) => p.available > 0, { available: 'true' }),
    none('free shipping', (p) => p.free_shipping, { free_shipping: 'true' }),
    none('pickup', (p) => p.pickup, { pickup: 'true' }),
    none('open 24 hours', (p) => p.around_the_clock, { around_the_clock: 'true' }),
    none('with reviews', (p) => p.rating_count > 0, { comments: 'true' }),
    ...(elsewhere ? [{ name: 'a store with nothing in the category', path: '/products', scope: scopeParams(first), set: { store: String(elsewhere) } }] : []),
    { name: 'within 20 km of a place far from every store', path: '/products', scope: {}, set: FAR_AWAY },
    {
      name: 'every filter at once',
      path: '/products',
      scope: scopeParams(first),
      set: {
        min_price: String(dearest + 1),
        rating: '4.5',
        discount: '50',
        free_shipping: 'true',
        pickup: 'true',
        around_the_clock: 'true',
        comments: 'true',
        available: 'true',
      },
    },
    // Search text: alone its empty state is the list's (a way to the catalog); with a filter, the filter's.
    { name: 'a text that finds nothing', path: '/products', scope: {}, set: { q: 'zzzz' } },
    { name: 'a text that finds something, with a price that leaves nothing', path: '/products', scope: { q: word }, set: { max_price: '1' } },
    // Every sort with a filter (each sort is its own query on the server).
    ...PRODUCT_SORTS.map((sort) => ({
      name: `sort ${sort} with a price that leaves nothing`,
      path: '/products',
      scope: { ...scopeParams(first), sort },
      set: { max_price: '1' },
    })),
    { name: 'a page past the last', path: '/products', scope: scopeParams(first), set: { page: '999' } },
    // The addresses of the issue, as they were reported.
    { name: 'issue: category 3, popular, up to 1000', path: '/products', scope: { category_id: '3', sort: 'popular' }, set: { max_price: '1000' } },
    { name: 'issue: category 5, rating 4.5, discount 50', path: '/products', scope: { category_id: '5' }, set: { rating: '4.5', discount: '50' } },
    { name: 'issue: a text and a price', path: '/products', scope: { q: 'zzzz' }, set: { min_price: '1' }, emptyWithout: true },
  ];
}

function storePageWalks(products: Product[]): Walk[] {
  const stores = [...new Set(products.map((p) => p.store.id))].sort((a, b) => a - b).map((store) => ({ store }));
  const store = (passes: (p: Product) => boolean) => scopeWhereNone(products, passes, stores).store!;
  const first = stores[0]!.store;
  const cheapest = Math.min(...productsIn(products, { store: first }).map((p) => p.discount_price));
  const walk = (name: string, id: number, set: Record<string, string>): Walk => ({ name: `store page: ${name}`, path: `/stores/${id}`, scope: {}, set });
  return [
    walk('price up to less than its cheapest', first, { max_price: String(cheapest - 1) }),
    walk(
      'the flag it lacks: free shipping',
      store((p) => p.free_shipping),
      { free_shipping: 'true' },
    ),
    walk(
      'the flag it lacks: pickup',
      store((p) => p.pickup),
      { pickup: 'true' },
    ),
    walk(
      'the flag it lacks: open 24 hours',
      store((p) => p.around_the_clock),
      { around_the_clock: 'true' },
    ),
    walk(
      'discount at least 50 %',
      store((p) => p.discount >= 50),
      { discount: '50' },
    ),
    walk('every sort… cheapest first, up to 1', first, { sort: 'cheap', max_price: '1' }),
    walk('far from every store', first, FAR_AWAY),
    walk('a page past the last', first, { page: '999' }),
    { name: 'issue: store 1, up to 100', path: '/stores/1', scope: {}, set: { max_price: '100' } },
  ];
}

/** The API's answer for a list (the page's request): how many products the list page shows. */
async function shown(request: APIRequestContext, w: Walk, params: URLSearchParams): Promise<number> {
  const { filter, sort, page } = filtersFromSearchParams(params);
  const store = /^\/stores\/(\d+)$/.exec(w.path)?.[1];
  const body = store ? { ...filter, store: Number(store) } : filter;
  const res = await request.post(`/api/v1/store/products/filter/?size=12&sort=${sort}&page=${page}`, { data: body });
  expect(res.status()).toBe(200);
  return ((await res.json()).result.content as unknown[]).length;
}

/** The empty state of the page: its heading and the first link after it (the way forward). */
function emptyState(html: string, title: string) {
  const visible = markup(html);
  const at = visible.search(new RegExp(`<h2\\b[^>]*>\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*</h2>`));
  return at < 0 ? null : { action: links(visible.slice(at))[0] };
}

test.describe('every filter that leaves nothing shows the empty state, never an error', () => {
  let walks: Walk[];

  test.beforeAll(async ({ request }) => {
    const products = await allProducts(request);
    walks = [...productListWalks(products), ...storePageWalks(products)];
  });

  test('the API agrees that each walk leaves nothing, and its list without the filter has products', async ({ request }) => {
    for (const w of walks) {
      const without = await shown(request, w, new URLSearchParams(w.scope));
      if (w.emptyWithout) expect(without, `${w.name}: the list without the filter`).toBe(0);
      else expect(without, `${w.name}: the list without the filter`).toBeGreaterThan(0);
      expect(await shown(request, w, query(w)), `${w.name}: the filtered list`).toBe(0);
    }
  });

  for (const locale of LOCALES) {
    const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

    test(`each filter's empty list answers its empty state in ${locale} (server render)`, async ({ request }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const w of walks) {
        const params = query(w);
        const url = `/${locale}${w.path}?${params}`;
        const res = await request.get(url);
        const html = await res.text();
        const where = `${w.name}: ${url}`;
        if (res.status() >= 500 || streamedServerError(html)) {
          problems.push(`${where} answered ${res.status()}`);
          continue;
        }
        expect(res.status(), where).toBe(200);
        expect(elementTexts(html, 'h1'), where).not.toContain(m('error.title'));
        const { filter, sort } = filtersFromSearchParams(params);
        // A store page keeps its store out of the URL's filter (it is the page's own).
        const { store: _fixed, ...ownFilter } = filter;
        const urlFilter = w.path === '/products' ? filter : ownFilter;
        const pastLast = Boolean(w.set.page);
        // The count: nothing found, or (a page past the last) what the list holds.
        expect(
          elementTexts(html, 'h2').some((h) =>
            pastLast ? /[1-9]/.test(h) && h !== m('products.found', { count: 0 }) : h === m('products.found', { count: 0 }),
          ),
          `${where}: the count`,
        ).toBe(true);
        // The empty state and its way forward: the same list without its last filter, its
        // first page, or the catalog.
        const last = activeFilters(urlFilter).at(-1)!;
        const [title, forward] = pastLast
          ? [m('products.pastLast'), { href: `/${locale}${w.path}?${searchParamsFromFilters(urlFilter, sort)}`, text: m('products.firstPage') }]
          : isFiltered(w)
            ? [
                m('filters.emptyFiltered'),
                {
                  href: `/${locale}${w.path}?${searchParamsFromFilters(withoutFilter(urlFilter, last), sort)}`,
                  text: m('products.dropFilter', { filter: m(FILTER_NAME_KEYS[last]) }),
                },
              ]
            : [m('products.empty'), { href: `/${locale}/catalog`, text: m('nav.catalog') }];
        const state = emptyState(html, title);
        expect(state, `${where}: the empty state "${title}"`).not.toBeNull();
        expect(state!.action, `${where}: the way forward`).toEqual(forward);
        // An empty list is no page for search engines (as search results are); its links are followed.
        if (w.path === '/products') expect(metaContent(html, 'robots'), where).toMatch(/noindex/);
      }
      expect(problems).toEqual([]);
    });

    test(`a shopper sees the empty state and its way forward in ${locale}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const main = page.getByRole('main');
      // Filters that leave nothing: the empty state, then "drop the last filter" (one filter) or
      // "clear filters" (several) shows the category again.
      const dropPrice = m('products.dropFilter', { filter: m('filters.price') });
      for (const [path, way] of [
        ['/products?category_id=3&sort=popular&max_price=1000', dropPrice],
        ['/products?category_id=5&rating=4.5&discount=50', m('filters.clear')],
        ['/stores/1?max_price=100', dropPrice],
      ]) {
        const res = await page.goto(`/${locale}${path}`);
        expect(res?.status(), path).toBe(200);
        await expect(main.getByRole('heading', { name: m('filters.emptyFiltered') })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: m('error.title') })).toHaveCount(0);
        await main.getByRole('link', { name: way }).last().click();
        await expect(main.getByRole('heading', { name: m('filters.emptyFiltered') })).toHaveCount(0);
        await expect(main.getByRole('article').first()).toBeVisible();
      }
      // A text that finds nothing, with a price: clearing the price leaves the text, and the list's
      // own empty state leads to the catalog.
      expect((await page.goto(`/${locale}/products?q=zzzz&min_price=1`))?.status()).toBe(200);
      await expect(main.getByRole('heading', { name: m('filters.emptyFiltered') })).toBeVisible();
      await main.getByRole('link', { name: m('products.dropFilter', { filter: m('filters.price') }) }).click();
      await expect(main.getByRole('heading', { name: m('products.empty') })).toBeVisible();
      await main.getByRole('link', { name: m('nav.catalog') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/catalog$`));
      expect(errors).toEqual([]);
    });
  }
});
