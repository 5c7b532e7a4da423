import { expect, test } from '@playwright/test';
import { PRODUCT_SORTS } from '../lib/contract/values';
import { appRoutes, fetchAll, serverErrors } from './helpers/server-errors';

/**
 * Launch issue, section 5: every route of app/ (read from the file tree, with real ids from the
 * demo catalog where a route takes one) asked for with odd but valid query values: huge and zero
 * pages, a price range upside down, empty and repeated keys, unicode and long search texts, unknown
 * sorts and flags. Whatever a hand-edited or a crawler's URL holds, no answer may be a server error
 * (a 5xx, or an error streamed into a 200 page). A new route fails the first test until it is
 * given sample addresses here.
 */

interface Ids {
  product: number;
  category: number;
  store: number;
  letters: string;
}

/** The concrete addresses of each route (locale routes take `{locale}`): real ids and odd ones. */
function samples({ product, category, store, letters }: Ids): Record<string, string[]> {
  const badIds = ['0', '99999999', '99999999999999999999', 'abc', '1.5', '-1', '%F0%9F%8D%8E'];
  return {
    '/[locale]': ['/{locale}'],
    '/[locale]/[...rest]': ['/{locale}/no-such-page', '/{locale}/a/b/c/%D0%B9'],
    '/[locale]/about': ['/{locale}/about'],
    '/[locale]/account': ['/{locale}/account'],
    '/[locale]/account/addresses': ['/{locale}/account/addresses'],
    '/[locale]/account/orders': ['/{locale}/account/orders'],
    '/[locale]/account/orders/[id]': ['/{locale}/account/orders/1', ...badIds.map((id) => `/{locale}/account/orders/${id}`)],
    '/[locale]/account/profile': ['/{locale}/account/profile'],
    '/[locale]/account/support': ['/{locale}/account/support'],
    '/[locale]/bench-intl': ['/{locale}/bench-intl'],
    '/[locale]/bench-static/[id]': ['/{locale}/bench-static/1'],
    '/[locale]/cart': ['/{locale}/cart'],
    '/[locale]/cart/checkout': ['/{locale}/cart/checkout'],
    '/[locale]/cart/order-placed': ['/{locale}/cart/order-placed'],
    '/[locale]/catalog': ['/{locale}/catalog'],
    '/[locale]/console': ['/{locale}/console'],
    '/[locale]/console/audit': ['/{locale}/console/audit'],
    '/[locale]/console/content': ['/{locale}/console/content'],
    '/[locale]/console/orders': ['/{locale}/console/orders'],
    '/[locale]/console/orders/[id]': ['/{locale}/console/orders/1', ...badIds.map((id) => `/{locale}/console/orders/${id}`)],
    '/[locale]/console/orders/[id]/print': [
      '/{locale}/console/orders/1/print',
      '/{locale}/console/orders/1/print?kind=receipt',
      '/{locale}/console/orders/1/print?kind=%F0%9F%8D%8E&kind=picking',
      ...badIds.map((id) => `/{locale}/console/orders/${id}/print`),
    ],
    '/[locale]/console/products': ['/{locale}/console/products'],
    '/[locale]/console/products/[id]': [`/{locale}/console/products/${product}`, ...badIds.map((id) => `/{locale}/console/products/${id}`)],
    '/[locale]/console/products/new': ['/{locale}/console/products/new'],
    '/[locale]/console/promo-codes': ['/{locale}/console/promo-codes'],
    '/[locale]/console/reports': ['/{locale}/console/reports', '/{locale}/console/reports?store=99999999', '/{locale}/console/reports?store=abc'],
    '/[locale]/console/reviews': ['/{locale}/console/reviews'],
    '/[locale]/console/staff': [
      '/{locale}/console/staff',
      '/{locale}/console/staff?store=1',
      '/{locale}/console/staff?store=99999999',
      '/{locale}/console/staff?store=x',
    ],
    '/[locale]/console/store': ['/{locale}/console/store'],
    '/[locale]/console/store-promos': ['/{locale}/console/store-promos', '/{locale}/console/store-promos?store=1', '/{locale}/console/store-promos?store=x'],
    '/[locale]/console/stores': ['/{locale}/console/stores'],
    '/[locale]/console/support': ['/{locale}/console/support'],
    '/[locale]/console/users': ['/{locale}/console/users'],
    '/[locale]/console/vitals': ['/{locale}/console/vitals'],
    '/[locale]/dev/pay/click': ['/{locale}/dev/pay/click'],
    '/[locale]/dev/pay/payme/[...link]': [
      '/{locale}/dev/pay/payme/bT1lMmUtcGF5bWUtbWVyY2hhbnQ7YWMub3JkZXJfaWQ9MTthPTEwMDA=',
      '/{locale}/dev/pay/payme/x',
      '/{locale}/dev/pay/payme/a/b%2Fc',
    ],
    '/[locale]/favourites': ['/{locale}/favourites'],
    '/[locale]/offer': ['/{locale}/offer'],
    '/[locale]/offline': ['/{locale}/offline'],
    '/[locale]/products': ['/{locale}/products', `/{locale}/products?category_id=${category}`],
    '/[locale]/products/[id]': [`/{locale}/products/${product}`, ...badIds.map((id) => `/{locale}/products/${id}`)],
    '/[locale]/products/list/[view]': [
      `/{locale}/products/list/${category}-popular`,
      '/{locale}/products/list/all-cheap',
      `/{locale}/products/list/${category}-new-available`,
      '/{locale}/products/list/all-cheap-nosuch',
      '/{locale}/products/list/0-bogus',
      '/{locale}/products/list/99999999-new',
    ],
    '/[locale]/stores': ['/{locale}/stores', '/{locale}/stores?letter=a'],
    '/[locale]/stores/[id]': [`/{locale}/stores/${store}`, ...badIds.map((id) => `/{locale}/stores/${id}`)],
    '/api/v1/[[...route]]': ['/api/v1/health/', '/api/v1/store/products/', '/api/v1/no/such/route'],
    '/apple-icon.png': ['/apple-icon.png'],
    '/bench-static': ['/bench-static'],
    '/bench-static/[id]': ['/bench-static/1', '/bench-static/abc'],
    '/icon.svg': ['/icon.svg'],
    '/manifest.webmanifest': ['/manifest.webmanifest'],
    '/media/app-qr.svg': ['/media/app-qr.svg'],
    '/media/emoji/[file]': [
      '/media/emoji/magnifying-glass-tilted-left.svg',
      '/media/emoji/magnifying-glass-tilted-left.64.webp',
      '/media/emoji/magnifying-glass-tilted-left.99999.webp',
      '/media/emoji/..%2F..%2Fetc.svg',
      '/media/emoji/magnifying-glass-tilted-left.og.png',
    ],
    // The share card of an uploaded photo: a file that is not there, a bad name, a way out.
    '/media/product-images/[file]': ['/media/product-images/none.og.jpg', '/media/product-images/none.webp', '/media/product-images/..%2F..%2Fetc.og.jpg'],
    '/media/monogram/[letters]/[file]': [
      `/media/monogram/${letters}/16A34A.svg`,
      '/media/monogram/%D0%AF%D0%AF/zzzzzz.svg',
      '/media/monogram/ABCDEFGH/16A34A.svg',
    ],
    '/robots.txt': ['/robots.txt'],
    '/sitemap.xml': ['/sitemap.xml'],
    '/sitemap/[__metadata_id__]': ['/sitemap/0.xml', '/sitemap/999.xml', '/sitemap/abc.xml'],
  };
}

/** Odd but valid query values: each alone on the list pages, a few of them together everywhere. */
const ODD_QUERIES = [
  'page=0',
  'page=-1',
  'page=99999999999999',
  'page=1.5',
  'page=',
  'size=100000',
  'min_price=9000&max_price=100',
  // The valid ends of each range: lists that come out empty (the 500).
  'min_price=1000000000',
  'max_price=0',
  'rating=5&discount=100',
  'store=2147483647',
  'latitude=-90&longitude=-180&distance=100',
  'q=zzzz&pickup=true&around_the_clock=true',
  'min_price=1000000000&max_price=0',
  'max_price=-1',
  'min_price=1e9',
  'rating=10',
  'rating=4.5.5',
  'discount=101',
  'discount=-5',
  'discount=0',
  'sort=bogus',
  'sort=',
  'sort=cheap&sort=new',
  ...PRODUCT_SORTS.map((sort) => `sort=${sort}&page=500`),
  'category_id=',
  'category_id=abc',
  'category_id=1&category_id=2',
  'category_id=99999999999',
  'category_id=0',
  'q=',
  'q=%20%20',
  `q=${encodeURIComponent('🍎 olma')}`,
  `q=${encodeURIComponent('ЙЎҚҒ ўзбек сут')}`,
  `q=${'a'.repeat(500)}`,
  'q=%25%27%22%3C%3E%5C',
  'q=a&q=b',
  'store=1,2,abc',
  'store=0',
  'store=1&store=1&store=99999999',
  'free_shipping=maybe',
  'pickup=1',
  'around_the_clock=',
  'available=false',
  'comments=true&comments=false',
  'latitude=91&longitude=181&distance=5',
  'latitude=41.3&longitude=69.2&distance=0',
  'latitude=41.3&longitude=69.2&distance=100000',
  'letter=',
  'letter=%D1%91',
  'letter=ab',
  'letter=%25',
  'filters=',
  'filters=1',
  'reason=',
  'redirect=%2F%2Fevil.example',
  'utm_source=x&fbclid=y',
];

/** Several odd values at once, for every route. */
const COMBINED = [
  'page=0&size=0&sort=bogus&q=&min_price=9000&max_price=100&letter=',
  'min_price=1000000000&max_price=1000000000&discount=100&available=true&page=2',
  `page=99999999999999&q=${encodeURIComponent('🍎 ўзбек')}&category_id=abc&rating=10&discount=101&store=0,abc`,
  'sort=cheap&sort=new&page=2&page=x&category_id=1&category_id=&free_shipping=maybe&latitude=91',
  'q=a&q=&filters=&reason=&redirect=%2F%2Fevil.example&id=&view=&amount=-1&transaction_param=99999999999',
];

/** The list pages, where every odd value goes alone. */
const LIST_PAGES = (ids: Ids) => [
  '/{locale}',
  '/{locale}/products',
  `/{locale}/products?category_id=${ids.category}`,
  `/{locale}/stores/${ids.store}`,
  '/{locale}/stores',
  '/{locale}/catalog',
];

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

test.describe('no route answers a server error to odd query values', () => {
  let ids: Ids;

  test.beforeAll(async ({ request }) => {
    const top = (await (await request.get('/api/v1/store/products/popular/?size=1')).json()).result.content[0] as {
      id: number;
      category: { id: number };
      store: { id: number; brand_name: string };
    };
    const letters = top.store.brand_name
      .split(/\s+/)
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 2);
    ids = { product: top.id, category: top.category.id, store: top.store.id, letters: encodeURIComponent(letters) };
  });

  test('every route of app/ has sample addresses here', () => {
    const routes = appRoutes();
    const table = samples(ids);
    expect(
      routes.filter((r) => !table[r]),
      'routes without samples',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((r) => !routes.includes(r)),
      'samples of routes that no longer exist',
    ).toEqual([]);
  });

  test('every route, in both languages, with several odd values at once', async ({ request }) => {
    test.setTimeout(240_000);
    // Each address bare in both languages; the odd values take turns between the languages.
    const urls = Object.values(samples(ids))
      .flat()
      .flatMap((path) => {
        const at = (i: number) => path.replace('{locale}', i % 2 ? 'ru' : 'uz');
        return [...(path.includes('{locale}') ? [at(0), at(1)] : [path]), ...COMBINED.map((q, i) => withQuery(at(i), q))];
      });
    expect(serverErrors(await fetchAll(request, urls))).toEqual([]);
  });

  for (const locale of ['uz', 'ru'] as const) {
    test(`the list pages with each odd value alone (${locale})`, async ({ request }) => {
      test.setTimeout(240_000);
      const urls = LIST_PAGES(ids).flatMap((path) => ODD_QUERIES.map((q) => withQuery(path.replace('{locale}', locale), q)));
      expect(serverErrors(await fetchAll(request, urls))).toEqual([]);
    });
  }
});
