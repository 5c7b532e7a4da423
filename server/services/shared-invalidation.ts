import 'server-only';
import { randomUUID } from 'node:crypto';
import { tagTimesKey } from '@/lib/http/redis-page-handler.mjs';
import { env } from '../env';
import { logger } from '../log';
import { setRedisProbe } from './readiness';
import { redisPubSub } from './redis-pubsub';
import { forgetHere, forgetInNext, staleLayers, installInvalidator, type CacheInvalidator, type StaleLayers } from './cache-invalidation';

/**
 * Cache invalidation across instances (ADR 0021), installed when REDIS_URL is set.
 *
 * A change is cleared here as in one process (this instance's API lists, and Next's caches through
 * revalidateTag/revalidatePath inside a request), and then:
 * - published on one channel, so that every other instance drops its own API lists and counts
 *   (count-cache.ts: per-process by design, short-lived);
 * - written as the tags' revalidation times into the shared page cache (lib/http/redis-page-cache.mjs
 *   reads them on every get), so that a change made outside a request (a job: the payment
 *   time-out gives stock back) reaches the pages too.
 *
 * Nothing here must not be lost: when Redis is down a change is cleared on this instance only, the
 * other instances' lists follow within their LIST_TTL_MS (10 s) and pages within their minute.
 */

const channelOf = (prefix: string) => `${prefix}cache-changes`;

/** Next's tag for a page path, as revalidatePath makes it (next/dist/lib/constants NEXT_CACHE_IMPLICIT_TAG_ID). */
const pathTag = (path: string) => `_N_T_${path}`;

interface ChangeMessage {
  from: string;
  lists: boolean;
  counts: boolean;
}

/** What the invalidator needs of a client (narrower than @redis/client's own generic type). */
interface Client {
  readonly isReady: boolean;
  hSet(key: string, fields: Record<string, string>): Promise<number>;
  publish(channel: string, message: string): Promise<number>;
}

/**
 * When the tags are marked stale a second time: longer than a page's render (70 ms for a product
 * page's first render, seconds at worst under load), shorter than the 2 s a change may take to show.
 */
const REMARK_MS = 1000;

/** This process, among the instances: its own messages are not applied twice. */
const INSTANCE = randomUUID();

function sharedInvalidator(publisher: Client, prefix: string, log: (message: string, error: unknown) => void): CacheInvalidator {
  return {
    async forget(change) {
      const stale = staleLayers(change);
      forgetHere(stale);
      await forgetInNext(stale);
      if (!publisher.isReady) return;
      const tags = [...stale.tags, ...stale.paths.map(pathTag)];
      const message: ChangeMessage = { from: INSTANCE, lists: stale.lists, counts: stale.counts };
      const markStale = () => {
        const now = String(Date.now());
        return tags.length ? publisher.hSet(tagTimesKey(prefix), Object.fromEntries(tags.map((tag) => [tag, now]))) : null;
      };
      try {
        // The other instances drop their lists first; then the pages are marked stale.
        if (stale.lists || stale.counts) await publisher.publish(channelOf(prefix), JSON.stringify(message));
        await markStale();
      } catch (error) {
        log('could not share a change', error);
      }
      // And once more a moment later: another instance may have rendered a page between the mark
      // and the message reaching it, from its lists of before the change, and stored it as fresh.
      if (tags.length) setTimeout(() => void Promise.resolve(publisher.isReady ? markStale() : null).catch(() => {}), REMARK_MS).unref();
    },
  };
}

/** What another instance's message makes stale here: its API layers only (Next's are shared). */
export function applyMessage(raw: string) {
  const message = JSON.parse(raw) as ChangeMessage;
  if (message.from === INSTANCE) return false;
  const stale: StaleLayers = { lists: Boolean(message.lists), counts: Boolean(message.counts), tags: [], paths: [] };
  forgetHere(stale);
  return true;
}

export interface SharedInvalidation {
  close(): Promise<void>;
}

/**
 * Connects a publisher and a subscriber and installs the shared invalidator. A Redis that is down
 * at start is not an error: the clients keep reconnecting, and changes stay local until then.
 */
export async function startSharedInvalidation(url: string, prefix = env().REDIS_PREFIX): Promise<SharedInvalidation> {
  const warn = logger('cache');
  const log = (message: string, error: unknown) => warn.warn({ reason: error instanceof Error ? error.message : String(error) }, message);
  const { publisher, close } = redisPubSub(url, channelOf(prefix), (raw) => void applyMessage(raw), log, 'cache changes stay on this instance');
  installInvalidator(sharedInvalidator(publisher, prefix, log));
  // /health/ready reports whether Redis answers (server/services/readiness.ts).
  setRedisProbe(() => publisher.ping());
  return {
    async close() {
      setRedisProbe(undefined);
      await close();
    },
  };
}
