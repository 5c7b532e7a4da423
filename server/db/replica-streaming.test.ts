import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { setDbForTests } from '@/server/bootstrap';
import { cachesForget } from '@/server/services/cache-invalidation';
import { call, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { freshDatabase } from '@/test/db';
import { products, stores } from './schema';
import { seedDemo } from './seed';
import { openPostgres, type DbHandle } from './client';

/**
 * Catalog reads on a real streaming replica (ADR 0024; `deploy/pg-replica.sh` makes one here).
 * Runs only with TEST_DATABASE_URL and TEST_DATABASE_REPLICA_URL (a replica of that server; the
 * database name in it is replaced by each test's fresh one), and only when the replica answers.
 */
const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaBase = process.env.TEST_DATABASE_REPLICA_URL;

/**
 * Whether the replica answers, and is one, asked once when the file loads (a child process, so the
 * answer is known before the tests are declared): without it the tests are declared skipped and
 * the report says so, rather than passing without checking anything.
 */
function replicaAnswers(): boolean {
  if (!primaryUrl || !replicaBase) return false;
  const probe = `const c = new (require('pg').Client)({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
    c.connect().then(() => c.query('SELECT pg_is_in_recovery() AS r')).then((q) => process.exit(q.rows[0].r === true ? 0 : 1), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe, replicaBase], { timeout: 10_000 }).status === 0;
}

const onDatabase = (base: string, url: string) => {
  const u = new URL(base);
  u.pathname = new URL(url).pathname;
  return u.toString();
};

const available = replicaAnswers();
if (!available && primaryUrl && replicaBase) console.warn('skipped: no replica answers at TEST_DATABASE_REPLICA_URL');

(available ? describe : describe.skip)('catalog reads on a streaming replica', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  /** A superuser session on the replica (pausing its replay). */
  let replicaAdmin: pg.Client;

  beforeAll(async () => {
    const database = await freshDatabase(primaryUrl!);
    drop = database.drop;
    const replicaUrl = onDatabase(replicaBase!, database.url);
    // Checks only when asked, so the test decides when the router learns of a lag.
    handle = await openPostgres(database.url, { max: 4, replicaUrl, replica: { checkEveryMs: 3_600_000, maxLagMs: 2_000 } });
    await seedDemo(handle.db);
    setDbForTests(handle);
    await cachesForget({ kind: 'catalog' });
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    // The new database reaches the replica within moments.
    for (let i = 0; i < 100 && (await handle.replica!.check()) !== 'ok'; i++) await new Promise((r) => setTimeout(r, 100));
    await replicaAdmin.connect();
  });
  afterAll(async () => {
    await replicaAdmin.query('SELECT pg_wal_replay_resume()').catch(() => {});
    await replicaAdmin.end();
    setDbForTests(undefined);
    await handle.close();
    await drop();
  });

  it('sends catalog reads to the replica and writes to the primary', async () => {
    expect(handle.replica!.status()).toMatchObject({ state: 'ok', usingReplica: true });
    expect((await handle.read.execute(sql`SELECT pg_is_in_recovery() AS r`)).rows[0]).toEqual({ r: true });
    expect((await handle.db.execute(sql`SELECT pg_is_in_recovery() AS r`)).rows[0]).toEqual({ r: false });

    const before = { ...handle.replica!.served };
    for (const path of ['/store/products/popular/?size=5', '/category/', '/store/', '/base/statistics/']) {
      await cachesForget({ kind: 'catalog' });
      expect((await get(path)).status).toBe(200);
    }
    expect(handle.replica!.served.replica).toBeGreaterThan(before.replica);
    expect(handle.replica!.served.primary).toBe(before.primary);
    // The replica's own view of who reads from it: this process's read pool, by its name.
    const readers = await replicaAdmin.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'savat-read' AND datname = current_database()`,
    );
    expect(readers.rows[0].n).toBeGreaterThan(0);
  });

  it('reads one’s own new order from the primary while the replica is behind, and shows the catalog as the replica has it', async () => {
    const [product] = await handle.db
      .select({ id: products.id, storeId: products.storeId })
      .from(products)
      .where(and(isNull(products.deletedAt), gt(products.available, 0)))
      .limit(1);
    await handle.db.update(products).set({ available: 20 }).where(eq(products.id, product!.id));
    await handle.db.update(stores).set({ minOrder: 0, deliverySlots: [] }).where(eq(stores.id, product!.storeId));
    const { phone, password } = await createAccount(handle);
    const headers = bearer((await loginAs(phone, password)).access_token);
    // Caught up with all of that, then frozen: what is written from now on the replica does not have.
    for (let i = 0; i < 100 && (await handle.replica!.check()) !== 'ok'; i++) await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 100; i++) {
      const { rows } = await replicaAdmin.query(`SELECT available FROM products WHERE id = $1`, [product!.id]);
      if (rows[0]?.available === 20) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    try {
      const address = await call('POST', '/store/shipping/', { headers, body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy' } });
      expect(address.status).toBe(201);
      const placed = await call('POST', '/store/order/', {
        headers,
        body: {
          type: 'D',
          full_name: 'Aziz Karimov',
          phone_number: '+998901112233',
          delivery_address: address.body.result.id,
          products: [{ product: product!.id, quantity: 3 }],
        },
      });
      expect(placed.status).toBe(201);
      // One's own order and addresses: the primary, at once.
      const mine = await get('/store/orders/last/', { headers });
      expect(mine.status).toBe(200);
      expect(mine.body.result.id).toBe(placed.body.result.id);
      expect((await get('/store/shipping/list/', { headers })).body.result).toHaveLength(1);
      // The basket check reads the primary: the stock after the order.
      const checked = await call('POST', '/store/products/check/', { headers, body: { products: [{ id: product!.id, count: 1 }] } });
      expect(checked.body.result[0].available).toBe(17);
      // The product page reads the replica, which has not replayed the order yet.
      await cachesForget({ kind: 'catalog' });
      expect((await get(`/store/products/${product!.id}/`)).body.result.available).toBe(20);

      // The next check sees the replica behind the primary with nothing replayed for a while: lagging.
      await new Promise((r) => setTimeout(r, 2_100));
      expect(await handle.replica!.check()).toBe('lagging');
      await cachesForget({ kind: 'catalog' });
      expect((await get(`/store/products/${product!.id}/`)).body.result.available).toBe(17);
    } finally {
      await replicaAdmin.query('SELECT pg_wal_replay_resume()');
    }
    // Caught up again: back to the replica, with the same figure.
    for (let i = 0; i < 100 && (await handle.replica!.check()) !== 'ok'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(handle.replica!.status().usingReplica).toBe(true);
    await cachesForget({ kind: 'catalog' });
    const replicaReads = handle.replica!.served.replica;
    expect((await get(`/store/products/${product!.id}/`)).body.result.available).toBe(17);
    expect(handle.replica!.served.replica).toBeGreaterThan(replicaReads);
  });
});
