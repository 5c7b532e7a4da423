/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document and the answers are JSON walked by the test */
import { and, eq, sql } from 'drizzle-orm';
import { app } from '@/server/app';
import { env, parseOrigins } from '@/server/env';
import { products, stores } from '@/server/db/schema';
import { call, expectError, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { withEnv } from '@/test/env';

/**
 * ADR 0019: the API as a client on another origin or device uses it — CORS, absolute picture
 * URLs, the shapes and names the contract's clients in the field read.
 */

const PARTNER = 'https://partner.example';
const preflight = (origin: string) =>
  app.request('/api/v1/store/products/popular/', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization, accept-language' },
  });

/** Resolves `$ref`s of the document. */
function resolve(doc: any, schema: any): any {
  let s = schema;
  while (s?.$ref)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((node: any, key: string) => node[key], doc);
  return s;
}

/**
 * Walks an answer along its schema in the OpenAPI document and hands every string of a field the
 * document marks `format: uri` (pictures, logos, files) to `seen`, with its path.
 */
function uriFields(doc: any, schema: any, value: any, path: string, seen: (path: string, value: string) => void) {
  const s = resolve(doc, schema);
  if (!s || value === null || value === undefined) return;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const option of s[key] ?? []) uriFields(doc, option, value, path, seen);
  }
  if (s.format === 'uri' && typeof value === 'string') seen(path, value);
  if (s.properties && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, sub] of Object.entries(s.properties)) uriFields(doc, sub, value[k], `${path}.${k}`, seen);
  }
  if (s.items && Array.isArray(value)) value.forEach((item, i) => uriFields(doc, s.items, item, `${path}.${i}`, seen));
}

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins', () => {
    expect(parseOrigins(' https://a.uz, https://b.uz/ ,,')).toEqual(['https://a.uz', 'https://b.uz']);
    expect(parseOrigins('')).toEqual([]);
  });
});

describe.each(testTargets())('the API for other clients on %s', (target) => {
  const db = useSeededDb(target);

  describe('CORS', () => {
    it('answers a preflight from an allowed origin with the methods, headers and a max age', async () => {
      await withEnv({ CORS_ORIGINS: `${PARTNER},https://t.me` }, async () => {
        const res = await preflight(PARTNER);
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
        const headers = res.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
        expect(headers).toEqual(expect.arrayContaining(['authorization', 'accept-language', 'content-type', 'idempotency-key']));
        expect(res.headers.get('access-control-allow-methods')).toEqual(expect.stringContaining('PATCH'));
        expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('vary')).toEqual(expect.stringContaining('Origin'));
      });
    });

    it('gives a refused origin no Access-Control-Allow-Origin, on the preflight and on the answer', async () => {
      await withEnv({ CORS_ORIGINS: PARTNER }, async () => {
        const res = await preflight('https://evil.example');
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        const answer = await get('/category/', { headers: { Origin: 'https://evil.example' } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      });
      // None by default.
      await withEnv({ CORS_ORIGINS: undefined }, async () => {
        expect((await preflight(PARTNER)).headers.get('access-control-allow-origin')).toBeNull();
      });
    });

    it('lets an allowed origin read answers, errors included, and says that answers vary by Origin', async () => {
      await withEnv({ CORS_ORIGINS: PARTNER }, async () => {
        const ok = await get('/store/products/popular/', { headers: { Origin: PARTNER } });
        expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
        expect(ok.headers.get('vary')!.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Language', 'Authorization', 'Origin']));
        const refused = await get('/auth/me/', { headers: { Origin: PARTNER } });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('access-control-allow-origin')).toBe(PARTNER);
        const missing = await get('/no/such/path/', { headers: { Origin: PARTNER } });
        expect(missing.status).toBe(404);
        expect(missing.headers.get('access-control-allow-origin')).toBe(PARTNER);
      });
    });

    it('takes a bearer token from another origin (no cookies)', async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      await withEnv({ CORS_ORIGINS: PARTNER }, async () => {
        const me = await get('/auth/me/', { headers: { ...headers, Origin: PARTNER } });
        expect(me.status).toBe(200);
        expect(me.body.result.phone_number).toBe(phone);
      });
    });

    it('allows any origin with "*" outside production, and refuses "*" in production', async () => {
      await withEnv({ CORS_ORIGINS: '*' }, async () => {
        expect((await preflight('https://anyone.example')).headers.get('access-control-allow-origin')).toBe('https://anyone.example');
      });
      // The configuration is refused when it is read, at start.
      await withEnv({ CORS_ORIGINS: '*', NODE_ENV: 'production' }, async () => {
        expect(() => env()).toThrow(/CORS_ORIGINS: "\*" \(any origin\) is refused in production/);
      });
      await withEnv({ CORS_ORIGINS: 'https://ok.uz,partner.uz/path' }, async () => {
        expect(() => env()).toThrow(/CORS_ORIGINS: "partner.uz\/path" is not an origin/);
      });
    });
  });

  describe('pictures and files as absolute URLs', () => {
    it('answers every picture field the OpenAPI document declares as an absolute URL under the media address', async () => {
      const doc = (await get('/openapi.json')).body;
      // A shopper with an order, an address and a ticket with a file, who is also an operator.
      const staff = await staffHeaders(db(), [{ role: 'operator' }]);
      const headers = staff.headers;
      const [product] = await db()
        .db.select({ id: products.id, storeId: products.storeId })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(sql`${products.available} > 5`, eq(stores.pickup, true)))
        .limit(1);
      await db().db.update(stores).set({ minOrder: 0, deliverySlots: [] }).where(eq(stores.id, product!.storeId));
      const placed = await call('POST', '/store/order/', {
        headers,
        body: { type: 'T', full_name: 'Aziz Karimov', phone_number: '+998901112233', products: [{ product: product!.id, quantity: 1 }] },
      });
      expect(placed.status).toBe(201);
      const form = new FormData();
      form.set('topic', 'ask_question');
      form.set('description', 'Rasm ilova qilindi');
      form.set('files', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'a.png'));
      expect((await app.request('/api/v1/support/', { method: 'POST', headers, body: form })).status).toBe(201);

      const ids: Record<string, number> = { order: placed.body.result.id, product: product!.id, store: product!.storeId };
      const seen: { path: string; value: string }[] = [];
      const base = 'http://localhost:3000';
      await withEnv({ NEXT_PUBLIC_SITE_URL: undefined, MEDIA_BASE_URL: undefined }, async () => {
        for (const [documented, item] of Object.entries<any>(doc.paths)) {
          const template = documented.replace(/^\/api\/v1/, '');
          const op = item.get;
          if (!op || /^\/(dev|payments|media|support\/file|sitemap)\b/.test(template) || template === '/openapi.json') continue;
          const schema = op.responses?.['200']?.content?.['application/json']?.schema;
          if (!schema) continue;
          const url = template.replace(/\{(\w+)\}/g, () =>
            String(/order/.test(template) ? ids.order : /store\/\{id\}$/.test(template) ? ids.store : /product|comment/.test(template) ? ids.product : 1),
          );
          const res = await get(url, { headers });
          if (res.status !== 200) continue;
          uriFields(doc, schema, res.body, template, (path, value) => seen.push({ path, value }));
        }
      });
      const wrong = seen.filter((s) => !s.value.startsWith(`${base}/`));
      expect(wrong).toEqual([]);
      // Every kind of picture was met: the test walked real answers, not empty lists.
      const names = new Set(seen.map((s) => s.path.split('.').pop()!.replace(/^\d+$/, '')));
      for (const name of ['image', 'icon', 'logo', 'file', 'app_qr_image']) expect([...names]).toContain(name);
      const templates = new Set(seen.map((s) => s.path.split('.')[0]));
      for (const t of ['/store/products/popular', '/store/order/{id}', '/support', '/base/partner', '/base/banner', '/category', '/store', '/console/products'])
        expect([...templates]).toContain(t);
      expect(seen.length).toBeGreaterThan(100);
    });

    it('builds them from MEDIA_BASE_URL when media are served from elsewhere, never from the Host header', async () => {
      await withEnv({ MEDIA_BASE_URL: 'https://cdn.savat.example/', NEXT_PUBLIC_SITE_URL: 'https://savat.example' }, async () => {
        const res = await get('/store/products/popular/?size=2', { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } });
        const product = res.body.result.content[0];
        expect(product.images[0].image).toMatch(/^https:\/\/cdn\.savat\.example\/(api\/v1\/)?media\//);
        expect(product.store.logo).toMatch(/^https:\/\/cdn\.savat\.example\//);
        // A shopper's files are private: they stay on the site, out of a CDN's cache.
      });
    });

    it('takes a picture URL it answered back as its path (a console form saved as loaded)', async () => {
      const { headers } = await staffHeaders(db(), [{ role: 'operator' }]);
      const list = (await get('/console/partners/', { headers })).body.result;
      const partner = list[0];
      expect(partner.logo).toMatch(/^http:\/\/localhost:3000\/media\//);
      const saved = await call('PATCH', `/console/partners/${partner.id}/`, { headers, body: { logo: partner.logo } });
      expect(saved.status).toBe(200);
      expect(saved.body.result.logo).toBe(partner.logo);
      expectError(await call('PATCH', `/console/partners/${partner.id}/`, { headers, body: { logo: 'https://evil.example/x.png' } }), 400, 'validation_error');
    });
  });

  describe("the shapes the contract's clients read", () => {
    it('answers GET /store/ as a plain list, filtered by letter and q, and as a page with paged=1', async () => {
      const all = await get('/store/');
      expect(Array.isArray(all.body.result)).toBe(true);
      expect(all.body.result.length).toBeGreaterThan(5);
      expect(all.body.result[0]).toMatchObject({ id: expect.any(Number), brand_name: expect.any(String), logo: expect.stringMatching(/^https?:\/\//) });
      const first = all.body.result[0].brand_name as string;
      const letter = first[0]!;
      const byLetter = await get(`/store/?letter=${encodeURIComponent(letter)}`);
      expect(byLetter.body.result.length).toBeGreaterThan(0);
      expect(byLetter.body.result.every((s: any) => s.brand_name[0].toUpperCase() === letter.toUpperCase())).toBe(true);
      const byName = await get(`/store/?q=${encodeURIComponent(first.slice(1, 4).toLowerCase())}`);
      expect(byName.body.result.map((s: any) => s.id)).toContain(all.body.result[0].id);
      expect((await get('/store/?q=zzqqxx-none')).body.result).toEqual([]);
      const paged = await get('/store/?paged=1&size=3&page=2');
      expect(paged.body.result).toMatchObject({ number: 2, size: 3, content: expect.any(Array) });
      expect(paged.body.result.content).toHaveLength(3);
      expectError(await get('/store/?paged=maybe'), 400, 'validation_error');
    });

    it('clamps a page size above the maximum and says the size used; refuses below 1 and non-numbers', async () => {
      const categories = await get('/category/?size=200');
      expect(categories.status).toBe(200);
      expect(categories.body.result.length).toBeGreaterThan(10);
      const page = await get('/store/products/popular/?size=108');
      expect(page.status).toBe(200);
      expect(page.body.result.size).toBe(100);
      expect(page.body.result.content).toHaveLength(100);
      expect((await get('/store/products/popular/?size=999999999')).body.result.size).toBe(100);
      expectError(await get('/store/products/popular/?size=99999999999999999999'), 400, 'validation_error');
      for (const bad of ['0', '-1', 'abc', '1.5', '']) expectError(await get(`/store/products/popular/?size=${bad}`), 400, 'validation_error');
    });

    it('names the statistics as the clients read them', async () => {
      const stats = (await get('/base/statistics/')).body.result;
      expect(stats).toMatchObject({ product_count: expect.any(Number), stores_count: expect.any(Number), orders_count: expect.any(Number) });
      expect(stats.product_count).toBe(stats.products);
      expect(stats.stores_count).toBe(stats.stores);
    });

    it('answers the order reads under result and response, and takes numbers for entrance, floor and flat', async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      const created = await call('POST', '/store/shipping/', {
        headers,
        body: { address_name: 'Uy', address: 'Toshkent, Yunusobod 4', entrance: 2, floor: 4, apartment: 17, latitude: 41.36, longitude: 69.29 },
      });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({ entrance: '2', floor: '4', apartment: '17' });
      const changed = await call('PATCH', `/store/shipping/update/${created.body.result.id}/`, { headers, body: { floor: 5, apartment: '17a' } });
      expect(changed.body.result).toMatchObject({ floor: '5', apartment: '17a' });
      const wrong = expectError(
        await call('POST', '/store/shipping/', { headers, body: { address_name: 'Uy', address: 'Toshkent', floor: { n: 4 } } }),
        400,
        'validation_error',
      );
      expect(wrong.fields?.floor).toBeDefined();
      const missing = expectError(await call('POST', '/store/shipping/', { headers, body: { address: 'Toshkent' } }), 400, 'validation_error');
      const wrongRu = expectError(
        await call('POST', '/store/shipping/', { headers, locale: 'ru', body: { address_name: 5, address: 'Toshkent' } }),
        400,
        'validation_error',
      );
      // "wrong type" and "required" are different words, in both languages.
      const required = missing.fields!.address_name!;
      expect(wrong.fields!.floor).not.toBe(required);
      expect(wrongRu.fields!.address_name).not.toBe(
        expectError(await call('POST', '/store/shipping/', { headers, locale: 'ru', body: { address: 'Toshkent' } }), 400, 'validation_error').fields!
          .address_name,
      );

      const [product] = await db()
        .db.select({ id: products.id, storeId: products.storeId })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(sql`${products.available} > 5`, eq(stores.pickup, true)))
        .limit(1);
      await db().db.update(stores).set({ minOrder: 0, deliverySlots: [] }).where(eq(stores.id, product!.storeId));
      const placed = await call('POST', '/store/order/', {
        headers,
        body: { type: 'T', full_name: 'Aziz', phone_number: phone, products: [{ product: product!.id, quantity: 1 }] },
      });
      expect(placed.status).toBe(201);
      for (const path of ['/store/orders/', `/store/order/${placed.body.result.id}/`, '/store/orders/last/']) {
        const res = await get(path, { headers });
        expect(res.body.response).toEqual(res.body.result);
      }
      expect((await get('/store/orders/', { headers })).body.response.content[0].id).toBe(placed.body.result.id);
    });

    it('gives support tickets their status as type, and partners their name as partner_name', async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      expect((await call('POST', '/support/', { headers, body: { topic: 'complaint', description: 'Kech keldi' } })).status).toBe(201);
      const [ticket] = (await get('/support/', { headers })).body.result;
      expect(ticket.type).toBe(ticket.status);
      const [partner] = (await get('/base/partner/')).body.result;
      expect(partner.partner_name).toBe(partner.name);
    });
  });

  describe('what a client with only the OpenAPI document sends', () => {
    it('takes an empty optional query value as not sent', async () => {
      expect(Array.isArray((await get('/store/?letter=')).body.result)).toBe(true);
      expect((await get('/category/?size=30&q=')).status).toBe(200);
      expect((await get('/base/banner/?type=')).status).toBe(200);
    });

    it("words every field message in the request's language, never zod's English", async () => {
      for (const locale of ['uz', 'ru'] as const) {
        const page = expectError(await get('/store/products/popular/?page=abc', { locale }), 400, 'validation_error');
        const id = expectError(await get('/store/products/0/', { locale }), 400, 'validation_error');
        for (const message of [...Object.values(page.fields!), ...Object.values(id.fields!)]) expect(message).not.toMatch(/^Invalid|must match/);
      }
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      const future = expectError(await call('PATCH', '/auth/update/', { headers, locale: 'ru', body: { birth_date: '2999-01-01' } }), 400, 'validation_error');
      expect(future.fields!.birth_date).toMatch(/[А-Яа-я]/);
    });

    it('takes the profile back as /auth/me/ gave it, and empty form values as none', async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      const me = (await get('/auth/me/', { headers })).body.result;
      const saved = await call('PATCH', '/auth/update/', { headers, body: { ...me, full_name: 'Dilnoza', gender: '', birth_date: '' } });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ phone_number: phone, full_name: 'Dilnoza', gender: null, birth_date: null });
      // The phone is never changed here: another one is refused.
      expectError(await call('PATCH', '/auth/update/', { headers, body: { phone_number: '+998901111111' } }), 400, 'validation_error');
    });

    it('uploads an empty favourites list, checks a basket sent as the device keeps it, and reads promo_code on an order', async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      const none = await call('POST', '/store/products/feature/', { headers, body: { product_ids: [], action: 'add' } });
      expect(none.status).toBe(200);
      expect(none.body.result).toEqual([]);

      const [product] = (await get('/store/products/popular/?size=1')).body.result.content;
      const checked = await call('POST', '/store/products/check/', { body: { products: [{ ...product, count: 2 }] } });
      expect(checked.status).toBe(200);
      expect(checked.body.result[0]).toMatchObject({ id: product.id, count: 2 });

      const [pickup] = await db()
        .db.select({ id: products.id, storeId: products.storeId })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(sql`${products.available} > 5`, eq(stores.pickup, true)))
        .limit(1);
      await db().db.update(stores).set({ minOrder: 0, deliverySlots: [] }).where(eq(stores.id, pickup!.storeId));
      const order = await call('POST', '/store/order/', {
        headers,
        body: { type: 'T', full_name: 'Aziz', phone_number: phone, promo_code: 'SAVAT10', products: [{ product: pickup!.id, quantity: 1 }] },
      });
      expect(order.status).toBe(201);
      expect(order.body.result.promo_code).toEqual({ promocode: 'SAVAT10', discount: 10 });
    });

    it('finds products near a map centre given with many decimals', async () => {
      expect((await get('/store/products/location/?latitude=41.31108123456789&longitude=69.27959876543211')).status).toBe(200);
    });
  });
});
