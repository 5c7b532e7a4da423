/**
 * The page cache of `next start` (next.config.mjs `cacheHandler`): Next's own file-system cache,
 * which keeps each cached page in memory and on disk, with three changes.
 *
 * - A page or a file that answered 404 at run time is not kept. Next would keep one for each
 *   address asked for, a product or a category list under a made-up id (/uz/products/91234567) or
 *   a made-up icon (/media/emoji/anything.svg), so a client walking through addresses would fill
 *   the disk and push the real pages out of memory. Such a request is answered afresh each time
 *   (one read by primary key, or a lookup in the icon set); the built not-found page (/_not-found)
 *   is kept as before.
 * - A page the build did not make (every product page, built on its first visit) is kept in memory
 *   only. Next would write each to disk: about 235 kB per page and language, 47 GB for a crawler
 *   following the sitemaps through 100 000 products. Once it leaves the memory it is rendered
 *   again on its next visit. The build's own pages (prerender-manifest.json) are written as Next
 *   writes them, so a revalidated home page or list outlives the memory, and so are the media
 *   files the routes under /media make.
 * - The memory cache weighs a page by its bytes. Next's own weighs it with
 *   `JSON.stringify(rscData)`, which turns the page's React payload (a Buffer of about 85 kB) into a
 *   JSON array of numbers, about 300 kB of string, each time it stores a page (Next's
 *   IncrementalCache does the same once more before, which stays). It also counted the HTML by
 *   characters, half of what a page's UTF-16 string takes.
 *
 * Plain JavaScript because Next loads it as it is, outside its own bundling. It extends Next's
 * FileSystemCache from Next's internal path and relies on three of its internals: the static
 * `memoryCache`, which the class only reads with get and set; `flushToDisk`, which `set` reads
 * before its first await; and the form of a page's key (pagePath). (Next 15 also needed its tags
 * manifest rewritten so that a tag revalidated twice went stale twice; Next 16 records every one.) A Next upgrade must check
 * them (`e2e/product-seo.spec.ts` fails if made-up ids or product pages reach the disk, or real
 * pages are not cached; lib/http/page-cache-handler.test.ts checks the rest).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { countPageCache } from '../observe/metrics.mjs';

// Node's import of this CommonJS module gives its exports object; jest's transform, the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

// A string at two bytes a character: V8 keeps a string with any character past U+00FF (Cyrillic,
// the Uzbek ʻ) as UTF-16, which is every page here. A page's HTML is about 300 kB in memory.
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

/**
 * The path of a page's key: Next keys a page as /route-cache/<kind>/<hash of its route>/$<path>
 * (server/lib/route-cache-key.js), and the build's copy by the path alone.
 */
const ROUTE_CACHE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$(\/.*)$/;
export const pagePath = (key) => ROUTE_CACHE_KEY.exec(key)?.[1] ?? key;

/** The paths of the pages the build made (read once: they change only with a new build). */
const builtPagesOf = new Map();
function builtPages(serverDistDir) {
  let pages = builtPagesOf.get(serverDistDir);
  if (!pages) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
      pages = new Set(Object.keys(manifest.routes ?? {}));
    } catch {
      pages = new Set();
    }
    builtPagesOf.set(serverDistDir, pages);
  }
  return pages;
}

class PageCache extends FileSystemCache {
  constructor(ctx) {
    // FileSystemCache makes its memory cache only when there is none yet.
    if (ctx.maxMemoryCacheSize && !FileSystemCache.memoryCache) {
      FileSystemCache.memoryCache = new LRUCache({ maxSize: ctx.maxMemoryCacheSize, sizeCalculation: entrySize });
    }
    super(ctx);
  }

  /** Each read counted as a hit or a miss (savat_page_cache_requests_total, ADR 0026). */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countPageCache('memory', ctx?.kind, Boolean(entry));
    return entry;
  }

  set(key, data, ctx) {
    const page = data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES');
    const notFound = (page || data?.kind === 'APP_ROUTE') && data.status === 404 && !key.endsWith('/_not-found');
    if (notFound) return Promise.resolve();
    if (!page || !this.flushToDisk || builtPages(this.serverDistDir).has(pagePath(key))) return super.set(key, data, ctx);
    // Memory only: FileSystemCache.set stores in memory, then returns before its first await when
    // flushToDisk is off; the flag is back before any other code runs.
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = true;
    }
  }
}

export default PageCache;
