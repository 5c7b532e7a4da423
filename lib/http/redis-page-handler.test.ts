import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { testRedisUrl } from '@/test/redis';
import { createRedisPageHandler, isRuntimeNotFound, tagTimesKey, withCacheControl, type PageEntry } from './redis-page-handler.mjs';

/**
 * The shared page cache's handler on a real Redis (skipped without one): what one instance stores
 * another reads, and a tag revalidated anywhere makes the entry stale everywhere.
 */
let url: string | null = null;
let client: ReturnType<typeof createClient>;
const base = `test:${randomUUID()}:`;

beforeAll(async () => {
  url = await testRedisUrl();
  if (!url) return;
  client = createClient({ url });
  await client.connect();
});

afterAll(async () => {
  if (!url) return;
  for await (const keys of client.scanIterator({ MATCH: `${base}*`, COUNT: 1000 })) if (keys.length) await client.unlink(keys);
  await client.close();
});

const page = (html: string, status = 200): PageEntry => ({
  lastModified: Date.now(),
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 90 },
  tags: ['products', '_N_T_/uz/products/7'],
  value: { kind: 'APP_PAGE', html, status, rscData: Buffer.from('rsc ✓ payload'), segmentData: new Map([['/_tree', Buffer.from('tree')]]), headers: {} },
});

const handlers = () => {
  const prefix = `${base}next:build-1:`;
  return [createRedisPageHandler(client, prefix, tagTimesKey(base)), createRedisPageHandler(client, prefix, tagTimesKey(base))];
};

describe('what Next reads of an entry another instance stored', () => {
  it('carries its revalidate time as the cacheControl that Next 16 prefers to its own memory', () => {
    const entry = { ...page('<html>7</html>'), lifespan: { expireAt: 0, revalidate: 60 } } as PageEntry;
    expect(withCacheControl(entry)).toMatchObject({ cacheControl: { revalidate: 60, expire: 31536000 } });
    // No lifespan (a page that never goes stale): Next's own rule stands.
    expect(withCacheControl(page('<html>8</html>'))).not.toHaveProperty('cacheControl');
    expect(withCacheControl(null)).toBeNull();
  });
});

describe('the Redis page cache handler', () => {
  it('serves what one instance stored to another, buffers and all', async () => {
    if (!url) return;
    const [a, b] = handlers();
    await a.set('/uz/products/7', page('<html>7</html>'));
    const got = await b.get('/uz/products/7', { implicitTags: [] });
    expect(got?.value?.html).toBe('<html>7</html>');
    expect(Buffer.isBuffer(got?.value?.rscData)).toBe(true);
    expect((got?.value?.rscData as Buffer).toString()).toBe('rsc ✓ payload');
    expect(((got?.value?.segmentData as Map<string, Buffer>).get('/_tree') as Buffer).toString()).toBe('tree');
    // It leaves Redis by itself: the entry's own expiry.
    expect(await client.ttl(`${base}next:build-1:/uz/products/7`)).toBeGreaterThan(60);
  });

  it('is stale everywhere after a tag, or a path, is revalidated anywhere', async () => {
    if (!url) return;
    const [a, b] = handlers();
    await a.set('/uz/products/8', { ...page('<html>8</html>'), lastModified: Date.now() - 10 });
    await a.revalidateTag('products');
    expect(await b.get('/uz/products/8', { implicitTags: [] })).toBeNull();

    await a.set('/uz/products/9', { ...page('<html>9</html>'), tags: [], lastModified: Date.now() - 10 });
    expect(await b.get('/uz/products/9', { implicitTags: ['_N_T_/uz/products/9'] })).not.toBeNull();
    await b.revalidateTag('_N_T_/uz/products/9');
    expect(await a.get('/uz/products/9', { implicitTags: ['_N_T_/uz/products/9'] })).toBeNull();

    // A page made after the revalidation is fresh.
    await a.set('/uz/products/9', { ...page('<html>9b</html>'), tags: [], lastModified: Date.now() + 1 });
    expect((await b.get('/uz/products/9', { implicitTags: ['_N_T_/uz/products/9'] }))?.value?.html).toBe('<html>9b</html>');
  });

  it('keeps no 404 of a made-up address, but the built not-found page', async () => {
    if (!url) return;
    const [a] = handlers();
    await a.set('/uz/products/91234567', page('<html>404</html>', 404));
    expect(await a.get('/uz/products/91234567', { implicitTags: [] })).toBeNull();
    expect(isRuntimeNotFound('/_not-found', { kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(isRuntimeNotFound('/uz/x', { kind: 'APP_ROUTE', status: 404 })).toBe(true);
  });

  it('fails at once when Redis cannot be reached (the page is rendered instead)', async () => {
    const offline = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
    const h = createRedisPageHandler(offline, `${base}x:`, tagTimesKey(base));
    await expect(h.get('/uz', { implicitTags: [] })).rejects.toThrow('Redis is not connected');
  });
});
