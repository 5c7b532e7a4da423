import 'server-only';
import { env, seedsDemo } from './env';
import { isBuild, openConfigured, type DbHandle } from './db/client';
import { seedIfEmpty, seedSynonymsIfEmpty } from './db/seed';
import { logger } from './log';
import { flushTallies } from './services/tallies';
import { flushVitals } from './services/web-vitals';

/**
 * The server process's life in one place: what happens when it first needs its database, and
 * what must happen, in order, before it stops. The storage module (db/client.ts) only opens and
 * closes databases; the services know nothing of starting or stopping.
 */

/**
 * Start: open and migrate the configured database. The embedded one starts with the demo catalog
 * and staff outside production (SEED_DEMO decides, `seedsDemo`), so that a fresh clone shows a
 * real store; a build on it reads an in-memory copy of that catalog (deterministic: the same ids
 * and names; no staff), and the pages are revalidated from the real data once the server runs.
 * Every database gets the default search synonyms when it has none.
 */
async function start(): Promise<DbHandle> {
  const handle = await openConfigured();
  if (handle.kind === 'pglite') {
    if (isBuild()) await seedIfEmpty(handle.db, { staff: false });
    else if (seedsDemo(env())) await seedIfEmpty(handle.db, { staff: true });
  }
  // Search synonyms are words, not demo data: every database gets the defaults once.
  await seedSynonymsIfEmpty(handle.db);
  stopOnSignals();
  return handle;
}

/** Before the process stops, in this order, after the hooks registered with `beforeShutdown`. */
const SHUTDOWN_HOOKS: { name: string; run: (db: DbHandle) => Promise<void> }[] = [
  // Views and search counts waiting for their once-a-second write.
  { name: 'tallies', run: () => flushTallies() },
  // Shoppers' page-speed counts waiting for theirs (server/services/web-vitals.ts).
  { name: 'vitals', run: () => flushVitals() },
  // PGlite must be closed cleanly, or the next start has to recover the data folder.
  { name: 'database', run: (db) => db.close() },
];

/**
 * What the production start script (scripts/start.mjs) puts on globalThis: it owns the HTTP
 * server, and on SIGTERM it stops accepting connections and lets the requests in flight finish
 * before it calls what was handed to `onShutdown`, then exits (ADR 0023).
 */
const LIFECYCLE = Symbol.for('savat.lifecycle');
interface Lifecycle {
  onShutdown: (run: () => Promise<boolean>) => void;
  /** Called as soon as a signal asks the server to stop, before it waits for the requests in flight. */
  onDrain?: (run: () => void) => void;
}

// Kept on globalThis: `next dev` re-evaluates modules on every edit, and two PGlite instances must
// never open the same data folder. The instrumentation and the routes are separate bundles, each
// with its own copy of this module, so what they register is kept there too.
const g = globalThis as unknown as {
  __savatDb?: Promise<DbHandle>;
  __savatDbOverride?: DbHandle;
  __savatSignals?: boolean;
  __savatFirstHooks?: { name: string; run: () => Promise<void> }[];
  __savatShutdown?: Promise<boolean>;
  [LIFECYCLE]?: Lifecycle;
};

/** Something started beside serving requests that must stop before the database closes (the jobs). */
export function beforeShutdown(name: string, run: () => Promise<void>): void {
  (g.__savatFirstHooks ??= []).push({ name, run });
  stopOnSignals();
}

/**
 * Something that keeps requests open for ever (the boards' event streams, ADR 0028): ended as soon
 * as the process is asked to stop, so that the requests in flight can finish within the grace
 * period and the clients reconnect to another instance. Without the start script: with the rest
 * of the shutdown.
 */
export function onDraining(name: string, run: () => void): void {
  const lifecycle = g[LIFECYCLE];
  if (lifecycle?.onDrain) lifecycle.onDrain(run);
  else beforeShutdown(name, async () => run());
}

/**
 * Stops what runs beside the requests, writes what waits to be written and closes the database,
 * in that order, once per process; answers whether every step succeeded (each failure is logged).
 * The server must have stopped taking requests first.
 */
function shutdown(): Promise<boolean> {
  g.__savatShutdown ??= (async () => {
    let ok = true;
    const run = async (name: string, step: () => Promise<void>) => {
      try {
        await step();
      } catch (error) {
        ok = false;
        logger('shutdown').error({ err: error, step: name }, `${name} failed`);
      }
    };
    for (const hook of g.__savatFirstHooks ?? []) await run(hook.name, hook.run);
    const handle = await g.__savatDb?.catch(() => undefined);
    for (const hook of handle ? SHUTDOWN_HOOKS : []) await run(hook.name, () => hook.run(handle!));
    return ok;
  })();
  return g.__savatShutdown;
}

/** The process's database, started on first use. A failed start is not kept, so the next request tries again. */
export function getDb(): Promise<DbHandle> {
  if (g.__savatDbOverride) return Promise.resolve(g.__savatDbOverride);
  if (!g.__savatDb) {
    const starting = start();
    g.__savatDb = starting;
    starting.catch(() => {
      if (g.__savatDb === starting) g.__savatDb = undefined;
    });
  }
  return g.__savatDb;
}

/** Tests hand the app their own database. */
export function setDbForTests(handle: DbHandle | undefined) {
  g.__savatDbOverride = handle;
}

/**
 * Under the start script, shutting down is its call (after the requests in flight). Otherwise
 * (`next dev`, a bare `next start`) on SIGTERM or SIGINT: shut down and exit at once. Next's own
 * handler closes its HTTP server on the same signals, but does not wait for this one.
 */
function stopOnSignals() {
  if (g.__savatSignals) return;
  g.__savatSignals = true;
  const lifecycle = g[LIFECYCLE];
  if (lifecycle) {
    lifecycle.onShutdown(shutdown);
    return;
  }
  const stop = async (signal: NodeJS.Signals) => {
    await shutdown();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
