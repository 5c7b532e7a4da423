/**
 * `npm run bench:explain [-- --products 100000]`: EXPLAIN (ANALYZE, BUFFERS) of the SQL the
 * benchmarked API routes really send, on savat_bench_<products>. The services run once on a
 * drizzle database that records every statement; each is then explained inside a transaction
 * that is rolled back (a product view's UPDATE changes nothing).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { WORD_SIMILARITY_THRESHOLD, type Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { listCategories } from '../server/services/catalog';
import { cachesForget } from '../server/services/cache-invalidation';
import { filterProducts } from '../server/services/product-list';
import { productDetail } from '../server/services/product-page';
import { nameSuggestions } from '../server/services/product-suggestions';
import type { ProductFilter } from '../lib/contract/catalog';
import type { ProductSort } from '../lib/contract/values';
import { seededDatabase } from '../server/db/seeded-database';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

async function main() {
  const url = await seededDatabase(Number(arg('products', '100000')));
  if (!url) throw new Error('No PostgreSQL server');
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
  let log: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => log.push({ sql, params }) } }) as unknown as Db;
  const { rows } = await pool.query('select id, category_id from products order by number_of_sales desc, id desc limit 1');
  const productId = rows[0].id as number;
  const categoryId = rows[0].category_id as number;

  const filters: [string, ProductFilter, ProductSort, number][] = [
    ['filter: none, popular', {}, 'popular', 1],
    ['filter: category, cheap', { category: categoryId }, 'cheap', 1],
    ['filter: price+discount+stock, new (page 2)', { min_price: 10000, max_price: 60000, discount: 1, available: true }, 'new', 2],
    ['filter: pickup+rating, highRate', { pickup: true, rating: 4 }, 'highRate', 1],
    ['filter: q=olma', { q: 'olma' }, 'popular', 1],
    ['filter: q=piyiz (a typo)', { q: 'piyiz' }, 'popular', 1],
  ];
  const jobs: [string, () => Promise<unknown>][] = [
    ...filters.map(([name, f, sort, page]): [string, () => Promise<unknown>] => [name, () => filterProducts(db, f, sort, page, 12, { locale: 'uz' })]),
    ['search: chace_name q=olma', () => nameSuggestions(db, 'olma', 'uz')],
    ['search: chace_name q=molako', () => nameSuggestions(db, 'molako', 'uz')],
    [`product ${productId}`, () => productDetail({ read: db, db }, productId, { locale: 'uz' })],
    ['category: size=30', () => listCategories(db, 'uz', { size: 30 })],
    ['category: size=6 popular', () => listCategories(db, 'uz', { size: 6, popular: true })],
  ];
  const only = arg('only', '');
  for (const [name, job] of jobs) {
    if (only && !name.includes(only)) continue;
    // Every statement is shown, none answered from the caches.
    await cachesForget({ kind: 'catalog' });
    log = [];
    await job();
    console.log(`\n======== ${name}: ${log.length} statement(s)`);
    for (const q of log) {
      console.log(`\n-- ${q.sql}\n-- params: ${JSON.stringify(q.params)}`);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      } catch (err) {
        console.log(`(not explained: ${(err as Error).message})`);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }
  }
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
