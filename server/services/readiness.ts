import 'server-only';
import { sql } from 'drizzle-orm';
import type { ReadyChecks } from '@/lib/contract/common';
import type { DbHandle } from '../db/client';
import { env } from '../env';

/**
 * Whether this instance should be sent requests (ADR 0026), for `/api/v1/health/ready`: nginx's
 * retries and the rolling restart read it. `/health` only says the process answers.
 *
 * Ready: the primary database answers `select 1` within READY_TIMEOUT_MS, and the instance is not
 * draining (the start script sets `draining` on the lifecycle object when a signal asks it to
 * stop, ADR 0023). Redis and the replica are reported, never required: without Redis pages are
 * rendered from the database and changes stay on the instance that made them (ADR 0021); without
 * the replica the primary answers the catalog's reads (ADR 0024).
 */
const READY_TIMEOUT_MS = 2_000;

const LIFECYCLE = Symbol.for('savat.lifecycle');
const REDIS_PROBE = Symbol.for('savat.redis-probe');

const g = globalThis as unknown as {
  [LIFECYCLE]?: { draining?: boolean };
  [REDIS_PROBE]?: () => Promise<unknown>;
};

/** Whether the process was asked to stop and is finishing its requests. */
export function isDraining(): boolean {
  return g[LIFECYCLE]?.draining === true;
}

/**
 * How readiness asks Redis: shared-invalidation.ts hands its publisher's PING here once it has
 * one (on globalThis: the instrumentation starts it, in a bundle of its own).
 */
export function setRedisProbe(probe: (() => Promise<unknown>) | undefined) {
  g[REDIS_PROBE] = probe;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function redisState(): Promise<ReadyChecks['redis']> {
  const probe = g[REDIS_PROBE];
  if (!probe) return 'unknown';
  return within(probe(), READY_TIMEOUT_MS).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
}

export async function readiness(handle: Pick<DbHandle, 'db' | 'replica'>): Promise<{ ready: boolean; checks: ReadyChecks }> {
  const [database, redis] = await Promise.all([
    within(handle.db.execute(sql`select 1`), READY_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'down' as const,
    ),
    env().REDIS_URL ? redisState() : undefined,
  ]);
  const checks: ReadyChecks = {
    database,
    ...(redis ? { redis } : {}),
    ...(handle.replica ? { replica: handle.replica.status().state } : {}),
    draining: isDraining(),
  };
  return { ready: database === 'ok' && !checks.draining, checks };
}
