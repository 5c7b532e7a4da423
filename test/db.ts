import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { setDbForTests } from '@/server/bootstrap';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { cachesForget } from '@/server/services/cache-invalidation';
import { flushTallies } from '@/server/services/tallies';
import { products } from '@/server/db/schema';
import { count } from 'drizzle-orm';
import { ATTACK_DATABASE_URL, remoteMode } from './remote';
import { adminQuery, SEEDED_PGLITE_PREFIX, SEEDED_TEMPLATE_PREFIX, testRun } from './run';

export interface TestTarget {
  /** `cluster`: the attack suite's remote mode (test/remote.ts), the running cluster's database. */
  name: 'pglite' | 'postgres' | 'cluster';
  /**
   * A new database, migrated. `seeded`: with the demo catalog already in it when the target can
   * copy a seeded snapshot of this jest run; answers whether it did (else the caller seeds).
   */
  open: (opts?: { seeded?: boolean }) => Promise<DbHandle & { seeded?: boolean }>;
  /** The database is the cluster's: kept when the file ends, and never reseeded. */
  shared?: boolean;
}

/**
 * What the migrated snapshots below are keyed by: the migrations' files and PGlite's version. A new
 * migration, or a new PGlite, makes a new snapshot; nothing has to be cleared by hand.
 */
let key: string | undefined;
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  hash.update(fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  // How the snapshot is made: 2 since the checkpoint before the dump.
  hash.update('snapshot 2');
  return (key = hash.digest('hex').slice(0, 16));
}

/**
 * PGlite's data directory as a dump, written to `file` whole (under a passing name, then renamed).
 * A checkpoint first: a database opened from a dump taken without one replays the write-ahead log
 * since the last checkpoint (about 0.4 s of the 1.1 s an open took here).
 */
async function dumpTo(handle: DbHandle, file: string): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

/** The dump in `file`, or a new one made by `make` and kept there. */
async function snapshot(file: string, make: () => Promise<DbHandle>): Promise<Blob> {
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await make();
  try {
    return await dumpTo(handle, file);
  } finally {
    await handle.close();
  }
}

let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * An embedded database with every migration applied, as a data-directory dump kept in the system's
 * temporary folder: each test file loads it instead of running initdb and the migrations again
 * (about 4.8 s a file on this 2-core machine; loading it takes about 1 s). Two jest workers that
 * find none both make one; each writes its own file and renames it into place, so either is whole.
 */
function migratedPglite(): Promise<Blob> {
  pgliteSnapshot ??= snapshot(path.join(os.tmpdir(), `savat-pglite-${migrationsKey()}.tar`), () => openPglite());
  return pgliteSnapshot;
}

let seededSnapshot: Promise<Blob> | undefined;

/**
 * The migrated embedded database with the demo catalog, dumped once per jest run (test/run.ts says
 * why once): a file loads it instead of seeding (about 2 s a file here), like the migrated one above.
 */
function seededPglite(run: string): Promise<Blob> {
  seededSnapshot ??= snapshot(path.join(os.tmpdir(), `${SEEDED_PGLITE_PREFIX}${migrationsKey()}-${run}.tar`), async () => {
    const handle = await openPglite(undefined, { loadDataDir: await migratedPglite() });
    await seedDemo(handle.db);
    return handle;
  });
  return seededSnapshot;
}

/**
 * A new embedded database, started from the migrated snapshot instead of initdb and the migrations
 * (4–5 s each here), or with `seeded` from this jest run's seeded one (answered as `seeded`; outside
 * a run, the caller seeds). In `dataDir` when given, an empty folder PGlite unpacks the dump into:
 * the files about a data directory on disk (a backup, a command line) start there too.
 */
export async function snapshotPglite(dataDir?: string, { seeded = false }: { seeded?: boolean } = {}): Promise<DbHandle & { seeded: boolean }> {
  const run = seeded ? testRun() : undefined;
  const handle = await openPglite(dataDir, { loadDataDir: run ? await seededPglite(run) : await migratedPglite() });
  return { ...handle, seeded: !!run };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `baseUrl` with another database name. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * CREATE DATABASE refuses (55006) while another session is connected to the template, as a pool
 * just closed may still be for a moment: tried again for up to 5 s.
 */
async function whileInUse(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await run();
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await sleep(100);
    }
  }
}

/**
 * A migrated database on the server of `baseUrl` to copy new test databases from (CREATE DATABASE
 * … TEMPLATE), made once per set of migrations: copying it is quicker than migrating each new
 * database. It is built under a passing name and renamed when whole, under an advisory lock so
 * that two jest workers never build it together; older templates of this suite are dropped then.
 */
async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `savat_template_${migrationsKey()}`;
  await adminQuery(baseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(726371)');
    try {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) return;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openPostgres(databaseUrl(baseUrl, building), { max: 1 });
      await handle.close();
      await whileInUse(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
      const { rows: old } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'savat\\_template\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of old) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    } finally {
      await admin.query('SELECT pg_advisory_unlock(726371)');
    }
  });
  return name;
}

/**
 * The migrated template with the demo catalog, made once per jest run (test/run.ts) on the server
 * of `baseUrl`: a seeded test database is a copy of it, quicker than seeding each (about 1 s).
 */
async function seededTemplate(baseUrl: string, run: string): Promise<string> {
  const migrated = await migratedTemplate(baseUrl);
  const name = `${SEEDED_TEMPLATE_PREFIX}${migrationsKey()}_${run}`;
  await adminQuery(baseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(726372)');
    try {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) return;
      const building = `savat_building_${randomBytes(6).toString('hex')}`;
      await whileInUse(() => admin.query(`CREATE DATABASE ${building} TEMPLATE ${migrated}`));
      try {
        const handle = await openPostgres(databaseUrl(baseUrl, building), { max: 1 });
        try {
          await seedDemo(handle.db);
        } finally {
          await handle.close();
        }
        await whileInUse(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => {});
        throw err;
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(726372)');
    }
  });
  return name;
}

/**
 * A new database on the Postgres server of `baseUrl`: its URL and a way to drop it. `migrated`: a
 * copy of the migrated template (openPostgres then finds nothing to apply); `seeded` (within a jest
 * run): a copy of the run's seeded template; else empty.
 */
export async function freshDatabase(
  baseUrl: string,
  { migrated = false, seeded }: { migrated?: boolean; seeded?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `savat_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const create = async () => {
    const template = seeded ? await seededTemplate(baseUrl, seeded) : migrated ? await migratedTemplate(baseUrl) : undefined;
    await adminQuery(baseUrl, (admin) => whileInUse(() => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)));
  };
  // A run of another set of migrations on the same server (another branch) drops this one's
  // template when it makes its own: made again, once.
  await create().catch((err: { code?: string }) => (err.code === '3D000' ? create() : Promise.reject(err)));
  return {
    url: databaseUrl(baseUrl, name),
    drop: async () => {
      await adminQuery(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A brand-new migrated database on the Postgres server of TEST_DATABASE_URL, opened and dropped on
 * close; with the demo catalog when `seeded` names the jest run.
 */
async function freshPostgres(baseUrl: string, max: number, seeded: string | undefined): Promise<DbHandle> {
  const database = await freshDatabase(baseUrl, { migrated: true, seeded });
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
    if (!cluster)
      throw new Error("ATTACK_BASE_URL is set but ATTACK_DATABASE_URL is not: the tests need the cluster's database (SMS outbox, stock, snapshots)");
    return [{ name: 'cluster', shared: true, open: () => openPostgres(cluster, { max: pool }) }];
  }
  const run = testRun();
  const targets: TestTarget[] = [{ name: 'pglite', open: ({ seeded = false } = {}) => snapshotPglite(undefined, { seeded }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    targets.push({
      name: 'postgres',
      open: async ({ seeded = false } = {}) => ({ ...(await freshPostgres(url, pool, seeded ? run : undefined)), seeded: seeded && !!run }),
    });
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
    const seed = opts.seed !== false;
    const opened = await target.open({ seeded: seed && !target.shared });
    handle = opened;
    if (target.shared) {
      // The cluster's database: seeded once with the demo catalog if it has none, never truncated.
      const [row] = await handle.db.select({ n: count() }).from(products);
      if (seed && !row?.n) await seedDemo(handle.db);
    } else if (seed && !opened.seeded) await seedDemo(handle.db);
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
