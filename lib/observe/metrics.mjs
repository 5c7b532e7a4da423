// @ts-check
/**
 * The process's metrics (ADR 0026), in Prometheus's text format at `GET /metrics` (served by
 * scripts/start.mjs before Next sees the request). prom-client, one registry per process on
 * globalThis: the start script, Next's page cache handler and the bundles of the route handlers
 * and the instrumentation each load their own copy of this module, and they must count into one.
 *
 * Every label is bounded: a route is a pattern (the API's route, a page's route), never a path.
 * Counting costs a map lookup and an addition; collecting (the pools, the process) happens only
 * when Prometheus scrapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import client from 'prom-client';

const STATE = Symbol.for('savat.metrics');

/** Latency buckets in seconds: a cached answer in a few ms, a cold page in hundreds, a slow one in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @typedef {{ totalCount: number; idleCount: number; waitingCount: number; ending?: boolean; ended?: boolean; options?: { max?: number } }} WatchedPool */

function create() {
  const registry = new client.Registry();
  // Event-loop lag, memory (resident, heap), CPU, GC, handles: prom-client's defaults.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  /** @type {Set<{ name: string; pool: WatchedPool }>} */
  const pools = new Set();
  /** @param {(pool: WatchedPool) => number} figure */
  const poolGauge = (name, help, figure) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        /** @type {Map<string, number>} */
        const sums = new Map();
        for (const watched of pools) {
          if (watched.pool.ended) {
            pools.delete(watched);
            continue;
          }
          sums.set(watched.name, (sums.get(watched.name) ?? 0) + figure(watched.pool));
        }
        for (const [pool, value] of sums) this.set({ pool }, value);
      },
    });
  return {
    registry,
    pools,
    http: {
      requests: new client.Counter({
        name: 'savat_http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
      duration: new client.Histogram({
        name: 'savat_http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'],
        buckets: LATENCY_BUCKETS,
        registers,
      }),
    },
    db: [
      poolGauge('savat_db_pool_connections', 'Connections the pool holds open (busy and idle)', (p) => p.totalCount),
      poolGauge('savat_db_pool_idle_connections', 'Open connections waiting for a query', (p) => p.idleCount),
      poolGauge('savat_db_pool_waiting_requests', 'Queries waiting for a connection (the pool is at its size)', (p) => p.waitingCount),
      poolGauge('savat_db_pool_max_connections', 'The pool size', (p) => p.options?.max ?? 0),
    ],
    pageCache: new client.Counter({
      name: 'savat_page_cache_requests_total',
      help: "Reads of Next's page and data cache, by store (memory or redis), kind (page, route, data, image) and result (hit or miss)",
      labelNames: ['store', 'kind', 'result'],
      registers,
    }),
    apiCache: new client.Counter({
      name: 'savat_api_cache_requests_total',
      help: "Reads of the API's short-lived caches (lists, counts), by result (hit or miss)",
      labelNames: ['cache', 'result'],
      registers,
    }),
    jobs: new client.Counter({
      name: 'savat_job_runs_total',
      help: 'Background job runs, by job and outcome (done, skipped: another instance held the lock, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobDuration: new client.Histogram({
      name: 'savat_job_duration_seconds',
      help: 'Time a job run took, by job',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
      registers,
    }),
    orders: new client.Counter({
      name: 'savat_orders_placed_total',
      help: 'Orders placed (committed), by delivery type (D delivery, T pickup) and payment type',
      labelNames: ['type', 'payment'],
      registers,
    }),
    payments: new client.Counter({
      name: 'savat_payments_settled_total',
      help: 'Online payments settled (the order marked paid), by provider',
      labelNames: ['provider'],
      registers,
    }),
    sms: new client.Counter({
      name: 'savat_sms_sent_total',
      help: 'SMS handed to a provider, by provider and result (sent or failed)',
      labelNames: ['provider', 'result'],
      registers,
    }),
  };
}

/** @returns {ReturnType<typeof create>} */
export function metrics() {
  const g = /** @type {any} */ (globalThis);
  return (g[STATE] ??= create());
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * One answered HTTP request.
 * @param {{ method: string; route: string; status: number; seconds: number }} request
 */
export function countRequest({ method, route, status, seconds }) {
  const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
  const m = metrics();
  m.http.requests.inc(labels);
  m.http.duration.observe(labels, seconds);
}

/**
 * A node-postgres pool whose connections the metrics show, under `name` (primary, replica), for as
 * long as it is open.
 * @param {string} name
 * @param {WatchedPool} pool
 */
export function watchPool(name, pool) {
  metrics().pools.add({ name, pool });
}

/** Next's cache kinds (IncrementalCacheKind) as a label. @param {unknown} kind */
function cacheKind(kind) {
  switch (kind) {
    case 'APP_PAGE':
    case 'PAGES':
      return 'page';
    case 'APP_ROUTE':
      return 'route';
    case 'FETCH':
      return 'data';
    case 'IMAGE':
      return 'image';
    default:
      return 'other';
  }
}

/**
 * A read of Next's page and data cache.
 * @param {'memory' | 'redis'} store
 * @param {unknown} kind the context's `kind` Next passes to the handler's get
 * @param {boolean} hit
 */
export function countPageCache(store, kind, hit) {
  metrics().pageCache.inc({ store, kind: cacheKind(kind), result: hit ? 'hit' : 'miss' });
}

/** The addresses of this machine: a request from one of them is local. @param {string | undefined} address */
function isLoopback(address) {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();

/**
 * Whether `authorization` is `Bearer <token>` with the configured token (compared in constant time).
 * @param {string | undefined} authorization
 * @param {string | undefined} token
 */
function bearerMatches(authorization, token) {
  if (!token || !authorization) return false;
  const m = /^Bearer\s+(\S+)$/i.exec(authorization);
  return Boolean(m) && timingSafeEqual(digest(/** @type {string} */ (m?.[1])), digest(token));
}

/**
 * The answer to `GET /metrics`: to a caller on this machine (Prometheus beside the instance; nginx
 * must never pass /metrics on, deploy/nginx.ts), or to one with `Authorization: Bearer
 * $METRICS_TOKEN`. Anyone else is refused: 401 when a token could open it, 403 when none is set.
 * @param {{ remoteAddress?: string; authorization?: string; token?: string }} request
 * @returns {Promise<{ status: number; headers: Record<string, string>; body: string }>}
 */
export async function metricsAnswer({ remoteAddress, authorization, token = process.env.METRICS_TOKEN }) {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (!isLoopback(remoteAddress) && !bearerMatches(authorization, token)) {
    if (token)
      return { status: 401, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' }, body: 'Unauthorized\n' };
    return { status: 403, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Forbidden\n' };
  }
  const { registry } = metrics();
  return { status: 200, headers: { ...headers, 'Content-Type': registry.contentType }, body: await registry.metrics() };
}
