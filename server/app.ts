import 'server-only';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Context } from 'hono';
import { HealthSchema } from '@/lib/contract/common';
import { API_CONTENT_SECURITY_POLICY, REFERRER_POLICY } from '@/lib/http/security-headers';
import { getDb } from './bootstrap';
import { corsMiddleware } from './http/cors';
import { ApiFailure } from './http/errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './http/unavailable';
import { localeFromHeader } from './http/locale';
import { ok } from './http/respond';
import type { AppEnv } from './http/router';
import { validationHook } from './http/validation';
import { optionalUser } from './http/auth';
import { refuseNul } from './http/text-guard';
import { authRoutes } from './routes/auth';
import { authTelegramRoutes } from './routes/auth-telegram';
import { baseRoutes } from './routes/base';
import { categoryRoutes } from './routes/category';
import { clickRoutes } from './routes/click';
import { commentRoutes, REVIEW_BODY_LIMIT, REVIEW_POST_PATH } from './routes/comments';
import { consoleRoutes } from './routes/console';
import { consoleOrderRoutes } from './routes/console-orders';
import { consoleEventRoutes } from './routes/console-events';
import { orderChangeRoutes } from './routes/order-changes';
import { consoleDeskRoutes } from './routes/console-desk';
import { consoleCatalogRoutes } from './routes/console-catalog';
import { consoleStorePromoRoutes } from './routes/console-store-promos';
import { CONSOLE_UPLOAD_LIMITS, consoleProductRoutes } from './routes/console-products';
import { consoleReportRoutes } from './routes/console-reports';
import { consoleVitalsRoutes } from './routes/console-vitals';
import { consoleStatsRoutes } from './routes/console-stats';
import { consoleTelegramRoutes } from './routes/console-telegram';
import { devRoutes } from './routes/dev';
import { devPayRoutes, sendStandInCallsTo } from './routes/dev-pay';
import { basketRoutes } from './routes/basket';
import { backInStockRoutes } from './routes/back-in-stock';
import { favouriteRoutes } from './routes/favourites';
import { deliveryRoutes } from './routes/delivery';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { paymeRoutes } from './routes/payme';
import { productRoutes } from './routes/products';
import { sitemapRoutes } from './routes/sitemap';
import { storeRoutes } from './routes/store';
import { supportRoutes } from './routes/support';
import { telegramRoutes } from './routes/telegram';
import { registerOrderListeners } from './services/order-listeners';
import { VITALS_BODY_LIMIT, VITALS_PATH, vitalsRoutes } from './routes/vitals';
import { json } from './openapi/responses';
import { logger } from './log';
import { observeRequests } from './http/observe';
import { healthRoutes } from './routes/health';

/** JSON bodies above this are refused before they are read (support uploads get their own limit). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A support ticket: 4 files of 2 MB and the form around them. */
export const UPLOAD_BODY_LIMIT = 4 * 2 * 1024 * 1024 + 64 * 1024;

registerOrderListeners();

export const app = new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook }).basePath('/api/v1');

// First: the request id, the access line and the metrics of every answer (ADR 0026).
app.use('*', observeRequests);

// Pictures are shown by other sites and apps too (ADR 0019): registered first, so it runs after
// secureHeaders' same-site policy and replaces it for them.
app.use('/media/*', async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
});

app.use(
  '*',
  secureHeaders({
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: REFERRER_POLICY,
    xFrameOptions: 'DENY',
  }),
);

// Before everything that reads the request: a preflight is answered here.
app.use('*', corsMiddleware);

app.use('*', async (c, next) => {
  c.set('locale', localeFromHeader(c.req.header('accept-language')));
  const handle = await getDb();
  c.set('db', handle.db);
  c.set('read', handle.read);
  await next();
  // Answers carry the shopper's language and (later) personal data: never cache them in a shared cache.
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  // The CORS middleware adds Origin after this.
  c.res.headers.set('Vary', 'Accept-Language, Authorization');
  c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
});

// A valid access token makes the caller a user everywhere (is_favorite); routes that need one use requireUser.
app.use('*', optionalUser);

const tooLarge = () => {
  throw new ApiFailure('payload_too_large');
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
// The console's uploads (product photos, price lists) have their own limits (server/routes/console-products.ts).
const consoleUploads = CONSOLE_UPLOAD_LIMITS.map((u) => ({ path: u.path, limit: bodyLimit({ maxSize: u.maxBytes, onError: tooLarge }) }));
// A shopper's review carries up to four photos (server/routes/comments.ts).
consoleUploads.push({ path: REVIEW_POST_PATH, limit: bodyLimit({ maxSize: REVIEW_BODY_LIMIT, onError: tooLarge }) });
// The speed beacon is a few hundred bytes (server/routes/vitals.ts).
consoleUploads.push({ path: VITALS_PATH, limit: bodyLimit({ maxSize: VITALS_BODY_LIMIT, onError: tooLarge }) });
app.use('*', (c, next) =>
  (/^\/api\/v1\/support\/?$/.test(c.req.path) ? uploadLimit : (consoleUploads.find((u) => u.path.test(c.req.path))?.limit ?? jsonLimit))(c, next),
);
// The providers' endpoints (/payments/*) read their bodies themselves and answer malformed ones in their own protocols.
app.use('*', (c, next) => (c.req.path.startsWith('/api/v1/payments/') ? next() : refuseNul(c, next)));

// A trivial route: liveness for the e2e server and the baseline the benchmarks compare against.
app.openapi(createRoute({ method: 'get', path: '/health', tags: ['meta'], summary: 'Liveness', responses: { 200: json(HealthSchema, 'Alive') } }), (c) =>
  ok(c, { status: 'ok' as const }),
);
// Readiness for nginx and the rolling restart: 503 while the database is down or the instance drains (ADR 0026).
app.route('/', healthRoutes);

app.route('/', authRoutes);
app.route('/', authTelegramRoutes);
app.route('/', baseRoutes);
app.route('/', categoryRoutes);
app.route('/', clickRoutes);
// Before the store routes: `/store/{id}` would take `/store/orders`.
app.route('/', orderRoutes);
app.route('/', paymentRoutes);
app.route('/', paymeRoutes);
app.route('/', deliveryRoutes);
// Before the store routes: `/store/{id}` would take `/store/basket`.
app.route('/', basketRoutes);
app.route('/', storeRoutes);
app.route('/', favouriteRoutes);
app.route('/', backInStockRoutes);
app.route('/', productRoutes);
app.route('/', commentRoutes);
app.route('/', sitemapRoutes);
app.route('/', supportRoutes);
app.route('/', vitalsRoutes);
app.route('/', consoleRoutes);
// Before the orders: `/console/orders/{id}` would take `events` and `new-count`.
app.route('/', consoleEventRoutes);
app.route('/', consoleOrderRoutes);
app.route('/', orderChangeRoutes);
app.route('/', consoleDeskRoutes);
app.route('/', consoleCatalogRoutes);
app.route('/', consoleStorePromoRoutes);
app.route('/', consoleProductRoutes);
app.route('/', consoleReportRoutes);
app.route('/', consoleVitalsRoutes);
app.route('/', consoleStatsRoutes);
app.route('/', consoleTelegramRoutes);
app.route('/', telegramRoutes);
app.route('/', devRoutes);
app.route('/', devPayRoutes);
sendStandInCallsTo(async (request) => app.fetch(request));

app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
app.openAPIRegistry.registerComponent('securitySchemes', 'paycom', { type: 'http', scheme: 'basic', description: 'Payme: login Paycom, password PAYME_KEY' });

app.doc31('/openapi.json', {
  openapi: '3.1.0',
  info: {
    title: 'Savat API',
    version: '1.0.0',
    description:
      'The REST API of Savat. Every path answers with and without its trailing slash. Answers are `{ ok: true, result }` or `{ ok: false, error: { code, message, fields? } }`; texts follow `Accept-Language` (uz or ru, uz otherwise). Pictures and files are absolute URLs under the configured media address (MEDIA_BASE_URL, else NEXT_PUBLIC_SITE_URL). Browsers on the origins listed in CORS_ORIGINS may call it (bearer tokens, no cookies).',
  },
});

function fail(c: Context, failure: ApiFailure) {
  const locale = c.get('locale') ?? localeFromHeader(c.req.header('accept-language'));
  const res = c.json(failure.body(locale), failure.status as 400);
  for (const [k, v] of Object.entries(failure.options.headers ?? {})) res.headers.set(k, v);
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

app.notFound((c) => fail(c, new ApiFailure('not_found')));

const log = logger('api');

app.onError((err, c) => {
  if (err instanceof ApiFailure) return fail(c, err);
  if (err instanceof HTTPException) {
    // Hono's own 4xx: malformed JSON, a body over the limit, an unsupported content type.
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 401 ? 'unauthorized' : 'validation_error';
    return fail(c, new ApiFailure(code, { status: status >= 400 && status < 500 ? status : 400 }));
  }
  // The database went away for a moment (a restart, a failover): the request changed nothing (a
  // transaction that lost its connection is rolled back by the server), and may be tried again.
  if (isDatabaseUnavailable(err)) {
    log.error({ reason: err instanceof Error ? err.message : String(err), method: c.req.method }, 'database unavailable');
    return fail(c, new ApiFailure('service_unavailable', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }));
  }
  log.error({ err, method: c.req.method }, 'unexpected error');
  return fail(c, new ApiFailure('internal_error'));
});
