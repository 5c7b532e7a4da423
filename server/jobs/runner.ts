import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db, DbHandle } from '../db/client';
import { logger } from '../log';
import { countJob } from '../metrics';

/**
 * Background jobs that are safe on every instance (ADR 0023). Each job has a name, an
 * interval and a run; N server processes all schedule every job, and a PostgreSQL advisory lock
 * keyed by the job's name lets one of them run it at a time: a run that finds the lock held is
 * skipped (another instance is doing that work right now).
 *
 * The lock is a session lock held on one connection of its own for the run, while the work goes
 * through the pool in short transactions of its own (bounded batches), so a run never keeps one
 * long transaction open. A session lock is released on the connection that took it; if releasing
 * fails, that connection is destroyed, which releases it too. The lock saves work; it is not what
 * keeps the data right: every job is written so that two runs at once would still do each piece of
 * work once (row locks, SKIP LOCKED, deletes that re-check their condition).
 *
 * PGlite has advisory locks too, but it is one session in one process, where they always succeed;
 * there a run is kept from overlapping itself by the in-process check alone (which applies to
 * PostgreSQL as well: a slow run is never started twice by its own timer or by `runJob`).
 */
export interface Job {
  /** Unique, stable: the lock's key is made from it. */
  name: string;
  /** Time from the end of one run to the start of the next. */
  everyMs: number;
  /** Does the work through `db`; answers how many things it did (rows deleted, orders cancelled). */
  run: (db: Db) => Promise<number>;
}

export type JobOutcome =
  { job: string; status: 'done'; count: number; ms: number } | { job: string; status: 'skipped' } | { job: string; status: 'failed'; error: unknown };

/** The advisory lock's first key: every Savat job lock lives under it ("SAVJ"). */
const JOB_LOCK_CLASS = 0x5341564a;

/** The lock's second key: a 32-bit FNV-1a hash of the job's name, as PostgreSQL's signed int4. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

interface LockSession {
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Gives the connection back to the pool; `broken` destroys it (and any lock it still holds). */
  release: (broken?: Error) => void;
}

/** The driver's own client, which drizzle keeps as `$client` (not part of the `Db` type). */
const driverOf = (handle: DbHandle) => (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;

async function lockSession(handle: DbHandle): Promise<LockSession> {
  if (handle.kind === 'pglite') {
    const client = driverOf(handle) as PGlite;
    return { query: (text, params) => client.query(text, params), release: () => {} };
  }
  const client = await (driverOf(handle) as pg.Pool).connect();
  return { query: (text, params) => client.query(text, params), release: (broken) => client.release(broken ?? false) };
}

/** Jobs running now in this process, per database (two pools in one test are two "instances"). */
const runningHere = new WeakMap<object, Set<string>>();

/**
 * Runs at once in one process, per database. A run holds a pool connection for its lock and
 * borrows another for each piece of its work: with every job started together (each process's
 * start) and no cap, the lock connections alone filled the pool of 10, the work waited for a
 * connection that never came, and every request waited with it for the pool's 30 s time-out
 * (found by `bench:api`: the first request after a start took 25 s). Two lanes leave the pool to
 * the requests, and one job that hangs still leaves the other lane to the rest.
 */
export const JOB_LANES = 2;

interface Lanes {
  free: number;
  waiting: (() => void)[];
}
const lanesOf = new WeakMap<object, Lanes>();

async function takeLane(db: object): Promise<() => void> {
  let lanes = lanesOf.get(db);
  if (!lanes) lanesOf.set(db, (lanes = { free: JOB_LANES, waiting: [] }));
  const l = lanes;
  if (l.free > 0) l.free -= 1;
  else await new Promise<void>((resolve) => l.waiting.push(resolve));
  // Handing the lane straight to the next run in line keeps `free` right without a race.
  return () => {
    const next = l.waiting.shift();
    if (next) next();
    else l.free += 1;
  };
}

/**
 * Runs a job once, now, if no other run of it holds the lock (here or on another instance).
 * Never throws: a failed run is answered as `failed`.
 */
export async function runJob(job: Job, handle: DbHandle): Promise<JobOutcome> {
  let running = runningHere.get(handle.db);
  if (!running) runningHere.set(handle.db, (running = new Set()));
  if (running.has(job.name)) return { job: job.name, status: 'skipped' };
  running.add(job.name);
  const freeLane = await takeLane(handle.db);
  const key = [JOB_LOCK_CLASS, jobLockKey(job.name)];
  let session: LockSession | undefined;
  let broken: Error | undefined;
  let locking = true;
  try {
    session = await lockSession(handle);
    const [row] = (await session.query('SELECT pg_try_advisory_lock($1, $2) AS locked', key)).rows;
    locking = false;
    if (row?.locked !== true) return { job: job.name, status: 'skipped' };
    const started = performance.now();
    try {
      const count = await job.run(handle.db);
      return { job: job.name, status: 'done', count, ms: Math.round(performance.now() - started) };
    } finally {
      try {
        await session.query('SELECT pg_advisory_unlock($1, $2)', key);
      } catch (err) {
        broken = err instanceof Error ? err : new Error(String(err));
      }
    }
  } catch (error) {
    // A connection that failed while locking is not given back to the pool as if it were sound.
    if (locking) broken = error instanceof Error ? error : new Error(String(error));
    return { job: job.name, status: 'failed', error };
  } finally {
    session?.release(broken);
    running.delete(job.name);
    freeLane();
  }
}

const log = logger('jobs');

function report(outcome: JobOutcome) {
  if (outcome.status === 'failed') {
    log.error({ job: outcome.job, err: outcome.error }, `${outcome.job} failed`);
  } else if (outcome.status === 'done' && outcome.count > 0) {
    log.info({ job: outcome.job, count: outcome.count, ms: outcome.ms }, `${outcome.job}: ${outcome.count} in ${outcome.ms} ms`);
  } else if (outcome.status === 'skipped') {
    log.debug({ job: outcome.job }, `${outcome.job} skipped: another run holds its lock`);
  }
}

/** savat_job_runs_total and savat_job_duration_seconds (ADR 0026), whoever reports the outcome. */
function count(outcome: JobOutcome) {
  countJob(outcome.job, outcome.status, outcome.status === 'done' ? outcome.ms : undefined);
}

export interface JobsRunner {
  /** No run starts any more; answers once the runs in progress have ended. */
  stop: () => Promise<void>;
}

/**
 * Runs every job now and then again `everyMs` after each run ends (so a job never overlaps
 * itself). Each job has its own timer: one that throws or hangs does not hold up the others. The
 * timers never keep the process alive.
 */
export function startJobs(
  jobs: Job[],
  getHandle: () => Promise<DbHandle>,
  { onOutcome = report }: { onOutcome?: (outcome: JobOutcome) => void } = {},
): JobsRunner {
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inProgress = new Set<Promise<void>>();

  const schedule = (job: Job, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = (async () => {
        let outcome: JobOutcome;
        try {
          outcome = await runJob(job, await getHandle());
        } catch (error) {
          outcome = { job: job.name, status: 'failed', error };
        }
        try {
          count(outcome);
          onOutcome(outcome);
        } catch {
          // Reporting never stops a job.
        }
      })();
      inProgress.add(run);
      void run.finally(() => {
        inProgress.delete(run);
        schedule(job, job.everyMs);
      });
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, 0);

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inProgress]);
    },
  };
}
