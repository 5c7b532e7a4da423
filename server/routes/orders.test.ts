import { and, eq, notInArray, sql } from 'drizzle-orm';
import { unitPrice } from '@/lib/domain/product';
import { orderStatusHistory, orders, products, promoCodes, smsMessages, stores } from '@/server/db/schema';
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
      .db.select({ id: products.id, price: products.price, discountPrice: products.discountPrice, discount: products.discount, storeId: products.storeId })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(...conditions))
      .orderBy(sql`random()`)
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: stock }).where(eq(products.id, row!.id));
    // The contract's delivery terms (5000 so'm, no minimum, no windows) unless a test sets others.
    await terms(row!.storeId, {});
    return row!;
  }

  /** Sets a store's delivery terms: the defaults, changed by `set`. */
  const terms = (storeId: number, set: Partial<typeof stores.$inferInsert>) =>
    db()
      .db.update(stores)
      .set({ minOrder: 0, deliveryFee: 5000, freeDeliveryFrom: null, etaMin: 30, etaMax: 60, deliverySlots: [], ...set })
      .where(eq(stores.id, storeId));

  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  async function address(headers: Headers) {
    const res = await call('POST', '/store/shipping/', {
      headers,
      body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy', latitude: 41.28, longitude: 69.2 },
    });
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
      const second = (await call('POST', '/store/shipping/', { headers: a, body: { address_name: 'Ish', address: 'Yunusobod 4', main_address: true } })).body
        .result;
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
    });

    it('keeps a landmark (moʻljal): set, changed, cleared by a blank; too long is a 400 that changes nothing', async () => {
      const a = await shopper();
      const made = await call('POST', '/store/shipping/', {
        headers: a,
        body: { address_name: 'Uy', address: 'Chilonzor 9', landmark: '  Korzinka roʻparasida ' },
      });
      expect(made.status).toBe(201);
      expect(made.body.result).toMatchObject({ landmark: 'Korzinka roʻparasida' });
      const id = made.body.result.id as number;
      expect((await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { landmark: '110-maktab orqasida' } })).body.result).toMatchObject({
        landmark: '110-maktab orqasida',
      });
      const long = await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { landmark: 'x'.repeat(121) } });
      expectError(long, 400, 'validation_error');
      expect(Object.keys(long.body.error.fields)).toEqual(['landmark']);
      expect((await get('/store/shipping/list/', { headers: a })).body.result[0]).toMatchObject({ landmark: '110-maktab orqasida' });
      expect((await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { landmark: '  ' } })).body.result).toMatchObject({ landmark: null });
      // An address made without one answers null (the contract's field is always there).
      expect((await call('POST', '/store/shipping/', { headers: a, body: { address_name: 'Ish', address: 'Yunusobod 4' } })).body.result).toMatchObject({
        landmark: null,
      });
    });

    it('refuses a map point outside Uzbekistan or half a point', async () => {
      const a = await shopper();
      const ru = { ...a, 'Accept-Language': 'ru' };
      // Moscow, Almaty, and Tashkent with its coordinates swapped.
      for (const [latitude, longitude] of [
        [55.7558, 37.6173],
        [43.2389, 76.8897],
        [69.2797, 41.3111],
      ]) {
        const res = await call('POST', '/store/shipping/', { headers: ru, body: { address_name: 'Uy', address: 'Moskva', latitude, longitude } });
        expectError(res, 400, 'validation_error');
        expect(res.body.error.fields).toEqual({ latitude: 'Точка должна быть на территории Узбекистана' });
      }
      const half = await call('POST', '/store/shipping/', { headers: a, body: { address_name: 'Uy', address: 'Chilonzor', latitude: 41.28 } });
      expectError(half, 400, 'validation_error');
      expect(Object.keys(half.body.error.fields)).toEqual(['longitude']);
      expect((await get('/store/shipping/list/', { headers: a })).body.result).toEqual([]);

      const id = await address(a);
      expectError(await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { latitude: 40.0, longitude: 75.0 } }), 400, 'validation_error');
      expectError(await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { latitude: null, longitude: 69.2 } }), 400, 'validation_error');
      // Samarkand is in; clearing the point (both null) is allowed.
      expect((await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { latitude: 39.6542, longitude: 66.9597 } })).body.result).toMatchObject(
        { latitude: 39.6542, longitude: 66.9597 },
      );
      expect((await call('PATCH', `/store/shipping/update/${id}/`, { headers: a, body: { latitude: null, longitude: null } })).body.result).toMatchObject({
        latitude: null,
        longitude: null,
      });
      expectError(await get('/store/shipping/list/'), 401, 'unauthorized');
    });
  });

  describe('orders', () => {
    it("keeps the address's landmark on the order as placed; an order stored before landmarks answers null", async () => {
      const headers = await shopper();
      const made = await call('POST', '/store/shipping/', {
        headers,
        body: { address_name: 'Uy', address: 'Toshkent, Mirobod 3', landmark: 'Korzinka roʻparasida' },
      });
      const p = await product({}, 10);
      const res = await order(headers, { type: 'D', delivery_address: made.body.result.id, products: [{ product: p.id, quantity: 1 }] });
      expect(res.status).toBe(201);
      expect(res.body.result.delivery_address).toMatchObject({ address: 'Toshkent, Mirobod 3', landmark: 'Korzinka roʻparasida' });
      // Changing the address book later does not change the order.
      await call('PATCH', `/store/shipping/update/${made.body.result.id}/`, { headers, body: { landmark: 'boshqa' } });
      expect((await get(`/store/order/${res.body.result.id}/`, { headers })).body.result.delivery_address.landmark).toBe('Korzinka roʻparasida');
      // A snapshot from before the column: no landmark key at all.
      const { landmark: _dropped, ...old } = res.body.result.delivery_address;
      await db().db.update(orders).set({ deliveryAddress: old }).where(eq(orders.id, res.body.result.id));
      expect((await get(`/store/order/${res.body.result.id}/`, { headers })).body.result.delivery_address).toMatchObject({
        address: 'Toshkent, Mirobod 3',
        landmark: null,
      });
    });

    it('prices a delivery order from the database with a promo code, ignoring client prices, and takes stock', async () => {
      const headers = await shopper();
      const where = await address(headers);
      const p = await product({ freeShipping: false }, 10);
      const res = await order(headers, {
        type: 'D',
        delivery_address: where,
        promocode: 'savat10',
        products: [{ product: p.id, quantity: 2, price: 1 }],
        total_price: 1,
        all_prices: 1,
      });
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
      expect(o.order_items).toEqual([
        expect.objectContaining({ quantity: 2, price: p.price, discount_price: p.discountPrice, product: expect.objectContaining({ id: p.id }) }),
      ]);
      expect(o.status_history).toEqual([expect.objectContaining({ status: 2 })]);
      expect(await stockOf(p.id)).toBe(8);
      expect((await get('/store/orders/last/', { headers })).body.result.id).toBe(o.id);
      expect((await get(`/store/order/${o.id}/`, { headers, locale: 'ru' })).body.result.status_name).toBe('Принят');
      // YANGI15 allows one use per shopper.
      expect((await order(headers, { type: 'D', delivery_address: where, promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      expectError(
        await order(headers, { type: 'D', delivery_address: where, promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] }),
        400,
        'invalid_promo_code',
      );
      expectError(await post('/store/check_promo_code/', { promo_code: 'YANGI15' }, { headers }), 400, 'invalid_promo_code');
      expect(await stockOf(p.id)).toBe(7);
    });

    it("fills an empty profile name with the name typed for the shopper's own phone, never over a name or for another phone", async () => {
      const { phone, password } = await createAccount(db());
      const headers = bearer((await loginAs(phone, password)).access_token);
      const p = await product({ pickup: true }, 10);
      const me = async () => (await get('/auth/me/', { headers })).body.result.full_name;
      // For someone else's phone: the profile stays empty.
      expect((await order(headers, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      expect(await me()).toBeNull();
      expect((await order(headers, { type: 'T', full_name: 'Dilnoza Karimova', phone_number: phone, products: [{ product: p.id, quantity: 1 }] })).status).toBe(
        201,
      );
      expect(await me()).toBe('Dilnoza Karimova');
      expect((await order(headers, { type: 'T', full_name: 'Boshqa Ism', phone_number: phone, products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      expect(await me()).toBe('Dilnoza Karimova');
    });

    it("empties the shopper's account basket (ADR 0031), and a refused order leaves it as it was", async () => {
      const headers = await shopper();
      const [p, other] = [await product({ pickup: true }, 10), await product({}, 10)];
      const basket = async () => (await get('/store/basket/', { headers })).body.result.products.map((line: { id: number }) => line.id);
      const lines = {
        products: [
          { id: p.id, count: 1 },
          { id: other.id, count: 2 },
        ],
      };
      expect((await call('PUT', '/store/basket/', { headers, body: lines })).status).toBe(200);
      // More than the stock: refused, nothing written, the basket kept.
      expectError(await order(headers, { type: 'T', products: [{ product: p.id, quantity: 11 }] }), 409, 'not_available');
      expect(await basket()).toEqual([p.id, other.id]);
      expect((await order(headers, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      expect(await basket()).toEqual([]);
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
      const noPickupError = expectError(await order(headers, { type: 'T', products: [{ product: noPickup.id, quantity: 1 }] }), 400, 'validation_error');
      expect(Object.keys(noPickupError.fields ?? {})).toEqual(['type']);
      // A delivery without an address is refused by the contract's schema, beside any other field's issue.
      const noAddress = expectError(await order(headers, { type: 'D', products: [{ product: free.id, quantity: 1 }] }), 400, 'validation_error');
      expect(noAddress.fields).toEqual({ delivery_address: expect.stringMatching(/manzil/i) });
      const noAddressNoName = expectError(
        await order(headers, { type: 'D', full_name: '', delivery_address: null, products: [{ product: free.id, quantity: 1 }] }),
        400,
        'validation_error',
      );
      expect(Object.keys(noAddressNoName.fields ?? {}).sort()).toEqual(['delivery_address', 'full_name']);
    });

    describe('delivery terms', () => {
      const cost = (p: { price: number; discount: number; discountPrice: number }, n: number) =>
        unitPrice({ price: p.price, discount: p.discount, discount_price: p.discountPrice }) * n;

      it("answers each store's terms and the windows on offer, and refuses a bad query", async () => {
        const p = await product({ freeShipping: false });
        await terms(p.storeId, {
          minOrder: 30_000,
          deliveryFee: 7000,
          freeDeliveryFrom: 150_000,
          etaMin: 25,
          etaMax: 40,
          deliverySlots: ['10:00-12:00', '18:00-20:00'],
        });
        const res = await get(`/store/delivery/?store=${p.storeId},999999`);
        expect(res.status).toBe(200);
        const [t] = res.body.result;
        expect(res.body.result).toHaveLength(1);
        expect(t).toMatchObject({
          store: p.storeId,
          min_order: 30_000,
          fee: 7000,
          free_from: 150_000,
          eta_min: 25,
          eta_max: 40,
          slots: ['10:00-12:00', '18:00-20:00'],
        });
        // Tomorrow's two windows at least; each two hours long and at least an hour ahead.
        expect(t.offered_slots.length).toBeGreaterThanOrEqual(2);
        for (const slot of t.offered_slots) {
          expect(Date.parse(slot.to) - Date.parse(slot.from)).toBe(2 * 3_600_000);
          expect(Date.parse(slot.from)).toBeGreaterThan(Date.now() + 59 * 60_000);
        }
        for (const bad of ['', 'abc', '1,,2', '-1', '0']) expectError(await get(`/store/delivery/?store=${bad}`), 400, 'validation_error');
      });

      it("refuses a delivery below a store's minimum with the amount missing, writing nothing; pickup has no minimum", async () => {
        const headers = await shopper();
        const where = await address(headers);
        const p = await product({ pickup: true, freeShipping: false }, 10);
        const subtotal = cost(p, 1);
        await terms(p.storeId, { minOrder: subtotal + 12_345 });
        const res = await order(headers, { type: 'D', delivery_address: where, products: [{ product: p.id, quantity: 1 }] });
        expectError(res, 400, 'below_minimum_order');
        expect(res.body.below_minimum).toEqual([{ store: p.storeId, min_order: subtotal + 12_345, subtotal, missing: 12_345 }]);
        expect(res.body.error.fields).toEqual({ [`stores.${p.storeId}`]: '12345' });
        expect(await stockOf(p.id)).toBe(10);
        expect((await order(headers, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);
      });

      it("charges each store's fee, nothing from its free-from amount, and promises its estimate", async () => {
        const headers = await shopper();
        const where = await address(headers);
        const a = await product({ freeShipping: false }, 20);
        let b = await product({ freeShipping: false }, 20);
        while (b.storeId === a.storeId) b = await product({ freeShipping: false }, 20);
        await terms(a.storeId, { deliveryFee: 7000, freeDeliveryFrom: cost(a, 2), etaMin: 20, etaMax: 35 });
        await terms(b.storeId, { deliveryFee: 9000, etaMin: 45, etaMax: 75 });
        const before = Date.now();
        const one = (
          await order(headers, {
            type: 'D',
            delivery_address: where,
            products: [
              { product: a.id, quantity: 1 },
              { product: b.id, quantity: 1 },
            ],
          })
        ).body.result;
        expect(one.delivery_price).toBe(7000 + 9000);
        // One entry per store (in the order of the products' ids).
        type Delivery = { store: { id: number }; promised_from: string; promised_to: string };
        const of = (storeId: number) => (one.deliveries as Delivery[]).find((d) => d.store.id === storeId)!;
        expect(one.deliveries).toHaveLength(2);
        expect(of(a.storeId)).toMatchObject({ subtotal: cost(a, 1), delivery_price: 7000, slot: false });
        expect(of(b.storeId)).toMatchObject({ subtotal: cost(b, 1), delivery_price: 9000, slot: false });
        const eta = Date.parse(of(a.storeId).promised_from) - before;
        expect(eta).toBeGreaterThanOrEqual(20 * 60_000);
        expect(eta).toBeLessThan(21 * 60_000);
        expect(Date.parse(of(b.storeId).promised_to) - Date.parse(of(b.storeId).promised_from)).toBe(30 * 60_000);
        const two = (
          await order(headers, {
            type: 'D',
            delivery_address: where,
            products: [
              { product: a.id, quantity: 2 },
              { product: b.id, quantity: 1 },
            ],
          })
        ).body.result;
        expect(two.delivery_price).toBe(9000);
        expect(two.total_price).toBe(two.all_prices - two.sale_price - two.sale_price_promo_code + 9000);
        expect((await get(`/store/order/${two.id}/`, { headers })).body.result.deliveries).toEqual(two.deliveries);
      });

      it('keeps the window the shopper picked, gives the earliest when none was picked, and refuses one not on offer', async () => {
        const headers = await shopper();
        const where = await address(headers);
        const p = await product({ freeShipping: false }, 20);
        await terms(p.storeId, { deliverySlots: ['09:00-11:00', '15:00-17:00'] });
        const offered = (await get(`/store/delivery/?store=${p.storeId}`)).body.result[0].offered_slots as { from: string; to: string }[];
        const last = offered[offered.length - 1]!;
        const picked = (
          await order(headers, {
            type: 'D',
            delivery_address: where,
            products: [{ product: p.id, quantity: 1 }],
            slots: [{ store: p.storeId, from: last.from }],
          })
        ).body.result;
        expect(picked.deliveries).toEqual([expect.objectContaining({ promised_from: last.from, promised_to: last.to, slot: true })]);
        const earliest = (await order(headers, { type: 'D', delivery_address: where, products: [{ product: p.id, quantity: 1 }] })).body.result;
        expect(earliest.deliveries[0]).toMatchObject({ promised_from: offered[0]!.from, slot: true });
        const stock = await stockOf(p.id);
        const offHour = new Date(Date.parse(last.from) + 30 * 60_000).toISOString();
        for (const slots of [[{ store: p.storeId, from: offHour }], [{ store: p.storeId + 100_000, from: last.from }]]) {
          expectError(await order(headers, { type: 'D', delivery_address: where, products: [{ product: p.id, quantity: 1 }], slots }), 400, 'validation_error');
        }
        expectError(
          await order(headers, {
            type: 'D',
            delivery_address: where,
            products: [{ product: p.id, quantity: 1 }],
            slots: [{ store: p.storeId, from: 'tomorrow' }],
          }),
          400,
          'validation_error',
        );
        expect(await stockOf(p.id)).toBe(stock);
      });
    });

    it('answers 409 not_available naming each short product and writes nothing', async () => {
      const headers = await shopper();
      const where = await address(headers);
      const plenty = await product({}, 20);
      const scarce = await product({}, 2);
      const before = (
        await db()
          .db.select({ n: sql<number>`count(*)` })
          .from(orders)
      )[0]!.n;
      const res = await order(headers, {
        type: 'D',
        delivery_address: where,
        products: [
          { product: plenty.id, quantity: 5 },
          { product: scarce.id, quantity: 3 },
        ],
      });
      expectError(res, 409, 'not_available');
      expect(res.body.error.fields).toEqual({ [`products.${scarce.id}`]: '2' });
      expect(res.body.details).toEqual([{ product: scarce.id, requested: 3, available: 2 }]);
      expect(await stockOf(plenty.id)).toBe(20);
      expect(
        (
          await db()
            .db.select({ n: sql<number>`count(*)` })
            .from(orders)
        )[0]!.n,
      ).toBe(before);
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

    it('cancels while allowed, returning stock and the promo use; a second cancel answers the cancelled order and changes nothing', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const [promoBefore] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
      const o = (await order(headers, { type: 'T', promocode: 'YANGI15', products: [{ product: p.id, quantity: 3 }] })).body.result;
      expect(await stockOf(p.id)).toBe(2);
      const cancelled = await get(`/store/order/canceled/${o.id}/`, { headers });
      expect(cancelled.body.result).toMatchObject({ status: 8, status_name: 'Bekor qilindi', cancel_reason: null });
      expect(cancelled.body.result.status_history.map((h: { status: number }) => h.status)).toEqual([2, 8]);
      expect(await stockOf(p.id)).toBe(5);
      const [promoAfter] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
      expect(promoAfter!.usedCount).toBe(promoBefore!.usedCount);
      // The cancel is a GET: a repeat (a double tap, a retry) answers the same cancelled order, as
      // the first did, and writes nothing: no second history entry, stock or promo use given back twice.
      const rows = async () => ({
        history: (
          await db()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(orderStatusHistory)
            .where(eq(orderStatusHistory.orderId, o.id))
        )[0]!.n,
        sms: (
          await db()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(smsMessages)
        )[0]!.n,
        order: (await db().db.select().from(orders).where(eq(orders.id, o.id)))[0],
      });
      const before = await rows();
      for (const query of ['', '?reason=changed_mind']) {
        const again = await get(`/store/order/canceled/${o.id}/${query}`, { headers });
        expect(again.status).toBe(200);
        expect(again.body).toEqual(cancelled.body);
      }
      expect(await rows()).toEqual(before);
      expect(await stockOf(p.id)).toBe(5);
      const [promoAgain] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
      expect(promoAgain!.usedCount).toBe(promoBefore!.usedCount);
      // The promo use came back: the same shopper may use the code again.
      expect((await order(headers, { type: 'T', promocode: 'YANGI15', products: [{ product: p.id, quantity: 1 }] })).status).toBe(201);

      await db().db.update(orders).set({ status: 6 }).where(eq(orders.id, o.id));
      expectError(await get(`/store/order/canceled/${o.id}/`, { headers }), 409, 'conflict');
    });

    it('answers a cancel of an order the shopper did not cancel (the system, a store) with 409 as before', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const o = (await order(headers, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).body.result;
      // As the payments do when an unpaid order expires (server/services/payments/settle.ts): no actor.
      await db().db.update(orders).set({ status: 8 }).where(eq(orders.id, o.id));
      await db().db.insert(orderStatusHistory).values({ orderId: o.id, status: 8, actorId: null, reason: 'timeout' });
      expectError(await get(`/store/order/canceled/${o.id}/`, { headers }), 409, 'conflict');
      expect(await stockOf(p.id)).toBe(4);
    });

    it('keeps the reason a shopper gives for cancelling, and refuses one it does not know, changing nothing', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const o = (await order(headers, { type: 'T', products: [{ product: p.id, quantity: 1 }] })).body.result;
      expect(o.cancel_reason).toBeNull();
      for (const bad of ['because', '', 'CHANGED_MIND'])
        expectError(await get(`/store/order/canceled/${o.id}/?reason=${bad}`, { headers }), 400, 'validation_error');
      expect((await get(`/store/order/${o.id}/`, { headers })).body.result.status).toBe(2);
      const cancelled = await get(`/store/order/canceled/${o.id}/?reason=too_long`, { headers, locale: 'ru' });
      expect(cancelled.body.result).toMatchObject({ status: 8, status_name: 'Отменён', cancel_reason: 'too_long' });
      expect((await get(`/store/order/${o.id}/`, { headers })).body.result.cancel_reason).toBe('too_long');
    });

    it('shows the new stock in product lists right after an order and a cancel', async () => {
      const headers = await shopper();
      const p = await product({ pickup: true }, 5);
      const store = (await get(`/store/products/${p.id}/`)).body.result.store.id as number;
      const listed = async () =>
        ((await post('/store/products/filter/?size=100', { store })).body.result.content as { id: number; available: number }[]).find((x) => x.id === p.id)
          ?.available;
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
      expectError(await get('/store/orders/?size=0', { headers: a }), 400, 'validation_error');
    });

    it('refuses bad orders', async () => {
      const headers = await shopper();
      for (const body of [
        { type: 'X', products: [{ product: 1, quantity: 1 }] },
        { type: 'T', products: [] },
        { type: 'T', products: [{ product: 1, quantity: 0 }] },
        { type: 'T', products: [{ product: 1, quantity: 1.5 }] },
        { type: 'T', products: [{ product: 1, quantity: 1 }], payment_type: 'crypto' },
      ])
        expectError(await order(headers, body), 400, 'validation_error');
      expectError(await order(headers, { type: 'T', products: [{ product: 99_999_999, quantity: 1 }] }), 409, 'not_available');
      expectError(await call('POST', '/store/order/', { body: { type: 'T' } }), 401, 'unauthorized');
    });
  });
});
