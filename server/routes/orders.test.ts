import { and, eq, notInArray, sql } from 'drizzle-orm';
import { orders, products, promoCodes, stores } from '@/server/db/schema';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

describe.each(testTargets())('promo codes, addresses and orders on %s', (target) => {
  const db = useSeededDb(target);

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  /** A product in stock from a store with the given traits, with its stock set to `stock`. */
  // A product no earlier call picked: two picks in one test (plenty and scarce) must differ.
  const picked: number[] = [];
  async function product(traits: { pickup?: boolean; freeShipping?: boolean } = {}, stock = 50) {
    const conditions = [sql`${products.available} > 0`];
    if (picked.length) conditions.push(notInArray(products.id, picked));
    if (traits.pickup !== undefined) conditions.push(eq(stores.pickup, traits.pickup));
    if (traits.freeShipping !== undefined) conditions.push(eq(stores.freeShipping, traits.freeShipping));
    const [row] = await db()
      .db.select({ id: products.id, price: products.price, discountPrice: products.discountPrice })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(...conditions))
      .orderBy(sql`random()`)
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: stock }).where(eq(products.id, row!.id));
    return row!;
  }

  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  async function address(headers: Headers) {
    const res = await call('POST', '/store/shipping/', { headers, body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy', latitude: 41.28, longitude: 69.2 } });
    expect(res.status).toBe(201);
    return res.body.result.id as number;
  }

  const order = (headers: Headers, body: Record<string, unknown>, extra: Headers = {}) =>
    call('POST', '/store/order/', { headers: { ...headers, ...extra }, body: { full_name: 'Aziz Karimov', phone_number: '+998901112233', ...body } });

  describe('promo codes', () => {
    it.each([
      ['SAVAT10', 10],
      ['  savat10 ', 10],
      ['YANGI15', 15],
    ])('accepts %s', async (code, discount) => {
      const res = await post('/store/check_promo_code/', { promo_code: code });
      expect(res.body.result).toEqual({ promocode: code.trim().toUpperCase(), discount });
    });

    it.each(['BAHOR20', 'TUGADI30', 'KELAJAK25', 'NOSUCH'])('refuses %s (expired, used up, not yet valid, unknown)', async (code) => {
      expectError(await post('/store/check_promo_code/', { promo_code: code }), 400, 'invalid_promo_code');
    });
  });

  describe('shipping addresses', () => {
    it('keeps one main address and hides each user’s addresses from the others', async () => {
      const a = await shopper();
      const b = await shopper();
      const first = await address(a);
      const second = (await call('POST', '/store/shipping/', { headers: a, body: { address_name: 'Ish', address: 'Yunusobod 4', main_address: true } })).body.result;
      let list = (await get('/store/shipping/list/', { headers: a })).body.result;
      expect(list.map((x: { id: number; main_address: boolean }) => [x.id, x.main_address])).toEqual([
        [second.id, true],
        [first, false],
      ]);
      await call('PATCH', `/store/shipping/update/${first}/`, { headers: a, body: { main_address: true, floor: '3' } });
      list = (await get('/store/shipping/list/', { headers: a })).body.result;
      expect(list[0]).toMatchObject({ id: first, main_address: true, floor: '3' });
      expect(list[1]).toMatchObject({ id: second.id, main_address: false });

      expectError(await call('PATCH', `/store/shipping/update/${first}/`, { headers: b, body: { floor: '9' } }), 404, 'not_found');
      expectError(await call('DELETE', `/store/shipping/delete/${first}/`, { headers: b }), 404, 'not_found');
      expect((await get('/store/shipping/list/', { headers: b })).body.result).toEqual([]);
      expect((await call('DELETE', `/store/shipping/delete/${first}/`, { headers: a })).status).toBe(200);
      expectError(await call('POST', '/store/shipping/', { headers: a, body: { address_name: '', address: 'x' } }), 400, 'validation_error');
      expectError(await call('POST', '/store/shipping/', { headers: a, body: { address_name: 'x', address: 'y', latitude: 91 } }), 400, 'validation_error');
      expectError(await get('/store/shipping/list/'), 401, 'unauthorized');
    });
  });

  describe('orders', () => {
    it('prices a delivery order from the database with a promo code, ignoring client prices, and takes stock', async () => {
      const headers = await shopper();
      const where = await address(headers);
      const p = await product({ freeShipping: false }, 10);
      const res = await order(headers, { type: 'D', delivery_address: where, promocode: 'savat10', products: [{ product: p.id, quantity: 2, price: 1 }], total_price: 1, all_prices: 1 });
      expect(res.status).toBe(201);
      const o = res.body.result;
      const all = p.price * 2;
      const discount = (p.price - p.discountPrice) * 2;
      const promo = Math.round(((all - discount) * 10) / 100);
      expect(o).toMatchObject({
        type: 'D',
        status: 2,
        status_name: 'Qabul qilindi',
        all_prices: all,
        sale_price: discount,
        sale_price_promo_code: promo,
        delivery_price: 5000,
        total_price: all - discount - promo + 5000,
        promo_code: { promocode: 'SAVAT10', discount: 10 },
        delivery_address: { id: where, address_name: 'Uy' },
        pickup_until: null,
        payment_type: 'cash',
      });
      expect(o.order_items).toEqual([expect.objectContaining({ quantity: 2, price: p.price, discount_price: p.discountPrice, product: expect.objectContaining({ id: p.id }) })]);
      expect(o.status_history).toEqual([expect.objectContaining({ status: 2 })]);
      expect(await stockOf(p.id)).toBe(8);
      expect((await get('/store/orders/last/', { headers })).body.result.id).toBe(o.id);
      expect((await get(`/store/order/${o.id}/`, { headers, locale: 'ru' })).body.result.status_name).toBe('Принят');
      // YANGI15 allows one use per shopper.
      expect((await order(headers, { type: 'D', delivery_address: where, promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      expectError(await order(headers, { type: 'D', delivery_address: where, promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] }), 400, 'invalid_promo_code');
      expectError(await post('/store/check_promo_code/', { promo_code: 'YANGI15' }, { headers }), 400, 'invalid_promo_code');
      expect(await stockOf(p.id)).toBe(7);
    });

    it('costs no delivery for pickup (held 4 h) or when every item ships free', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true });
      const pickup = (await order(headers, { type: 'T', payment_type: 'card', products: [{ product: p.id, quantity: 1 }] })).body.result;
      expect(pickup).toMatchObject({ delivery_price: 0, delivery_address: null, payment_type: 'card' });
      expect(Date.parse(pickup.pickup_until) - Date.parse(pickup.created_at)).toBe(4 * 3_600_000);

      const free = await product({ freeShipping: true });
      const where = await address(headers);
      expect((await order(headers, { type: 'D', delivery_address: where, products: [{ product: free.id, quantity: 1 }] })).body.result.delivery_price).toBe(0);

      const noPickup = await product({ pickup: false });
      expectError(await order(headers, { type: 'T', products: [{ product: noPickup.id, quantity: 1 }] }), 400, 'validation_error');
      expectError(await order(headers, { type: 'D', products: [{ product: free.id, quantity: 1 }] }), 400, 'validation_error');
    });

    it('answers 409 not_available naming each short product and writes nothing', async () => {
      const headers = await shopper();
      const where = await address(headers);
      const plenty = await product({}, 20);
      const scarce = await product({}, 2);
      const before = (await db().db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n;
      const res = await order(headers, { type: 'D', delivery_address: where, products: [{ product: plenty.id, quantity: 5 }, { product: scarce.id, quantity: 3 }] });
      expectError(res, 409, 'not_available');
      expect(res.body.error.fields).toEqual({ [`products.${scarce.id}`]: '2' });
      expect(res.body.details).toEqual([{ product: scarce.id, requested: 3, available: 2 }]);
      expect(await stockOf(plenty.id)).toBe(20);
      expect((await db().db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n).toBe(before);
    });

    it('lets exactly one of two racing orders take the last item', async () => {
      const [a, b] = await Promise.all([shopper(), shopper()]);
      const p = await product({ pickup: true }, 1);
      const answers = await Promise.all([a, b].map((h) => order(h, { type: 'T', products: [{ product: p.id, quantity: 1 }] })));
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      expect(await stockOf(p.id)).toBe(0);
    });

    it('gives back the first order for a repeated Idempotency-Key, even in parallel', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 10);
      const key = { 'Idempotency-Key': `checkout-${Date.now()}` };
      const body = { type: 'T', products: [{ product: p.id, quantity: 2 }] };
      const answers = await Promise.all([order(headers, body, key), order(headers, body, key), order(headers, body, key)]);
      expect(new Set(answers.map((x) => x.body.result.id)).size).toBe(1);
      expect(answers.every((x) => x.status === 201)).toBe(true);
      expect(await stockOf(p.id)).toBe(8);
    });

    it('cancels while allowed, returning stock and the promo use; a second cancel changes nothing', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const [promoBefore] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
      const o = (await order(headers, { type: 'T', promocode: 'YANGI15', products: [{ product: p.id, quantity: 3 }] })).body.result;
      expect(await stockOf(p.id)).toBe(2);
      const cancelled = await get(`/store/order/canceled/${o.id}/`, { headers });
      expect(cancelled.body.result).toMatchObject({ status: 8, status_name: 'Bekor qilindi' });
      expect(cancelled.body.result.status_history.map((h: { status: number }) => h.status)).toEqual([2, 8]);
      expect(await stockOf(p.id)).toBe(5);
      const [promoAfter] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
      expect(promoAfter!.usedCount).toBe(promoBefore!.usedCount);
      expectError(await get(`/store/order/canceled/${o.id}/`, { headers }), 409, 'conflict');
      expect(await stockOf(p.id)).toBe(5);
      // The promo use came back: the same shopper may use the code again.
      expect((await order(headers, { type: 'T', promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);

      await db().db.update(orders).set({ status: 6 }).where(eq(orders.id, o.id));
      expectError(await get(`/store/order/canceled/${o.id}/`, { headers }), 409, 'conflict');
    });

    it('shows the new stock in product lists right after an order and a cancel', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const store = (await get(`/store/products/${p.id}/`)).body.result.store.id as number;
      const listed = async () =>
        ((await post('/store/products/filter/?size=100', { store })).body.result.content as { id: number; available: number }[]).find((x) => x.id === p.id)?.available;
      // The list is kept for visitors for a few seconds (server/services/count-cache.ts); an order drops it.
      expect(await listed()).toBe(5);
      const o = (await order(headers, { type: 'T', products: [{ product: p.id, quantity: 2 }] })).body.result;
      expect(await listed()).toBe(3);
      await get(`/store/order/canceled/${o.id}/`, { headers });
      expect(await listed()).toBe(5);
    });

    it('hides every order from other users (not_found) and lists with q and paging', async () => {
      const a = await shopper();
      const b = await shopper();
      const p = await product({ pickup: true }, 10);
      const o = (await order(a, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).body.result;
      for (const path of [`/store/order/${o.id}/`, `/store/order/canceled/${o.id}/`]) expectError(await get(path, { headers: b }), 404, 'not_found');
      expectError(await get('/store/orders/last/', { headers: b }), 404, 'not_found');
      expect((await get('/store/orders/', { headers: b })).body.result.totalElements).toBe(0);

      await order(a, { type: 'T', products: [{ product: p.id, quantity: 1 }] });
      const page = (await get('/store/orders/?page=1&size=1', { headers: a })).body.result;
      expect(page).toMatchObject({ totalElements: 2, totalPages: 2, numberOfElements: 1 });
      expect((await get(`/store/orders/?q=${o.id}`, { headers: a })).body.result.content.map((x: { id: number }) => x.id)).toContain(o.id);
      const name = o.order_items[0].product.name as string;
      expect((await get(`/store/orders/?q=${encodeURIComponent(name.slice(0, 4))}`, { headers: a })).body.result.totalElements).toBe(2);
      expect((await get('/store/orders/?q=zzzzqqq', { headers: a })).body.result.totalElements).toBe(0);
      expectError(await get('/store/orders/?size=101', { headers: a }), 400, 'validation_error');
    });

    it('refuses bad orders', async () => {
      const headers = await shopper();
      for (const body of [
        { type: 'X', products: [{ product: 1, quantity: 1 }] },
        { type: 'T', products: [] },
        { type: 'T', products: [{ product: 1, quantity: 0 }] },
        { type: 'T', products: [{ product: 1, quantity: 1.5 }] },
        { type: 'T', products: [{ product: 1, quantity: 1 }], payment_type: 'crypto' },
      ]) expectError(await order(headers, body), 400, 'validation_error');
      expectError(await order(headers, { type: 'T', products: [{ product: 99_999_999, quantity: 1 }] }), 409, 'not_available');
      expectError(await call('POST', '/store/order/', { body: { type: 'T' } }), 401, 'unauthorized');
    });
  });
});
