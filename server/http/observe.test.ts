import { app } from '@/server/app';
import { runWithRequest, type RequestContext } from '@/lib/observe/log.mjs';
import { metrics } from '@/lib/observe/metrics.mjs';
import { call, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { captureLog, type CapturedLog } from '@/test/log';

/**
 * Every API answer carries a request id and writes one access line (ADR 0026): the route pattern,
 * never the raw path; the user once the API knows it; under the production start script, the
 * script writes the line and the API only tells it the route and the user.
 */
describe.each(testTargets())('request ids and access lines on %s', (target) => {
  const db = useSeededDb(target);
  let log: CapturedLog;
  beforeEach(() => {
    log = captureLog('debug');
  });
  afterEach(() => log.restore());

  const accessLines = () => log.lines.filter((l) => l.scope === 'http');

  it('keeps a well-formed X-Request-Id, replaces a malformed one, makes one when missing, on every answer', async () => {
    const nginx = '7e0b7c1f2a3d4e5f60718293a4b5c6d7';
    const kept = await get('/health/', { headers: { 'X-Request-Id': nginx } });
    expect(kept.headers.get('x-request-id')).toBe(nginx);
    for (const bad of ['short', 'with spaces in it please', '<b>0123456789</b>', 'x'.repeat(200)]) {
      const replaced = await get('/health/', { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    const made = await get('/health/');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // Failures too: a 404, a refused token, a malformed body.
    expect((await get('/no/such/route/', { headers: { 'X-Request-Id': nginx } })).headers.get('x-request-id')).toBe(nginx);
    expect((await get('/auth/me/', { headers: { ...bearer('nonsense'), 'X-Request-Id': nginx } })).headers.get('x-request-id')).toBe(nginx);
    expect(
      (await call('POST', '/auth/login/', { rawBody: '{', headers: { 'Content-Type': 'application/json', 'X-Request-Id': nginx } })).headers.get(
        'x-request-id',
      ),
    ).toBe(nginx);
    const lines = accessLines().filter((l) => l.reqId === nginx);
    expect(lines.map((l) => [l.route, l.status])).toEqual([
      ['/api/v1/health', 200],
      ['/api/v1/*', 404],
      ['/api/v1/auth/me', 401],
      ['/api/v1/auth/login', 400],
    ]);
  });

  it('writes the route pattern (never the raw path nor the query), the status, the time and the user', async () => {
    const { phone, password } = await createAccount(db());
    const { access_token } = await loginAs(phone, password);
    log.lines.length = 0;
    const me = await get('/auth/me/?utm=secret-campaign', { headers: bearer(access_token) });
    const userId = me.body.result.id as number;
    await post('/auth/update/password/reset-token-that-must-not-be-logged-0123456789/', { new_password: 'Yangi2025parol' });
    await get('/store/products/1/');
    const lines = accessLines();
    expect(lines.map((l) => [l.method, l.route, l.status, l.userId])).toEqual([
      ['GET', '/api/v1/auth/me', 200, userId],
      ['POST', '/api/v1/auth/update/password/:token', 400, undefined],
      ['GET', '/api/v1/store/products/:id', expect.any(Number), undefined],
    ]);
    for (const line of lines)
      expect(line).toEqual(expect.objectContaining({ level: 'info', reqId: expect.stringMatching(/^[0-9a-f]{32}$/), ms: expect.any(Number) }));
    expect(log.text()).not.toContain('reset-token-that-must-not-be-logged');
    expect(log.text()).not.toContain('secret-campaign');
    expect(log.text()).not.toContain(access_token);
  });

  it('under the start script, tells it the route and the user and writes no line of its own', async () => {
    const { phone, password } = await createAccount(db());
    const { access_token } = await loginAs(phone, password);
    log.lines.length = 0;
    const requests = metrics().http.requests;
    const before = (await requests.get()).values.reduce((n, v) => n + v.value, 0);
    const edge: RequestContext = { id: 'edge-0123456789abcdef', method: 'GET', path: '/api/v1/auth/me/', edge: true };
    const res = await runWithRequest(edge, () =>
      app.request('/api/v1/auth/me/', { headers: { ...bearer(access_token), 'X-Request-Id': 'ignored-0123456789' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(edge.id);
    expect(edge).toMatchObject({ api: true, route: '/api/v1/auth/me', userId: expect.any(Number) });
    expect(accessLines()).toEqual([]);
    // The script counts it, not the API.
    expect((await requests.get()).values.reduce((n, v) => n + v.value, 0)).toBe(before);
  });

  it("an API call a page makes in-process runs under the page's request id, as a debug line", async () => {
    const page: RequestContext = { id: 'page-0123456789abcdef', method: 'GET', path: '/uz/products/1', edge: true };
    const res = await runWithRequest(page, () => app.request('http://savat.internal/api/v1/health/'));
    expect(res.headers.get('x-request-id')).toBe(page.id);
    expect(page.api).toBeUndefined();
    expect(accessLines()).toEqual([expect.objectContaining({ level: 'debug', reqId: page.id, route: '/api/v1/health', status: 200 })]);
  });

  it('without the start script (a bare `next start`, the build), an in-process call is a debug line and is not counted', async () => {
    const requests = metrics().http.requests;
    const before = (await requests.get()).values.reduce((n, v) => n + v.value, 0);
    const res = await app.request('http://savat.internal/api/v1/health/');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(accessLines()).toEqual([expect.objectContaining({ level: 'debug', route: '/api/v1/health' })]);
    expect((await requests.get()).values.reduce((n, v) => n + v.value, 0)).toBe(before);
  });
});
