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

/** Tests that write to the catalog start from exact counts. */
export function clearCountCache() {
  counts.clear();
}
