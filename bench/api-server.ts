/**
 * The API alone on a port, for benchmarks: `tsx --conditions=react-server bench/api-server.ts`.
 * Env: BENCH_PORT, BENCH_PRODUCTS (catalog size), and DATABASE_URL (a Postgres database) or
 * BENCH_DATA_DIR (an embedded one). The catalog is (re)built when its size is not BENCH_PRODUCTS.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, setDbForTests } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { app } from '../server/app';

const TABLES = 'about_info, banners, faq, partners, search_terms, comment_answers, comment_images, comments, product_images, products, stores, categories, promo_codes';

async function main() {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const port = Number(process.env.BENCH_PORT ?? 4100);
  const handle = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, { max: 16 }) : await openPglite(process.env.BENCH_DATA_DIR ?? '.data/bench-pglite');
  const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from products`)).rows as { n: number }[];
  if (n !== products) {
    const started = Date.now();
    console.error(`[bench] seeding ${products} products on ${handle.kind} (found ${n})...`);
    await handle.db.execute(sql.raw(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`));
    await seedDemo(handle.db, { products });
    await handle.db.execute(sql`ANALYZE`);
    console.error(`[bench] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  setDbForTests(handle);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`ready ${port}`));
  const stop = async () => {
    server.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
