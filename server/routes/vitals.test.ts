import { sql } from 'drizzle-orm';
import { bucketOf, percentileFromBuckets, ratingOf, tashkentDay, VITALS_METRICS, type VitalsMetric } from '@/lib/domain/web-vitals';
import { webVitals } from '@/server/db/schema';
import { countVitals, flushVitals, VITALS_LIMIT, vitalsFigures } from '@/server/services/web-vitals';
import { call, expectError, get } from '@/test/api';
import { newAddress } from '@/test/auth';
import { anOperator, staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Figure = { metric: VitalsMetric; p75: number | null; at_least: boolean; count: number; rating: string | null };
type PageFigures = { page_type: string; metrics: Figure[] };

describe.each(testTargets())("shoppers' real speed on $name", (target) => {
  const db = useSeededDb(target);

  /** Sends a beacon as `navigator.sendBeacon` does with a string: text/plain. */
  const beacon = (body: unknown, headers: Record<string, string> = newAddress()) =>
    call('POST', '/vitals/', {
      rawBody: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    });

  const rows = async () =>
    (await db().db.select().from(webVitals).orderBy(webVitals.pageType, webVitals.metric, webVitals.bucket)).map((r) => ({ ...r, day: String(r.day) }));

  let operator: Record<string, string>;
  beforeAll(async () => {
    operator = (await staffHeaders(db(), [{ role: 'operator' }])).headers;
  });

  const figures = async (days?: number) => {
    const res = await get(`/console/vitals/${days ? `?days=${days}` : ''}`, { headers: operator });
    expect(res.status).toBe(200);
    return res.body.result as { from: string; to: string; days: number; pages: PageFigures[] };
  };
  const figureOf = (pages: PageFigures[], pageType: string, metric: VitalsMetric) =>
    pages.find((p) => p.page_type === pageType)!.metrics.find((m) => m.metric === metric)!;

  it('takes a beacon as sendBeacon sends it (text/plain) and as JSON, and counts it under today in Tashkent', async () => {
    const res = await beacon({
      page_type: 'search',
      metrics: [
        { name: 'LCP', value: 1834.6 },
        { name: 'CLS', value: 0.04 },
        { name: 'TTFB', value: 212 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, result: { accepted: 3 } });
    const json = await call('POST', '/vitals', { body: { page_type: 'search', metrics: [{ name: 'INP', value: 96 }] }, headers: newAddress() });
    expect(json.body).toEqual({ ok: true, result: { accepted: 1 } });
    // Counted in memory, written once a second (or now).
    await flushVitals();
    const today = tashkentDay(new Date());
    expect((await rows()).filter((r) => r.pageType === 'search')).toEqual([
      { day: today, pageType: 'search', metric: 'CLS', bucket: bucketOf('CLS', 0.04), count: 1 },
      { day: today, pageType: 'search', metric: 'INP', bucket: bucketOf('INP', 96), count: 1 },
      { day: today, pageType: 'search', metric: 'LCP', bucket: bucketOf('LCP', 1834.6), count: 1 },
      { day: today, pageType: 'search', metric: 'TTFB', bucket: bucketOf('TTFB', 212), count: 1 },
    ]);
    // The same bucket again adds to its row, across writes.
    await beacon({ page_type: 'search', metrics: [{ name: 'LCP', value: 1840 }] });
    await flushVitals();
    expect((await rows()).find((r) => r.pageType === 'search' && r.metric === 'LCP')).toMatchObject({ bucket: bucketOf('LCP', 1834.6), count: 2 });
  });

  it("shows the operator each page type's 75th percentile with its count and rating, and all pages together", async () => {
    const product = [900, 1100, 1300, 1500, 1700, 2100, 2600, 3900, 4800, 6000, 1200, 1250];
    const home = [300, 400, 450];
    for (const value of product)
      await beacon({
        page_type: 'product',
        metrics: [
          { name: 'LCP', value },
          { name: 'CLS', value: value > 4000 ? 0.3 : 0 },
        ],
      });
    for (const value of home) await beacon({ page_type: 'home', metrics: [{ name: 'TTFB', value }] });
    await flushVitals();

    const result = await figures();
    expect(result).toMatchObject({ days: 7, to: tashkentDay(new Date()) });
    expect(result.pages.map((p) => p.page_type)).toEqual(['all', 'home', 'list', 'search', 'product', 'store', 'basket', 'checkout', 'account', 'other']);
    const expected = (metric: VitalsMetric, values: number[]) => {
      const p = percentileFromBuckets(
        metric,
        values.map((v) => [bucketOf(metric, v), 1] as const),
      )!;
      return { metric, p75: p.value, at_least: false, count: values.length, rating: ratingOf(metric, p.value) };
    };
    const lcp = figureOf(result.pages, 'product', 'LCP');
    expect(lcp).toEqual(expected('LCP', product));
    // The exact 75th percentile (nearest rank) is 2600 ms: the estimate is within its bucket.
    expect(Math.abs(lcp.p75! - 2600) / 2600).toBeLessThan(0.1);
    expect(lcp.rating).toBe('needs_improvement');
    expect(figureOf(result.pages, 'product', 'CLS')).toMatchObject({ count: 12, rating: 'good' });
    expect(figureOf(result.pages, 'home', 'TTFB')).toEqual(expected('TTFB', home));
    expect(figureOf(result.pages, 'home', 'TTFB').rating).toBe('good');
    // No page view of that type measured it: no figure, no colour.
    expect(figureOf(result.pages, 'product', 'INP')).toEqual({ metric: 'INP', p75: null, at_least: false, count: 0, rating: null });
    expect(figureOf(result.pages, 'basket', 'LCP')).toMatchObject({ p75: null, count: 0, rating: null });

    // `all` is every page type's buckets together (the search page views of the test above too).
    const stored = await rows();
    for (const metric of VITALS_METRICS) {
      const p = percentileFromBuckets(
        metric,
        stored.filter((r) => r.metric === metric).map((r) => [r.bucket, r.count] as const),
      );
      expect(figureOf(result.pages, 'all', metric)).toMatchObject({ p75: p?.value ?? null, count: p?.count ?? 0 });
    }
  });

  it('counts by the day in Tashkent and shows only the days asked for', async () => {
    // 19:30 UTC is already the next day in Tashkent (UTC+5).
    const late = new Date('2026-03-01T19:30:00Z');
    countVitals(db().db, { page_type: 'store', metrics: [{ name: 'INP', value: 640 }] }, late);
    await flushVitals();
    expect((await rows()).filter((r) => r.pageType === 'store')).toEqual([
      { day: '2026-03-02', pageType: 'store', metric: 'INP', bucket: bucketOf('INP', 640), count: 1 },
    ]);
    expect(figureOf((await vitalsFigures(db().db, anOperator, 1, new Date('2026-03-02T12:00:00Z'))).pages, 'store', 'INP')).toMatchObject({
      count: 1,
      rating: 'poor',
    });
    expect(figureOf((await vitalsFigures(db().db, anOperator, 7, new Date('2026-03-08T12:00:00Z'))).pages, 'store', 'INP')).toMatchObject({ count: 1 });
    expect(figureOf((await vitalsFigures(db().db, anOperator, 7, new Date('2026-03-09T12:00:00Z'))).pages, 'store', 'INP')).toMatchObject({
      count: 0,
      p75: null,
    });
    expect(figureOf((await vitalsFigures(db().db, anOperator, 28, new Date('2026-03-20T12:00:00Z'))).pages, 'store', 'INP')).toMatchObject({ count: 1 });
    expect(await figures(28)).toMatchObject({ days: 28 });
  });

  it('refuses junk with a 4xx in the envelope and counts none of it', async () => {
    const before = await rows();
    const good = { page_type: 'home', metrics: [{ name: 'LCP', value: 1000 }] };
    const junk: [unknown, string][] = [
      [{ ...good, page_type: 'console' }, 'a page type that is not the shop’s'],
      [{ ...good, page_type: undefined }, 'no page type'],
      [{ page_type: 'home', metrics: [{ name: 'FID', value: 10 }] }, 'an unknown metric'],
      [{ page_type: 'home', metrics: [{ name: 'LCP', value: -1 }] }, 'a negative value'],
      [{ page_type: 'home', metrics: [{ name: 'LCP', value: 3_600_000 }] }, 'an hour'],
      [{ page_type: 'home', metrics: [{ name: 'CLS', value: 60 }] }, 'a CLS no page has'],
      [{ page_type: 'home', metrics: [{ name: 'LCP', value: '1000' }] }, 'a number as text'],
      [{ page_type: 'home', metrics: [] }, 'no metric'],
      [
        {
          page_type: 'home',
          metrics: [
            { name: 'LCP', value: 1000 },
            { name: 'LCP', value: 9000 },
          ],
        },
        'a metric twice',
      ],
      [{ ...good, url: 'https://savat.uz/uz/products?q=secret' }, 'an address (never stored)'],
      [{ ...good, metrics: [{ name: 'LCP', value: 1000, id: 'v5-1' }] }, 'an extra field in a metric'],
      [[good], 'an array'],
      ['{"page_type":"home",', 'broken JSON'],
      ['', 'nothing'],
      ['null', 'null'],
    ];
    for (const [body, why] of junk) {
      const res = await beacon(body);
      expect({ why, status: res.status, ok: res.body.ok, code: res.body.error?.code }).toEqual({ why, status: 400, ok: false, code: 'validation_error' });
    }
    expectError(await call('POST', '/vitals/', { body: { ...good, metrics: [{ name: 'LCP', value: 'x' }] }, headers: newAddress() }), 400, 'validation_error');
    expectError(
      await call('POST', '/vitals/', { rawBody: '<vitals/>', headers: { 'Content-Type': 'application/xml', ...newAddress() } }),
      415,
      'unsupported_media_type',
    );
    expectError(await beacon({ ...good, pad: 'x'.repeat(3000) }), 413, 'payload_too_large');
    expectError(await call('GET', '/vitals/'), 404, 'not_found');
    await flushVitals();
    expect(await rows()).toEqual(before);
  });

  it('refuses an address that sends too many beacons a minute (429), junk counted too; other addresses go on', async () => {
    const flood = newAddress();
    for (let i = 0; i < VITALS_LIMIT.max; i++) expect((await beacon('{', flood)).status).toBe(400);
    const refused = await beacon({ page_type: 'other', metrics: [{ name: 'LCP', value: 1000 }] }, flood);
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await beacon({ page_type: 'other', metrics: [{ name: 'LCP', value: 1000 }] })).status).toBe(200);
    await flushVitals();
  });

  it('shows the figures to operators only: a visitor 401, a shopper and a seller 403', async () => {
    expectError(await get('/console/vitals/'), 401, 'unauthorized');
    expectError(await get('/console/vitals/', { headers: (await staffHeaders(db())).headers }), 403, 'forbidden');
    expectError(await get('/console/vitals/', { headers: (await staffHeaders(db(), [{ role: 'seller', storeId: 1 }])).headers }), 403, 'forbidden');
    expect((await get('/console/vitals/', { headers: operator })).status).toBe(200);
    for (const days of ['0', '29', 'x', '7.5']) expectError(await get(`/console/vitals/?days=${days}`, { headers: operator }), 400, 'validation_error');
  });

  it('keeps nothing about the visitor: the table holds a day, a page type, a metric, a bucket and a count', async () => {
    const columns = await db().db.execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY ordinal_position`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual(['day', 'page_type', 'metric', 'bucket', 'count']);
  });
});
