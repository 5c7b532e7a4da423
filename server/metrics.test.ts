import { metricsAnswer } from '@/lib/observe/metrics.mjs';
import { startJobs } from '@/server/jobs/runner';
import { get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { newPaymeId, payme, placeOnlineOrder } from '@/test/payments';

/**
 * `GET /metrics` (ADR 0026, served by scripts/start.mjs through metricsAnswer): Prometheus's text
 * format, to this machine or with the bearer token only, with the figures ADR 0026 names.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The samples of one metric family, as `labels → value`. */
function samples(text: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = new RegExp(`^${name}(\\{[^}]*\\})? ([0-9.e+-]+)$`).exec(line);
    if (m) out.set(m[1] ?? '', Number(m[2]));
  }
  return out;
}

const sum = (values: Map<string, number>, match: (labels: string) => boolean = () => true) =>
  [...values].filter(([labels]) => match(labels)).reduce((n, [, v]) => n + v, 0);

describe('who may read /metrics', () => {
  it('answers this machine, IPv4, IPv6 and mapped, without a token', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const answer = await metricsAnswer({ remoteAddress, token: undefined });
      expect(answer.status).toBe(200);
      expect(answer.headers['Content-Type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });

  it('refuses any other caller without the token: 403 when none is set, 401 when one is', async () => {
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', undefined]) {
      expect((await metricsAnswer({ remoteAddress, token: undefined })).status).toBe(403);
      expect((await metricsAnswer({ remoteAddress, authorization: `Bearer ${TOKEN}`, token: undefined })).status).toBe(403);
      const refused = await metricsAnswer({ remoteAddress, token: TOKEN });
      expect(refused.status).toBe(401);
      expect(refused.headers['WWW-Authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('savat_');
      for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
        expect((await metricsAnswer({ remoteAddress, authorization, token: TOKEN })).status).toBe(401);
      }
    }
  });

  it('answers another caller with `Authorization: Bearer $METRICS_TOKEN`', async () => {
    const answer = await metricsAnswer({ remoteAddress: '10.0.0.7', authorization: `Bearer ${TOKEN}`, token: TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('# TYPE savat_http_requests_total counter');
  });
});

describe.each(testTargets())('the figures on %s', (target) => {
  const db = useSeededDb(target);

  it('counts requests by route and status, orders, payments, SMS, the API cache, jobs, the pool, the event loop and memory', async () => {
    // Requests: the same list twice (the second from the API's list cache), a product, a 404.
    await post('/store/products/filter/?page=1&size=12', {});
    await post('/store/products/filter/?page=1&size=12', {});
    await get('/store/products/1/');
    await get('/store/products/999999999/');
    // A shopper signs up (an SMS), orders with Payme (an order) and pays (a settled payment).
    const order = await placeOnlineOrder(db(), 'payme');
    const id = newPaymeId();
    expect(
      (await payme('CreateTransaction', { id, time: Date.now(), amount: order.total * 100, account: { order_id: String(order.id) } })).error,
    ).toBeUndefined();
    expect((await payme('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
    // A job run by the runner (its timer's first run), held a moment.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const job = `metrics-test-${target.name}`;
    const jobs = startJobs([{ name: job, everyMs: 60_000, run: async () => (await gate, 1) }], async () => db(), { onOutcome: () => {} });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await jobs.stop();

    const { body, status } = await metricsAnswer({ remoteAddress: '127.0.0.1' });
    expect(status).toBe(200);
    const requests = samples(body, 'savat_http_requests_total');
    expect(requests.get('{method="POST",route="/api/v1/store/products/filter",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(requests.get('{method="GET",route="/api/v1/store/products/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(requests.get('{method="POST",route="/api/v1/store/order",status="201"}')).toBeGreaterThanOrEqual(1);
    // Labels are patterns: no raw path, no query.
    expect(body).not.toMatch(/route="[^"]*(999999999|page=)/);
    expect(sum(samples(body, 'savat_http_request_duration_seconds_count'))).toBe(sum(requests));
    expect(samples(body, 'savat_http_request_duration_seconds_bucket').size).toBeGreaterThan(10);

    expect(sum(samples(body, 'savat_orders_placed_total'), (l) => l.includes('payment="payme"') && l.includes('type="T"'))).toBeGreaterThanOrEqual(1);
    expect(samples(body, 'savat_payments_settled_total').get('{provider="payme"}')).toBeGreaterThanOrEqual(1);
    expect(samples(body, 'savat_sms_sent_total').get('{provider="outbox",result="sent"}')).toBeGreaterThanOrEqual(1);
    expect(samples(body, 'savat_api_cache_requests_total').get('{cache="lists",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(samples(body, 'savat_api_cache_requests_total').get('{cache="lists",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(samples(body, 'savat_job_runs_total').get(`{job="${job}",outcome="done"}`)).toBe(1);
    expect(samples(body, 'savat_job_duration_seconds_count').get(`{job="${job}"}`)).toBe(1);
    // The page cache is Next's (counted in lib/http/page-cache-handler.test.ts); its family is here.
    expect(body).toContain('# TYPE savat_page_cache_requests_total counter');
    if (target.name === 'postgres') {
      expect(samples(body, 'savat_db_pool_max_connections').get('{pool="primary"}')).toBeGreaterThan(0);
      expect(samples(body, 'savat_db_pool_connections').get('{pool="primary"}')).toBeGreaterThanOrEqual(1);
      expect(samples(body, 'savat_db_pool_waiting_requests').get('{pool="primary"}')).toBe(0);
      expect(samples(body, 'savat_db_pool_idle_connections').has('{pool="primary"}')).toBe(true);
    } else {
      expect(body).toContain('# TYPE savat_db_pool_connections gauge');
    }
    // prom-client's process figures: event-loop lag and memory among them.
    for (const family of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(samples(body, family).size).toBeGreaterThan(0);
    }
  });
});
