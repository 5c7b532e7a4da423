/**
 * The Redis handler of Next's shared page and data cache (lib/http/redis-page-cache.mjs wires it
 * to Next; ADR 0021). The package's own `redis-strings` answers each `revalidateTag` by
 * scanning the tags of every cached entry (one hash field per page): on a crawled catalog,
 * hundreds of thousands of fields on every order. Here a revalidation is one HSET of the tag's
 * time, and an entry is stale when one of its tags, or of the page's implicit (path) tags, was
 * revalidated after it was made: a read costs one GET and one HMGET whatever the size of the
 * cache. Entries leave Redis by their own expiry (1.5 × their revalidate time), so nothing needs
 * scanning.
 *
 * Kept out, as the in-process page cache does (page-cache-handler.mjs): a page or file that
 * answered 404 (a walk through made-up ids must not fill Redis).
 */

/** How long one Redis call may take before the cache counts as unavailable for that request. */
const TIMEOUT_MS = 1000;

/**
 * How every Redis client of the server connects (the page cache's here, the cache changes'
 * in server/services/shared-invalidation.ts): retries at most every second, so that the cache is
 * back as soon as Redis is, and no queue while disconnected, so that a call fails at once and the
 * page is rendered (or the change kept on this instance) instead.
 */
export const redisClientOptions = (url) => ({
  url,
  socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1000) },
  disableOfflineQueue: true,
});

/**
 * Where revalidation times live: one hash, tag → milliseconds, shared by every build (a tag means
 * the same data in each). server/services/shared-invalidation.ts writes the same hash.
 */
export const tagTimesKey = (prefix) => `${prefix}next:tag-times`;

// Buffers travel as base64 inside the entry's JSON (Next 15 keeps a page's React payload,
// segments and a route's body as Buffers).
function toStorable(value) {
  if (!value) return value;
  if (value.kind === 'APP_PAGE') {
    return {
      ...value,
      rscData: value.rscData ? value.rscData.toString('base64') : value.rscData,
      segmentData: value.segmentData ? Object.fromEntries([...value.segmentData].map(([k, v]) => [k, v.toString('base64')])) : value.segmentData,
    };
  }
  if (value.kind === 'APP_ROUTE' && value.body) return { ...value, body: value.body.toString('base64') };
  return value;
}

function fromStored(value) {
  if (!value) return value;
  if (value.kind === 'APP_PAGE') {
    if (value.rscData) value.rscData = Buffer.from(value.rscData, 'base64');
    if (value.segmentData) value.segmentData = new Map(Object.entries(value.segmentData).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
  } else if (value.kind === 'APP_ROUTE' && value.body) {
    value.body = Buffer.from(value.body, 'base64');
  }
  return value;
}

/** Next's own expiry of a cached page that names none: one year, in seconds. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The entry with the `cacheControl` Next 16 reads from a cache handler's answer (its revalidate
 * time, from the entry's lifespan, and Next's default expiry), so that this process does not
 * assume 1 second for a page another instance stored (redis-page-cache.mjs says why).
 */
export function withCacheControl(entry) {
  const revalidate = entry?.lifespan?.revalidate;
  if (typeof revalidate === 'number') entry.cacheControl = { revalidate, expire: ONE_YEAR_SECONDS };
  return entry;
}

/** A page or route that answered 404 at run time (the built not-found page aside). */
export function isRuntimeNotFound(key, value) {
  const kind = value?.kind;
  return (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') && value.status === 404 && !key.endsWith('/_not-found');
}

/**
 * A handler of @fortedigital/nextjs-cache-handler's interface on a connected @redis/client.
 * `prefix` separates builds (a page of one build names the other's script files) and sites;
 * `tagTimes` is the hash of revalidation times.
 */
export function createRedisPageHandler(client, prefix, tagTimes) {
  const timeout = () => AbortSignal.timeout(TIMEOUT_MS);
  const call = (run) => {
    if (!client.isReady) throw new Error('Redis is not connected');
    return client.withAbortSignal ? run(client.withAbortSignal(timeout())) : run(client);
  };
  return {
    name: 'savat-redis',
    async get(key, { implicitTags }) {
      const stored = await call((c) => c.get(prefix + key));
      if (!stored) return null;
      const entry = JSON.parse(stored);
      const tags = [...new Set([...(entry.tags ?? []), ...(implicitTags ?? [])])];
      if (tags.length) {
        const times = await call((c) => c.hmGet(tagTimes, tags));
        if (times.some((time) => time && Number(time) > entry.lastModified)) return null;
      }
      entry.value = fromStored(entry.value);
      return entry;
    },
    async set(key, entry) {
      if (isRuntimeNotFound(key, entry.value)) return;
      const expireAt = entry.lifespan?.expireAt;
      const body = JSON.stringify({ ...entry, value: toStorable(entry.value) });
      await call((c) => c.set(prefix + key, body, typeof expireAt === 'number' ? { expiration: { type: 'EXAT', value: expireAt } } : undefined));
    },
    async revalidateTag(tag) {
      await call((c) => c.hSet(tagTimes, tag, String(Date.now())));
    },
    async delete(key) {
      await call((c) => c.unlink(prefix + key));
    },
  };
}
