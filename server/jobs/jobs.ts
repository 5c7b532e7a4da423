import 'server-only';
import type { DbHandle } from '../db/client';
import { sendBackInStockNotices } from '../services/back-in-stock';
import { applyDueSubstitutes } from '../services/order-changes';
import { expireUnpaidOrders } from '../services/payments/timeout';
import { realertUnseenParts } from '../services/telegram-orders';
import { CLEANUP_JOBS } from './cleanup';
import { startJobs, type Job, type JobsRunner } from './runner';

/** What every server process runs beside serving requests (ADR 0023). */
const SERVER_JOBS: Job[] = [
  // Online orders not paid in time are cancelled (ADR 0018); safe per order on its own.
  { name: 'payment-timeout', everyMs: 60_000, run: async (db) => (await expireUnpaidOrders(db)).length },
  // New orders nobody opened: posted again to the store's chat at 5 minutes, to the operators' at 10.
  { name: 'telegram-realerts', everyMs: 30_000, run: realertUnseenParts },
  // A substitute the shopper left unanswered for 10 minutes applies when they chose "replace" (ADR 0029).
  { name: 'substitutes', everyMs: 60_000, run: (db) => applyDueSubstitutes(db) },
  // Shoppers waiting for a product hear once it is back: what no change announced right after its
  // commit (a pause or a stop running out), or a notice whose SMS failed (ADR 0033).
  { name: 'back-in-stock', everyMs: 60_000, run: (db) => sendBackInStockNotices(db) },
  ...CLEANUP_JOBS,
];

// On globalThis: `next dev` re-evaluates modules, and the jobs must be scheduled once per process.
const g = globalThis as unknown as { __savatJobs?: JobsRunner };

/** Starts the server's jobs, once per process. */
export function startServerJobs(getHandle: () => Promise<DbHandle>): void {
  g.__savatJobs ??= startJobs(SERVER_JOBS, getHandle);
}

/** Stops them (shutdown): no new run starts, and the runs in progress end first. */
export async function stopServerJobs(): Promise<void> {
  await g.__savatJobs?.stop();
}
