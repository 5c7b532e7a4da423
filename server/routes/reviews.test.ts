import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { app } from '@/server/app';
import { commentImages, comments, orderParts, orders, products, stores } from '@/server/db/schema';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get, post, type ApiAnswer } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { contractViolation } from '@/test/contract';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;
type Photo = { bytes: Uint8Array; name: string };

/** POST /store/comment/ as the storefront sends it: a form with the photos under `images`; the answer checked against the contract. */
async function review(
  headers: Headers,
  fields: Record<string, string | undefined>,
  photos: Photo[] = [],
  locale: 'uz' | 'ru' = 'uz',
  url = '/store/comment/',
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  for (const p of photos) form.append('images', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name));
  const res = await app.request(`/api/v1${url}`, { method: 'POST', headers: { ...headers, 'Accept-Language': locale }, body: form });
  const body = await res.json();
  const violation = contractViolation('POST', `/api/v1${url}`, res.status, body);
  if (violation) throw new Error(`contract: ${violation}`);
  return { status: res.status, body, headers: res.headers };
}

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe.each(testTargets())('shoppers’ reviews on %s', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-review-images-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const storedPhotos = () => (fs.existsSync(path.join(dir, 'review-images')) ? fs.readdirSync(path.join(dir, 'review-images')) : []);

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  const picked: number[] = [];
  /** A product no earlier call picked, with stock, of a store on the default delivery terms; `storeId` to pick the store. */
  async function product(storeId?: number) {
    const conditions = [sql`${products.available} > 0`, isNull(products.deletedAt)];
    if (picked.length) conditions.push(notInArray(products.id, picked));
    if (storeId) conditions.push(eq(products.storeId, storeId));
    const [row] = await db()
      .db.select({ id: products.id, storeId: products.storeId })
      .from(products)
      .where(and(...conditions))
      .orderBy(sql`random()`)
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: 50 }).where(eq(products.id, row!.id));
    await db()
      .db.update(stores)
      .set({ minOrder: 0, deliveryFee: 5000, freeDeliveryFrom: null, etaMin: 30, etaMax: 60, deliverySlots: [] })
      .where(eq(stores.id, row!.storeId));
    return row!;
  }

  async function order(headers: Headers, ids: number[]): Promise<number> {
    const address = await call('POST', '/store/shipping/', { headers, body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy' } });
    expect(address.status).toBe(201);
    const res = await call('POST', '/store/order/', {
      headers,
      body: {
        type: 'D',
        full_name: 'Aziz Karimov',
        phone_number: '+998901112233',
        delivery_address: address.body.result.id,
        products: ids.map((id) => ({ product: id, quantity: 1 })),
      },
    });
    expect(res.status).toBe(201);
    return res.body.result.id as number;
  }

  /** Marks every part of an order (or one store's) with a status, and the order with the one its parts give. */
  async function setParts(orderId: number, status: number, storeId?: number) {
    await db()
      .db.update(orderParts)
      .set({ status })
      .where(storeId ? and(eq(orderParts.orderId, orderId), eq(orderParts.storeId, storeId)) : eq(orderParts.orderId, orderId));
    if (!storeId) await db().db.update(orders).set({ status }).where(eq(orders.id, orderId));
  }

  /** A shopper who received a fresh product: their headers and the product. */
  async function buyer() {
    const headers = await shopper();
    const p = await product();
    await setParts(await order(headers, [p.id]), 6);
    return { headers, productId: p.id, storeId: p.storeId };
  }

  const rowsOf = (productId: number) => db().db.select().from(comments).where(eq(comments.productId, productId));
  const figures = async (productId: number) => {
    const [p] = await db().db.select({ rating: products.rating, count: products.ratingCount }).from(products).where(eq(products.id, productId));
    return p!;
  };
  const shownMean = async (productId: number) => {
    const rows = (await rowsOf(productId)).filter((r) => r.hiddenAt === null);
    return { count: rows.length, rating: rows.length ? Math.round((rows.reduce((a, r) => a + r.rating, 0) / rows.length) * 10) / 10 : 0 };
  };

  it('needs a login (401), for the post and for "may I review"', async () => {
    expectError(await review({}, { product_id: '1', rating: '5', comment: 'Zo‘r' }), 401, 'unauthorized');
    expectError(await review({ Authorization: 'Bearer nonsense' }, { product_id: '1', rating: '5', comment: 'Zo‘r' }), 401, 'unauthorized');
    expectError(await get('/store/comment/mine/1/'), 401, 'unauthorized');
  });

  it('refuses a shopper who has not received the product: 403 not_a_buyer in the request’s language; an unknown product is 404', async () => {
    const headers = await shopper();
    const p = await product();
    const fields = { product_id: String(p.id), rating: '4', comment: 'Yaxshi mahsulot' };
    const never = expectError(await review(headers, fields), 403, 'not_a_buyer');
    expect(never.message).toBe(uz.api.errors.not_a_buyer);
    expect(expectError(await review(headers, fields, [], 'ru'), 403, 'not_a_buyer').message).toBe(ru.api.errors.not_a_buyer);
    expect((await get(`/store/comment/mine/${p.id}/`, { headers })).body.result).toEqual({ can_review: false, comment: null, name: null });

    // Ordered, but not yet delivered (accepted, on the way): still no.
    const orderId = await order(headers, [p.id]);
    expectError(await review(headers, fields), 403, 'not_a_buyer');
    await setParts(orderId, 4);
    expectError(await review(headers, fields), 403, 'not_a_buyer');
    // Cancelled is not received either.
    await setParts(orderId, 8);
    expectError(await review(headers, fields), 403, 'not_a_buyer');
    expect(await rowsOf(p.id)).toEqual(expect.not.arrayContaining([expect.objectContaining({ comment: 'Yaxshi mahsulot' })]));

    expectError(await review(headers, { ...fields, product_id: '999999' }), 404, 'not_found');
    expectError(await get('/store/comment/mine/999999/', { headers }), 404, 'not_found');
    // A product its store deleted, or of a suspended store, is gone from the shop: 404 even for its buyer.
    const gone = await buyer();
    await db().db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.productId));
    expectError(await review(gone.headers, { ...fields, product_id: String(gone.productId) }), 404, 'not_found');
    await db().db.update(products).set({ deletedAt: null }).where(eq(products.id, gone.productId));
  });

  it('takes the review of a buyer whose order the store delivered through the console (201), shows it, and lets the store answer it', async () => {
    const headers = await shopper();
    const p = await product();
    const orderId = await order(headers, [p.id]);
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: p.storeId }]);
    for (const status of [3, 4, 6]) expect((await post(`/console/orders/${orderId}/status/`, { status }, { headers: seller.headers })).status).toBe(200);
    expect((await get(`/store/comment/mine/${p.id}/`, { headers })).body.result).toEqual({ can_review: true, comment: null, name: null });

    const before = await figures(p.id);
    // Warm the caches, so that the test sees them forgotten.
    await get(`/store/products/${p.id}/`);
    await get(`/store/comments/${p.id}/?size=100`);
    const written = await review(headers, { product_id: String(p.id), rating: '5', comment: '  Juda mazali, <b>yangi</b> edi!  ', name: 'Dilnoza' });
    expect(written.status).toBe(201);
    const comment = written.body.result;
    expect(comment).toMatchObject({ name: 'Dilnoza', rating: 5, comment: 'Juda mazali, <b>yangi</b> edi!', images: [], answers: [] });

    const after = await figures(p.id);
    expect(after.count).toBe(before.count + 1);
    expect(after).toEqual(await shownMean(p.id));
    const product1 = await get(`/store/products/${p.id}/`);
    expect(product1.body.result).toMatchObject({ rating_count: after.count });
    expect(product1.body.result.rating).toBeCloseTo(after.rating, 5);
    expect(product1.body.result.comments[0]).toMatchObject({ id: comment.id, name: 'Dilnoza' });
    const page = await get(`/store/comments/${p.id}/?size=100`);
    expect(page.body.result.content[0]).toMatchObject({ id: comment.id });
    expect(page.body.result.rating_count['5']).toBeGreaterThanOrEqual(1);
    expect((await get(`/store/comment/mine/${p.id}`, { headers })).body.result).toEqual({ can_review: true, comment, name: 'Dilnoza' });

    // The store sees it in the console and answers; the answer shows under it.
    const listed = await get(`/console/reviews/?product=${p.id}`, { headers: seller.headers });
    expect(listed.body.result.content[0]).toMatchObject({
      id: comment.id,
      product: { id: p.id },
      store: { id: p.storeId },
      name: 'Dilnoza',
      rating: 5,
      hidden: false,
    });
    expect((await post(`/console/reviews/${comment.id}/answer/`, { text: 'Rahmat, yana keling!' }, { headers: seller.headers })).status).toBe(200);
    const mine = (await get(`/store/comment/mine/${p.id}/`, { headers })).body.result.comment;
    expect(mine.answers).toEqual([expect.objectContaining({ comment: 'Rahmat, yana keling!' })]);
  });

  it('edits on a second post (200): still one row, the rating follows; the path answers without its slash', async () => {
    const { headers, productId } = await buyer();
    const first = await review(headers, { product_id: String(productId), rating: '1', comment: 'Yomon', name: 'Aziz' });
    expect(first.status).toBe(201);
    expect(await figures(productId)).toEqual(await shownMean(productId));
    const low = await figures(productId);

    const second = await review(headers, { product_id: String(productId), rating: '5', comment: 'Aslida yaxshi ekan' }, [], 'uz', '/store/comment');
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({
      id: first.body.result.id,
      rating: 5,
      comment: 'Aslida yaxshi ekan',
      name: uz.api.reviews.anonymous,
      created_at: first.body.result.created_at,
    });
    const mine = (await rowsOf(productId)).filter((r) => r.userId !== null);
    expect(mine).toHaveLength(1);
    const high = await figures(productId);
    expect(high).toEqual(await shownMean(productId));
    expect(high.count).toBe(low.count);
    expect(high.rating).toBeGreaterThan(low.rating);

    // Two posts at once still make one row.
    const other = await buyer();
    const both = await Promise.all(
      [1, 2].map((n) => review(other.headers, { product_id: String(other.productId), rating: String(n + 2), comment: `Bir vaqtda ${n}` })),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
    expect((await rowsOf(other.productId)).filter((r) => r.userId !== null)).toHaveLength(1);
    expect(await figures(other.productId)).toEqual(await shownMean(other.productId));
  });

  it('goes under the anonymous word of the request’s language for a name absent, empty or "null"', async () => {
    const { headers, productId } = await buyer();
    const base = { product_id: String(productId), rating: '4', comment: 'Yaxshi' };
    expect((await review(headers, base)).body.result.name).toBe(uz.api.reviews.anonymous);
    expect((await review(headers, { ...base, name: 'Dilnoza' })).body.result.name).toBe('Dilnoza');
    expect((await review(headers, { ...base, name: '' })).body.result.name).toBe(uz.api.reviews.anonymous);
    expect((await review(headers, { ...base, name: 'null' }, [], 'ru')).body.result.name).toBe(ru.api.reviews.anonymous);
    expect((await review(headers, { ...base, name: '   ' }, [], 'ru')).body.result.name).toBe(ru.api.reviews.anonymous);
    // The form reads back an anonymous review's name as none.
    expect((await get(`/store/comment/mine/${productId}/`, { headers })).body.result).toMatchObject({
      can_review: true,
      name: null,
      comment: { name: ru.api.reviews.anonymous },
    });
  });

  it('takes photos by their content, resized to WebP and served; edits replace them only when photos are sent', async () => {
    const { headers, productId } = await buyer();
    const base = { product_id: String(productId), rating: '5', comment: 'Rasmlar bilan' };
    const before = storedPhotos().length;

    // A text file named .png: 415, nothing written, no file left.
    const fake = await review(headers, base, [{ bytes: new TextEncoder().encode('not a picture at all'), name: 'photo.png' }]);
    expect(expectError(fake, 415, 'unsupported_media_type').fields).toEqual({ 'images.0': uz.api.fields.imageType });
    // One good photo and one bad: the good one is not kept either.
    const mixed = await review(headers, base, [
      { bytes: await png(), name: 'a.png' },
      { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), name: 'b.png' },
    ]);
    expect(expectError(mixed, 415, 'unsupported_media_type').fields).toHaveProperty(['images.1']);
    // Five photos: 400.
    const five = await review(headers, base, await Promise.all([1, 2, 3, 4, 5].map(async (n) => ({ bytes: await png(10, 10), name: `${n}.png` }))));
    expect(expectError(five, 400, 'validation_error').fields).toHaveProperty('images');
    // Too big: 413.
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expectError(await review(headers, base, [{ bytes: big, name: 'big.jpg' }]), 413, 'payload_too_large');
    expect(await rowsOf(productId)).toEqual(expect.not.arrayContaining([expect.objectContaining({ comment: 'Rasmlar bilan' })]));
    expect(storedPhotos()).toHaveLength(before);

    const jpeg = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer(),
    );
    const written = await review(headers, base, [
      { bytes: await png(), name: 'olma.png' },
      { bytes: jpeg, name: 'a.txt' },
    ]);
    expect(written.status).toBe(201);
    const images: { id: number; image: string }[] = written.body.result.images;
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.image).toMatch(/^http:\/\/localhost:3000\/api\/v1\/media\/review-images\/[A-Za-z0-9_-]{20,}\.webp$/);
    const served = await app.request(images[0]!.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    // Smaller photos are not enlarged.
    expect(await sharp(Buffer.from(await (await app.request(images[1]!.image)).arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 200,
    });
    expect((await app.request('/api/v1/media/review-images/nope.webp')).status).toBe(404);
    expect(storedPhotos()).toHaveLength(before + 2);

    // An edit without photos keeps them; with photos replaces them, and the old files go.
    const kept = await review(headers, { ...base, comment: 'Matn oʻzgardi' });
    expect(kept.body.result.images).toEqual(images);
    const replaced = await review(headers, base, [{ bytes: await png(200, 200), name: 'yangi.webp' }]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.result.images).toHaveLength(1);
    expect(replaced.body.result.images[0].image).not.toBe(images[0]!.image);
    expect((await app.request(images[0]!.image)).status).toBe(404);
    expect(storedPhotos()).toHaveLength(before + 1);
    const [{ n }] = await db().db.select({ n: count() }).from(commentImages).where(eq(commentImages.commentId, written.body.result.id));
    expect(n).toBe(1);
  });

  it('answers bad input with 400 validation_error and its fields, never a 500, and writes nothing', async () => {
    const { headers, productId } = await buyer();
    const good = { product_id: String(productId), rating: '3', comment: 'Oʻrtacha' };
    const fieldsOf = async (fields: Record<string, string | undefined>) => expectError(await review(headers, fields), 400, 'validation_error').fields ?? {};

    for (const rating of ['0', '6', 'abc', '4.5', '-1', '']) expect(await fieldsOf({ ...good, rating })).toEqual({ rating: uz.api.fields.reviewRating });
    expect(await fieldsOf({ ...good, rating: undefined })).toEqual({ rating: uz.api.fields.required });
    expect(await fieldsOf({ ...good, comment: '' })).toEqual({ comment: uz.api.fields.reviewComment });
    expect(await fieldsOf({ ...good, comment: ' \n\t ' })).toEqual({ comment: uz.api.fields.reviewComment });
    expect(await fieldsOf({ ...good, comment: undefined })).toEqual({ comment: uz.api.fields.required });
    expect(await fieldsOf({ ...good, comment: 'a'.repeat(1001) })).toEqual({ comment: 'Koʻpi bilan 1000 ta belgi' });
    expect(await fieldsOf({ ...good, comment: 'nul\u0000byte' })).toHaveProperty('comment');
    expect(await fieldsOf({ ...good, name: 'x'.repeat(61) })).toHaveProperty('name');
    expect(await fieldsOf({ ...good, name: 'a\u0000' })).toHaveProperty('name');
    expect(await fieldsOf({ ...good, product_id: 'abc' })).toHaveProperty('product_id');
    expect(await fieldsOf({ ...good, product_id: '0' })).toHaveProperty('product_id');
    expect(await fieldsOf({ ...good, product_id: undefined })).toHaveProperty('product_id');
    expect(await fieldsOf({ ...good, extra: 'x' })).toHaveProperty('extra');
    // In Russian too.
    expect(expectError(await review(headers, { ...good, rating: '9' }, [], 'ru'), 400, 'validation_error').fields).toEqual({
      rating: ru.api.fields.reviewRating,
    });
    // A JSON body is not the form: 415.
    expectError(await call('POST', '/store/comment/', { headers, body: good }), 415, 'unsupported_media_type');
    // A broken form: 400.
    const broken = await app.request('/api/v1/store/comment/', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nnonsense',
    });
    expect(broken.status).toBe(400);
    expect(await rowsOf(productId)).toEqual(expect.not.arrayContaining([expect.objectContaining({ userId: expect.any(Number) })]));

    // Exactly 1000 characters (after trimming) is fine.
    expect((await review(headers, { ...good, comment: ` ${'b'.repeat(1000)} ` })).status).toBe(201);
  });

  it('counts the review of a store that delivered its part, not of one that cancelled it', async () => {
    const headers = await shopper();
    const a = await product(1);
    const b = await product(2);
    const orderId = await order(headers, [a.id, b.id]);
    await setParts(orderId, 6, 1);
    await setParts(orderId, 8, 2);
    await db().db.update(orders).set({ status: 6 }).where(eq(orders.id, orderId));
    expect((await review(headers, { product_id: String(a.id), rating: '5', comment: 'Keldi' })).status).toBe(201);
    expectError(await review(headers, { product_id: String(b.id), rating: '5', comment: 'Kelmadi' }), 403, 'not_a_buyer');
    // Picked up (7) counts like delivered.
    const pickup = await shopper();
    const c = await product();
    await db().db.update(stores).set({ pickup: true }).where(eq(stores.id, c.storeId));
    const res = await call('POST', '/store/order/', {
      headers: pickup,
      body: { type: 'T', full_name: 'Olib Ketuvchi', phone_number: '+998901112233', products: [{ product: c.id, quantity: 1 }] },
    });
    expect(res.status).toBe(201);
    await setParts(res.body.result.id, 7);
    expect((await review(pickup, { product_id: String(c.id), rating: '2', comment: 'Olib ketdim' })).status).toBe(201);
  });

  it('allows 10 posts an hour per shopper, then 429 rate_limited with Retry-After', async () => {
    const { headers, productId } = await buyer();
    for (let i = 1; i <= 10; i += 1)
      expect((await review(headers, { product_id: String(productId), rating: String((i % 5) + 1), comment: `Urinish ${i}` })).status).toBe(i === 1 ? 201 : 200);
    const limited = await review(headers, { product_id: String(productId), rating: '5', comment: 'Yana' });
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await rowsOf(productId)).find((r) => r.userId !== null)?.comment).toBe('Urinish 10');
    // Another shopper is not held back.
    const other = await buyer();
    expect((await review(other.headers, { product_id: String(other.productId), rating: '5', comment: 'Men ham' })).status).toBe(201);
  });

  it('declares the routes in the OpenAPI document, the form as multipart', async () => {
    const doc = (await get('/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v1/store/comment'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/v1/store/comment'].post.responses).toHaveProperty('201');
    expect(doc.paths['/api/v1/store/comment/mine/{id}'].get.responses).toHaveProperty('200');
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain('not_a_buyer');
  });
});
