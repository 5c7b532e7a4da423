import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { FUZZY_SIMILARITY } from '../../lib/domain/search-ranking';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { env, type ServerEnv } from '../env';
import { logger } from '../log';
import { watchPool } from '../metrics';
import { ReplicaRouter, type ReplicaOptions } from './replica';
import * as schema from './schema';

/**
 * One drizzle database for the process. Both drivers speak the same SQL dialect and share one
 * schema and one set of migrations; the type is node-postgres's because the query builder's API is
 * the same for both (PGlite's only differs in the raw result of `execute`, which we do not use).
 */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction of `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database or a transaction: what a query that may run inside another's transaction takes. */
export type Queryable = Db | Tx;

/**
 * The database catalog reads go to (product lists and pages, search, categories, stores, counts):
 * a streaming replica when DATABASE_REPLICA_URL is set, which may be seconds behind the primary,
 * else the primary itself. Never for writes, nor for reading what the caller has just written
 * (an order, an address, the basket check, auth, the console): those take `Db` (ADR 0024).
 */
export type ReadDb = Db;

export interface DbHandle {
  /** The primary: writes, and reads that must see them. */
  db: Db;
  /** Catalog reads (see ReadDb): `db` itself on PGlite and without a replica. */
  read: ReadDb;
  kind: 'pglite' | 'postgres';
  /** The replica's router when there is one: where catalog reads go now, and why. */
  replica?: ReplicaRouter;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * How alike the sound keys of a search term and a product name must be for a fuzzy match (pg_trgm
 * word similarity, 0..1; chosen with the held-out queries, lib/domain/search-ranking.ts). Set per
 * connection so that the `<%` operator, which can use the trigram index, applies it. Fuzzy
 * matching is only the fallback when no name starts with the words (server/services/product-search.ts).
 */
export const WORD_SIMILARITY_THRESHOLD = FUZZY_SIMILARITY;

/**
 * The planner's price of a random page read against a sequential one. The default (4) is for
 * spinning disks; the catalog is read from memory or SSD, and with 4 the planner scans all 100 000
 * products for a search word instead of using the trigram index (`npm run bench:explain` shows
 * the plans; the timings that chose it: docs/benchmarks/2026-11-24.md). 1.1 is the usual value
 * for SSDs.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * Opens an embedded database (in memory when dataDir is undefined), migrated. `loadDataDir`: a
 * dump of a data directory (PGlite's dumpDataDir) to start from instead of an empty one; the
 * tests start every file from one migrated dump (test/db.ts), which skips initdb.
 */
export async function openPglite(dataDir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}; SET random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, read: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

const log = logger('db');

function openPool(url: string, max: number, applicationName: string, extra: pg.PoolConfig = {}): pg.Pool {
  // The search threshold and page cost are startup options, so every pooled connection has them from the start.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: applicationName,
    // A request waits at most 30 s for a connection, the pool's queue under a burst included (a
    // pool of 10 drains thousands of short queries in that time); past it the API answers 503
    // with Retry-After instead of holding the request for ever. A server that is down refuses at
    // once (503), and the pool connects again on a later request.
    connectionTimeoutMillis: 30_000,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c random_page_cost=${RANDOM_PAGE_COST}`,
    ...extra,
  });
  pool.on('error', (err) => log.error({ err, pool: applicationName }, 'idle client error'));
  // savat_db_pool_* (ADR 0026): the primary's and the replica's connections, busy, idle and awaited.
  watchPool(applicationName === 'savat-read' ? 'replica' : 'primary', pool);
  return pool;
}

export interface PostgresOptions {
  max?: number;
  /** A streaming replica of `url` for catalog reads (`read`); it is never migrated: it replays the primary. */
  replicaUrl?: string;
  replica?: Partial<ReplicaOptions>;
}

/** Opens a Postgres server connection pool, migrated; with `replicaUrl`, a second pool for catalog reads. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DbHandle> {
  const max = options.max ?? 10;
  const pool = openPool(url, max, 'savat');
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  if (!options.replicaUrl) return { db, read: db, kind: 'postgres', close: () => pool.end() };
  // A replica that does not answer must not hold a shopper's request: the primary answers instead.
  const replicaPool = openPool(options.replicaUrl, max, 'savat-read', { connectionTimeoutMillis: 2_000 });
  const replica = new ReplicaRouter(pool, replicaPool, options.replica, (message) => log.warn(message));
  const read = drizzlePg({ client: replica as pg.Pool, schema });
  return {
    db,
    read,
    kind: 'postgres',
    replica,
    close: async () => {
      await Promise.all([replica.end(), pool.end()]);
    },
  };
}

/** Whether this process is `next build` prerendering pages (in worker processes, possibly several at once). */
export const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * Opens the configured database, migrated: the PostgreSQL server of DATABASE_URL (and its replica
 * for catalog reads, DATABASE_REPLICA_URL), or the embedded
 * one under DATA_DIR. A build on the embedded database opens an in-memory one instead: two PGlite
 * instances must never open one folder, and a dev server may hold it. What a fresh database is
 * filled with is server/bootstrap.ts's business.
 */
export async function openConfigured(): Promise<DbHandle> {
  const e = env();
  if (e.DATABASE_URL) return openPostgres(e.DATABASE_URL, { replicaUrl: e.DATABASE_REPLICA_URL });
  return isBuild() ? openPglite() : openPglite(pgliteDir(e));
}

/** The embedded database's folder (also what backups copy and restores fill). */
export const pgliteDir = (e: ServerEnv) => path.resolve(e.DATA_DIR, 'pglite');
