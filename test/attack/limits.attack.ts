/**
 * Resource limits: body sizes, page sizes, search text lengths and the auth rate limits are refused
 * in the envelope; and a client that floods the API (or holds sockets open) does not starve a
 * normal shopper. The flood runs against a real server process; its figures are printed, never
 * judged (timing never fails a test), but every request of the normal shopper must be answered.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { app, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '@/server/app';
import { MAX_PAGE_SIZE } from '@/lib/contract/common';
import { MAX_QUERY_LENGTH } from '@/lib/domain/product-filter-rules';
import { SITEMAP_MAX_PAGE_SIZE } from '@/lib/contract/content';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs, newAddress } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { openPostgres } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { percentiles } from './guard';
import { freshDatabase } from '@/test/db';
import { startApi, stopApi } from './server-process';

describe.each(testTargets())('limits on $name', (target) => {
  const db = useSeededDb(target);

  it('refuses bodies over the limits before reading them', async () => {
    const { phone, password } = await createAccount(db());
    const user = bearer((await loginAs(phone, password)).access_token);
    expectError(
      await call('POST', '/store/products/filter/', {
        rawBody: JSON.stringify({ q: 'x'.repeat(JSON_BODY_LIMIT) }),
        headers: { 'Content-Type': 'application/json' },
      }),
      413,
      'payload_too_large',
    );
    const form = new FormData();
    form.set('topic', 'complaint');
    form.set('description', 'katta');
    form.append('files', new File([new Uint8Array(UPLOAD_BODY_LIMIT + 1)], 'big.png'));
    const res = await app.request('/api/v1/support/', { method: 'POST', headers: user, body: form });
    expect(res.status).toBe(413);
  });

  it('caps page sizes (clamped) and search text lengths (refused)', async () => {
    const { phone, password } = await createAccount(db());
    const user = bearer((await loginAs(phone, password)).access_token);
    // Above the maximum a size is clamped (ADR 0019, as Spring-style paging does): a client never
    // gets more rows than the cap, and says the size used.
    const sizeOf = async (url: string, headers = {}) => {
      const res = await get(url, { headers });
      expect(res.status).toBe(200);
      return (res.body.result.size ?? res.body.result.length) as number;
    };
    for (const route of ['/store/products/popular/', '/store/products/discount/', '/store/?paged=1&', '/store/comments/1/'])
      expect(await sizeOf(`${route}${route.endsWith('&') ? '' : '?'}size=${MAX_PAGE_SIZE + 1}`)).toBe(MAX_PAGE_SIZE);
    expect(await sizeOf(`/store/orders/?size=${MAX_PAGE_SIZE + 1}`, user)).toBe(MAX_PAGE_SIZE);
    expect((await post(`/store/products/filter/?size=${MAX_PAGE_SIZE + 1}`, {})).body.result.size).toBe(MAX_PAGE_SIZE);
    expect(await sizeOf(`/sitemap/?size=${SITEMAP_MAX_PAGE_SIZE + 1}`)).toBe(SITEMAP_MAX_PAGE_SIZE);
    expectError(await get('/store/products/popular/?size=0'), 400, 'validation_error');
    expectError(await get('/store/products/popular/?page=99999999999'), 400, 'validation_error');
    const long = 'olma'.repeat(MAX_QUERY_LENGTH);
    expectError(await post('/store/products/filter/', { q: long }), 400, 'validation_error');
    expectError(await get(`/store/products/chace_name/?q=${long}`), 400, 'validation_error');
    expectError(await get(`/store/orders/?q=${long}`, { headers: user }), 400, 'validation_error');
    expect((await get(`/store/products/popular/?size=${MAX_PAGE_SIZE}`)).status).toBe(200);
  });

  it('rate-limits logins per phone and per client address, with Retry-After', async () => {
    const { phone } = await createAccount(db());
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post('/auth/login/', { phone_number: phone, password: 'notright1' }, { headers: newAddress() }));
    expectError(answers[5]!, 429, 'rate_limited');
    expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const fromOne = [];
    for (let i = 0; i < 31; i++)
      fromOne.push(await post('/auth/login/', { phone_number: `+99890${String(1_000_000 + i).slice(-7)}`, password: 'notright1' }, { headers: address }));
    expect(fromOne.slice(0, 30).every((a) => a.status === 400)).toBe(true);
    expectError(fromOne[30]!, 429, 'rate_limited');
  });
});

describe('a flood does not starve a normal shopper', () => {
  const PORT = Number(process.env.ATTACK_PORT ?? 4320);
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => stop?.());

  it('answers every request of a normal shopper while another client floods and holds sockets open', async () => {
    const pgBase = process.env.TEST_DATABASE_URL;
    const database = pgBase ? await freshDatabase(pgBase) : undefined;
    if (database) {
      // The embedded database seeds itself on start; a server database is seeded here.
      const handle = await openPostgres(database.url, { max: 2 });
      await seedDemo(handle.db);
      await handle.close();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-flood-'));
    const server = await startApi(PORT, {
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
      SEED_DEMO: '1',
      JWT_SECRET: process.env.JWT_SECRET!,
    });
    stop = async () => {
      await stopApi(server);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    const base = `http://127.0.0.1:${PORT}/api/v1`;
    const shopper = async (seconds: number) => {
      const ms: number[] = [];
      const statuses: number[] = [];
      const until = Date.now() + seconds * 1000;
      for (let i = 0; Date.now() < until; i++) {
        const t = performance.now();
        const res =
          i % 2
            ? await fetch(`${base}/store/products/${1 + (i % 50)}/`)
            : await fetch(`${base}/store/products/filter/?size=12`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: '{"category":3}',
              });
        await res.arrayBuffer();
        statuses.push(res.status);
        ms.push(performance.now() - t);
      }
      const failed = statuses.filter((s) => s !== 200);
      return { ...percentiles(ms), n: ms.length, failed: failed.length, failures: [...new Set(failed)].join(',') };
    };
    await shopper(1); // warm up
    const idle = await shopper(4);

    // 200 sockets that send half a request and wait (slowloris), and 64 connections flooding the search.
    const sockets = Array.from({ length: 200 }, () => {
      const s = net.connect(PORT, '127.0.0.1', () => s.write('GET /api/v1/health/ HTTP/1.1\r\nHost: x\r\n'));
      s.on('error', () => {});
      return s;
    });
    const flood = autocannon({
      url: `${base}/store/products/filter/?size=100&sort=popular`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q":"olma"}',
      connections: 64,
      duration: 5,
    });
    const during = await shopper(4);
    const flooded = await flood;
    for (const s of sockets) s.destroy();

    console.log(
      `flood on ${database ? 'postgres' : 'pglite'}: normal shopper idle p50 ${idle.p50} ms / p99 ${idle.p99} ms (${idle.n} requests); ` +
        `during a 64-connection flood (${Math.round(flooded.requests.average)} req/s, p99 ${flooded.latency.p99} ms, ${flooded.non2xx} non-2xx) and 200 half-open sockets: ` +
        `p50 ${during.p50} ms / p99 ${during.p99} ms (${during.n} requests, ${during.failed} failed ${during.failures})`,
    );
    expect(idle.failed).toBe(0);
    expect(during.failed).toBe(0);
    expect(during.n).toBeGreaterThan(0);
  });
});
