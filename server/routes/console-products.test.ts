import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { app } from '@/server/app';
import { auditLog, categories, products, stores } from '@/server/db/schema';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get, post, upload } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

const csvImport = (headers: Headers, csv: string, query = '', locale?: 'uz' | 'ru') =>
  call('POST', `/console/products/import/${query}`, { headers: { ...headers, 'Content-Type': 'text/csv' }, rawBody: csv, locale });

describe.each(testTargets())('console products on %s', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-product-images-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A live product of a store (the lowest id not yet taken by an earlier test). */
  const taken: number[] = [];
  async function productOf(storeId: number) {
    const rows = await db()
      .db.select()
      .from(products)
      .where(and(eq(products.storeId, storeId), isNull(products.deletedAt), gt(products.available, 0)))
      .orderBy(asc(products.id));
    const row = rows.find((r) => !taken.includes(r.id))!;
    taken.push(row.id);
    return row;
  }

  const auditsOf = (id: number) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  describe('roles', () => {
    it('keeps visitors (401) and shoppers (403) out of every route', async () => {
      const p = await productOf(1);
      const { headers } = await staffHeaders(db());
      expect((await get('/console/products/')).status).toBe(401);
      expectError(await get('/console/products/', { headers }), 403, 'forbidden');
      expectError(await get(`/console/products/${p.id}/`, { headers }), 403, 'forbidden');
      expectError(await call('PATCH', `/console/products/${p.id}/`, { headers, body: { price: 1000 } }), 403, 'forbidden');
      expectError(await call('DELETE', `/console/products/${p.id}/`, { headers }), 403, 'forbidden');
      expectError(await post('/console/products/', { name_uz: 'x' }, { headers }), 403, 'forbidden');
      expectError(await csvImport(headers, 'sku,price\n'), 403, 'forbidden');
      expect((await upload(`/console/products/${p.id}/images/`, headers, new Uint8Array(10), 'a.png')).status).toBe(403);
    });

    it("answers 404 for another store's product on get, patch, delete and images, and changes nothing", async () => {
      const other = await productOf(2);
      const { headers } = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
      expectError(await get(`/console/products/${other.id}/`, { headers }), 404, 'not_found');
      expectError(await call('PATCH', `/console/products/${other.id}/`, { headers, body: { price: 1000 } }), 404, 'not_found');
      expectError(await call('DELETE', `/console/products/${other.id}/`, { headers }), 404, 'not_found');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .png()
        .toBuffer();
      const up = await upload(`/console/products/${other.id}/images/`, headers, png, 'a.png');
      expect(up.status).toBe(404);
      // The same answer as an id that does not exist.
      expectError(await get('/console/products/999999/', { headers }), 404, 'not_found');
      const [after] = await db().db.select().from(products).where(eq(products.id, other.id));
      expect(after).toEqual(other);
      expect(await auditsOf(other.id)).toEqual([]);
    });

    it("lists only the seller's stores; an operator sees any store", async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 3 }]);
      const page = await get('/console/products/?size=100', { headers: seller.headers });
      expect(page.status).toBe(200);
      expect(page.body.result.totalElements).toBeGreaterThan(0);
      expect(new Set(page.body.result.content.map((p: { store_id: number }) => p.store_id))).toEqual(new Set([3]));
      expect((await get('/console/products/?store=4', { headers: seller.headers })).body.result.totalElements).toBe(0);

      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const four = await get('/console/products/?store=4&size=5', { headers: operator.headers });
      expect(four.body.result.content.length).toBeGreaterThan(0);
      expect(four.body.result.content.every((p: { store_id: number }) => p.store_id === 4)).toBe(true);
    });

    it('filters by name, sku, category and stock', async () => {
      const p = await productOf(5);
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      await call('PATCH', `/console/products/${p.id}/`, { headers: operator.headers, body: { sku: 'FILTER-SKU-1' } });
      const bySku = await get('/console/products/?q=filter-sku', { headers: operator.headers });
      expect(bySku.body.result.content.map((r: { id: number }) => r.id)).toEqual([p.id]);
      const byName = await get(`/console/products/?store=5&q=${encodeURIComponent(p.nameRu)}&category=${p.categoryId}&available=true`, {
        headers: operator.headers,
      });
      expect(byName.body.result.content.map((r: { id: number }) => r.id)).toContain(p.id);
      const soldOut = await get('/console/products/?store=5&available=false&size=100', { headers: operator.headers });
      expect(soldOut.body.result.content.every((r: { available: number }) => r.available === 0)).toBe(true);
      expectError(await get('/console/products/?available=maybe', { headers: operator.headers }), 400, 'validation_error');
    });
  });

  describe('create, change, delete', () => {
    it('creates a product in the seller’s store with the derived figures, audited, and the shop shows it', async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 6 }]);
      const [category] = await db().db.select().from(categories).limit(1);
      const body = {
        name_uz: 'Qovun Torpedo',
        name_ru: 'Дыня Торпеда',
        price: 25_000,
        discount: 10,
        available: 7,
        amount_type: 'kg',
        weight: '1 kg',
        category_id: category!.id,
        sku: 'QOV-1',
      };
      const res = await post('/console/products/', body, { headers: seller.headers });
      expect(res.status).toBe(201);
      const created = res.body.result;
      expect(created).toMatchObject({ store_id: 6, sku: 'QOV-1', price: 25_000, discount: 10, discount_price: 22_500, available: 7, deleted_at: null });
      const [row] = await db().db.select().from(products).where(eq(products.id, created.id));
      expect(row!.searchText).toContain('qovun');
      const audits = await auditsOf(created.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: seller.userId, action: 'product.create', before: null, after: expect.objectContaining({ price: 25_000 }) });

      const shop = await get(`/store/products/${created.id}/`, { locale: 'ru' });
      expect(shop.status).toBe(200);
      expect(shop.body.result).toMatchObject({ name: 'Дыня Торпеда', discount_price: 22_500 });
      const found = await post('/store/products/filter/', { q: 'qovun torpedo' });
      expect(found.body.result.content.map((p: { id: number }) => p.id)).toContain(created.id);

      // The same SKU again in the store: 409; in a store the seller does not serve: 404.
      expectError(await post('/console/products/', body, { headers: seller.headers }), 409, 'conflict');
      expectError(await post('/console/products/', { ...body, sku: 'QOV-2', store_id: 7 }, { headers: seller.headers }), 404, 'not_found');
    });

    it('refuses bad input with 400 and changes nothing', async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 6 }]);
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const [category] = await db().db.select().from(categories).limit(1);
      const good = { name_uz: 'Olma', name_ru: 'Яблоко', price: 10_000, amount_type: 'kg', category_id: category!.id };
      const before = (
        await db()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(products)
      )[0]!.n;
      for (const bad of [
        { price: 0 },
        { price: 10.5 },
        { price: -5 },
        { discount: 100 },
        { discount: -1 },
        { available: -1 },
        { amount_type: 'barrel' },
        { name_uz: '' },
        { extra: 1 },
      ]) {
        expectError(await post('/console/products/', { ...good, ...bad }, { headers: seller.headers }), 400, 'validation_error');
      }
      const unknownCategory = expectError(
        await post('/console/products/', { ...good, category_id: 999_999 }, { headers: seller.headers }),
        400,
        'validation_error',
      );
      expect(unknownCategory.fields).toHaveProperty('category_id');
      // An operator must name the store.
      const storeNeeded = expectError(await post('/console/products/', good, { headers: operator.headers }), 400, 'validation_error');
      expect(storeNeeded.fields).toHaveProperty('store');
      expect(
        (
          await db()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(products)
        )[0]!.n,
      ).toBe(before);
      const p = await productOf(6);
      expectError(await call('PATCH', `/console/products/${p.id}/`, { headers: seller.headers, body: {} }), 400, 'validation_error');
      expectError(await call('PATCH', `/console/products/${p.id}/`, { headers: seller.headers, body: { discount: 120 } }), 400, 'validation_error');
      expect((await db().db.select().from(products).where(eq(products.id, p.id)))[0]).toEqual(p);
    });

    it('changes a price: the public API shows it at once, with the audit before and after', async () => {
      const p = await productOf(1);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
      // The shop has read (and cached) the product first.
      expect((await get(`/store/products/${p.id}/`)).body.result.price).toBe(p.price);
      const list = async () => (await post('/store/products/filter/?size=100', { store: 1 })).body.result.content.find((x: { id: number }) => x.id === p.id);
      await list();
      const res = await call('PATCH', `/console/products/${p.id}/`, {
        headers: seller.headers,
        body: { price: p.price + 1000, discount: 20, available: 3, name_ru: 'Новое имя' },
      });
      expect(res.status).toBe(200);
      const expected = Math.round(((p.price + 1000) * 80) / 100 / 100) * 100;
      expect(res.body.result).toMatchObject({ price: p.price + 1000, discount: 20, discount_price: expected, available: 3, name_ru: 'Новое имя' });
      expect((await get(`/store/products/${p.id}/`)).body.result).toMatchObject({ price: p.price + 1000, discount_price: expected, available: 3 });
      expect(await list()).toMatchObject({ price: p.price + 1000 });
      const [audit] = await auditsOf(p.id);
      expect(audit).toMatchObject({
        action: 'product.update',
        actorId: seller.userId,
        before: expect.objectContaining({ price: p.price }),
        after: expect.objectContaining({ price: p.price + 1000, name_ru: 'Новое имя' }),
      });
    });

    it('deletes softly: gone from the shop (404, lists, search, basket, orders), kept for the console', async () => {
      const p = await productOf(1);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
      expect((await get(`/store/products/${p.id}/`)).status).toBe(200);
      const res = await call('DELETE', `/console/products/${p.id}/`, { headers: seller.headers });
      expect(res.status).toBe(200);
      expect(res.body.result.deleted_at).not.toBeNull();
      expect((await db().db.select().from(products).where(eq(products.id, p.id)))[0]!.deletedAt).not.toBeNull();
      expect((await auditsOf(p.id)).map((a) => a.action)).toEqual(['product.delete']);

      expectError(await get(`/store/products/${p.id}/`), 404, 'not_found');
      const listed = await post('/store/products/filter/?size=100', { store: 1 });
      expect(listed.body.result.content.map((x: { id: number }) => x.id)).not.toContain(p.id);
      const search = await post('/store/products/filter/?size=100', { q: p.nameUz });
      expect(search.body.result.content.map((x: { id: number }) => x.id)).not.toContain(p.id);
      expect((await post('/store/products/check/', { products: [{ id: p.id, count: 1 }] })).body.result).toEqual([]);
      expectError(await get(`/store/comments/${p.id}/`), 404, 'not_found');
      const buyer = await shopper();
      // Not in the favourites either: adding it adds nothing.
      await call('POST', '/store/products/feature/', { headers: buyer, body: { product_ids: [p.id], action: 'add' } });
      expect((await get('/store/products/feature-list/', { headers: buyer })).body.result).toEqual([]);
      await db().db.update(stores).set({ pickup: true }).where(eq(stores.id, 1));
      const order = await call('POST', '/store/order/', {
        headers: buyer,
        body: { full_name: 'Aziz Karimov', phone_number: '+998901112233', type: 'T', products: [{ product: p.id, quantity: 1 }] },
      });
      expectError(order, 409, 'not_available');

      // The console still reads it (with the flag), but a second delete or a change is 404.
      expect((await get(`/console/products/${p.id}/`, { headers: seller.headers })).body.result.id).toBe(p.id);
      const all = await get('/console/products/?store=1&deleted=true&size=100', { headers: seller.headers });
      const live = await get('/console/products/?store=1&size=100', { headers: seller.headers });
      expect(all.body.result.totalElements).toBe(
        live.body.result.totalElements +
          (
            await db()
              .db.select({ n: sql<number>`count(*)::int` })
              .from(products)
              .where(and(eq(products.storeId, 1), sql`${products.deletedAt} is not null`))
          )[0]!.n,
      );
      expect(live.body.result.content.map((x: { id: number }) => x.id)).not.toContain(p.id);
      expectError(await call('DELETE', `/console/products/${p.id}/`, { headers: seller.headers }), 404, 'not_found');
      expectError(await call('PATCH', `/console/products/${p.id}/`, { headers: seller.headers, body: { price: 5000 } }), 404, 'not_found');
    });

    it("hides a suspended store's products from lists, search, the product page, shelves, the sitemap and orders", async () => {
      const storeId = 9;
      const p = await productOf(storeId);
      const ids = async (body: object) =>
        (await post('/store/products/filter/?size=100', body)).body.result.content.map((x: { id: number }) => x.id) as number[];
      expect(await ids({ store: storeId })).toContain(p.id);
      const sitemapBefore = (await get('/sitemap/?size=1')).body.result.totalElements;
      const storeCount = (
        await db()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(and(eq(products.storeId, storeId), isNull(products.deletedAt)))
      )[0]!.n;

      await db().db.update(stores).set({ suspendedAt: new Date(), pickup: true }).where(eq(stores.id, storeId));
      // The store's suspension is made by the operators' console, which tells the caches.
      const { cachesForget } = await import('@/server/services/cache-invalidation');
      await cachesForget({ kind: 'catalog' });

      expect(await ids({ store: storeId })).toEqual([]);
      expect(await ids({ q: p.nameUz })).not.toContain(p.id);
      expectError(await get(`/store/products/${p.id}/`), 404, 'not_found');
      for (const shelf of ['/store/products/popular/?size=100', '/store/products/discount/?size=100']) {
        const listed = (await get(shelf)).body.result;
        const content = (Array.isArray(listed) ? listed : listed.content) as { store: { id: number } }[];
        expect(content.some((x) => x.store.id === storeId)).toBe(false);
      }
      expect((await get('/sitemap/?size=1')).body.result.totalElements).toBe(sitemapBefore - storeCount);
      expect((await post('/store/products/check/', { products: [{ id: p.id, count: 1 }] })).body.result).toEqual([]);
      const buyer = await shopper();
      const order = await call('POST', '/store/order/', {
        headers: buyer,
        body: { full_name: 'Aziz Karimov', phone_number: '+998901112233', type: 'T', products: [{ product: p.id, quantity: 1 }] },
      });
      expectError(order, 409, 'not_available');

      await db().db.update(stores).set({ suspendedAt: null }).where(eq(stores.id, storeId));
      await cachesForget({ kind: 'catalog' });
      expect((await get(`/store/products/${p.id}/`)).status).toBe(200);
    });
  });

  describe('images', () => {
    it('takes a real PNG, stores a WebP of the storefront size and makes it the main picture', async () => {
      const p = await productOf(2);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 2 }]);
      const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const res = await upload(`/console/products/${p.id}/images/`, seller.headers, png, 'photo.png');
      expect(res.status).toBe(201);
      const image = res.body.result.image as string;
      expect(image).toMatch(/^http:\/\/localhost:3000\/api\/v1\/media\/product-images\/[A-Za-z0-9_-]{20,}\.webp$/);
      expect(res.body.result.images[0].image).toBe(image);

      const served = await app.request(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

      expect((await get(`/store/products/${p.id}/`)).body.result.images[0].image).toBe(image);
      expect((await auditsOf(p.id)).map((a) => a.action)).toEqual(['product.image']);
      expect((await app.request('/api/v1/media/product-images/nope.webp')).status).toBe(404);
    });

    it('refuses a text file named .png (415), a file too big (413) and a missing file (400)', async () => {
      const p = await productOf(2);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 2 }]);
      const fake = await upload(`/console/products/${p.id}/images/`, seller.headers, new TextEncoder().encode('not a picture at all'), 'photo.png');
      expect(fake).toMatchObject({ status: 415, body: { ok: false, error: { code: 'unsupported_media_type' } } });
      // Starts like a PNG, but is not one: sharp cannot decode it.
      const truncated = await upload(
        `/console/products/${p.id}/images/`,
        seller.headers,
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        'x.png',
      );
      expect(truncated.status).toBe(415);
      const big = new Uint8Array(6 * 1024 * 1024);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const tooBig = await upload(`/console/products/${p.id}/images/`, seller.headers, big, 'big.png');
      expect(tooBig).toMatchObject({ status: 413, body: { ok: false, error: { code: 'payload_too_large' } } });
      const json = await call('POST', `/console/products/${p.id}/images/`, { headers: seller.headers, body: { file: 'x' } });
      expectError(json, 415, 'unsupported_media_type');
      expect(await auditsOf(p.id)).toEqual([]);
      expect((await db().db.select().from(products).where(eq(products.id, p.id)))[0]!.image).toBe(p.image);
    });
  });

  describe('CSV price list', () => {
    /** Gives a store's first products SKUs and a price of 10 000 without a discount; answers them. */
    async function withSkus(storeId: number, count: number, prefix: string) {
      const rows = (
        await db()
          .db.select()
          .from(products)
          .where(and(eq(products.storeId, storeId), isNull(products.deletedAt)))
          .orderBy(asc(products.id))
      ).slice(0, count);
      const figures = { price: 10_000, discount: 0, discountPrice: 10_000 };
      for (const [i, r] of rows.entries())
        await db()
          .db.update(products)
          .set({ sku: `${prefix}-${i}`, ...figures })
          .where(eq(products.id, r.id));
      return rows.map((r, i) => ({ ...r, sku: `${prefix}-${i}`, ...figures }));
    }

    it('applies a good file in one go and answers what changed, with audit rows; the shop shows it', async () => {
      const [a, b, c] = await withSkus(10, 3, 'GOOD');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 10 }]);
      const csv = [
        'sku;id;price;discount;stock;name',
        `${a!.sku};;12 000;15%;4;Olma`,
        `;${b!.id};${b!.price}.00;;;`,
        `${c!.sku};;${c!.price};${c!.discount};${c!.available};`,
      ].join('\r\n');
      const res = await csvImport(seller.headers, csv);
      expect(res.status).toBe(200);
      const report = res.body.result;
      expect(report).toMatchObject({ applied: true, dry_run: false, store_id: 10, rows: 3, unchanged: 2, refused: [], confirm_token: null });
      expect(report.changed).toEqual([
        {
          row: 2,
          id: a!.id,
          sku: a!.sku,
          name: a!.nameUz,
          before: { price: a!.price, discount: a!.discount, available: a!.available, discount_price: a!.discountPrice },
          after: { price: 12_000, discount: 15, available: 4, discount_price: 10_200 },
          flag: null,
        },
      ]);
      const [row] = await db().db.select().from(products).where(eq(products.id, a!.id));
      expect(row).toMatchObject({ price: 12_000, discount: 15, discountPrice: 10_200, available: 4 });
      expect((await get(`/store/products/${a!.id}/`)).body.result).toMatchObject({ price: 12_000, discount_price: 10_200 });
      expect(await auditsOf(a!.id)).toEqual([
        expect.objectContaining({ action: 'product.import', actorId: seller.userId, after: expect.objectContaining({ price: 12_000 }) }),
      ]);
      expect(await auditsOf(b!.id)).toEqual([]);
    });

    it('refuses the whole file when any row is bad, listing every refused row and why', async () => {
      const [a, b, c, d, e] = await withSkus(11, 5, 'BAD');
      const foreign = await productOf(12);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 11 }]);
      const csv = [
        'sku,id,price,discount,stock',
        `${a!.sku},,9900,,`,
        `NOPE-1,,1000,,`,
        `${b!.sku},,abc,,`,
        `${c!.sku},,1000,120,`,
        `,${foreign.id},1000,,`,
        `${a!.sku},,9800,,`,
        `,,1000,,`,
        `,${d!.id},0,,`,
        `,${e!.id},,,-1`,
      ].join('\n');
      const res = await csvImport(seller.headers, csv);
      // Not applied: a 4xx carrying the report, never a 200 with `applied: false`.
      expectError(res, 422, 'import_refused');
      const report = res.body.report;
      expect(report.applied).toBe(false);
      expect(report.refused.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
        [3, 'unknown_product'],
        [4, 'bad_number'],
        [5, 'bad_number'],
        // Another store's id is unknown to a seller: no hint that it exists.
        [6, 'unknown_product'],
        [7, 'duplicate_row'],
        [8, 'no_key'],
        [9, 'bad_number'],
        [10, 'bad_number'],
      ]);
      expect(report.refused[0].message).toEqual(expect.any(String));
      // A row that found the store's product names it; one that found nothing does not.
      expect(report.refused[1]).toMatchObject({ row: 4, name: b!.nameUz });
      expect(report.refused[0]).toMatchObject({ row: 3, name: null });
      expect(report.changed.map((c: { id: number }) => c.id)).toEqual([a!.id]);
      // Nothing is half-applied.
      expect((await db().db.select().from(products).where(eq(products.id, a!.id)))[0]!.price).toBe(a!.price);
      expect(await auditsOf(a!.id)).toEqual([]);

      // An operator sees another store's id for what it is.
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const op = await csvImport(operator.headers, `id,price\n${foreign.id},1000\n`, '?store=11');
      expectError(op, 422, 'import_refused');
      expect(op.body.report.refused).toMatchObject([{ row: 2, reason: 'other_store' }]);
      // The preview answers the same report with 200.
      const preview = await csvImport(seller.headers, csv, '?dry_run=1');
      expect(preview.status).toBe(200);
      expect(preview.body.result.refused).toHaveLength(8);
    });

    it('answers a dry run with the same preview and writes nothing', async () => {
      const [a] = await withSkus(13, 1, 'DRY');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 13 }]);
      const res = await csvImport(seller.headers, `sku,price\n${a!.sku},${a!.price + 500}\n`, '?dry_run=1');
      expect(res.body.result).toMatchObject({ applied: false, dry_run: true, changed: [{ id: a!.id, after: { price: a!.price + 500 } }], refused: [] });
      expect((await db().db.select().from(products).where(eq(products.id, a!.id)))[0]!.price).toBe(a!.price);
      expect(await auditsOf(a!.id)).toEqual([]);
    });

    it('takes the file as multipart too, and refuses broken files with 4xx', async () => {
      const [a] = await withSkus(14, 1, 'MP');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 14 }]);
      const form = await upload('/console/products/import/', seller.headers, new TextEncoder().encode(`sku,stock\n${a!.sku},77\n`), 'prices.csv');
      expect(form.status).toBe(200);
      expect(form.body.result).toMatchObject({ applied: true, changed: [{ id: a!.id, after: { available: 77 } }] });
      expectError(await csvImport(seller.headers, 'name,price\nOlma,100\n'), 400, 'validation_error');
      expectError(await csvImport(seller.headers, 'sku,name\nA,Olma\n'), 400, 'validation_error');
      expectError(await csvImport(seller.headers, 'sku,price\n"A,100\n'), 400, 'validation_error');
      expectError(await call('POST', '/console/products/import/', { headers: seller.headers, body: { sku: 'A' } }), 415, 'unsupported_media_type');
      // A seller of one store need not name it; another store is 404.
      expectError(await csvImport(seller.headers, `sku,price\n${a!.sku},100\n`, '?store=15'), 404, 'not_found');
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      expectError(await csvImport(operator.headers, `sku,price\n${a!.sku},100\n`), 400, 'validation_error');
    });

    it('reads the Russian accounting headers and ours whatever their case and spaces', async () => {
      const [a, b] = await withSkus(17, 2, 'RU');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 17 }]);
      const ru = await csvImport(seller.headers, `Артикул;Наименование;Цена, сум;Скидка, %;Остаток\n${a!.sku};Молоко;11 000;5;9\n`, '?dry_run=1');
      expect(ru.status).toBe(200);
      expect(ru.body.result.changed).toMatchObject([{ row: 2, id: a!.id, name: a!.nameUz, after: { price: 11_000, discount: 5, available: 9 } }]);
      const ours = await csvImport(seller.headers, ` SKU \t Price \tSTOCK\n${b!.sku}\t12000\t3\n`, '?dry_run=1');
      expect(ours.body.result.changed).toMatchObject([{ id: b!.id, after: { price: 12_000, available: 3 } }]);
      const uz = await csvImport(seller.headers, `artikul,narx,qoldiq\n${b!.sku},12500,4\n`, '?dry_run=1');
      expect(uz.body.result.changed).toMatchObject([{ id: b!.id, after: { price: 12_500, available: 4 } }]);
      // The name column alone is no key: the header is refused as before.
      expectError(await csvImport(seller.headers, 'Наименование;Цена\nМолоко;100\n'), 400, 'validation_error');
      expectError(await csvImport(seller.headers, 'sku;price\n'), 400, 'validation_error');
    });

    it("flags a price moved by more than half or to under a tenth, and applies it only with the preview's confirmation", async () => {
      const [a, b, c] = await withSkus(18, 3, 'FLAG');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 18 }]);
      const csv = `sku,price,stock\n${a!.sku},18000,\n${b!.sku},900,\n${c!.sku},11000,5\n`;
      const preview = await csvImport(seller.headers, csv, '?dry_run=1', 'ru');
      expect(preview.status).toBe(200);
      const report = preview.body.result;
      expect(report.changed.map((x: { id: number; name: string; flag: string | null }) => [x.id, x.name, x.flag])).toEqual([
        [a!.id, a!.nameRu, 'over_half'],
        [b!.id, b!.nameRu, 'below_tenth'],
        [c!.id, c!.nameRu, null],
      ]);
      expect(report.confirm_token).toMatch(/^[0-9a-f]{32}$/);

      // Without the confirmation, or with another file's: 409 listing the rows, nothing written.
      const refused = await csvImport(seller.headers, csv, '', 'ru');
      const error = expectError(refused, 409, 'price_change_unconfirmed');
      expect(error.message).toContain('2, 3');
      expect(refused.body.report.changed.filter((x: { flag: string | null }) => x.flag).map((x: { row: number }) => x.row)).toEqual([2, 3]);
      const other = await csvImport(seller.headers, `sku,price\n${a!.sku},19000\n`, '?dry_run=1');
      expectError(await csvImport(seller.headers, csv, `?confirm=${other.body.result.confirm_token}`), 409, 'price_change_unconfirmed');
      expectError(await csvImport(seller.headers, csv, '?confirm=nonsense'), 400, 'validation_error');
      expect((await db().db.select().from(products).where(eq(products.id, a!.id)))[0]!.price).toBe(10_000);
      expect(await auditsOf(c!.id)).toEqual([]);

      const applied = await csvImport(seller.headers, csv, `?confirm=${report.confirm_token}`);
      expect(applied.status).toBe(200);
      expect(applied.body.result).toMatchObject({ applied: true, changed: [{ id: a!.id }, { id: b!.id }, { id: c!.id }] });
      expect((await get(`/store/products/${a!.id}/`)).body.result).toMatchObject({ price: 18_000 });
    });

    it("exports the store's price list as CSV and XLSX in the columns the import reads back, and offers a template", async () => {
      const [a, b] = await withSkus(19, 2, 'EXP');
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 19 }]);
      const csvFile = await app.request('/api/v1/console/products/export/?format=csv', { headers: { ...seller.headers, 'Accept-Language': 'ru' } });
      expect(csvFile.status).toBe(200);
      expect(csvFile.headers.get('content-disposition')).toMatch(/^attachment; filename="savat-price-list-store-19-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = new Uint8Array(await csvFile.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(Buffer.from(bytes), { bom: true, delimiter: ';' }) as string[][];
      expect(rows[0]).toEqual(['sku', 'id', 'name', 'price', 'discount', 'stock']);
      expect(rows.find((r) => r[1] === String(a!.id))).toEqual([a!.sku, String(a!.id), a!.nameRu, '10000', '0', String(a!.available)]);
      const live = await db()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.storeId, 19), isNull(products.deletedAt)));
      expect(rows).toHaveLength(live[0]!.n + 1);

      // Back in unchanged: nothing changes. One price edited: that row alone.
      const same = await csvImport(seller.headers, new TextDecoder().decode(bytes), '?dry_run=1');
      expect(same.body.result).toMatchObject({ changed: [], refused: [], unchanged: live[0]!.n });
      const edited = new TextDecoder()
        .decode(bytes)
        .split('\r\n')
        .map((line) => (line.startsWith(`${b!.sku};`) ? line.replace(';10000;', ';12000;') : line))
        .join('\r\n');
      const one = await csvImport(seller.headers, edited);
      expect(one.body.result).toMatchObject({ applied: true, changed: [{ id: b!.id, after: { price: 12_000 } }] });

      // XLSX: exceljs opens it, a price is changed in it, and it goes back in as a file.
      const xlsxFile = await app.request('/api/v1/console/products/export/?format=xlsx', { headers: seller.headers });
      expect(xlsxFile.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await xlsxFile.arrayBuffer()) as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['sku', 'id', 'name', 'price', 'discount', 'stock']);
      sheet.eachRow((row) => {
        if (row.getCell(2).value === a!.id) row.getCell(4).value = 13_000;
      });
      const back = new Uint8Array(await book.xlsx.writeBuffer());
      const imported = await upload('/console/products/import/', seller.headers, back, 'narxlar.xlsx');
      expect(imported.status).toBe(200);
      expect(imported.body.result).toMatchObject({ applied: true, changed: [{ id: a!.id, name: a!.nameUz, after: { price: 13_000 } }] });
      const raw = await app.request('/api/v1/console/products/import/?dry_run=1', {
        method: 'POST',
        headers: { ...seller.headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        body: back,
      });
      expect(raw.status).toBe(200);
      // A file that claims to be XLSX and is not one is a 400; a zip that is no workbook too.
      expectError(
        await call('POST', '/console/products/import/', {
          headers: { ...seller.headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          rawBody: 'sku,price',
        }),
        400,
        'validation_error',
      );
      const notXlsx = await upload('/console/products/import/', seller.headers, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx');
      expect(notXlsx.status).toBe(400);

      // The template: the same columns, no rows; its XLSX says what each column takes.
      const template = await app.request('/api/v1/console/products/import/template/?format=xlsx', { headers: { ...seller.headers, 'Accept-Language': 'ru' } });
      const tbook = new ExcelJS.Workbook();
      await tbook.xlsx.load((await template.arrayBuffer()) as ArrayBuffer);
      expect(tbook.worksheets.map((w) => w.name)).toEqual(['Прайс-лист', 'Инструкция']);
      expect(tbook.worksheets[0]!.rowCount).toBe(1);
      expect(String(tbook.worksheets[1]!.getCell('A7').value)).toBe('stock');
      const tcsv = await app.request('/api/v1/console/products/import/template/', { headers: seller.headers });
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await tcsv.arrayBuffer())).toBe('\ufeffsku;id;name;price;discount;stock\r\n');

      // Another store's list is 404; an operator names the store.
      expectError(await get('/console/products/export/?store=20', { headers: seller.headers }), 404, 'not_found');
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      expectError(await get('/console/products/export/', { headers: operator.headers }), 400, 'validation_error');
      expect((await app.request('/api/v1/console/products/export/?store=19', { headers: operator.headers })).status).toBe(200);
    });

    it('imports 10 000 rows in one transaction in reasonable time', async () => {
      const storeId = 16;
      const [category] = await db().db.select().from(categories).limit(1);
      const count = 10_000;
      // Written by the database itself: the same rows through the query builder, 16 values each,
      // took longer than the import under test.
      await db().db.execute(sql`
        INSERT INTO ${products} (store_id, category_id, kind, name_uz, name_ru, description_uz, description_ru, search_text,
                                 price, discount, discount_price, available, amount_type, image, sku)
        SELECT ${storeId}, ${category!.id}, 'bulk:' || i, 'Mahsulot ' || i, 'Товар ' || i, '', '', 'mahsulot ' || i || ' tovar ' || i,
               1000, 0, 1000, 1, 'pcs', '/media/emoji/red-apple.svg', 'BULK-' || i
        FROM generate_series(0, ${count - 1}) AS i`);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      const csv = ['sku,price,discount,stock', ...Array.from({ length: count }, (_, i) => `BULK-${i},${2000 + i},${i % 50},${i % 7}`)].join('\n');
      const started = Date.now();
      // Every price doubles or more: flagged, so applied with the preview's confirmation.
      const preview = await csvImport(seller.headers, csv, '?dry_run=1');
      expect(preview.body.result.changed.every((c: { flag: string | null }) => c.flag === 'over_half')).toBe(true);
      const res = await csvImport(seller.headers, csv, `?confirm=${preview.body.result.confirm_token}`);
      const took = Date.now() - started;
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ applied: true, rows: 10_000, unchanged: 0, refused: [] });
      expect(res.body.result.changed).toHaveLength(10_000);
      expect(took).toBeLessThan(60_000);
      const rows = await db()
        .db.select({
          sku: products.sku,
          price: products.price,
          discount: products.discount,
          discountPrice: products.discountPrice,
          available: products.available,
        })
        .from(products)
        .where(inArray(products.sku, ['BULK-0', 'BULK-9999']))
        .orderBy(asc(products.id));
      expect(rows).toEqual([
        { sku: 'BULK-0', price: 2000, discount: 0, discountPrice: 2000, available: 0 },
        { sku: 'BULK-9999', price: 11_999, discount: 49, discountPrice: 6100, available: 9999 % 7 },
      ]);
      const [{ n }] = await db()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, 'product.import'));
      expect(n).toBeGreaterThanOrEqual(10_000);
    }, 120_000);
  });
});
