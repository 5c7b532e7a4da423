import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { discountedPrice } from '@/lib/domain/product-pricing';
import { PICTURE_MAX_BYTES } from '@/lib/domain/pictures';
import { app } from '@/server/app';
import { auditLog, categories, productImages, products } from '@/server/db/schema';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get, post, upload, type ApiAnswer } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

/**
 * Catalog work at scale: the products table's filters and bulk actions, a product made
 * with its photos in one request, and pictures kept at the size the shop shows them (a banner at
 * its width), served smaller from the same file.
 */

const png = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** POST /console/products/with-photos/: the product as JSON and the photos in order. */
async function createWithPhotos(
  headers: Headers,
  product: unknown,
  photos: { name: string; bytes: Uint8Array }[],
  locale: 'uz' | 'ru' = 'uz',
): Promise<ApiAnswer> {
  const form = new FormData();
  form.set('product', JSON.stringify(product));
  for (const p of photos) form.append('photos', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name));
  const res = await app.request('/api/v1/console/products/with-photos/', { method: 'POST', headers: { ...headers, 'Accept-Language': locale }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const bulk = (headers: Headers, body: unknown) => post('/console/products/bulk/', body, { headers });

describe.each(testTargets())('catalog at scale on %s', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-catalog-scale-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const storedFiles = () => (fs.existsSync(path.join(dir, 'product-images')) ? fs.readdirSync(path.join(dir, 'product-images')).length : 0);

  /** Live products of a store with stock, lowest ids first. */
  const liveOf = (storeId: number, count: number) =>
    db()
      .db.select()
      .from(products)
      .where(and(eq(products.storeId, storeId), isNull(products.deletedAt), gt(products.available, 0)))
      .orderBy(asc(products.id))
      .limit(count);
  const rowsOf = (ids: number[]) => db().db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const auditsOf = (ids: number[]) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), inArray(auditLog.entityId, ids.map(String))))
      .orderBy(asc(auditLog.id));
  const category = async () => (await db().db.select().from(categories).orderBy(asc(categories.id)).limit(1))[0]!;

  describe('the products table', () => {
    it('filters by stock (in, out, stopped), price range and no photo in SQL, and names the store', async () => {
      const storeId = 3;
      const [a, b, c] = await liveOf(storeId, 3);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      await db().db.update(products).set({ available: 0 }).where(eq(products.id, a!.id));
      const stopped = await call('PATCH', `/console/products/${b!.id}/`, {
        headers: seller.headers,
        body: { stopped_until: new Date(Date.now() + 3_600_000).toISOString() },
      });
      expect(stopped.status).toBe(200);
      await db().db.update(products).set({ price: 777_777 }).where(eq(products.id, c!.id));

      const list = async (query: string) => (await get(`/console/products/?size=100&${query}`, { headers: seller.headers })).body.result;
      const out = await list('stock=out');
      expect(out.content.map((p: { id: number }) => p.id)).toContain(a!.id);
      expect(out.content.every((p: { available: number }) => p.available === 0)).toBe(true);
      expect((await list('stock=stopped')).content.map((p: { id: number }) => p.id)).toEqual([b!.id]);
      const inStock = (await list('stock=in')).content.map((p: { id: number }) => p.id);
      expect(inStock).not.toContain(a!.id);
      expect(inStock).not.toContain(b!.id);
      expect(inStock).toContain(c!.id);
      const priced = await list('price_min=777777&price_max=777777');
      expect(priced.content.map((p: { id: number }) => p.id)).toEqual([c!.id]);
      expect(priced.totalElements).toBe(1);
      expect((await list('price_min=777778')).content.map((p: { id: number }) => p.id)).not.toContain(c!.id);
      // The demo's products have only drawn pictures: every one is "without a photo".
      const noPhoto = await list('no_photo=1');
      expect(noPhoto.totalElements).toBe((await list('')).totalElements);
      expect(noPhoto.content[0].store_name).toEqual(expect.any(String));
      expectError(await get('/console/products/?stock=maybe', { headers: seller.headers }), 400, 'validation_error');
      expectError(await get('/console/products/?price_min=-1', { headers: seller.headers }), 400, 'validation_error');

      // An operator sees whose product it is, and filters by store.
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const byStore = (await get(`/console/products/?store=${storeId}&stock=stopped`, { headers: operator.headers })).body.result;
      expect(byStore.content).toMatchObject([{ id: b!.id, store_id: storeId, store_name: expect.stringMatching(/\S/) }]);
    });
  });

  describe('bulk actions', () => {
    it("raises prices by a percent, rounded to whole so'm, the discount kept; audited; the shop shows them", async () => {
      const storeId = 4;
      const [a, b] = await liveOf(storeId, 2);
      await db().db.update(products).set({ price: 12_345, discount: 0, discountPrice: 12_345 }).where(eq(products.id, a!.id));
      await db()
        .db.update(products)
        .set({ price: 45_000, discount: 10, discountPrice: discountedPrice(45_000, 10) })
        .where(eq(products.id, b!.id));
      // The shop has read (and cached) them first.
      expect((await get(`/store/products/${a!.id}/`)).body.result.price).toBe(12_345);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);

      const res = await bulk(seller.headers, { action: 'price_percent', ids: [b!.id, a!.id], percent: 10 });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ action: 'price_percent', count: 2 });
      expect(res.body.result.products.map((p: { id: number; price: number }) => [p.id, p.price])).toEqual([
        [b!.id, 49_500],
        [a!.id, 13_580],
      ]);
      const rows = await rowsOf([a!.id, b!.id]);
      expect(rows.map((r) => [r.price, r.discount, r.discountPrice])).toEqual([
        [13_580, 0, 13_580],
        [49_500, 10, discountedPrice(49_500, 10)],
      ]);
      expect((await get(`/store/products/${a!.id}/`)).body.result).toMatchObject({ price: 13_580, discount_price: 13_580 });
      const audits = await auditsOf([a!.id, b!.id]);
      expect(audits.map((x) => [x.entityId, x.action, x.actorId, (x.before as { price: number }).price, (x.after as { price: number }).price])).toEqual([
        [String(a!.id), 'product.update', seller.userId, 12_345, 13_580],
        [String(b!.id), 'product.update', seller.userId, 45_000, 49_500],
      ]);

      // Down by 10 %: 13 580 less 10 % is 12 222; halves round up (11 110.5 → 11 111 for 12 345).
      await bulk(seller.headers, { action: 'price_percent', ids: [a!.id], percent: -10 });
      expect((await rowsOf([a!.id]))[0]!.price).toBe(12_222);
      // Never below 1 so'm.
      await db().db.update(products).set({ price: 50, discountPrice: 50 }).where(eq(products.id, a!.id));
      await bulk(seller.headers, { action: 'price_percent', ids: [a!.id], percent: -99 });
      expect((await rowsOf([a!.id]))[0]).toMatchObject({ price: 1, discountPrice: 1 });
    });

    it("refuses the whole request when one product is another store's, changing and auditing nothing", async () => {
      const [own1, own2] = await liveOf(5, 2);
      const [foreign] = await liveOf(6, 1);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 5 }]);
      const before = await rowsOf([own1!.id, own2!.id, foreign!.id]);
      for (const body of [
        { action: 'price_percent', ids: [own1!.id, own2!.id, foreign!.id], percent: 10 },
        { action: 'set_stock', ids: [own1!.id, foreign!.id], available: 3 },
        { action: 'delete', ids: [foreign!.id, own2!.id] },
        { action: 'stop', ids: [own1!.id, 999_999], stopped_until: new Date(Date.now() + 3_600_000).toISOString() },
      ]) {
        const refused = expectError(await bulk(seller.headers, body), 404, 'not_found');
        expect(refused.fields).toHaveProperty('ids');
      }
      expect(await rowsOf([own1!.id, own2!.id, foreign!.id])).toEqual(before);
      expect(await auditsOf([own1!.id, own2!.id, foreign!.id])).toEqual([]);

      // Bad input is 400, and changes nothing either.
      for (const body of [
        { action: 'price_percent', ids: [own1!.id], percent: 0 },
        { action: 'price_percent', ids: [own1!.id], percent: 2.5 },
        { action: 'price_percent', ids: [own1!.id], percent: -100 },
        { action: 'price_percent', ids: [], percent: 10 },
        { action: 'set_stock', ids: [own1!.id], available: -1 },
        { action: 'stop', ids: [own1!.id], stopped_until: null },
        { action: 'explode', ids: [own1!.id] },
        { action: 'resume', ids: [own1!.id], extra: 1 },
      ]) {
        expectError(await bulk(seller.headers, body), 400, 'validation_error');
      }
      // A price that would pass the limit: refused whole.
      await db().db.update(products).set({ price: 999_000_000, discountPrice: 999_000_000 }).where(eq(products.id, own2!.id));
      expect(
        expectError(await bulk(seller.headers, { action: 'price_percent', ids: [own1!.id, own2!.id], percent: 10 }), 400, 'validation_error').fields,
      ).toHaveProperty('percent');
      expect((await rowsOf([own1!.id]))[0]!.price).toBe(own1!.price);
      // Shoppers and visitors are kept out.
      expect((await post('/console/products/bulk/', { action: 'resume', ids: [own1!.id] })).status).toBe(401);
      const shopper = await staffHeaders(db());
      expectError(await bulk(shopper.headers, { action: 'resume', ids: [own1!.id] }), 403, 'forbidden');
    });

    it('sets stock, stops and resumes, and deletes: each audited as its single edit; the shop follows', async () => {
      const storeId = 7;
      const [a, b] = await liveOf(storeId, 2);
      const ids = [a!.id, b!.id];
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);

      expect((await bulk(seller.headers, { action: 'set_stock', ids, available: 0 })).body.result.count).toBe(2);
      expect((await rowsOf(ids)).map((r) => r.available)).toEqual([0, 0]);
      expect((await get(`/store/products/${a!.id}/`)).body.result.available).toBe(0);

      const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
      const stopped = await bulk(seller.headers, { action: 'stop', ids, stopped_until: until });
      expect(stopped.body.result.products.map((p: { stopped_until: string | null }) => p.stopped_until)).toEqual(
        [until, until].map((u) => new Date(u).toISOString()),
      );
      await bulk(seller.headers, { action: 'resume', ids });
      expect((await rowsOf(ids)).map((r) => r.stoppedUntil)).toEqual([null, null]);

      const deleted = await bulk(seller.headers, { action: 'delete', ids });
      expect(deleted.body.result.products.every((p: { deleted_at: string | null }) => p.deleted_at !== null)).toBe(true);
      expectError(await get(`/store/products/${a!.id}/`), 404, 'not_found');
      // A deleted product is not the seller's to change any more.
      expectError(await bulk(seller.headers, { action: 'resume', ids }), 404, 'not_found');

      const actions = (await auditsOf(ids)).map((x) => x.action);
      expect(actions).toEqual([
        'product.update',
        'product.update',
        'product.stop',
        'product.stop',
        'product.resume',
        'product.resume',
        'product.delete',
        'product.delete',
      ]);
    });
  });

  describe('a product with its photos in one step', () => {
    const product = async () => ({
      name_uz: 'Anor Qandahor',
      name_ru: 'Гранат Кандагар',
      price: 30_000,
      available: 5,
      amount_type: 'kg',
      category_id: (await category()).id,
    });

    it('creates the product with its photos in order, the first the cover, in one transaction; the shop shows them', async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 8 }]);
      const res = await createWithPhotos(seller.headers, await product(), [
        { name: 'old.png', bytes: await png(1200, 900, '#a33') },
        { name: 'second.png', bytes: await png(300, 300, '#33a') },
      ]);
      expect(res.status).toBe(201);
      const created = res.body.result;
      expect(created).toMatchObject({ store_id: 8, name_uz: 'Anor Qandahor', price: 30_000 });
      expect(created.images).toHaveLength(2);
      expect(created.image).toBe(created.images[0].image);
      const cover = await sharp(Buffer.from(await (await app.request(created.images[0].image)).arrayBuffer())).metadata();
      // The cover is the first photo, kept at the gallery's size; the second keeps its own smaller size.
      expect([cover.width, cover.height]).toEqual([640, 480]);
      const second = await sharp(Buffer.from(await (await app.request(created.images[1].image)).arrayBuffer())).metadata();
      expect([second.width, second.height]).toEqual([300, 300]);

      const shop = (await get(`/store/products/${created.id}/`)).body.result;
      expect(shop.images.map((i: { image: string }) => i.image)).toEqual(created.images.map((i: { image: string }) => i.image));
      const [audit] = await auditsOf([created.id]);
      expect(audit).toMatchObject({ action: 'product.create', actorId: seller.userId, after: expect.objectContaining({ images: expect.any(Array) }) });
      // It has photos now: not among those without.
      const noPhoto = (await get('/console/products/?size=100&no_photo=1&store=8', { headers: seller.headers })).body.result.content.map(
        (p: { id: number }) => p.id,
      );
      expect(noPhoto).not.toContain(created.id);
    });

    it('refuses a bad photo by name and leaves nothing: no product, no photo rows, no files', async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 9 }]);
      const count = async () =>
        (
          await db()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(products)
        )[0]!.n;
      const imageRows = async () =>
        (
          await db()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(productImages)
        )[0]!.n;
      const [productsBefore, imagesBefore, filesBefore] = [await count(), await imageRows(), storedFiles()];
      const good = { name: 'good.png', bytes: await png(400, 400) };

      const fake = await createWithPhotos(seller.headers, await product(), [good, { name: 'notes.png', bytes: new TextEncoder().encode('not a picture') }]);
      const typeError = expectError(fake, 415, 'unsupported_media_type');
      expect(typeError.fields!['photos.1']).toContain('notes.png');
      expect(typeError.message).toContain('notes.png');

      const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const tooBig = await createWithPhotos(seller.headers, await product(), [{ name: 'katta.png', bytes: big }, good], 'ru');
      expect(expectError(tooBig, 413, 'payload_too_large').fields!['photos.0']).toMatch(/^«katta\.png»: размер/);

      // A picture of more pixels than the limit (a small file can hold one): refused by its header.
      const huge = Buffer.from(await png(1, 1));
      huge.writeUInt32BE(8000, 16);
      huge.writeUInt32BE(6000, 20);
      huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)) >>> 0, 29);
      expect(
        expectError(await createWithPhotos(seller.headers, await product(), [{ name: 'huge.png', bytes: huge }]), 413, 'payload_too_large').fields!['photos.0'],
      ).toContain('huge.png');

      const six = Array.from({ length: 6 }, (_, i) => ({ ...good, name: `${i}.png` }));
      expect(expectError(await createWithPhotos(seller.headers, await product(), six), 400, 'validation_error').fields).toHaveProperty('photos');
      expect(expectError(await createWithPhotos(seller.headers, { ...(await product()), price: 0 }, [good]), 400, 'validation_error').fields).toHaveProperty(
        'price',
      );
      // Another store: 404 before a photo is read.
      expectError(await createWithPhotos(seller.headers, { ...(await product()), store_id: 10 }, [good]), 404, 'not_found');
      // A JSON body is not this route's.
      expectError(await post('/console/products/with-photos/', await product(), { headers: seller.headers }), 415, 'unsupported_media_type');

      expect([await count(), await imageRows(), storedFiles()]).toEqual([productsBefore, imagesBefore, filesBefore]);
    });

    it('removes the stored photos when the product cannot be written (a SKU taken meanwhile)', async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 11 }]);
      const first = await createWithPhotos(seller.headers, { ...(await product()), sku: 'TWICE-1' }, [{ name: 'a.png', bytes: await png(100, 100) }]);
      expect(first.status).toBe(201);
      const files = storedFiles();
      expectError(
        await createWithPhotos(seller.headers, { ...(await product()), sku: 'TWICE-1' }, [{ name: 'b.png', bytes: await png(100, 100) }]),
        409,
        'conflict',
      );
      expect(storedFiles()).toBe(files);
    });
  });

  describe('picture sizes', () => {
    it('keeps a banner at its width (1200×400 stays 1200×400) and serves it smaller from the same file', async () => {
      const operator = (await staffHeaders(db(), [{ role: 'operator' }])).headers;
      const res = await upload('/console/images/?use=banner', operator, await png(1200, 400, '#f5b041'), 'banner.png');
      expect(res.status).toBe(201);
      const image = res.body.result.path as string;
      const size = async (url: string) => {
        const answer = await app.request(url);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
        return [meta.format, meta.width, meta.height];
      };
      expect(await size(image)).toEqual(['webp', 1200, 400]);
      const copy = (w: number) => image.replace(/\.webp$/, `.${w}.webp`);
      expect(await size(copy(640))).toEqual(['webp', 640, 213]);
      expect(await size(copy(320))).toEqual(['webp', 320, 107]);
      // Asked wider than the file: the file as it is.
      expect(await size(copy(1440))).toEqual(['webp', 1200, 400]);
      // Only the set's widths.
      expect((await app.request(image.replace(/\.webp$/, '.641.webp'))).status).toBe(404);
      expect((await app.request(image.replace(/[^/]+\.webp$/, 'nope.640.webp'))).status).toBe(404);

      const banner = await post(
        '/console/banners/',
        { type: 'web', title_uz: 'Katta banner', title_ru: 'Большой баннер', image, color: '#DCF5DC', link: '/products' },
        { headers: operator },
      );
      expect(banner.status).toBe(201);
      const shown = (await get('/base/banner/?type=web')).body.result.find((b: { id: number }) => b.id === banner.body.result.id);
      expect(await size(new URL(shown.image).pathname)).toEqual(['webp', 1200, 400]);

      // A category's picture at the product photos' size; an icon or a logo (no use named) at 256.
      const wide = await png(2000, 1000);
      const sizeOf = async (use: string) => size((await upload(`/console/images/${use}`, operator, wide, 'c.png')).body.result.path);
      expect(await sizeOf('?use=category')).toEqual(['webp', 640, 320]);
      expect(await sizeOf('?use=icon')).toEqual(['webp', 256, 128]);
      expect(await sizeOf('')).toEqual(['webp', 256, 128]);
      expectError(await upload('/console/images/?use=poster', operator, wide, 'c.png'), 400, 'validation_error');
    });

    it("serves a product photo's card and thumbnail sizes from its one file", async () => {
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 12 }]);
      const created = (
        await createWithPhotos(seller.headers, { name_uz: 'Olma', name_ru: 'Яблоко', price: 9000, amount_type: 'kg', category_id: (await category()).id }, [
          {
            name: 'olma.jpg',
            bytes: await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#c00' } })
              .jpeg()
              .toBuffer(),
          },
        ])
      ).body.result;
      const image = new URL(created.image).pathname;
      const meta = async (url: string) => sharp(Buffer.from(await (await app.request(url)).arrayBuffer())).metadata();
      expect((await meta(image)).width).toBe(640);
      expect((await meta(image.replace(/\.webp$/, '.160.webp'))).width).toBe(160);
      expect((await meta(image.replace(/\.webp$/, '.96.webp'))).width).toBe(96);
    });
  });
});
