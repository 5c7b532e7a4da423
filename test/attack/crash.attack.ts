/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
/**
 * Crash safety on the PostgreSQL server: the API runs in a process of its own, 24 shoppers place
 * orders as fast as they can, and the process is killed with SIGKILL in the middle of the burst.
 * After a restart every order is whole (items, history, totals), the stock equals the starting
 * stock minus what the orders hold, and retrying the lost requests with their Idempotency-Key
 * never orders twice.
 */
import { sql } from 'drizzle-orm';
import { setDbForTests } from '@/server/bootstrap';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { cachesForget } from '@/server/services/cache-invalidation';
import { brokenOrders, heldByOrders, pickupOrder, pickupProducts, shoppers, stockOf } from './shop';
import { freshDatabase } from '@/test/db';
import { startApi, stopApi } from './server-process';
import type { ChildProcess } from 'node:child_process';

const PG = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.ATTACK_PORT ?? 4310);
const SHOPPERS = 24;
const STOCK = 10_000;
const KILL_AFTER_ORDERS = 60;

const run = PG ? describe : describe.skip;
if (!PG) console.log('crash safety: skipped, it needs the PostgreSQL server (TEST_DATABASE_URL)');

run('crash safety on postgres', () => {
  let handle: DbHandle;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    database = await freshDatabase(PG!);
    handle = await openPostgres(database.url, { max: 4 });
    await seedDemo(handle.db);
    setDbForTests(handle);
    await cachesForget({ kind: 'catalog' });
  });
  afterAll(async () => {
    await stopApi(server, 'SIGKILL');
    setDbForTests(undefined);
    await handle?.close();
    await database?.drop();
  });

  it('keeps every order whole and the stock exact after a SIGKILL mid-burst', async () => {
    const users = await shoppers(handle, SHOPPERS);
    const ids = await pickupProducts(handle, 4, STOCK);
    const env = { DATABASE_URL: database.url, JWT_SECRET: process.env.JWT_SECRET! };
    server = await startApi(PORT, env);
    const base = `http://127.0.0.1:${PORT}/api/v1`;

    let placed = 0;
    let n = 0;
    const lost: { user: number; key: string; body: unknown }[] = [];
    let killed = false;
    const send = (user: number, key: string, body: unknown) =>
      fetch(`${base}/store/order/`, {
        method: 'POST',
        headers: { ...users[user]!.headers, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });

    async function shopper(user: number) {
      while (!killed) {
        n += 1;
        const key = `crash-${user}-${n}`;
        const body = pickupOrder(ids.filter((_, i) => (n + i) % 2 === 0).map((product, i) => ({ product, quantity: 1 + ((n + i) % 3) })));
        try {
          const res = await send(user, key, body);
          if (res.status === 201) placed += 1;
          await res.arrayBuffer();
          if (placed >= KILL_AFTER_ORDERS && !killed) {
            killed = true;
            await stopApi(server, 'SIGKILL');
          }
        } catch {
          // The connection died with the server: this order's answer is lost.
          lost.push({ user, key, body });
          return;
        }
      }
    }
    await Promise.all(users.map((_, i) => shopper(i)));
    const ordersAtKill = Number(((await handle.db.execute(sql`select count(*)::int as n from orders`)).rows[0] as any).n);

    // Restart on the same database, and retry what was lost, with the same keys.
    server = await startApi(PORT, env);
    const retried = await Promise.all(lost.map(async (l) => (await send(l.user, l.key, l.body)).status));
    const replays = (await handle.db.execute(sql`select idempotency_key, count(*)::int as n from orders group by 1 having count(*) > 1`)).rows;

    const stock = await stockOf(handle, ids);
    const held = await heldByOrders(handle, ids);
    const drift = ids.filter((id) => stock.get(id)! + held.get(id)! !== STOCK);
    console.log(
      `crash safety: killed after ${placed} answered orders with ${lost.length} requests in flight; ${ordersAtKill} orders in the database at the kill; ` +
        `retries after restart: ${retried.filter((s) => s === 201).length} × 201; orders per key > 1: ${replays.length}; stock drift on ${drift.length} products`,
    );
    expect(killed).toBe(true);
    expect(await brokenOrders(handle)).toEqual([]);
    expect(drift).toEqual([]);
    expect(retried.every((s) => s === 201)).toBe(true);
    expect(replays).toEqual([]);
  });
});
