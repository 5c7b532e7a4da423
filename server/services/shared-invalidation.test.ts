import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { testRedisUrl } from '@/test/redis';
import { tagTimesKey } from '@/lib/http/redis-page-handler.mjs';
import type { Db } from '../db/client';
import { cachesForget, inProcessInvalidator, installInvalidator } from './cache-invalidation';
import { cachedList } from './count-cache';
import { applyMessage, startSharedInvalidation, type SharedInvalidation } from './shared-invalidation';
import { until } from '@/test/until';

/**
 * Cache changes across instances on a real Redis (skipped without one): this instance's change is
 * published and marks the pages' tags stale in the shared page cache; another instance's message
 * drops this instance's API lists.
 */
let url: string | null = null;
let raw: ReturnType<typeof createClient>;
let shared: SharedInvalidation | undefined;
const prefix = `test:${randomUUID()}:`;
const db = {} as Db;

beforeAll(async () => {
  url = await testRedisUrl();
  if (!url) return;
  raw = createClient({ url });
  await raw.connect();
  shared = await startSharedInvalidation(url, prefix);
});

afterAll(async () => {
  installInvalidator(inProcessInvalidator);
  await shared?.close();
  if (!url) return;
  for await (const keys of raw.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length) await raw.unlink(keys);
  await raw.close();
});

describe('cache changes shared through Redis', () => {
  it("publishes this instance's change and marks its tags and paths stale for the page cache", async () => {
    if (!url) return;
    const heard: string[] = [];
    const listener = raw.duplicate();
    await listener.connect();
    await listener.subscribe(`${prefix}cache-changes`, (message) => void heard.push(message));
    await until(() => shared !== undefined);
    // The publisher connects in the background.
    await until(async () => {
      await cachesForget({ kind: 'products', productIds: [3] });
      return heard.length > 0;
    });
    expect(JSON.parse(heard[0]!)).toMatchObject({ lists: true, counts: true });
    const times = await raw.hmGet(tagTimesKey(prefix), ['products', '_N_T_/uz/products/3', '_N_T_/ru/products/3', '_N_T_/uz']);
    for (const time of times) expect(Number(time)).toBeGreaterThan(Date.now() - 60_000);
    await listener.close();
  });

  it("drops this instance's API lists when another instance says so", async () => {
    if (!url) return;
    let computed = 0;
    const list = () => cachedList(db, 'shared-test', async () => ++computed);
    expect(await list()).toBe(1);
    expect(await list()).toBe(1);
    await raw.publish(`${prefix}cache-changes`, JSON.stringify({ from: 'another-instance', lists: true, counts: false }));
    expect(await until(async () => (await list()) === 2)).toBe(true);
    expect(applyMessage(JSON.stringify({ from: 'another-instance', lists: false, counts: false }))).toBe(true);
  });
});
