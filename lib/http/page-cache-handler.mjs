/**
 * The page cache of `next start` (next.config.mjs `cacheHandler`): Next's own file-system cache,
 * which keeps each cached page in memory and on disk, except for a page that answered 404 at run
 * time. Next would keep those too, about 80 kB on disk for each address asked for: a product or a
 * category list under a made-up id (/uz/products/91234567), so a client walking through ids could
 * fill the disk with not-found pages. Such a request is rendered each time instead (one read by
 * primary key); the built not-found page (/_not-found) is kept as before.
 *
 * Plain JavaScript because Next loads it as it is, outside its own bundling. It extends Next's
 * FileSystemCache from Next's internal path: a Next upgrade must check that the class is still
 * there (`e2e/product-seo.spec.ts` fails if made-up ids are cached again).
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default;

class PageCache extends FileSystemCache {
  async set(key, data, ctx) {
    const page = data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES');
    if (page && data.status === 404 && !key.endsWith('/_not-found')) return;
    return super.set(key, data, ctx);
  }
}

export default PageCache;
