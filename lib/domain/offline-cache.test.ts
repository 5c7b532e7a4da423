import { isCacheableAnswer, isCacheablePage, offlinePage, pathLocale } from './offline-cache';

const request = (path: string, init: { method?: string; authorization?: boolean } = {}) => ({
  method: init.method ?? 'GET',
  url: `https://savat.uz${path}`,
  headers: new Headers(init.authorization ? { Authorization: 'Bearer x' } : {}),
});
const answer = (init: { status?: number; redirected?: boolean; type?: string; contentType?: string; cacheControl?: string } = {}) => ({
  status: init.status ?? 200,
  redirected: init.redirected ?? false,
  type: init.type ?? 'basic',
  headers: new Headers({
    'content-type': init.contentType ?? 'text/html; charset=utf-8',
    'cache-control': init.cacheControl ?? 's-maxage=60, stale-while-revalidate=31535940',
  }),
});

describe('isCacheablePage', () => {
  it.each([
    '/uz',
    '/ru',
    '/uz/catalog',
    '/ru/products',
    '/uz/products/12',
    '/ru/stores',
    '/ru/stores/3',
    '/uz/about',
    '/ru/offer',
    '/uz/cart',
    '/ru/favourites',
    '/uz/offline',
  ])('keeps the public page %s', (path) => expect(isCacheablePage(path)).toBe(true));

  it.each([
    '/uz/account',
    '/ru/account/orders',
    '/uz/account/orders/15',
    '/uz/account/addresses',
    '/ru/account/profile',
    '/uz/account/support',
    '/uz/cart/checkout',
    '/ru/cart/order-placed',
    '/uz/orders/4',
    '/api/v1/products/',
    '/api/v1/auth/me/',
    '/api/v1/favourites/',
    '/uz/api/v1/products',
    '/',
    '/en/catalog',
    '/uz/products/abc',
    '/uz/products/12/reviews',
    '/uz/made-up',
    '/sw.js',
  ])('never keeps %s', (path) => expect(isCacheablePage(path)).toBe(false));
});

describe('isCacheableAnswer', () => {
  it('keeps a public page answered 200 in HTML', () => {
    expect(isCacheableAnswer(request('/uz/products/1'), answer())).toBe(true);
  });

  it('keeps nothing sent with credentials or by another method', () => {
    expect(isCacheableAnswer(request('/uz/products/1', { authorization: true }), answer())).toBe(false);
    expect(isCacheableAnswer(request('/uz/products/1', { method: 'POST' }), answer())).toBe(false);
  });

  it('keeps no API answer, even a public one', () => {
    expect(isCacheableAnswer(request('/api/v1/products/1/'), answer({ contentType: 'application/json' }))).toBe(false);
  });

  it('keeps no error, redirect, opaque answer or non-HTML', () => {
    expect(isCacheableAnswer(request('/uz/products/1'), answer({ status: 404 }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/products/1'), answer({ redirected: true }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/products/1'), answer({ type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/products/1'), answer({ contentType: 'text/x-component' }))).toBe(false);
  });

  it('honours a private or no-store answer (a page rendered per request)', () => {
    expect(isCacheableAnswer(request('/uz/products'), answer({ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/products'), answer({ cacheControl: 'private' }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/products'), answer({ cacheControl: 'no-store' }))).toBe(false);
  });

  it('keeps a store page at its bare address though rendered per request, not with filters in the query (ADR 0014)', () => {
    const perRequest = answer({ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' });
    expect(isCacheableAnswer(request('/uz/stores/3'), perRequest)).toBe(true);
    expect(isCacheableAnswer(request('/ru/stores/12'), perRequest)).toBe(true);
    expect(isCacheableAnswer(request('/uz/stores/3?sort=cheap'), perRequest)).toBe(false);
    expect(isCacheableAnswer(request('/uz/stores/3?'), perRequest)).toBe(true);
    expect(isCacheableAnswer(request('/uz/stores'), answer({ cacheControl: 'no-store' }))).toBe(false);
    expect(isCacheableAnswer(request('/uz/stores/3', { authorization: true }), perRequest)).toBe(false);
    expect(isCacheableAnswer(request('/uz/stores/3'), answer({ cacheControl: 'no-store', status: 404 }))).toBe(false);
  });

  it('keeps no account page even if its answer looks public', () => {
    expect(isCacheableAnswer(request('/uz/account/orders'), answer())).toBe(false);
  });
});

describe('offlinePage and pathLocale', () => {
  it('answers the offline page of the path’s locale, uz elsewhere', () => {
    expect(offlinePage('/ru/products/5')).toBe('/ru/offline');
    expect(offlinePage('/uz')).toBe('/uz/offline');
    expect(offlinePage('/')).toBe('/uz/offline');
    expect(pathLocale('/ru')).toBe('ru');
    expect(pathLocale('/en/x')).toBeNull();
  });
});
