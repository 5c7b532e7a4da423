/**
 * Next's cache handler (next.config.mjs `cacheHandler`), chosen when the server starts:
 * - with REDIS_URL, the shared one on Redis (redis-page-cache.mjs): several instances behind a
 *   load balancer render each page once and forget it together (ADR 0021);
 * - without it, and always while building, this process's own (page-cache-handler.mjs), in
 *   memory only. The embedded single-process default is this one.
 *
 * The choice is read from the environment at run time, so one build serves both.
 */
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';

const { default: Handler } = shared ? await import('./redis-page-cache.mjs') : await import('./page-cache-handler.mjs');

export default Handler;
