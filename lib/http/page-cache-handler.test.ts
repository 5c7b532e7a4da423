import PageCache, { entrySize } from './page-cache-handler.mjs';

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

  it('keeps pages in a memory cache bounded by their bytes, and never a 404 of a made-up id', async () => {
    const cache = new PageCache({ maxMemoryCacheSize: 900_000, flushToDisk: false, serverDistDir: '/nonexistent', fs: {} });
    const page = (status: number) => ({ kind: 'APP_PAGE', html: 'x'.repeat(200_000), rscData: Buffer.alloc(50_000), status, headers: {} });
    const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: undefined } };
    await cache.set('/uz/products/1', page(200), ctx);
    await cache.set('/uz/products/2', page(200), ctx);
    await cache.set('/uz/products/99999999', page(404), ctx);
    const memory = (PageCache as unknown as { memoryCache: { get: (key: string) => unknown; calculatedSize: number } }).memoryCache;
    expect(memory.get('/uz/products/1')).toBeDefined();
    expect(memory.get('/uz/products/99999999')).toBeUndefined();
    expect(memory.calculatedSize).toBe(900_000);
    // A third page pushes out the one used longest ago.
    await cache.set('/uz/products/3', page(200), ctx);
    expect(memory.get('/uz/products/2')).toBeUndefined();
    expect(memory.calculatedSize).toBe(900_000);
  });
});
