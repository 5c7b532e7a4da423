import { and, asc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { backInStockRequests, products, smsMessages, stores } from '@/server/db/schema';
import { backInStockSettled, sendBackInStockNotices } from '@/server/services/back-in-stock';
import { setSmsForTests } from '@/server/sms';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

describe.each(testTargets())('back in stock on %s', (target) => {
  const db = useSeededDb(target);

  async function shopper(): Promise<{ headers: Headers; phone: string }> {
    const { phone, password } = await createAccount(db());
    return { headers: bearer((await loginAs(phone, password)).access_token), phone };
  }

  /** A product of the shop no other test took, its stock set, its store open to orders (no schedule, no pause, no minimum). */
  const taken: number[] = [];
  async function productWith(stock: number, traits: { pickup?: boolean } = {}) {
    const [row] = await db()
      .db.select({ id: products.id, storeId: products.storeId, nameRu: products.nameRu, nameUz: products.nameUz })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(
        and(
          isNull(products.deletedAt),
          gt(products.available, 0),
          taken.length ? notInArray(products.id, taken) : undefined,
          traits.pickup ? eq(stores.pickup, true) : undefined,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    taken.push(row!.id);
    await db().db.update(products).set({ available: stock, stoppedUntil: null }).where(eq(products.id, row!.id));
    await db().db.update(stores).set({ schedule: null, pausedUntil: null, minOrder: 0 }).where(eq(stores.id, row!.storeId));
    return row!;
  }

  /** The back-in-stock notices a phone got (the outbox keeps every SMS in the tests). */
  async function noticesTo(phone: string): Promise<string[]> {
    await backInStockSettled();
    const rows = await db().db.select({ text: smsMessages.text }).from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(asc(smsMessages.id));
    return rows.map((r) => r.text).filter((t) => /sotuvda|в продаже/.test(t));
  }

  const wait = (headers: Headers, id: number, locale: 'uz' | 'ru' = 'uz') => call('POST', `/store/products/back-in-stock/${id}/`, { headers, locale });
  const patchAsStaff = (headers: Headers, id: number, body: Record<string, unknown>) => call('PATCH', `/console/products/${id}/`, { headers, body });

  it('is for logged-in shoppers only: 401 for a visitor on every call', async () => {
    expectError(await get('/store/products/back-in-stock/'), 401, 'unauthorized');
    expectError(await post('/store/products/back-in-stock/1/'), 401, 'unauthorized');
    expectError(await call('DELETE', '/store/products/back-in-stock/1/'), 401, 'unauthorized');
  });

  it('waits for an out-of-stock product, refuses an in-stock one (409), an unknown or hidden one (404), a bad id (400); stops waiting', async () => {
    const { headers } = await shopper();
    const out = await productWith(0);
    const inStock = await productWith(4);
    const hidden = await productWith(0);
    await db().db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, hidden.id));

    const refused = await wait(headers, inStock.id);
    expectError(refused, 409, 'conflict');
    expect(refused.body.error.message).toMatch(/sotuvda bor/);
    expectError(await wait(headers, 999_999), 404, 'not_found');
    expectError(await wait(headers, hidden.id), 404, 'not_found');
    expectError(await post('/store/products/back-in-stock/abc/', undefined, { headers }), 400, 'validation_error');

    expect((await wait(headers, out.id)).body.result).toEqual({ product_ids: [out.id] });
    // Asking twice is one request.
    expect((await wait(headers, out.id)).body.result).toEqual({ product_ids: [out.id] });
    expect((await get('/store/products/back-in-stock/', { headers })).body.result).toEqual({ product_ids: [out.id] });
    expect((await call('DELETE', `/store/products/back-in-stock/${out.id}/`, { headers })).body.result).toEqual({ product_ids: [] });
    // Stopping twice is no error.
    expect((await call('DELETE', `/store/products/back-in-stock/${out.id}/`, { headers })).status).toBe(200);
    // Another shopper's list is their own.
    const other = await shopper();
    await wait(headers, out.id);
    expect((await get('/store/products/back-in-stock/', { headers: other.headers })).body.result).toEqual({ product_ids: [] });
  });

  it('a console edit from 0 sends one notice, in the language the shopper asked in; raising stock again sends none', async () => {
    const ru = await shopper();
    const uz = await shopper();
    const p = await productWith(0);
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: p.storeId }]);
    await wait(ru.headers, p.id, 'ru');
    await wait(uz.headers, p.id, 'uz');

    expect((await patchAsStaff(seller.headers, p.id, { available: 5 })).status).toBe(200);
    const [toRu] = await noticesTo(ru.phone);
    expect(toRu).toContain(p.nameRu);
    expect(toRu).toContain('снова в продаже');
    expect(toRu).toMatch(new RegExp(`/ru/products/${p.id}$`));
    const [toUz] = await noticesTo(uz.phone);
    expect(toUz).toContain(p.nameUz);
    expect(toUz).toMatch(new RegExp(`/uz/products/${p.id}$`));

    await patchAsStaff(seller.headers, p.id, { available: 9 });
    await patchAsStaff(seller.headers, p.id, { available: 0 });
    await patchAsStaff(seller.headers, p.id, { available: 3 });
    expect(await sendBackInStockNotices(db().db)).toBe(0);
    expect(await noticesTo(ru.phone)).toHaveLength(1);
    expect(await noticesTo(uz.phone)).toHaveLength(1);
    expect((await get('/store/products/back-in-stock/', { headers: ru.headers })).body.result).toEqual({ product_ids: [] });

    // Sold out again, the shopper may ask again, and hears once more when it is back.
    await patchAsStaff(seller.headers, p.id, { available: 0 });
    expect((await wait(ru.headers, p.id, 'ru')).status).toBe(200);
    await patchAsStaff(seller.headers, p.id, { available: 1 });
    expect(await noticesTo(ru.phone)).toHaveLength(2);
  });

  it('a price-list import that brings stock back sends the notice', async () => {
    const s = await shopper();
    const p = await productWith(0);
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: p.storeId }]);
    await wait(s.headers, p.id);
    const res = await call('POST', '/console/products/import/', {
      headers: { ...seller.headers, 'Content-Type': 'text/csv' },
      rawBody: `id,stock\n${p.id},4\n`,
    });
    expect(res.body.result).toMatchObject({ applied: true });
    expect(await noticesTo(s.phone)).toHaveLength(1);
  });

  it("an order's cancellation that gives the stock back sends the notice", async () => {
    const buyer = await shopper();
    const waiter = await shopper();
    const p = await productWith(2, { pickup: true });
    const placed = await call('POST', '/store/order/', {
      headers: buyer.headers,
      body: { full_name: 'Aziz Karimov', phone_number: buyer.phone, type: 'T', products: [{ product: p.id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    await wait(waiter.headers, p.id);
    expect((await get(`/store/order/canceled/${placed.body.result.id}/`, { headers: buyer.headers })).body.result.status).toBe(8);
    expect(await noticesTo(waiter.phone)).toHaveLength(1);
  });

  it('sends nothing for a hidden product or while its store is paused or suspended; the job sends once the store takes orders again', async () => {
    const s = await shopper();
    const deleted = await productWith(0);
    const paused = await productWith(0);
    await wait(s.headers, deleted.id);
    await wait(s.headers, paused.id);
    await db().db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
    await db()
      .db.update(stores)
      .set({ pausedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(stores.id, paused.storeId));
    await db()
      .db.update(products)
      .set({ available: 5 })
      .where(sql`${products.id} IN (${deleted.id}, ${paused.id})`);
    expect(await sendBackInStockNotices(db().db)).toBe(0);
    expect(await noticesTo(s.phone)).toEqual([]);

    // A suspended store hides its products: still nothing.
    await db().db.update(stores).set({ pausedUntil: null, suspendedAt: new Date() }).where(eq(stores.id, paused.storeId));
    expect(await sendBackInStockNotices(db().db)).toBe(0);
    await db().db.update(stores).set({ suspendedAt: null }).where(eq(stores.id, paused.storeId));
    expect(await sendBackInStockNotices(db().db)).toBe(1);
    expect(await noticesTo(s.phone)).toHaveLength(1);
  });

  it('a stopped product can be waited for though it has stock; lifting the stop sends the notice', async () => {
    const s = await shopper();
    const p = await productWith(7);
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: p.storeId }]);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await patchAsStaff(seller.headers, p.id, { stopped_until: until })).status).toBe(200);
    expect((await wait(s.headers, p.id)).status).toBe(200);
    expect(await sendBackInStockNotices(db().db)).toBe(0);
    await patchAsStaff(seller.headers, p.id, { stopped_until: null });
    expect(await noticesTo(s.phone)).toHaveLength(1);
  });

  it('two senders at once send each notice once; a failed SMS is tried again by the next run', async () => {
    const a = await shopper();
    const b = await shopper();
    const p = await productWith(0);
    await wait(a.headers, p.id);
    await wait(b.headers, p.id);
    await db().db.update(products).set({ available: 3 }).where(eq(products.id, p.id));
    setSmsForTests({
      name: 'down',
      send: async () => {
        throw new Error('gateway down');
      },
    });
    try {
      expect(await sendBackInStockNotices(db().db)).toBe(0);
    } finally {
      setSmsForTests(undefined);
    }
    const pending = await db()
      .db.select()
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.productId, p.id), isNull(backInStockRequests.notifiedAt)));
    expect(pending).toHaveLength(2);
    const runs = await Promise.all([sendBackInStockNotices(db().db), sendBackInStockNotices(db().db, [p.id]), sendBackInStockNotices(db().db)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await noticesTo(a.phone)).toHaveLength(1);
    expect(await noticesTo(b.phone)).toHaveLength(1);
  });
});
