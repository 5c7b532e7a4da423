import 'server-only';
import { createClient } from '@redis/client';
import { redisClientOptions } from '@/lib/http/redis-page-handler.mjs';

/**
 * A publisher and a subscriber on one channel of the shared Redis, as the cache invalidation and
 * the boards' events both need them. Nothing waits for Redis: the first connections are tried in
 * the background and the clients keep reconnecting (the subscription is renewed by the client
 * after each reconnection), so a Redis that is down leaves the changes on this instance until it
 * is back. "Unavailable" is logged once per outage, not once per retry.
 */
const clientFor = (url: string) => createClient(redisClientOptions(url));

export interface PubSub {
  publisher: ReturnType<typeof clientFor>;
  close(): Promise<void>;
}

export function redisPubSub(
  url: string,
  channel: string,
  onMessage: (raw: string) => void,
  log: (message: string, error: unknown) => void,
  whenDown: string,
): PubSub {
  const publisher = clientFor(url);
  const subscriber = clientFor(url);
  let down = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => {
      if (!down) log(`Redis unavailable, ${whenDown}`, error);
      down = true;
    });
    client.on('ready', () => {
      down = false;
    });
  }
  publisher.connect().catch((error: unknown) => log(`Redis publisher (${channel}) could not connect`, error));
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (raw) => {
        try {
          onMessage(raw);
        } catch (error) {
          log(`bad message on ${channel}`, error);
        }
      }),
    )
    .catch((error: unknown) => log(`Redis subscriber (${channel}) could not connect`, error));
  return {
    publisher,
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
