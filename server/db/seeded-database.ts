/**
 * A seeded PostgreSQL database for the benchmarks (bench/) and the local cluster (deploy/):
 * `savat_bench_<products>` on BENCH_PG_URL's server, created, migrated and seeded with the demo
 * catalog of that many products when it is missing or has another size. Run with
 * `tsx --conditions=react-server` (server modules import 'server-only').
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from './client';
import { seedDemo } from './seed';
import { seedOrders } from './seed/orders';

export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TABLES =
  'about_info, banners, faq, partners, search_terms, comment_answers, comment_images, comments, product_images, products, stores, categories, promo_codes';

/** The URL of a migrated database with exactly `products` products, or null when no server answers. */
export async function seededDatabase(products: number, name = `savat_bench_${products}`): Promise<string | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;

  const handle = await openPostgres(url.toString(), { max: 2 }); // migrates
  try {
    const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from products`)).rows as { n: number }[];
    if (n !== products) {
      const started = Date.now();
      console.error(`[bench] seeding ${products} products into ${name} (found ${n})...`);
      await handle.db.execute(sql.raw(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`));
      await seedDemo(handle.db, { products });
      console.error(`[bench] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // As autovacuum leaves a settled database: fresh statistics, and a visibility map that lets
    // counts read the indexes only (a freshly seeded table has none).
    await handle.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await handle.close();
  }
  return url.toString();
}

/**
 * The dashboards' benchmark database: `savat_bench_<products>_orders<orders>`, the
 * catalog of seededDatabase(products) (copied from it as a template when no one is connected to it,
 * else seeded anew) with a year of `orders` generated orders (server/db/seed/orders.ts). Made once;
 * later runs reuse it. The URL, or null when no server answers.
 */
export async function seededDatabaseWithOrders(products: number, orders: number): Promise<string | null> {
  const name = `savat_bench_${products}_orders${orders}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
  const baseExists = (await admin.query('select 1 from pg_database where datname = $1', [`savat_bench_${products}`])).rowCount! > 0;
  await admin.end();
  if (!exists) {
    // The catalog's database is copied as it is (not migrated here: other benchmarks may be using it).
    if (!baseExists && !(await seededDatabase(products))) return null;
    const copier = new pg.Client({ connectionString: PG_ADMIN });
    await copier.connect();
    try {
      await copier.query(`CREATE DATABASE ${name} TEMPLATE savat_bench_${products}`);
      console.error(`[bench] copied savat_bench_${products} into ${name}`);
    } catch (err) {
      console.error(`[bench] could not copy savat_bench_${products} (${(err as Error).message}): seeding ${name} anew`);
    } finally {
      await copier.end();
    }
  }
  const url = await seededDatabase(products, name);
  if (!url) return null;
  const handle = await openPostgres(url, { max: 2 });
  try {
    const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from orders`)).rows as { n: number }[];
    if (n === 0) {
      const started = Date.now();
      console.error(`[bench] generating ${orders} orders into ${name}...`);
      await seedOrders(handle.db, { orders, log: (msg) => console.error(`[bench]   ${msg}`) });
      await handle.db.execute(sql`VACUUM ANALYZE`);
      console.error(`[bench] generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await handle.close();
  }
  return url;
}
