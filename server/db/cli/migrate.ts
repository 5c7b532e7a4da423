/**
 * `npm run db:migrate`: applies the migrations in ./drizzle to the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR). Opening the database migrates it.
 */
import path from 'node:path';
import { openPglite, openPostgres } from '../client';

async function main() {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  const where = url ? 'Postgres (DATABASE_URL)' : path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  const handle = url ? await openPostgres(url, { max: 1 }) : await openPglite(where);
  await handle.close();
  console.log(`Migrated ${where} in ${Date.now() - started} ms.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
