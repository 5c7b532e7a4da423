import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { metrics } from '../observe/metrics.mjs';
import PageCache, { entrySize, pagePath } from './page-cache-handler.mjs';

/** A build folder with a prerender manifest that lists one page: /uz. */
function buildDir() {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/uz': {} } }));
  return path.join(dist, 'server');
}

/** The file system Next's cache writes through, recording what it writes. */
function recordingFs() {
  const written: string[] = [];
  return {
    written,
    fs: {
      mkdir: async () => undefined,
      writeFile: async (file: string) => void written.push(file),
      existsSync: () => false,
      readFile: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOENT' });
      },
      stat: async () => ({ mtime: new Date() }),
    },
  };
}

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

  it("reads a page's path from Next's cache key", () => {
    expect(pagePath(key('/uz/products/12345'))).toBe('/uz/products/12345');
    expect(pagePath('/uz')).toBe('/uz');
  });

  it('writes the pages of the build to disk, keeps the others in memory only, and never a 404 page or file', async () => {
    const { fs, written } = recordingFs();
    const cache = new PageCache({ maxMemoryCacheSize: 900_000, flushToDisk: true, serverDistDir: buildDir(), fs });
    const memory = (PageCache as unknown as { memoryCache: { get: (key: string) => unknown; calculatedSize: number } }).memoryCache;

    await cache.set(key('/uz'), page(200), ctx);
    expect(written.some((file) => file.endsWith(`${path.sep}uz.html`))).toBe(true);
    written.length = 0;

    await cache.set(key('/uz/products/1'), page(200), ctx);
    expect(memory.get(key('/uz/products/1'))).toBeDefined();
    expect(written).toEqual([]);
    // The flag is back: the build's page is written again.
    await cache.set(key('/uz'), page(200), ctx);
    expect(written.length).toBeGreaterThan(0);
    written.length = 0;

    await cache.set(key('/uz/products/99999999'), page(404), ctx);
    expect(memory.get(key('/uz/products/99999999'))).toBeUndefined();
    // Nor a file that was not found (a made-up icon).
    const icon = `/route-cache/APP_ROUTE/${'cd34'.repeat(16)}/$/media/emoji/made-up.svg`;
    await cache.set(icon, { kind: 'APP_ROUTE', body: Buffer.from('Not found'), status: 404, headers: {} }, ctx);
    expect(memory.get(icon)).toBeUndefined();
    expect(written).toEqual([]);

    // Bounded by bytes: /uz and /uz/products/1 fill the 900 kB; a third page pushes out the one
    // used longest ago.
    expect(memory.calculatedSize).toBe(900_000);
    memory.get(key('/uz'));
    await cache.set(key('/uz/products/2'), page(200), ctx);
    expect(memory.get(key('/uz/products/1'))).toBeUndefined();
    expect(memory.calculatedSize).toBe(900_000);
  });
});

describe('the page cache handler on revalidation', () => {
  it('makes a page stale each time one of its tags is revalidated, not only the first time', async () => {
    const { fs } = recordingFs();
    const cache = new PageCache({ maxMemoryCacheSize: 900_000, flushToDisk: false, serverDistDir: buildDir(), fs });
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

describe('the page cache handler counts its reads', () => {
  it('as hits and misses by kind (savat_page_cache_requests_total)', async () => {
    const { fs } = recordingFs();
    const cache = new PageCache({ maxMemoryCacheSize: 900_000, flushToDisk: false, serverDistDir: buildDir(), fs });
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
