import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { setDbForTests } from '@/server/bootstrap';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { call, expectError } from '@/test/api';

/**
 * The database unreachable (a primary restarting): the API answers 503
 * `service_unavailable` with Retry-After in the shopper's language, never a 500, and takes up again
 * by itself once the database is back (the pool makes new connections on the next request).
 */
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/closed', connectionTimeoutMillis: 1000 });

const db = drizzle({ client: pool, schema }) as unknown as Db;
beforeAll(() => setDbForTests({ db, read: db, kind: 'postgres', close: () => pool.end() }));
afterAll(async () => {
  setDbForTests(undefined);
  await pool.end();
});

describe('when the database cannot be reached', () => {
  it.each([
    ['uz', 'Xizmat bir lahzaga mavjud emas'],
    ['ru', 'Сервис ненадолго недоступен'],
  ] as const)('answers 503 with Retry-After (%s)', async (locale, words) => {
    const answer = await call('GET', '/store/products/1/', { locale });
    const error = expectError(answer, 503, 'service_unavailable');
    expect(error.message).toContain(words);
    expect(answer.headers.get('retry-after')).toBe('2');
    const order = await call('POST', '/store/products/filter/?page=1&size=12', { locale, body: {} });
    expectError(order, 503, 'service_unavailable');
  });
});
