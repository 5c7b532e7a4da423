import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { setDbForTests } from '@/server/bootstrap';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { cachesForget } from '@/server/services/cache-invalidation';
import { flushTallies } from '@/server/services/tallies';
import { products } from '@/server/db/schema';
import { count } from 'drizzle-orm';
import { ATTACK_DATABASE_URL, remoteMode } from './remote';

export interface TestTarget {
  /** `cluster`: the attack suite's remote mode (test/remote.ts), the running cluster's database. */
  name: 'pglite' | 'postgres' | 'cluster';
  open: () => Promise<DbHandle>;
  /** The database is the cluster's: kept when the file ends, and never reseeded. */
  shared?: boolean;
}

/** A new, empty database on the Postgres server of `baseUrl`: its URL and a way to drop it. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `savat_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A brand-new database on the Postgres server of TEST_DATABASE_URL, opened and dropped on close. */
async function freshPostgres(baseUrl: string, max = 4): Promise<DbHandle> {
  const database = await freshDatabase(baseUrl);
  const handle = await openPostgres(database.url, { max });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The embedded database always; the Postgres server too when TEST_DATABASE_URL is set (CI).
 * `pool` sizes the server's connection pool (races want more than the default 4).
 */
export function testTargets({ pool = 4 }: { pool?: number } = {}): TestTarget[] {
  if (remoteMode()) {
    // Remote mode: one target, the database of the cluster under attack; closed, never dropped.
    const cluster = ATTACK_DATABASE_URL;
    if (!cluster) throw new Error("ATTACK_BASE_URL is set but ATTACK_DATABASE_URL is not: the tests need the cluster's database (SMS outbox, stock, snapshots)");
    return [{ name: 'cluster', shared: true, open: () => openPostgres(cluster, { max: pool }) }];
  }
  const targets: TestTarget[] = [{ name: 'pglite', open: () => openPglite() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => freshPostgres(url, pool) });
  return targets;
}

/**
 * Opens a fresh database with the demo catalog for one describe block and hands it to the app.
 * Returns a getter, since the handle exists only once beforeAll has run. In remote mode it opens
 * the cluster's database instead (the app in this process then serves nothing: the cluster does).
 */
export function useSeededDb(target: TestTarget, opts: { seed?: boolean } = {}) {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await target.open();
    if (target.shared) {
      // The cluster's database: seeded once with the demo catalog if it has none, never truncated.
      const [row] = await handle.db.select({ n: count() }).from(products);
      if (opts.seed !== false && !row?.n) await seedDemo(handle.db);
    } else if (opts.seed !== false) await seedDemo(handle.db);
    setDbForTests(handle);
    // A new database is a new catalog: nothing the last one left in the caches may answer.
    await cachesForget({ kind: 'catalog' });
  });
  afterAll(async () => {
    setDbForTests(undefined);
    // Views and search counts wait a second to be written (server/services/tallies.ts): write them before closing.
    await flushTallies();
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('database not open yet');
    return handle;
  };
}
