/**
 * The page cache of `next start` when there is no Redis (next.config.mjs `cacheHandler`, chosen by
 * cache-handler.mjs): Next's documented cache handler interface (get, set, revalidateTag,
 * resetRequestCache), in this process's memory only. ADR 0040 says why it no longer extends Next's
 * own FileSystemCache (its internals change between versions).
 *
 * - Memory only, bounded by bytes (next.config.mjs `cacheMaxMemorySize`), least recently used out
 *   first. Nothing is written to disk: a crawler following the sitemaps through 100 000 products
 *   would otherwise write about 235 kB per page and language (47 GB). A page that leaves the
 *   memory, or that the build made (the build's own files are not read back), is rendered again
 *   on its next visit.
 * - A page or a file that answered 404 at run time is not kept. Next would keep one for each
 *   address asked for, a product or a category list under a made-up id (/uz/products/91234567) or
 *   a made-up icon (/media/emoji/anything.svg), so a client walking through addresses would push
 *   the real pages out of memory. Such a request is answered afresh each time (one read by primary
 *   key, or a lookup in the icon set); the built not-found page (/_not-found) is kept as any page.
 * - An entry is gone once one of its tags, or of the page's implicit (path) tags, is revalidated
 *   after it was made: the next visit waits for a fresh render, never the old stock or price
 *   (server/services/cache-invalidation.ts says what each change revalidates).
 * - An entry is weighed by its bytes: a page's HTML at two bytes a character (V8 keeps a string
 *   with any character past U+00FF, which is every page here, as UTF-16) and its React payload and
 *   segments at their length.
 *
 * Plain JavaScript because Next loads it as it is, outside its own bundling.
 */
import { LRUCache } from 'lru-cache';
import { countPageCache } from '../observe/metrics.mjs';
import { isRuntimeNotFound } from './redis-page-handler.mjs';

/** Next's header of the tags a page or route response was rendered with. */
const TAGS_HEADER = 'x-next-cache-tags';

/** How many revalidated tags are remembered; an older one forgotten makes every older entry stale. */
const TAG_TIMES = 20_000;

const byteLength = (value) => (typeof value === 'string' ? 2 * value.length : (value?.byteLength ?? 0));

/** What an entry of the cache holds, about, in bytes (never 0: the LRU refuses 0). */
export function entrySize(entry) {
  const value = entry?.value;
  return Math.max(1, value ? valueSize(value) : 25);
}

function valueSize(value) {
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = byteLength(value.html) + byteLength(value.rscData) + byteLength(value.postponed);
      for (const segment of value.segmentData?.values() ?? []) size += byteLength(segment);
      return size;
    }
    case 'PAGES':
      return byteLength(value.html) + JSON.stringify(value.pageData ?? null).length;
    case 'APP_ROUTE':
      return byteLength(value.body);
    case 'FETCH':
      return JSON.stringify(value.data ?? '').length;
    default:
      return JSON.stringify(value.props ?? null).length;
  }
}

/** The tags an entry was made with: the caller's (a data cache entry's) and the response's header. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' && header ? header.split(',') : [])];
}

/**
 * One store per process: Next makes a handler for every request's cache, and each must see the
 * same pages and the same revalidations.
 */
function store(maxSize) {
  const g = /** @type {any} */ (globalThis);
  if (!g.__savatPageCache) {
    const state = { memory: null, floor: 0, tagTimes: null };
    state.tagTimes = new LRUCache({
      max: TAG_TIMES,
      // A forgotten tag's time becomes the floor: an entry made before it may carry the tag.
      dispose: (time, _tag, reason) => {
        if (reason === 'evict') state.floor = Math.max(state.floor, time);
      },
    });
    g.__savatPageCache = state;
  }
  const state = g.__savatPageCache;
  if (!state.memory && maxSize > 0) state.memory = new LRUCache({ maxSize, sizeCalculation: entrySize });
  return state;
}

class PageCache {
  /** @param {{ maxMemoryCacheSize?: number }} options what Next gives every cache handler */
  constructor(options) {
    this.state = store(options?.maxMemoryCacheSize ?? 0);
  }

  /** The memory of this process (the tests read it). */
  static get memoryCache() {
    return globalThis.__savatPageCache?.memory ?? null;
  }

  /** An entry's tags, or the page's implicit ones, revalidated after it was made. */
  revalidatedSince(entry, softTags) {
    if (entry.lastModified <= this.state.floor) return true;
    // Every cached page's read passes here: no list built to walk the two.
    const after = (tag) => {
      const time = this.state.tagTimes.get(tag);
      return time !== undefined && time >= entry.lastModified;
    };
    return entry.tags.some(after) || softTags.some(after);
  }

  /** Each read counted as a hit or a miss (savat_page_cache_requests_total, ADR 0026). */
  async get(key, ctx) {
    const memory = this.state.memory;
    let entry = memory?.get(key) ?? null;
    if (entry && this.revalidatedSince(entry, ctx?.softTags ?? [])) {
      memory.delete(key);
      entry = null;
    }
    countPageCache('memory', ctx?.kind, Boolean(entry));
    return entry;
  }

  async set(key, data, ctx) {
    if (!this.state.memory || isRuntimeNotFound(key, data)) return;
    this.state.memory.set(key, {
      value: data,
      lastModified: Date.now(),
      tags: tagsOf(data, ctx),
      // How long a page stays fresh, as Next asked to store it (a data cache entry carries its own).
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    });
  }

  /** Every revalidation counts, and expires at once (the app asks for no stale-while-refresh). */
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.state.tagTimes.set(tag, now);
  }

  resetRequestCache() {}
}

export default PageCache;
