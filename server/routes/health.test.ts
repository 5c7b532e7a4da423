import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { setDbForTests } from '@/server/bootstrap';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { expectError, get } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { withEnv } from '@/test/env';
import { setRedisProbe } from '@/server/services/readiness';

/**
 * `/health` says the process answers; `/health/ready` whether it should be sent requests (ADR
 * 0026): 503 `service_unavailable` with Retry-After while its database does not answer or it is
 * draining (the start script's lifecycle flag); Redis is reported, never required.
 */
const LIFECYCLE = Symbol.for('savat.lifecycle');
const lifecycle = globalThis as unknown as { [LIFECYCLE]?: { draining?: boolean } };

describe.each(testTargets())('readiness on %s', (target) => {
  useSeededDb(target, { seed: false });
  afterEach(() => {
    delete lifecycle[LIFECYCLE];
    setRedisProbe(undefined);
  });

  it('is ready while the database answers, and says what it checked', async () => {
    const ready = await get('/health/ready/');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true, result: { status: 'ready', checks: { database: 'ok', draining: false } } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await get('/health/')).body.result).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After while the instance drains; /health stays 200', async () => {
    lifecycle[LIFECYCLE] = { draining: true };
    const draining = await get('/health/ready');
    expectError(draining, 503, 'service_unavailable');
    expect(draining.headers.get('retry-after')).toBe('2');
    expect(draining.body.checks).toEqual({ database: 'ok', draining: true });
    expect((await get('/health/')).status).toBe(200);
  });

  it('reports Redis with REDIS_URL, and stays ready when Redis is down (pages work without it)', async () => {
    await withEnv({ REDIS_URL: 'redis://127.0.0.1:1' }, async () => {
      expect((await get('/health/ready/')).body.result.checks).toEqual({ database: 'ok', redis: 'unknown', draining: false });
      setRedisProbe(() => Promise.reject(new Error('connection refused')));
      const down = await get('/health/ready/');
      expect(down.status).toBe(200);
      expect(down.body.result.checks).toEqual({ database: 'ok', redis: 'down', draining: false });
      setRedisProbe(async () => 'PONG');
      expect((await get('/health/ready/')).body.result.checks.redis).toBe('ok');
    });
  });
});

describe('readiness when the database cannot be reached', () => {
  // A port nothing listens on (server/routes/unavailable.test.ts does the same).
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/closed', connectionTimeoutMillis: 1000 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  beforeAll(() => setDbForTests({ db, read: db, kind: 'postgres', close: () => pool.end() }));
  afterAll(async () => {
    setDbForTests(undefined);
    await pool.end();
  });

  it('answers 503 service_unavailable with Retry-After and the failed check; /health stays 200', async () => {
    const down = await get('/health/ready/', { locale: 'ru' });
    const error = expectError(down, 503, 'service_unavailable');
    expect(error.message).toContain('Сервис ненадолго недоступен');
    expect(down.headers.get('retry-after')).toBe('2');
    expect(down.body.checks).toEqual({ database: 'down', draining: false });
    expect((await get('/health/')).status).toBe(200);
  });
});
