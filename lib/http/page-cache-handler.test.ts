import { metrics } from '../observe/metrics.mjs';
import PageCache, { entrySize } from './page-cache-handler.mjs';

const page = (status: number, chars = 200_000) => ({ kind: 'APP_PAGE', html: 'x'.repeat(chars), rscData: Buffer.alloc(50_000), status, headers: {} });
const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: undefined } };
const key = (p: string) => `/route-cache/APP_PAGE/${'ab12'.repeat(16)}/$${p}`;

describe('the page cache handler', () => {
  it('weighs a page by its bytes, not by the JSON of its React payload', () => {
    const html = 'x'.repeat(150_000);
    const rscData = Buffer.alloc(85_000, 1);
    const segmentData = new Map([['/_tree', Buffer.alloc(1_000)]]);
    // The HTML at two bytes a character (V8's UTF-16 strings), the payload at its bytes.
    expect(entrySize({ value: { kind: 'APP_PAGE', html, rscData, segmentData, status: 200 } })).toBe(386_000);
    expect(entrySize({ value: { kind: 'APP_ROUTE', body: Buffer.alloc(3_000) } })).toBe(3_000);
    expect(entrySize({ value: { kind: 'FETCH', data: { body: 'abc' } } })).toBe(JSON.stringify({ body: 'abc' }).length);
    expect(entrySize({ value: null })).toBe(25);
  });

  it('keeps pages in memory only, bounded by bytes, and never a 404 page or file', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    const memory = PageCache.memoryCache!;

    await cache.set(key('/uz'), page(200), ctx);
    await cache.set(key('/uz/products/1'), page(200), ctx);
    expect(memory.get(key('/uz/products/1'))).toBeDefined();

    await cache.set(key('/uz/products/99999999'), page(404), ctx);
    expect(memory.get(key('/uz/products/99999999'))).toBeUndefined();
    // Nor a file that was not found (a made-up icon).
    const icon = `/route-cache/APP_ROUTE/${'cd34'.repeat(16)}/$/media/emoji/made-up.svg`;
    await cache.set(icon, { kind: 'APP_ROUTE', body: Buffer.from('Not found'), status: 404, headers: {} }, ctx);
    expect(memory.get(icon)).toBeUndefined();

    // Bounded by bytes: /uz and /uz/products/1 fill the 900 kB; a third page pushes out the one
    // used longest ago.
    memory.get(key('/uz'));
    await cache.set(key('/uz/products/2'), page(200), ctx);
    expect(memory.get(key('/uz/products/1'))).toBeUndefined();
    expect(memory.get(key('/uz'))).toBeDefined();
    expect(memory.calculatedSize).toBeLessThanOrEqual(900_000);
    // The built not-found page is a page like any other.
    await cache.set('/_not-found', { ...page(404, 100), rscData: Buffer.alloc(10) }, ctx);
    expect(memory.get('/_not-found')).toBeDefined();
  });

  it('answers an entry with the lifetime Next stored it with', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    await cache.set(key('/uz/about'), page(200, 100), ctx);
    const entry = (await cache.get(key('/uz/about'), { kind: 'APP_PAGE' })) as { cacheControl: unknown; lastModified: number };
    expect(entry.cacheControl).toEqual(ctx.cacheControl);
    expect(entry.lastModified).toBeLessThanOrEqual(Date.now());
  });
});

describe('the page cache handler on revalidation', () => {
  it('makes a page stale each time one of its tags is revalidated, not only the first time', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    const tagged = (tag: string) => ({ ...page(200, 100), headers: { 'x-next-cache-tags': tag } });
    const read = () => cache.get(key('/uz/products/7'), { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    const tick = () => new Promise((r) => setTimeout(r, 5));

    await cache.set(key('/uz/products/7'), tagged('_N_T_/uz/products/7'), ctx);
    await tick();
    await cache.revalidateTag('_N_T_/uz/products/7');
    expect(await read()).toBeNull();

    // Rendered again after the first order, then a second order revalidates the same tag.
    await tick();
    await cache.set(key('/uz/products/7'), tagged('_N_T_/uz/products/7'), ctx);
    expect(await read()).not.toBeNull();
    await tick();
    await cache.revalidateTag(['_N_T_/uz/products/7']);
    expect(await read()).toBeNull();
  });
});

describe('the page cache handler on revalidation, by every kind of tag', () => {
  const tick = () => new Promise((r) => setTimeout(r, 5));

  it("forgets a data cache entry by its own tags, and anything by the reading page's path", async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    const lists = { kind: 'FETCH', data: { body: '[1,2]' }, revalidate: 60 };
    await cache.set('lists-uz', lists, { fetchCache: true, tags: ['products'] });
    await cache.set(key('/ru/stores'), page(200, 100), ctx);
    await tick();
    expect(await cache.get('lists-uz', { kind: 'FETCH', tags: ['products'], softTags: ['_N_T_/uz'] })).not.toBeNull();

    await cache.revalidateTag('products');
    expect(await cache.get('lists-uz', { kind: 'FETCH', tags: ['products'], softTags: ['_N_T_/uz'] })).toBeNull();
    // The path's implicit tag, which Next passes when it reads (revalidatePath).
    expect(await cache.get(key('/ru/stores'), { kind: 'APP_PAGE', softTags: ['_N_T_/ru/stores'] })).not.toBeNull();
    await cache.revalidateTag('_N_T_/ru/stores');
    expect(await cache.get(key('/ru/stores'), { kind: 'APP_PAGE', softTags: ['_N_T_/ru/stores'] })).toBeNull();
  });

  it('makes every older entry stale once more tags were revalidated than it remembers', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    await cache.set(key('/uz/products/70'), page(200, 100), ctx);
    await tick();
    // 20 001 other tags: the first one's time is forgotten, and becomes the floor.
    for (let i = 0; i <= 20_000; i++) await cache.revalidateTag(`_N_T_/uz/products/${100_000 + i}`);
    expect(await cache.get(key('/uz/products/70'), { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    await tick();
    await cache.set(key('/uz/products/70'), page(200, 100), ctx);
    expect(await cache.get(key('/uz/products/70'), { kind: 'APP_PAGE', softTags: [] })).not.toBeNull();
  });
});

describe('the page cache handler counts its reads', () => {
  it('as hits and misses by kind (savat_page_cache_requests_total)', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000 });
    const counted = async (result: 'hit' | 'miss') =>
      (await metrics().pageCache.get()).values.find((v) => v.labels.store === 'memory' && v.labels.kind === 'page' && v.labels.result === result)?.value ?? 0;
    const before = { hit: await counted('hit'), miss: await counted('miss') };
    await cache.set(key('/uz/products/8'), page(200, 100), ctx);
    const read = (p: string) => cache.get(key(p), { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(await read('/uz/products/8')).not.toBeNull();
    expect(await read('/uz/products/9')).toBeNull();
    expect(await counted('hit')).toBe(before.hit + 1);
    expect(await counted('miss')).toBe(before.miss + 1);
  });
});
