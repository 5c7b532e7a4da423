import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * Result counts of product lists, kept for a short while. Counting every match of a filter is the
 * most expensive part of a list request on a large catalog (a scan of all matching rows), while
 * the count itself changes slowly; a list's total may lag the catalog by up to TTL_MS.
 * Per-process and disposable: nothing another instance would need.
 */
const TTL_MS = 60_000;

const counts = new LRUCache<string, number>({ max: 10_000, ttl: TTL_MS });

export async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  const hit = counts.get(key);
  if (hit !== undefined) return hit;
  const value = await count();
  counts.set(key, value);
  return value;
}

/**
 * Other slowly changing answers derived from the whole catalog, under the same rule as the counts
 * (at most TTL_MS old, per process): the product count of every category, whether a search term
 * occurs in any product name, the name suggestions for a term. Concurrent misses of one key share
 * one computation, so a burst of requests runs the query once. Failures are not kept.
 */
const derived = new LRUCache<string, { value: Promise<unknown> }>({ max: 10_000, ttl: TTL_MS });

export function cachedDerived<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = derived.get(key);
  if (hit) return hit.value as Promise<T>;
  const value = compute();
  const entry = { value };
  derived.set(key, entry);
  value.catch(() => {
    if (derived.get(key) === entry) derived.delete(key);
  });
  return value;
}

/** Tests that write to the catalog start from exact counts. */
export function clearCountCache() {
  counts.clear();
  derived.clear();
}
