import 'server-only';
import { env } from './env';
import { isBuild, openConfigured, type DbHandle } from './db/client';
import { seedIfEmpty, seedSynonymsIfEmpty } from './db/seed';
import { flushTallies } from './services/tallies';

/**
 * The server process's life in one place: what happens when it first needs its database, and
 * what must happen, in order, before it stops. The storage module (db/client.ts) only opens and
 * closes databases; the services know nothing of starting or stopping.
 */

/**
 * Start: open and migrate the configured database. The embedded one starts with the demo catalog,
 * so that a fresh clone shows a real store; a build on it reads an in-memory copy of that catalog
 * (deterministic: the same ids and names), and the pages are revalidated from the real data once
 * the server runs. Every database gets the default search synonyms when it has none.
 */
async function start(): Promise<DbHandle> {
  const handle = await openConfigured();
  if (handle.kind === 'pglite' && (isBuild() || env().SEED_DEMO === '1')) await seedIfEmpty(handle.db);
  // Search synonyms are words, not demo data: every database gets the defaults once.
  await seedSynonymsIfEmpty(handle.db);
  stopOnSignals();
  return handle;
}

/** Before the process stops, in this order. */
const SHUTDOWN_HOOKS: { name: string; run: (db: DbHandle) => Promise<void> }[] = [
  // Views and search counts waiting for their once-a-second write.
  { name: 'tallies', run: () => flushTallies() },
  // PGlite must be closed cleanly, or the next start has to recover the data folder.
  { name: 'database', run: (db) => db.close() },
];

// Kept on globalThis: `next dev` re-evaluates modules on every edit, and two PGlite instances must
// never open the same data folder.
const g = globalThis as unknown as { __savatDb?: Promise<DbHandle>; __savatDbOverride?: DbHandle; __savatSignals?: boolean };

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

function stopOnSignals() {
  if (g.__savatSignals) return;
  g.__savatSignals = true;
  const stop = async (signal: NodeJS.Signals) => {
    const handle = await g.__savatDb?.catch(() => undefined);
    for (const hook of handle ? SHUTDOWN_HOOKS : []) {
      try {
        await hook.run(handle!);
      } catch (error) {
        console.error(`[shutdown] ${hook.name} failed`, error);
      }
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
