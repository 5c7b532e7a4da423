// @ts-check
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/**
 * Plain JavaScript, not next.config.ts: for a TypeScript config Next loads the TypeScript compiler
 * (to read tsconfig.json) and its SWC binary on every `next start`, and the next-intl plugin loads
 * @swc/core and a file watcher; together about 90 MB of the running server's 350 MB budget (ADR
 * 0009). The server needs none of them: `next start` reads the rewrites and headers from the
 * build's routes manifest. So only `next build` and `next dev` load the TypeScript modules that hold
 * those rules (with tsx) and the next-intl plugin.
 */

/** What the running server reads, in every phase. @type {import('next').NextConfig} */
const serverConfig = {
  // The API answers every path with and without a trailing slash (never a redirect); a page URL's
  // trailing slash goes by the redirects below (under a locale) or the middleware (elsewhere).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Behind a proxy that compresses (deploy/: nginx, ADR 0021), Node sends answers as they are:
  // gzip in Node bounded cached pages at 0.47x the static page. Alone, Next compresses.
  compress: process.env.COMPRESS !== 'off',
  // No ETag: Next hashes every page's whole HTML for it on every request (a large share of a cached
  // page's CPU under load: docs/benchmarks/2026-11-24.md), while pages are revalidated every minute
  // and the API answers no-store anyway.
  generateEtags: false,
  // Metadata in <head> for every visitor, not streamed into <body> for those Next doesn't know as
  // a limited bot: link previews (Telegram, which is not on Next's list, is how pages are shared
  // here) and audits such as Lighthouse's meta-description read only <head>. The cost is that a
  // per-request page (the product list) starts its HTML once its metadata is known (one cached read).
  htmlLimitedBots: /.*/,
  typedRoutes: false,
  // Next's page cache: on Redis with REDIS_URL (lib/http/cache-handler.mjs chooses), else
  // this process's own (lib/http/page-cache-handler.mjs, Next's documented handler interface): no
  // 404s of made-up ids, and every page in memory only, never on disk (ADR 0040).
  cacheHandler: path.resolve('lib/http/cache-handler.mjs'),
  // The page cache's memory: 24 MB, about 60 product pages as the handler weighs them (Next's
  // default is 50 MB, weighed differently). Small, because a crawler's first-visit renders need the
  // rest of the server's 350 MB budget (the crawler case of `npm run bench:pages`; the crawls that
  // chose the figure: docs/benchmarks/2026-11-24.md).
  cacheMaxMemorySize: 24 * 1024 * 1024,
  // The logger and the metrics (ADR 0026) as Node loads them for the start script, not bundled:
  // pino starts its pretty-printing worker from its own folder, and one prom-client serves all.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pino-pretty', 'thread-stream', 'prom-client'],
};

/**
 * The routes, the next-intl plugin and the service worker (ADR 0014), for building and developing
 * the site. The worker is built by `next build` only: in `next dev` a worker would serve stale
 * pages and scripts, and jest loads this file in Next's test phase, which takes `serverConfig`.
 * @param {string} phase
 */
async function buildConfig(phase) {
  const { tsImport } = await import('tsx/esm/api');
  const load = (/** @type {string} */ file) => tsImport(file, import.meta.url);
  /** @type {[typeof import('./lib/domain/list-view'), typeof import('./lib/http/security-headers'), typeof import('./lib/i18n/routing'), typeof import('./lib/i18n/locale-redirect')]} */
  const [{ listViewRewrites }, { pageSecurityHeaders }, { locales }, { trailingSlashRedirects }] = await Promise.all([
    load('./lib/domain/list-view.ts'),
    load('./lib/http/security-headers.ts'),
    load('./lib/i18n/routing.ts'),
    load('./lib/i18n/locale-redirect.ts'),
  ]);
  // Its CommonJS build, as a TypeScript config loaded it: webpack follows the config's imports to
  // know when to drop its build cache, and cannot follow the dynamic import() in the ESM build.
  const createNextIntlPlugin = createRequire(import.meta.url)('next-intl/plugin');
  const { default: withSerwistInit } = await import('@serwist/next');
  const withSerwist = withSerwistInit({
    swSrc: 'app/sw.ts',
    swDest: 'public/sw.js',
    disable: phase !== PHASE_PRODUCTION_BUILD,
    // Registered by the shell (components/layout/offline-status.tsx) a few seconds after the page
    // has loaded, not by @serwist/next's entry at load: a first visit's precache would otherwise
    // compete with the page's own loading (Lighthouse's TBT and LCP showed it, even on a bare page).
    register: false,
    scope: '/',
    cacheOnNavigation: false,
    reloadOnOnline: false,
    // Besides the build's static files: the offline page of each language (the worker's fallback
    // for a page it cannot fetch), renewed by every build. The icons are fetched when installing.
    additionalPrecacheEntries: locales.map((locale) => ({ url: `/${locale}/offline`, revision: buildRevision })),
    // Not precached (a phone pays for every byte of the precache on its first visit): what a modern
    // browser never loads on these pages (the pages router's runtime, legacy polyfills), the
    // scripts of the API, media and metadata routes, of the pages kept out of the caches (account,
    // checkout, order placed), and chunks loaded on demand (the worker keeps those once a page used them).
    exclude: [
      // serwist's own defaults
      /\.map$/,
      /^manifest.*\.js$/,
      /^static\/[^/]+\/_(build|ssg)Manifest\.js$/,
      /^static\/chunks\/(polyfills|framework|main)-[0-9a-f]+\.js$/,
      /^static\/chunks\/pages\//,
      /^static\/chunks\/app\/(api|media|bench-static|sitemap|robots|manifest)/,
      /\/route-[0-9a-f]+\.js$/,
      /^static\/chunks\/app\/\[locale\]\/(account|cart\/checkout|cart\/order-placed|bench-intl)\//,
      /^static\/chunks\/\d+\.[0-9a-f]+\.js$/,
    ],
  });
  const withNextIntl = createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    experimental: {
      // The messages are compiled at build time (ICU to a small AST): the client formats them
      // without shipping an ICU parser (intl-messageformat) in every first load.
      messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
    },
  });
  return withSerwist(
    withNextIntl({
      ...serverConfig,
      // `.ci/run` type-checks first (`npm run typecheck`: `next typegen` writes the route types and
      // their validator, then `tsc` checks them with everything else) and builds with TYPES_CHECKED=1,
      // so the build does not check the same files again (about 45 s). Any other build checks.
      typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
      // `/ru/stores/` → `/ru/stores`: the middleware never sees a page path under a locale (middleware.ts).
      async redirects() {
        return trailingSlashRedirects(locales);
      },
      // The first page of a category in a sort comes from the page cache (lib/domain/list-view.ts).
      // A rewrite here, not in the middleware: a path destination is always served in-process, while
      // a middleware rewrite is an absolute URL that Next proxies over HTTP when its host differs from
      // the one the server was started with (`next start -H 127.0.0.1`).
      async rewrites() {
        return { beforeFiles: listViewRewrites(locales), afterFiles: [], fallback: [] };
      },
      webpack(config, { isServer }) {
        // next-intl's client (its provider, hooks and formatters: about 11 kB minified) in one chunk
        // of its own. Under webpack's 20 kB minimum for a shared chunk, Next's splitting copied it
        // into the shop layout's chunk, every page's own and the not-found page's, so a first visit
        // loaded it three times: 3 to 6 kB gzip more on every shop page (`npm run bench:js`, ADR 0043).
        if (!isServer && config.optimization.splitChunks) {
          config.optimization.splitChunks.cacheGroups.intl = {
            test: /[\\/]node_modules[\\/](use-intl|next-intl|@formatjs)[\\/]/,
            name: 'intl',
            chunks: 'all',
            enforce: true,
            priority: 35,
          };
        }
        // The shop layout's own modules (lib/ and components/ui/) that a page's chunk needs too (the
        // basket and favourites stores the cards use, the product rules, the lazy loaders), in one
        // chunk. Together under webpack's 20 kB minimum for a shared chunk, they were otherwise copied
        // into the layout's chunk and each page's: 1 to 3 kB gzip more on every shop page
        // (`npm run bench:js`, ADR 0047). Only modules that just the locale's pages share: a module
        // the bare pages or the root not-found use would make those load this chunk too.
        if (!isServer && config.optimization.splitChunks) {
          const [ownLib, ownUi] = [path.resolve('lib') + path.sep, path.resolve('components/ui') + path.sep];
          config.optimization.splitChunks.cacheGroups.shopShared = {
            test: (/** @type {{ resource?: string }} */ module, /** @type {{ chunkGraph: any }} */ { chunkGraph }) => {
              const file = module.resource ?? '';
              if (!file.startsWith(ownLib) && !file.startsWith(ownUi)) return false;
              /** @type {{ name?: string | null }[]} */
              const chunks = [...chunkGraph.getModuleChunksIterable(module)];
              return (
                chunks.length > 1 &&
                chunks.some((chunk) => chunk.name === 'app/[locale]/(shop)/layout') &&
                chunks.every((chunk) => chunk.name == null || chunk.name.startsWith('app/[locale]/'))
              );
            },
            name: 'shop-shared',
            chunks: 'all',
            enforce: true,
            priority: 30,
          };
        }
        // `@/messages/<locale>.json?ns=…`: a few namespaces of the messages, for the chunk of an island
        // loaded on demand (lib/i18n/namespace-loader.cjs, after next-intl's precompiling loader).
        config.module.rules.push({
          test: /[\\/]messages[\\/][a-z]+\.json$/,
          resourceQuery: /(^|[?&])ns=/,
          enforce: 'post',
          use: [{ loader: path.resolve('lib/i18n/namespace-loader.cjs') }],
        });
        // The icons (components/ui/icons/, one module each) draw and nothing else: an import through
        // their index then takes only the icons it names into a chunk. Without the flag, every chunk
        // that uses one icon takes the index and so all of them (`npm run bench:js`, ADR 0047).
        config.module.rules.push({ test: /[\\/]components[\\/]ui[\\/]icons[\\/]/, sideEffects: false });
        return config;
      },
      // Every page, asset and media file. Not the API: it sets its own (server/app.ts), and Next's
      // headers would replace them.
      async headers() {
        const headers = pageSecurityHeaders(process.env.NODE_ENV === 'development');
        return [
          { source: '/', headers },
          { source: '/:path((?!api/).*)', headers },
          // The service worker is looked up afresh on every visit (browsers check at most daily
          // anyway): a new build's worker must never wait behind a cached copy of the old one.
          {
            source: '/sw.js',
            headers: [
              { key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' },
              { key: 'Service-Worker-Allowed', value: '/' },
            ],
          },
        ];
      },
    }),
  );
}

/** Names this build's copy of the precached pages (they change with every build's scripts). */
const buildRevision = randomUUID();

/** @param {string} phase */
export default async function nextConfig(phase) {
  return phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER ? buildConfig(phase) : serverConfig;
}
