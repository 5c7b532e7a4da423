/**
 * Next's data cache and page cache on Redis (ADR 0021), for several instances behind a
 * load balancer: a page rendered by one instance is served by all, and a tag or path one instance
 * revalidates (an order, a price edited in the console) is stale on all of them.
 *
 * The glue to Next (its cache handler interface, the entries' lifespans) is
 * @fortedigital/nextjs-cache-handler's CacheHandler; the Redis handler is ours
 * (redis-page-handler.mjs says why).
 *
 * When Redis cannot be reached, reads miss and writes are dropped, at once (no queue, no wait):
 * pages are rendered from the database, slower, until it is back. The client reconnects by itself.
 */
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { logger } from '../observe/log.mjs';
import { countPageCache } from '../observe/metrics.mjs';
import { createRedisPageHandler, redisClientOptions, tagTimesKey, withCacheControl } from './redis-page-handler.mjs';

const log = logger('cache');

/** One client per process, connected once; errors are logged once per outage, never thrown. */
async function connect(url) {
  const client = createClient(redisClientOptions(url));
  let down = false;
  client.on('error', (error) => {
    if (!down) log.warn({ reason: error.message }, 'Redis unavailable, pages are rendered from the database');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info('Redis is back');
    down = false;
  });
  // A first connection that fails leaves the client reconnecting in the background.
  client.connect().catch(() => {});
  await new Promise((resolve) => {
    if (client.isReady) return resolve();
    client.once('ready', resolve);
    setTimeout(resolve, 2000).unref();
  });
  return client;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const g = globalThis;
  g.__savatRedisPageCache ??= (async () => {
    const client = await connect(process.env.REDIS_URL);
    const base = process.env.REDIS_PREFIX || 'savat:';
    return { handlers: [createRedisPageHandler(client, `${base}next:${buildId ?? 'dev'}:`, tagTimesKey(base))] };
  })();
  return g.__savatRedisPageCache;
});

/**
 * Next's CacheHandler, telling this process how long a page another instance rendered stays fresh.
 * Next remembers each page's revalidate time only for the pages this process stored; for a page
 * it never stored (every product page, rendered on its first visit by whichever instance got it)
 * it assumes 1 second, and the page would be answered stale and rendered again in the background
 * by every instance, once each, which is what sharing the cache is meant to spare. The entry
 * carries its revalidate time (its lifespan), and an entry's `cacheControl` is what Next 16 takes
 * over its own memory of the route (its cache handler interface), with Next's default expiry.
 */
class SharedPageCache extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countPageCache('redis', ctx?.kind, Boolean(entry));
    return withCacheControl(entry);
  }
}

export default SharedPageCache;
