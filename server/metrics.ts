import 'server-only';
import { metrics } from '@/lib/observe/metrics.mjs';

/**
 * What the server counts beside its requests (ADR 0026; the registry and `GET /metrics` are in
 * lib/observe/metrics.mjs). Each call is a counter's increment: cheap enough for any path.
 */
export { watchPool } from '@/lib/observe/metrics.mjs';

/** An order committed (placeOrder), by delivery type and payment type. */
export function countOrder(type: string, payment: string) {
  metrics().orders.inc({ type, payment });
}

/** An online payment settled: the order is paid (after the commit). */
export function countPayment(provider: string) {
  metrics().payments.inc({ provider });
}

/** An SMS handed to its provider, or refused by it. */
export function countSms(provider: string, result: 'sent' | 'failed') {
  metrics().sms.inc({ provider, result });
}

/** A background job's run (server/jobs/runner.ts), and how long a run that did its work took. */
export function countJob(job: string, outcome: 'done' | 'skipped' | 'failed', ms?: number) {
  const m = metrics();
  m.jobs.inc({ job, outcome });
  if (ms !== undefined) m.jobDuration.observe({ job }, ms / 1000);
}

/** A read of the API's short-lived caches (server/services/count-cache.ts). */
export function countApiCache(cache: 'lists' | 'counts', hit: boolean) {
  metrics().apiCache.inc({ cache, result: hit ? 'hit' : 'miss' });
}
