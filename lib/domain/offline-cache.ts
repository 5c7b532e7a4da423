import { LOCALES, type Locale } from '../contract/values';

/**
 * What the service worker (app/sw.ts) may keep on the device, as pure rules (ADR 0014).
 *
 * Only pages are ever kept, never an API answer: a page's HTML is the same for every visitor (the
 * basket, favourites and account are client islands that read the device's storage, ADR 0003),
 * while the API answers a logged-in shopper's own data. Pages are allow-listed; the account,
 * checkout and order pages are denied by name as well, so a later page under them stays out.
 */

/** The Cache Storage cache of pages seen (network first, this copy when offline). */
export const PAGES_CACHE = 'savat-pages';
/** How many pages it keeps (least recently used go first) and for how long. */
export const PAGES_CACHE_MAX_ENTRIES = 60;
export const PAGES_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** A page fetched again for the cache after a client-side visit when its copy is older than this. */
export const PAGE_REFRESH_AFTER_MS = 10 * 60 * 1000;
/** The message a page posts to the worker after a client-side navigation. */
export const CACHE_PAGE_MESSAGE = 'savat:cache-page';

/** The pages (under each locale) kept so the basket and favourites open offline even if never visited. */
export const WARM_PAGES = ['/cart', '/favourites'] as const;

/** Never cached, whatever the allow-list says: anything personal, matched anywhere in the path. */
const DENIED = /(^|\/)(api|account|checkout|orders?|order-placed|auth|addresses|support|profile)(\/|$)/;

/** Public pages under a locale: home, catalog, product lists and pages, stores, about, offer, basket, favourites, offline. */
const ALLOWED = [
  /^$/,
  /^\/catalog$/,
  /^\/products$/,
  /^\/products\/\d+$/,
  /^\/stores$/,
  /^\/stores\/\d+$/,
  /^\/about$/,
  /^\/offer$/,
  /^\/cart$/,
  /^\/favourites$/,
  /^\/offline$/,
];

/**
 * Pages rendered per request only because their filters, sort and page are read from the query
 * (Next marks such an answer `private, no-store`): at their bare address, with no query, they are
 * the same for every visitor (no page reads cookies, ADR 0003), so that copy is kept. A store page
 * seen once opens offline, as the offline page promises (ADR 0014).
 */
const KEPT_BARE = [/^\/stores\/\d+$/];

/** The locale a path is under, if any (`/ru/products/5` → ru). */
export function pathLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return (LOCALES as readonly string[]).includes(first ?? '') ? (first as Locale) : null;
}

/** Whether a page at this same-origin path may be kept on the device. */
export function isCacheablePage(pathname: string): boolean {
  if (DENIED.test(pathname)) return false;
  const locale = pathLocale(pathname);
  if (!locale) return false;
  const rest = pathname.slice(locale.length + 1);
  return ALLOWED.some((pattern) => pattern.test(rest));
}

/**
 * Whether a fetched page answer may be stored: a plain 200 of a GET that carried no credentials,
 * not redirected, and not marked private or no-store by the server (pages rendered per request),
 * unless it is the bare address of a page KEPT_BARE names.
 */
export function isCacheableAnswer(
  request: { method: string; url: string; headers: { has(name: string): boolean } },
  response: { status: number; redirected: boolean; type: string; headers: { get(name: string): string | null } },
): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  if (!isCacheablePage(url.pathname)) return false;
  if (response.status !== 200 || response.redirected || (response.type !== 'basic' && response.type !== 'default')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (!/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)) return true;
  const rest = url.pathname.slice((pathLocale(url.pathname) ?? '').length + 1);
  return !url.search && KEPT_BARE.some((pattern) => pattern.test(rest));
}

/** The offline page of the locale a path is under (uz elsewhere). */
export function offlinePage(pathname: string): string {
  return `/${pathLocale(pathname) ?? 'uz'}/offline`;
}
