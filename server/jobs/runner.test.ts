import { sql } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { CLEANUP_JOBS } from '@/server/jobs/cleanup';
import { JOB_LANES, jobLockKey, runJob, startJobs, type Job, type JobOutcome } from '@/server/jobs/runner';
import { freshDatabase, testTargets, useSeededDb } from '@/test/db';
import { until } from '@/test/until';

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job lock keys', () => {
  it('are stable signed 32-bit numbers, one per name', () => {
    expect(jobLockKey('payment-timeout')).toBe(jobLockKey('payment-timeout'));
    expect(jobLockKey('cleanup:otp-codes')).not.toBe(jobLockKey('cleanup:sms-messages'));
    for (const name of ['a', 'payment-timeout', 'cleanup:rate-limits', 'ёлка']) {
      const key = jobLockKey(name);
      expect(Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31).toBe(true);
    }
  });
});

/** The jobs runner (ADR 0023) on each database. */
describe.each(testTargets())('the jobs runner on $name', (target) => {
  const handle = useSeededDb(target, { seed: false });

  it('runs a job and answers what it did; a job that throws is answered as failed and leaves its lock free', async () => {
    expect(await runJob({ name: 'counts', everyMs: 1000, run: async () => 3 }, handle())).toMatchObject({ status: 'done', count: 3 });
    const failing: Job = { name: 'fails', everyMs: 1000, run: async () => Promise.reject(new Error('boom')) };
    const failed = await runJob(failing, handle());
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.status === 'failed' && (failed.error as Error).message).toBe('boom');
    // The lock was released: the next run of the same name goes ahead.
    expect(await runJob({ ...failing, run: async () => 1 }, handle())).toMatchObject({ status: 'done', count: 1 });
  });

  it('skips a run while the same job runs in this process, and runs other jobs meanwhile', async () => {
    const gate = deferred();
    const started = deferred();
    const slow = runJob({ name: 'slow', everyMs: 1000, run: async () => (started.resolve(), await gate.promise, 1) }, handle());
    await started.promise;
    expect(await runJob({ name: 'slow', everyMs: 1000, run: async () => 2 }, handle())).toEqual({ job: 'slow', status: 'skipped' });
    expect(await runJob({ name: 'other', everyMs: 1000, run: async () => 5 }, handle())).toMatchObject({ status: 'done', count: 5 });
    gate.resolve();
    expect(await slow).toMatchObject({ status: 'done', count: 1 });
  });

  it('runs at most JOB_LANES jobs at once in a process, so that twelve started together leave the pool to requests', async () => {
    let now = 0;
    let most = 0;
    const gates = Array.from({ length: 12 }, () => deferred());
    const runs = gates.map((gate, i) =>
      runJob(
        {
          name: `lane-${i}`,
          everyMs: 1000,
          // Each run's work goes through the pool beside its lock's connection, as real jobs do.
          run: async (db) => {
            most = Math.max(most, ++now);
            await db.execute(sql`select 1`);
            await gate.promise;
            now -= 1;
            return 1;
          },
        },
        handle(),
      ),
    );
    // Every lane busy; a run that ignored the limit would have started with them.
    await until(() => now === JOB_LANES);
    // A request meanwhile gets a connection at once (the pool is not full of job locks).
    expect((await handle().db.execute(sql`select 2 as n`)).rows[0]).toMatchObject({ n: 2 });
    for (const gate of gates) gate.resolve();
    const outcomes = await Promise.all(runs);
    expect(outcomes.every((o) => o.status === 'done')).toBe(true);
    expect(most).toBeLessThanOrEqual(JOB_LANES);
    expect(most).toBeGreaterThan(0);
  });

  it('schedules every job on its own timer: one that throws does not stop the others, and stop() ends them all', async () => {
    let counted = 0;
    const outcomes: JobOutcome[] = [];
    const jobs: Job[] = [
      { name: 'throws', everyMs: 20, run: async () => Promise.reject(new Error('always')) },
      { name: 'counts', everyMs: 20, run: async () => ++counted },
    ];
    // A timer that fires asks for the database first, synchronously: the count of asks is what a run that starts shows at once.
    let asked = 0;
    const runner = startJobs(jobs, async () => (asked++, handle()), { onOutcome: (o) => outcomes.push(o) });
    await until(() => counted >= 3 && outcomes.filter((o) => o.job === 'throws' && o.status === 'failed').length >= 3);
    await runner.stop();
    const ran = counted;
    const askedAtStop = asked;
    expect(ran).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o.job === 'throws' && o.status === 'failed').length).toBeGreaterThanOrEqual(3);
    // Node fires timers in the order they fall due: any timer the runner had left (every one is at
    // most everyMs long and was set before this one) fires before this one does.
    await sleep(Math.max(...jobs.map((j) => j.everyMs)));
    expect(asked).toBe(askedAtStop);
    expect(counted).toBe(ran);
  });
});

const url = process.env.TEST_DATABASE_URL;

/** N instances on one PostgreSQL server: two pools, as two server processes would have. */
(url ? describe : describe.skip)('two runners on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  let first: DbHandle;
  let second: DbHandle;
  beforeAll(async () => {
    const database = await freshDatabase(url!);
    drop = database.drop;
    first = await openPostgres(database.url, { max: 3 });
    second = await openPostgres(database.url, { max: 3 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('run a job once: the second finds the lock held and is skipped; the lock is free again after', async () => {
    let work = 0;
    const gate = deferred();
    const job: Job = {
      name: 'shared',
      everyMs: 1000,
      run: async () => {
        work++;
        await gate.promise;
        return 1;
      },
    };
    const one = runJob(job, first);
    await until(() => work === 1);
    const two = await runJob(job, second);
    expect(two).toEqual({ job: 'shared', status: 'skipped' });
    gate.resolve();
    expect(await one).toMatchObject({ status: 'done' });
    expect(work).toBe(1);
    // Released on the connection that took it: the other instance gets it now.
    expect(await runJob(job, second)).toMatchObject({ status: 'done' });
    expect(work).toBe(2);
  });

  it('started at the same moment, exactly one of them does the work', async () => {
    let work = 0;
    const job: Job = { name: 'race', everyMs: 1000, run: async () => (await sleep(200), ++work) };
    const outcomes = await Promise.all([runJob(job, first), runJob(job, second)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['done', 'skipped']);
    expect(work).toBe(1);
  });

  it('a real cleanup run from both deletes each stale row once', async () => {
    const stale = new Date(Date.now() - 3 * 86_400_000);
    await first.db.insert(rateLimits).values(Array.from({ length: 2500 }, (_, i) => ({ key: `k${i}`, windowStartedAt: stale, count: 1 })));
    const job = CLEANUP_JOBS.find((j) => j.name === 'cleanup:rate-limits')!;
    const outcomes = await Promise.all([runJob(job, first), runJob(job, second)]);
    const deleted = outcomes.reduce((sum, o) => sum + (o.status === 'done' ? o.count : 0), 0);
    expect(outcomes.every((o) => o.status !== 'failed')).toBe(true);
    expect(deleted).toBe(2500);
    expect((await second.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limits`)).rows[0]!.n).toBe(0);
  });
});
