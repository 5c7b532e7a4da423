import 'server-only';
import { env } from '../env';
import { logger } from '../log';
import { applySharedBoardEvent, shareBoardEvents } from './order-stream';
import { redisPubSub } from './redis-pubsub';

/**
 * The boards' events across instances (ADR 0028), installed when REDIS_URL is set, beside the
 * cache invalidation (shared-invalidation.ts: the same Redis, prefix and client options, a second
 * channel): an order placed on instance A reaches a board whose stream is open on instance B.
 *
 * Nothing is kept: Redis pub/sub delivers to whoever listens at that moment. A board that missed
 * an event (Redis down, its stream reconnecting) still has its polling (ADR 0028), and asks again
 * whenever its stream opens.
 */

export const boardChannelOf = (prefix: string) => `${prefix}order-events`;

export interface SharedOrderEvents {
  close(): Promise<void>;
}

export async function startSharedOrderEvents(url: string, prefix = env().REDIS_PREFIX): Promise<SharedOrderEvents> {
  const warn = logger('orders');
  const log = (message: string, error: unknown) => warn.warn({ reason: error instanceof Error ? error.message : String(error) }, message);
  const { publisher, close } = redisPubSub(
    url,
    boardChannelOf(prefix),
    (raw) => void applySharedBoardEvent(raw),
    log,
    'order events reach this instance’s boards only',
  );
  shareBoardEvents(async (message) => {
    // While Redis is away the event stays here; the other instances' boards poll.
    if (publisher.isReady) await publisher.publish(boardChannelOf(prefix), message);
  });
  return {
    async close() {
      shareBoardEvents(undefined);
      await close();
    },
  };
}
