import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { cachesForget } from '@/server/services/cache-invalidation';
import { app } from '@/server/app';
import { setDbForTests } from '@/server/bootstrap';
import { freshDatabase } from '@/test/db';
import { seedDemo } from './seed';
import { openPostgres, type DbHandle } from './client';
import { isReplicaDown, ReplicaRouter } from './replica';

/**
 * The routing of catalog reads (ADR 0024) without a replica: two stand-in pools that answer the
 * router's own check queries as a replica and a primary would, and count the rest; then, when
 * TEST_DATABASE_URL is set, a real primary with the replica's address on a closed port.
 */
type Answer = { rows: Record<string, unknown>[] } | Error;

function standIn(name: string, answer: (text: string) => Answer) {
  const queries: string[] = [];
  const pool = {
    queries,
    async query(config: string | { text: string }) {
      const text = typeof config === 'string' ? config : config.text;
      const result = answer(text);
      if (/pg_current_wal_lsn|pg_is_in_recovery/.test(text)) {
        if (result instanceof Error) throw result;
        return result;
      }
      queries.push(text);
      if (result instanceof Error) throw result;
      return { rows: [{ from: name }] };
    },
    connect: async () => ({ from: name }),
    end: async () => {},
  };
  return pool;
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

function setup(replica: { recovery?: boolean; behind?: number; sinceMs?: number | null; fail?: () => Error }) {
  const primary = standIn('primary', (text) => (text.includes('pg_current_wal_lsn') ? { rows: [{ lsn: '0/3000000' }] } : { rows: [] }));
  const secondary = standIn('replica', (text) => {
    if (replica.fail) return replica.fail();
    if (text.includes('pg_is_in_recovery'))
      return {
        rows: [
          { recovery: replica.recovery ?? true, behind: String(replica.behind ?? 0), since_ms: replica.sinceMs === null ? null : String(replica.sinceMs ?? 0) },
        ],
      };
    return { rows: [] };
  });
  const logged: string[] = [];
  const router = new ReplicaRouter(
    primary as unknown as pg.Pool,
    secondary as unknown as pg.Pool,
    { checkEveryMs: 60_000, maxLagMs: 5_000, downForMs: 60_000 },
    (m) => logged.push(m),
  );
  const read = async (text = 'SELECT 1') => ((await router.query({ text })) as { rows: { from: string }[] }).rows[0]!.from;
  return { primary, secondary, router, read, logged, replica };
}

describe('the read router', () => {
  it('reads from the primary until its first check has found a healthy replica, then from the replica', async () => {
    const { router, read } = setup({});
    expect(router.status().state).toBe('unchecked');
    expect(await read()).toBe('primary');
    expect(await router.check()).toBe('ok');
    expect(await read()).toBe('replica');
    expect(router.served).toEqual({ replica: 1, primary: 1, retried: 0 });
  });

  it('is caught up when it has replayed all the primary wrote, however long ago the last write was', async () => {
    const { router } = setup({ behind: 0, sinceMs: 3_600_000 });
    expect(await router.check()).toBe('ok');
    expect(router.status().lagMs).toBe(0);
  });

  it('reads from the primary while the replica lags more than allowed, and from the replica once it caught up', async () => {
    const t = setup({ behind: 4096, sinceMs: 12_000 });
    expect(await t.router.check()).toBe('lagging');
    expect(await t.read()).toBe('primary');
    t.replica.sinceMs = 800;
    expect(await t.router.check()).toBe('ok');
    expect(await t.read()).toBe('replica');
    expect(t.logged.join('\n')).toMatch(/12 s behind[\s\S]*replica back/);
  });

  it('retries a read on the primary when the replica cannot be reached, and keeps it out for a while', async () => {
    const t = setup({});
    await t.router.check();
    t.replica.fail = refused;
    expect(await t.read('SELECT products')).toBe('primary');
    expect(t.router.status()).toMatchObject({ state: 'down', usingReplica: false });
    expect(t.router.served.retried).toBe(1);
    // Kept out: the next read does not even try it.
    expect(await t.read('SELECT categories')).toBe('primary');
    expect(t.secondary.queries).toEqual(['SELECT products']);
    expect(t.primary.queries).toEqual(['SELECT products', 'SELECT categories']);
    // Back when a check finds it healthy again.
    t.replica.fail = undefined;
    expect(await t.router.check()).toBe('ok');
    expect(await t.read()).toBe('replica');
  });

  it('retries a query the replica cancelled for a recovery conflict, and passes the query’s own errors on', async () => {
    const t = setup({});
    await t.router.check();
    t.replica.fail = () => Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    expect(await t.read()).toBe('primary');
    expect(t.router.status().state).toBe('ok');
    t.replica.fail = () => Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    await expect(t.read()).rejects.toThrow(/column "x"/);
  });

  it('takes no server out of recovery for a replica (a primary named by mistake)', async () => {
    const t = setup({ recovery: false });
    expect(await t.router.check()).toBe('not-a-replica');
    expect(await t.read()).toBe('primary');
  });

  it('hands transactions a client of the primary', async () => {
    const t = setup({});
    await t.router.check();
    expect(await t.router.connect()).toEqual({ from: 'primary' });
  });

  it('knows a server that is down from a query that failed', () => {
    expect(isReplicaDown(refused())).toBe(true);
    expect(isReplicaDown(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaDown(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isReplicaDown(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isReplicaDown(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isReplicaDown(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});

const primaryUrl = process.env.TEST_DATABASE_URL;
(primaryUrl ? describe : describe.skip)('catalog reads with the replica on a closed port', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshDatabase(primaryUrl!);
    drop = database.drop;
    handle = await openPostgres(database.url, { max: 2, replicaUrl: 'postgres://postgres@127.0.0.1:1/nowhere', replica: { checkEveryMs: 60_000 } });
    await seedDemo(handle.db);
    setDbForTests(handle);
    await cachesForget({ kind: 'catalog' });
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await handle.close();
    await drop();
  });

  it('answers from the primary: the check marks the replica down and reads never wait for it', async () => {
    expect(await handle.replica!.check()).toBe('down');
    const list = await app.request('/api/v1/store/products/popular/?page=1&size=5');
    expect(list.status).toBe(200);
    expect((await list.json()).result.content).toHaveLength(5);
    expect((await app.request('/api/v1/category/')).status).toBe(200);
    expect(handle.replica!.served.replica).toBe(0);
    expect(handle.replica!.served.primary).toBeGreaterThan(0);
  });

  it('answers from the primary when the replica fails mid-flight (retried, not a 500)', async () => {
    // As if the replica had been fine at the last check: the read itself meets the closed port.
    (handle.replica as unknown as { state: string; downUntil: number }).state = 'ok';
    (handle.replica as unknown as { state: string; downUntil: number }).downUntil = 0;
    const before = handle.replica!.served.retried;
    const rows = await handle.read.execute(sql`SELECT pg_is_in_recovery() AS recovery`);
    expect(rows.rows[0]).toEqual({ recovery: false });
    expect(handle.replica!.served.retried).toBe(before + 1);
    expect(handle.replica!.status().state).toBe('down');
  });
});
