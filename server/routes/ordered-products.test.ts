import { and, eq, notInArray, sql } from 'drizzle-orm';
import { products, stores } from '@/server/db/schema';
import { call, expectError, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

/** "Buy again": GET /store/orders/products/. */
describe.each(testTargets())('the products of the caller’s orders on %s', (target) => {
  const db = useSeededDb(target);

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  const picked: number[] = [];
  /** A product no earlier call picked, with stock, its store on the default delivery terms. */
  async function product() {
    const conditions = [sql`${products.available} > 0`];
    if (picked.length) conditions.push(notInArray(products.id, picked));
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
    return row!.id;
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

  const ordered = (headers: Headers, query = '', locale: 'uz' | 'ru' = 'uz') => get(`/store/orders/products/${query}`, { headers, locale });
  const idsOf = (res: { body: { result: { content: { id: number }[] } } }) => res.body.result.content.map((p) => p.id);

  it('needs a login', async () => {
    expectError(await get('/store/orders/products/'), 401, 'unauthorized');
  });

  it('is empty for a shopper without orders', async () => {
    const res = await ordered(await shopper());
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ content: [], empty: true, totalElements: 0, number: 1, size: 12 });
  });

  it('lists each ordered product once, the most often ordered first, cancelled orders aside', async () => {
    const headers = await shopper();
    const [a, b, c, d] = [await product(), await product(), await product(), await product()];
    await order(headers, [a]);
    await order(headers, [b, c]);
    const cancelled = await order(headers, [d]);
    expect((await get(`/store/order/canceled/${cancelled}/`, { headers })).status).toBe(200);
    await order(headers, [a]);

    const res = await ordered(headers);
    expect(res.status).toBe(200);
    const ids = idsOf(res);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(a);
    expect(new Set(ids.slice(1))).toEqual(new Set([b, c]));
    expect(ids).not.toContain(d);
    expect(res.body.result.totalElements).toBe(3);

    // Paged in SQL: one a page, the same order.
    const second = await ordered(headers, '?page=2&size=1');
    expect(idsOf(second)).toEqual([ids[1]]);
    expect(second.body.result).toMatchObject({ number: 2, size: 1, totalElements: 3, totalPages: 3, first: false, last: false });
  });

  it('puts the most frequently ordered first (in how many orders), then the most recently ordered', async () => {
    const headers = await shopper();
    const [weekly, once, twice, lately] = [await product(), await product(), await product(), await product()];
    // Ordered three times, all before the rest: frequency leads, not recency.
    await order(headers, [weekly]);
    await order(headers, [weekly, twice]);
    await order(headers, [weekly]);
    await order(headers, [once]);
    await order(headers, [twice]);
    await order(headers, [lately]);
    // A cancelled order does not count towards how often.
    const cancelled = await order(headers, [once, lately]);
    expect((await get(`/store/order/canceled/${cancelled}/`, { headers })).status).toBe(200);
    // Ordered once each: the more recent first.
    expect(idsOf(await ordered(headers))).toEqual([weekly, twice, lately, once]);
    // One line of 5 is one order, not five: quantity does not make a product frequent.
    const bulk = await product();
    const res = await call('POST', '/store/shipping/', { headers, body: { address_name: 'Ish', address: 'Toshkent, Yunusobod 4-kvartal, 7-uy' } });
    const placed = await call('POST', '/store/order/', {
      headers,
      body: {
        type: 'D',
        full_name: 'Aziz Karimov',
        phone_number: '+998901112233',
        delivery_address: res.body.result.id,
        products: [{ product: bulk, quantity: 5 }],
      },
    });
    expect(placed.status).toBe(201);
    expect(idsOf(await ordered(headers))).toEqual([weekly, twice, bulk, lately, once]);
  });

  it('answers the products as they are now (price, stock), in the request’s language', async () => {
    const headers = await shopper();
    const id = await product();
    await order(headers, [id]);
    await db().db.update(products).set({ price: 12_340, discount: 0, discountPrice: 12_340, available: 0 }).where(eq(products.id, id));
    const [uz, ru] = [await ordered(headers, '', 'uz'), await ordered(headers, '', 'ru')];
    expect(uz.body.result.content[0]).toMatchObject({ id, price: 12_340, discount_price: 12_340, available: 0 });
    const [row] = await db().db.select({ nameUz: products.nameUz, nameRu: products.nameRu }).from(products).where(eq(products.id, id));
    expect(uz.body.result.content[0].name).toBe(row!.nameUz);
    expect(ru.body.result.content[0].name).toBe(row!.nameRu);
  });

  it('never shows one shopper another’s products', async () => {
    const [alice, bob] = [await shopper(), await shopper()];
    const [x, y] = [await product(), await product()];
    await order(alice, [x]);
    expect(idsOf(await ordered(bob))).toEqual([]);
    await order(bob, [y]);
    expect(idsOf(await ordered(alice))).toEqual([x]);
    expect(idsOf(await ordered(bob))).toEqual([y]);
  });

  it('refuses a bad page or size', async () => {
    const headers = await shopper();
    for (const query of ['?size=0', '?size=-1', '?page=0', '?page=x']) expectError(await ordered(headers, query), 400, 'validation_error');
  });
});
