import { getDb } from './server/bootstrap';
import { startPaymentTimeouts } from './server/services/payments/timeout';

/**
 * The payment time-out (issue 19, ADR 0018): online orders not paid in time are cancelled on start
 * and every minute. Not while building: the build's workers only prerender pages.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') startPaymentTimeouts(async () => (await getDb()).db);

/**
 * Several instances (issue 21, ADR 0021): with REDIS_URL, a change of stock or prices on one
 * instance reaches every instance's caches (server/services/shared-invalidation.ts).
 */
if (process.env.NEXT_PHASE !== 'phase-production-build' && process.env.REDIS_URL) {
  void import('./server/services/shared-invalidation').then(({ startSharedInvalidation }) => startSharedInvalidation(process.env.REDIS_URL!));
}
