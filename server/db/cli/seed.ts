/**
 * `npm run db:seed [-- --products N] [--orders N] [--reset]`: writes the demo catalog into the
 * configured database (DATABASE_URL, else the embedded PGlite under DATA_DIR).
 *
 * Without --reset it refuses a database that already has a catalog, so that it can never mix two
 * catalogs or wipe real data by accident; --reset empties every table first. `--orders N` adds a
 * year of N generated orders (server/db/seed/orders.ts, the dashboards' benchmark): after the new
 * catalog, or alone on a database that has a catalog and no orders yet.
 */
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openPglite, openPostgres, type DbHandle } from '../client';
import * as schema from '../schema';
import { seedDemo } from '../seed';
import { seedOrders } from '../seed/orders';
import { seedDemoStaff } from '../seed/staff';

const USAGE = 'Usage: npm run db:seed -- [--products N] [--orders N] [--reset]';

function parseArgs(argv: string[]) {
  let products: number | undefined;
  let orders: number | undefined;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      products = Number(value);
      if (!Number.isInteger(products) || products < 0) fail(`--products needs a whole number, got "${value ?? ''}"`);
    } else if (arg === '--orders' || arg.startsWith('--orders=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      orders = Number(value);
      if (!Number.isInteger(orders) || orders < 0) fail(`--orders needs a whole number, got "${value ?? ''}"`);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`Unknown argument "${arg}". ${USAGE}`);
  }
  return { products, orders, reset };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function truncateAll(handle: DbHandle) {
  const names = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable)).map((t) => `"${getTableName(t)}"`);
  await handle.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

async function main() {
  const { products, orders, reset } = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const where = url ? 'Postgres (DATABASE_URL)' : path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  const handle = url ? await openPostgres(url, { max: 1 }) : await openPglite(where);
  try {
    if (reset) {
      await truncateAll(handle);
      console.log(`Emptied every table in ${where}.`);
    } else {
      const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.categories);
      const [{ p }] = await handle.db.select({ p: sql<number>`count(*)::int` }).from(schema.products);
      const [{ o }] = await handle.db.select({ o: sql<number>`count(*)::int` }).from(schema.orders);
      if (orders && p > 0 && o === 0 && products === undefined) {
        // A catalog without orders: the year of orders alone.
        const started = Date.now();
        await seedOrders(handle.db, { orders, log: (msg) => console.log(`  ${msg}`) });
        console.log(`Added ${orders} orders to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        return;
      }
      if (n > 0 || p > 0) {
        console.error(`${where} already has a catalog (${n} categories, ${p} products). Run with --reset to replace it.`);
        process.exitCode = 1;
        return;
      }
    }
    const started = Date.now();
    await seedDemo(handle.db, { products, log: (msg) => console.log(`  ${msg}`) });
    // The console's demo accounts on the embedded database only: a DATABASE_URL gets none.
    if (!url) await seedDemoStaff(handle.db);
    if (orders) await seedOrders(handle.db, { orders, log: (msg) => console.log(`  ${msg}`) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const count = async (table: PgTable) => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    console.log(
      `Seeded ${where} in ${seconds} s: ${await count(schema.categories)} categories, ${await count(schema.stores)} stores, ` +
        `${await count(schema.products)} products, ${await count(schema.productImages)} images, ${await count(schema.comments)} comments, ${await count(schema.orders)} orders.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
