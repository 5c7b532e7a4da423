import { beforeShutdown, getDb } from './server/bootstrap';
import { ConfigError, env } from './server/env';
import { startServerJobs, stopServerJobs } from './server/jobs/jobs';

/**
 * The configuration first (server/env.ts): a server whose settings are refused (a development
 * switch in production, no JWT secret, a malformed value) prints one line per variable and exits
 * 1 rather than answer every request with an error. `npm start` has already refused the production
 * rules before it listened (scripts/start.mjs); a bare `next start` stops here. Not while
 * building: the build serves nobody.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  try {
    env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The background jobs (ADR 0023): the payment time-out (ADR 0018) and the cleanups, on every
 * instance, each run by one instance at a time. Not while building: the build's workers only
 * prerender pages. JOBS=off leaves them out.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build' && env().JOBS === 'on') {
  beforeShutdown('jobs', stopServerJobs);
  startServerJobs(getDb);
}

/**
 * Several instances (ADR 0021): with REDIS_URL, a change of stock or prices on one
 * instance reaches every instance's caches (server/services/shared-invalidation.ts).
 */
if (process.env.NEXT_PHASE !== 'phase-production-build' && process.env.REDIS_URL) {
  void import('./server/services/shared-invalidation').then(async ({ startSharedInvalidation }) => {
    const shared = await startSharedInvalidation(process.env.REDIS_URL!);
    beforeShutdown('redis', () => shared.close());
  });
}

/**
 * The boards' live channel across instances (ADR 0028): an order event on one instance reaches
 * the order boards connected to every other (server/services/shared-order-events.ts).
 */
if (process.env.NEXT_PHASE !== 'phase-production-build' && process.env.REDIS_URL) {
  void import('./server/services/shared-order-events').then(async ({ startSharedOrderEvents }) => {
    const shared = await startSharedOrderEvents(process.env.REDIS_URL!);
    beforeShutdown('order-events', () => shared.close());
  });
}
