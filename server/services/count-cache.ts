import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { countApiCache } from '../metrics';

/**
 * Public catalog answers kept for a short while in this process: what a visitor sees (no favourites,
 * nothing personal), so that a burst of the same request runs its queries once. Per-process and
 * disposable: nothing another instance would need, and a restart only costs a few cold answers.
 *
 * Two lifetimes:
 * - counts and other figures derived from the whole catalog (a list's total, the product count of
 *   every category, whether a search term occurs in any name, the name suggestions) change slowly
 *   and cost a scan: kept for COUNT_TTL_MS;
 * - the rows of public lists (a page of products, the categories, a product page's comparison and
 *   related products and first comments) carry stock and prices: kept for LIST_TTL_MS, and dropped
 *   at once when stock or prices change (cache-invalidation.ts, the one place that clears caches).
 *
 * Concurrent misses of one key share one computation; failures are not kept.
 */
const COUNT_TTL_MS = 60_000;
const LIST_TTL_MS = 10_000;

function sharedCache(name: 'lists' | 'counts', ttl: number, max: number) {
  const entries = new LRUCache<string, { value: Promise<unknown> }>({ max, ttl });
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      countApiCache(name, Boolean(hit));
      if (hit) return hit.value as Promise<T>;
      const value = compute();
      const entry = { value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}

// On globalThis: Next bundles the route handlers and instrumentation.ts (the jobs, the listener of
// other instances' changes: shared-invalidation.ts) separately, each with its own copy of this
// module, and a change heard by one must clear the lists the other serves.
interface CountCacheState {
  counts: ReturnType<typeof sharedCache>;
  lists: ReturnType<typeof sharedCache>;
  /** Each open database gets a number, so that tests with several databases never share rows. */
  dbIds: WeakMap<Db, number>;
  lastDbId: number;
}
const g = globalThis as unknown as { __savatCountCache?: CountCacheState };
g.__savatCountCache ??= {
  counts: sharedCache('counts', COUNT_TTL_MS, 10_000),
  lists: sharedCache('lists', LIST_TTL_MS, 200),
  dbIds: new WeakMap(),
  lastDbId: 0,
};
const state = g.__savatCountCache;
const { counts, lists } = state;

/** A list's total: counting every match is the most expensive part of a list on a large catalog. */
export function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  return counts.get(`count:${key}`, count);
}

/** Another slowly changing figure derived from the whole catalog (see above). */
export function cachedDerived<T>(key: string, compute: () => Promise<T>): Promise<T> {
  return counts.get(`derived:${key}`, compute);
}

/** The rows of a public list, as a visitor sees them, for up to LIST_TTL_MS. */
export function cachedList<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let id = state.dbIds.get(db);
  if (id === undefined) state.dbIds.set(db, (id = ++state.lastDbId));
  return lists.get(`${id}:${key}`, compute);
}

/** The rows of public lists. Called by cache-invalidation.ts only: say what changed there. */
export function forgetLists() {
  lists.clear();
}

/** The counts and derived figures. Called by cache-invalidation.ts only. */
export function forgetCounts() {
  counts.clear();
}
