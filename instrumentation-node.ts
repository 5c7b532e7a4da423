import { getDb } from './server/bootstrap';
import { startPaymentTimeouts } from './server/services/payments/timeout';

/**
 * The payment time-out (issue 19, ADR 0018): online orders not paid in time are cancelled on start
 * and every minute. Not while building: the build's workers only prerender pages.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') startPaymentTimeouts(async () => (await getDb()).db);
