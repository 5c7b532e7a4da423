/**
 * `npm run bench:orders [-- --shoppers 32 --duration 10 --hot 10 --stock 40]`
 *
 * Shoppers racing for stock on the PostgreSQL server (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres): a fresh database with the demo catalog, `--shoppers`
 * logged-in shoppers each placing pickup orders in a loop for `--duration` seconds, mostly for a
 * few hot products with little stock. Prints orders per second, latency, how many answers were
 * `not_available`, and the count of oversold items (what was sold beyond the starting stock; it
 * must be 0). The API runs in this process (app.request), so the figure is the API and database,
 * not the network. Prints figures; never fails on them.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { app } from '../server/app';
import { setDbForTests } from '../server/bootstrap';
import { openPostgres } from '../server/db/client';
import { orderItems, products, stores, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { hashPassword } from '../server/services/passwords';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

const SHOPPERS = Number(arg('shoppers', '32'));
const DURATION_S = Number(arg('duration', '10'));
const HOT = Number(arg('hot', '10'));
const STOCK = Number(arg('stock', '40'));
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench2026savat';

async function freshDatabase(): Promise<string> {
  const name = 'savat_bench_orders';
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

async function call(path: string, init: { method?: string; body?: unknown; token?: string; address?: string }) {
  const res = await app.request(`/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.address ? { 'X-Forwarded-For': init.address } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; result?: { access_token: string }; error?: { code: string } } };
}

async function main() {
  const handle = await openPostgres(await freshDatabase(), { max: 16 });
  await seedDemo(handle.db);
  setDbForTests(handle);

  // Hot products: sold by pickup stores, with little stock; cold ones keep plenty.
  const hot = await handle.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(stores.pickup, true))
    .orderBy(products.id)
    .limit(HOT * 3);
  const hotIds = hot.slice(0, HOT).map((p) => p.id);
  const coldIds = hot.slice(HOT).map((p) => p.id);
  await handle.db.update(products).set({ available: STOCK }).where(inArray(products.id, hotIds));
  await handle.db.update(products).set({ available: 100_000 }).where(inArray(products.id, coldIds));
  const startStock = STOCK * hotIds.length + 100_000 * coldIds.length;

  // Shoppers: accounts written directly (one hash), sessions through the real login.
  const passwordHash = await hashPassword(PASSWORD);
  const phones = Array.from({ length: SHOPPERS }, (_, i) => `+99890${String(1_000_000 + i).slice(-7)}`);
  await handle.db.insert(users).values(phones.map((phoneNumber) => ({ phoneNumber, passwordHash })));
  const tokens: string[] = [];
  for (const [i, phone] of phones.entries()) {
    const login = await call('/auth/login/', { body: { phone_number: phone, password: PASSWORD }, address: `10.9.${i >> 8}.${i & 255}` });
    tokens.push(login.body.result!.access_token);
  }

  const latencies: number[] = [];
  const counts = { placed: 0, notAvailable: 0, other: 0 };
  const ends = Date.now() + DURATION_S * 1000;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      let n = 0;
      while (Date.now() < ends) {
        n += 1;
        // Two lines: a hot product (1–3) and a cold one.
        const lines = [
          { product: hotIds[(i + n) % hotIds.length]!, quantity: 1 + ((i + n) % 3) },
          { product: coldIds[(i * 7 + n) % coldIds.length]!, quantity: 1 },
        ];
        const t = performance.now();
        const res = await call('/store/order/', { token, body: { type: 'T', full_name: `Xaridor ${i}`, phone_number: phones[i], products: lines } });
        latencies.push(performance.now() - t);
        if (res.status === 201) counts.placed += 1;
        else if (res.body.error?.code === 'not_available') counts.notAvailable += 1;
        else counts.other += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;

  // Oversold: for every product, what orders took beyond what it had.
  const sold = await handle.db
    .select({ id: orderItems.productId, qty: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .groupBy(orderItems.productId);
  const stockNow = new Map(
    (
      await handle.db
        .select({ id: products.id, available: products.available })
        .from(products)
        .where(inArray(products.id, [...hotIds, ...coldIds]))
    ).map((p) => [p.id, p.available]),
  );
  let oversold = 0;
  let negative = 0;
  for (const s of sold) {
    const start = hotIds.includes(s.id!) ? STOCK : 100_000;
    oversold += Math.max(0, Number(s.qty) - start);
    if ((stockNow.get(s.id!) ?? 0) < 0) negative += 1;
  }
  const soldTotal = sold.reduce((n, s) => n + Number(s.qty), 0);
  const left = [...stockNow.values()].reduce((n, v) => n + v, 0);

  console.log(`Savat order benchmark on PostgreSQL: ${SHOPPERS} shoppers, ${DURATION_S} s, ${HOT} hot products × ${STOCK} in stock`);
  console.log(`orders placed        ${counts.placed} (${(counts.placed / seconds).toFixed(1)} orders/s)`);
  console.log(`not_available (409)  ${counts.notAvailable}`);
  console.log(`other answers        ${counts.other}`);
  console.log(`latency ms           p50 ${percentile(latencies, 50).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}`);
  console.log(`items sold           ${soldTotal}; stock before ${startStock}, after ${left} (sold + left = ${soldTotal + left})`);
  console.log(`oversold items       ${oversold}; products below zero ${negative}`);
  setDbForTests(undefined);
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
