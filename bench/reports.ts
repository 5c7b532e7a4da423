/**
 * `npm run bench:reports [-- --orders 50000 --items 5]`
 *
 * The console's reports (ADR 0039) on a year of a big store, on the PostgreSQL server
 * (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres): a fresh database with the
 * demo catalog, `--orders` pickup orders of store 1 spread over 2025 with `--items` lines each
 * (written with SQL, not through checkout), then each report of the whole year read as a browser
 * would, chunk by chunk, while the process's memory is sampled. Prints rows, size, seconds and how
 * far the heap and the resident memory rose above where they started: a streamed file's rise stays
 * flat as the file grows. Prints figures; never fails on them.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { dayRange } from '../lib/domain/report-range';
import type { FileFormat, ReportKind } from '../lib/contract/report-values';
import { openPostgres } from '../server/db/client';
import { users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { tableFile } from '../server/services/report-files';
import { produceReport, reportSheet } from '../server/services/reports';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

const ORDERS = Number(arg('orders', '50000'));
const ITEMS = Number(arg('items', '5'));
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshDatabase(): Promise<string> {
  const name = 'savat_bench_reports';
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const handle = await openPostgres(await freshDatabase(), { max: 4 });
  const db = handle.db;
  await seedDemo(db);
  const [shopper] = await db.insert(users).values({ phoneNumber: '+998900000001', passwordHash: 'not-a-hash' }).returning({ id: users.id });
  const started = Date.now();
  // A year of store 1: orders every few minutes of 2025, each with ITEMS of the store's products.
  await db.execute(sql`
    INSERT INTO orders (user_id, type, status, full_name, phone_number, all_prices, sale_price, sale_price_promo_code, delivery_price, total_price, payment_type, created_at)
    SELECT ${shopper!.id}, 'T', 2, 'Xaridor ' || n, '+99890' || lpad(n::text, 7, '0'), 0, 0, 0, 0, 0, CASE WHEN n % 3 = 0 THEN 'card' ELSE 'cash' END,
           timestamptz '2024-12-31 19:00:00+00' + (n * (365 * 86400.0 / ${ORDERS})) * interval '1 second'
    FROM generate_series(1, ${ORDERS}) n`);
  await db.execute(sql`INSERT INTO order_parts (order_id, store_id, status) SELECT id, 1, CASE WHEN id % 20 = 0 THEN 8 ELSE 2 END FROM orders`);
  await db.execute(sql`
    WITH own AS (SELECT id, name_uz, name_ru, price, row_number() OVER (ORDER BY id) AS k FROM products WHERE store_id = 1 AND deleted_at IS NULL),
         counted AS (SELECT count(*) AS c FROM own)
    INSERT INTO order_items (order_id, product_id, store_id, name_uz, name_ru, product_snapshot, quantity, price, discount_price)
    SELECT o.id, p.id, 1, p.name_uz, p.name_ru, jsonb_build_object('uz', jsonb_build_object('amount_type', 'dona'), 'ru', jsonb_build_object('amount_type', 'шт')), 1 + (o.id + i) % 3, p.price, p.price
    FROM orders o CROSS JOIN generate_series(0, ${ITEMS - 1}) i CROSS JOIN counted
    JOIN own p ON p.k = 1 + (o.id * 7 + i) % counted.c`);
  await db.execute(sql`ANALYZE`);
  console.log(`${ORDERS} orders × ${ITEMS} items of store 1 over 2025 written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const found = dayRange('2025-01-01', '2025-12-31');
  if (!('range' in found)) throw new Error('range');
  const cases: [ReportKind, FileFormat][] = [
    ['orders', 'csv'],
    ['orders', 'xlsx'],
    ['sales-by-day', 'csv'],
    ['sales-by-product', 'xlsx'],
    ['cash', 'csv'],
    ['cancellations', 'csv'],
  ];
  console.log('report             format  rows      MB      s   heap rise MB  rss rise MB');
  for (const [kind, format] of cases) {
    global.gc?.();
    const base = process.memoryUsage();
    let heap = 0;
    let rss = 0;
    const sample = () => {
      const now = process.memoryUsage();
      heap = Math.max(heap, now.heapUsed - base.heapUsed);
      rss = Math.max(rss, now.rss - base.rss);
    };
    const timer = setInterval(sample, 10);
    const t = performance.now();
    const res = tableFile(format, `bench.${format}`, reportSheet(kind, 'uz'), produceReport(db, kind, { storeIds: [1] }, found.range, 'uz'));
    const reader = res.body!.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (format === 'csv') for (const b of value) if (b === 10) lines += 1;
      sample();
    }
    clearInterval(timer);
    const seconds = (performance.now() - t) / 1000;
    const rows = format === 'csv' ? String(lines - 1) : '-';
    console.log(
      `${kind.padEnd(18)} ${format.padEnd(6)}  ${rows.padEnd(8)}  ${mb(bytes).padStart(6)}  ${seconds.toFixed(1).padStart(5)}  ${mb(heap).padStart(12)}  ${mb(rss).padStart(11)}`,
    );
  }
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
