import { expectError, get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('base, category and the envelope on %s', (target) => {
  useSeededDb(target);

  it('answers contacts in the language asked for', async () => {
    const uz = await get('/base/about/');
    const ru = await get('/base/about/', { locale: 'ru' });
    expect(uz.status).toBe(200);
    expect(uz.body.ok).toBe(true);
    expect(uz.body.result).toMatchObject({ phone: expect.stringMatching(/^\+998\d{9}$/), email: expect.any(String), telegram: expect.any(String) });
    expect(uz.body.result.address).not.toBe(ru.body.result.address);
  });

  it('treats an unknown Accept-Language as Uzbek', async () => {
    const uz = await get('/base/faq/', { locale: 'uz' });
    const other = await get('/base/faq/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const ru = await get('/base/faq/', { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    expect(other.body.result).toEqual(uz.body.result);
    expect(ru.body.result[0].question).not.toEqual(uz.body.result[0].question);
    expect(uz.body.result.length).toBeGreaterThanOrEqual(8);
  });

  it('answers every path with and without its trailing slash, never redirecting', async () => {
    for (const path of ['/base/about', '/category', '/store/all', '/store/products/popular']) {
      const bare = await get(path);
      const slashed = await get(`${path}/`);
      expect([bare.status, slashed.status]).toEqual([200, 200]);
      expect(slashed.body).toEqual(bare.body);
    }
  });

  it('filters banners by type', async () => {
    const web = await get('/base/banner/?type=web');
    expect(web.body.result.length).toBeGreaterThan(0);
    expect(web.body.result.every((b: { type: string }) => b.type === 'web')).toBe(true);
    expectError(await get('/base/banner/?type=tv'), 400, 'validation_error');
  });

  it('lists partners and live statistics', async () => {
    const partners = await get('/base/partner/');
    expect(partners.body.result.length).toBeGreaterThanOrEqual(6);
    const stats = await get('/base/statistics/');
    expect(stats.body.result).toMatchObject({ products: expect.any(Number), stores: expect.any(Number), categories: expect.any(Number) });
    expect(stats.body.result.products).toBeGreaterThanOrEqual(600);
  });

  it('lists categories in catalog order with counts, and the popular ones', async () => {
    const all = await get('/category/?size=30', { locale: 'ru' });
    expect(all.status).toBe(200);
    const list = all.body.result;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      icon: expect.any(String),
      image: expect.any(String),
      color: expect.any(String),
      count_product: expect.any(Number),
    });
    expect(list.slice(0, 4).map((c: { name: string }) => c.name)).toEqual(['Готовая еда', 'Овощи и фрукты', 'Молочные продукты', 'Мясо и птица']);
    const popular = await get('/category/?size=6&q=popular');
    expect(popular.body.result).toHaveLength(6);
    const counted = list.reduce((n: number, c: { count_product: number }) => n + c.count_product, 0);
    const stats = await get('/base/statistics/');
    expect(counted).toBe(stats.body.result.products);
  });

  it.each(['/category/?size=0', '/category/?size=abc', '/category/?size=1.5', '/category/?q=everything'])('refuses %s', async (path) => {
    const error = expectError(await get(path), 400, 'validation_error');
    expect(error.fields).toBeDefined();
  });

  it('answers an unknown path with not_found in the envelope, in the asked language', async () => {
    const uz = expectError(await get('/no/such/thing/'), 404, 'not_found');
    const ru = expectError(await get('/no/such/thing/', { locale: 'ru' }), 404, 'not_found');
    expect(uz.message).not.toBe(ru.message);
  });

  it('refuses malformed JSON and oversized bodies with a 4xx', async () => {
    const malformed = await post('/store/products/filter/', undefined, { rawBody: '{"q": ', headers: { 'Content-Type': 'application/json' } });
    expectError(malformed, 400, 'validation_error');
    const huge = await post('/store/products/filter/', { q: 'x'.repeat(100_000) });
    expectError(huge, 413, 'payload_too_large');
  });

  it('serves an OpenAPI document that names the public paths', async () => {
    const doc = await get('/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    for (const path of ['/base/about', '/category', '/store/{id}', '/store/products/filter', '/store/comments/{id}']) {
      expect(Object.keys(doc.body.paths)).toContain(`/api/v1${path}`);
    }
  });

  it('answers the health check', async () => {
    expect((await get('/health')).body).toEqual({ ok: true, result: { status: 'ok' } });
  });
});
