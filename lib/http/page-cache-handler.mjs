/**
 * The page cache of `next start` (next.config.mjs `cacheHandler`): Next's own file-system cache,
 * which keeps each cached page in memory (and the pages of the build on disk), with two changes.
 *
 * - A page that answered 404 at run time is not kept. Next would keep one for each address asked
 *   for, a product or a category list under a made-up id (/uz/products/91234567), so a client
 *   walking through ids would push the real pages out of the cache (and, with pages written to
 *   disk, fill the disk). Such a request is rendered each time instead (one read by primary key);
 *   the built not-found page (/_not-found) is kept as before.
 * - The memory cache weighs a page by its bytes. Next's own weighs it with
 *   `JSON.stringify(rscData)`, which turns the page's React payload (a Buffer of about 85 kB) into a
 *   JSON array of numbers, about 300 kB of string, on every page it stores: in a CPU profile of
 *   product pages rendered on their first visit, that was 3–4 % of the server's time. It also counted
 *   the HTML by characters, half of what a page's UTF-16 string takes.
 *
 * Plain JavaScript because Next loads it as it is, outside its own bundling. It extends Next's
 * FileSystemCache from Next's internal path and replaces its static `memoryCache`, which the class
 * only reads with get and set: a Next upgrade must check both (`e2e/product-seo.spec.ts` fails if
 * made-up ids are cached again or real pages are not; lib/http/page-cache-handler.test.ts checks
 * the weights).
 */
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node's import of this CommonJS module gives its exports object; jest's transform, the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

// A string at two bytes a character: V8 keeps a string with any character past U+00FF (Cyrillic,
// the Uzbek ʻ) as UTF-16, which is every page here. A page's HTML is about 300 kB in memory.
const byteLength = (value) => (typeof value === 'string' ? 2 * value.length : (value?.byteLength ?? 0));

/** What an entry of the cache holds, about, in bytes (never 0: the LRU refuses 0). */
export function entrySize(entry) {
  const value = entry?.value;
  if (!value) return 25;
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = byteLength(value.html) + byteLength(value.rscData) + byteLength(value.postponed);
      for (const segment of value.segmentData?.values() ?? []) size += byteLength(segment);
      return Math.max(1, size);
    }
    case 'PAGES':
      return Math.max(1, byteLength(value.html) + JSON.stringify(value.pageData ?? null).length);
    case 'APP_ROUTE':
      return Math.max(1, byteLength(value.body));
    case 'FETCH':
      return Math.max(1, JSON.stringify(value.data ?? '').length);
    default:
      return Math.max(1, JSON.stringify(value.props ?? null).length);
  }
}

class PageCache extends FileSystemCache {
  constructor(ctx) {
    // FileSystemCache makes its memory cache only when there is none yet.
    if (ctx.maxMemoryCacheSize && !FileSystemCache.memoryCache) {
      FileSystemCache.memoryCache = new LRUCache({ maxSize: ctx.maxMemoryCacheSize, sizeCalculation: entrySize });
    }
    super(ctx);
  }

  async set(key, data, ctx) {
    const page = data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES');
    if (page && data.status === 404 && !key.endsWith('/_not-found')) return;
    return super.set(key, data, ctx);
  }
}

export default PageCache;
