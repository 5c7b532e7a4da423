/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist';
import {
  CACHE_PAGE_MESSAGE,
  isCacheableAnswer,
  isCacheablePage,
  offlinePage,
  pathLocale,
  PAGE_REFRESH_AFTER_MS,
  PAGES_CACHE,
  PAGES_CACHE_MAX_AGE_SECONDS,
  PAGES_CACHE_MAX_ENTRIES,
  WARM_PAGES,
} from '@/lib/domain/offline-cache';
import { LOCALES } from '@/lib/contract/values';

/**
 * The service worker (ADR 0014), bundled by @serwist/next into public/sw.js at `next build`.
 * - The build's static files (less those next.config.mjs leaves out) and the offline page of each
 *   language are precached; other static files are kept once used.
 * - Public pages: network first, the copy last seen when offline; the basket and favourites pages
 *   are fetched at install so that they open offline even if never visited. Any other page, and a
 *   public page never seen, shows the offline page of its language when the network fails.
 * - The API is never cached (its answers are a logged-in shopper's own), nor the account, checkout
 *   and order pages: lib/domain/offline-cache.ts holds the rules, unit-tested.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Stores a page answer only when the rules allow it (credentials, private or no-store answers, account pages never). */
const onlyPublicPages: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isCacheableAnswer(request, response) ? response : null),
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    onlyPublicPages,
    new ExpirationPlugin({ maxEntries: PAGES_CACHE_MAX_ENTRIES, maxAgeSeconds: PAGES_CACHE_MAX_AGE_SECONDS, maxAgeFrom: 'last-used' }),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Never cached, whatever else matches: the API (personal answers, and public ones are fresh
    // figures: stock, prices) and any request that carries credentials.
    { matcher: ({ url, request }) => url.pathname.startsWith('/api/') || request.headers.has('authorization'), handler: new NetworkOnly() },
    { matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isCacheablePage(url.pathname), handler: pages },
    // Account, checkout, order pages and anything else: the network, or the offline page.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
    // The build's files are named by their content: a script loaded on demand (not precached) is
    // kept once a page used it.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'savat-static',
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: 'last-used' })],
      }),
    },
    // Product pictures (emoji rasters and monograms): public, named by content.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
      handler: new CacheFirst({
        cacheName: 'savat-media',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: 'last-used' })],
      }),
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: `/${locale}/offline`,
      matcher: ({ request }) => request.mode === 'navigate' && offlinePage(new URL(request.url).pathname) === `/${locale}/offline`,
    })),
  },
});

/** Keeps a page in the pages cache (a client-side visit, or the install's basket and favourites). */
async function keepPage(path: string, event: ExtendableEvent) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !pathLocale(url.pathname) || !isCacheablePage(url.pathname)) return;
  const cached = await (await caches.open(PAGES_CACHE)).match(url.href);
  const age = cached ? Date.now() - Date.parse(cached.headers.get('date') ?? '') : Infinity;
  if (age < PAGE_REFRESH_AFTER_MS) return;
  await pages.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  // Not part of the install's success: a failed fetch here must not keep the worker out.
  event.waitUntil(Promise.all(LOCALES.flatMap((locale) => WARM_PAGES.map((page) => keepPage(`/${locale}${page}`, event)))));
});

// A client-side navigation fetches the page's React payload, not its HTML: the shell asks the
// worker to keep the HTML too (components/layout/offline-status.tsx), unless the device saves data.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CACHE_PAGE_MESSAGE) {
    const path = (data as { url?: unknown }).url;
    if (typeof path === 'string') event.waitUntil(keepPage(path, event));
  }
});

serwist.addEventListeners();
