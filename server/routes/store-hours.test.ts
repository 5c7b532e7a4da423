import { and, eq, sql } from 'drizzle-orm';
import { tashkentDay } from '@/lib/domain/datetime';
import { auditLog, products, stores } from '@/server/db/schema';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

/** Every day around the clock; `holidays` closed. */
const always = (holidays: string[] = []) => ({ days: Array.from({ length: 7 }, () => ({ closed: false, open: '00:00', close: '24:00' })), holidays });
const DAY_MS = 86_400_000;

describe.each(testTargets())('store hours: stop-list, pause, schedule on %s', (target) => {
  const db = useSeededDb(target);
  const patch = (path: string, body: unknown, headers: Headers, locale: 'uz' | 'ru' = 'uz') => call('PATCH', path, { body, headers, locale });
  const auditRows = (action: string, entityId: number) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  /** A product in stock of a store of its own (each test takes another store), the store's terms plain and always open. */
  let nextStore = 5;
  async function productOfNewStore(stock = 20) {
    const storeId = nextStore++;
    await db()
      .db.update(stores)
      .set({ minOrder: 0, deliveryFee: 5000, freeDeliveryFrom: null, deliverySlots: [], pickup: true, schedule: null, pausedUntil: null, suspendedAt: null })
      .where(eq(stores.id, storeId));
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), sql`${products.deletedAt} is null`))
      .limit(1);
    await db().db.update(products).set({ available: stock, stoppedUntil: null }).where(eq(products.id, row!.id));
    return { storeId, productId: row!.id };
  }

  async function address(headers: Headers) {
    const res = await call('POST', '/store/shipping/', {
      headers,
      body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy', latitude: 41.28, longitude: 69.2 },
    });
    return res.body.result.id as number;
  }

  const order = (headers: Headers, body: Record<string, unknown>, locale: 'uz' | 'ru' = 'uz') =>
    call('POST', '/store/order/', { headers, locale, body: { full_name: 'Aziz Karimov', phone_number: '+998901112233', payment_type: 'cash', ...body } });

  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  describe('stop-list', () => {
    it('stops a product without touching its stock: shown as not available, refused at order, resumed', async () => {
      const { storeId, productId } = await productOfNewStore(20);
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      const until = new Date(Date.now() + 3 * 3_600_000).toISOString();

      const stopped = await patch(`/console/products/${productId}/`, { stopped_until: until }, seller.headers);
      expect(stopped.status).toBe(200);
      expect(stopped.body.result).toMatchObject({ id: productId, available: 20, stopped_until: until });
      expect(await stockOf(productId)).toBe(20);
      expect(await auditRows('product.stop', productId)).toHaveLength(1);

      // The shop: listed still, with none to sell and the stop's end.
      const shown = await get(`/store/products/${productId}/`);
      expect(shown.body.result).toMatchObject({ id: productId, available: 0, stopped_until: until });
      // The basket check caps it to none: the basket moves it to not_available.
      const checked = await post('/store/products/check/', { products: [{ id: productId, count: 2 }] });
      expect(checked.body.result[0]).toMatchObject({ id: productId, available: 0, count: 0, stopped_until: until });

      const headers = await shopper();
      const refused = await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] });
      const error = expectError(refused, 409, 'not_available');
      expect(error.fields).toEqual({ [`products.${productId}`]: '0' });
      expect(refused.body.details).toEqual([{ product: productId, requested: 1, available: 0 }]);
      expect(await stockOf(productId)).toBe(20);

      const resumed = await patch(`/console/products/${productId}/`, { stopped_until: null }, seller.headers);
      expect(resumed.body.result.stopped_until).toBeNull();
      expect(await auditRows('product.resume', productId)).toHaveLength(1);
      expect((await get(`/store/products/${productId}/`)).body.result).toMatchObject({ available: 20, stopped_until: null });
      const placed = await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] });
      expect(placed.status).toBe(201);
      expect(await stockOf(productId)).toBe(19);
    });

    it('reads a run-out stop as on sale', async () => {
      const { productId } = await productOfNewStore(5);
      await db()
        .db.update(products)
        .set({ stoppedUntil: new Date(Date.now() - 60_000) })
        .where(eq(products.id, productId));
      expect((await get(`/store/products/${productId}/`)).body.result).toMatchObject({ available: 5, stopped_until: null });
    });

    it("refuses a stop in the past or too far ahead, and another store's product is 404", async () => {
      const { storeId, productId } = await productOfNewStore();
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      const past = expectError(
        await patch(`/console/products/${productId}/`, { stopped_until: new Date(Date.now() - 60_000).toISOString() }, seller.headers),
        400,
        'validation_error',
      );
      expect(past.fields).toHaveProperty('stopped_until');
      expectError(
        await patch(`/console/products/${productId}/`, { stopped_until: new Date(Date.now() + 8 * DAY_MS).toISOString() }, seller.headers),
        400,
        'validation_error',
      );
      expectError(await patch(`/console/products/${productId}/`, { stopped_until: 'today' }, seller.headers), 400, 'validation_error');
      const other = await staffHeaders(db(), [{ role: 'seller', storeId: storeId === 1 ? 2 : 1 }]);
      expectError(await patch(`/console/products/${productId}/`, { stopped_until: null }, other.headers), 404, 'not_found');
      expect((await db().db.select({ s: products.stoppedUntil }).from(products).where(eq(products.id, productId)))[0]!.s).toBeNull();
    });
  });

  describe('pause', () => {
    it('pauses a store: shown closed with when it opens, orders refused in the shopper’s language, resumed', async () => {
      const { storeId, productId } = await productOfNewStore();
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      const paused = await post(`/console/stores/${storeId}/pause/`, { minutes: 30 }, { headers: seller.headers });
      expect(paused.status).toBe(200);
      expect(paused.body.result).toMatchObject({ store_id: storeId, open_now: false });
      const until = Date.parse(paused.body.result.paused_until);
      expect(Math.abs(until - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
      expect(paused.body.result.opens_at).toBe(paused.body.result.paused_until);
      expect(await auditRows('store.pause', storeId)).toHaveLength(1);
      expect((await get(`/console/stores/${storeId}/pause/`, { headers: seller.headers })).body.result).toEqual(paused.body.result);

      const store = (await get(`/store/${storeId}/`)).body.result;
      expect(store).toMatchObject({ open_now: false, opens_at: paused.body.result.paused_until });
      expect((await get(`/store/products/${productId}/`)).body.result.store).toMatchObject({ open_now: false });

      const headers = await shopper();
      const time = new Date(until + 5 * 3_600_000).toISOString().slice(11, 16);
      const uz = expectError(await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] }, 'uz'), 409, 'store_closed');
      expect(uz.message).toContain(time);
      expect(uz.message).toContain('ochiladi');
      const ruAnswer = await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] }, 'ru');
      const ru = expectError(ruAnswer, 409, 'store_closed');
      expect(ru.message).toContain(`в ${time}`);
      expect(ru.fields).toHaveProperty([`stores.${storeId}`]);
      expect(ruAnswer.body.closed).toEqual([{ store: storeId, opens_at: paused.body.result.paused_until }]);

      const resumed = await call('DELETE', `/console/stores/${storeId}/pause/`, { headers: seller.headers });
      expect(resumed.body.result).toMatchObject({ store_id: storeId, paused_until: null, open_now: true, opens_at: null });
      expect(await auditRows('store.resume', storeId)).toHaveLength(1);
      expect((await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] })).status).toBe(201);
    });

    it('pauses until tomorrow: the first opening of the next Tashkent day', async () => {
      const { storeId } = await productOfNewStore();
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const answer = await post(`/console/stores/${storeId}/pause/`, { until: 'tomorrow' }, { headers: operator.headers });
      expect(answer.status).toBe(200);
      const until = new Date(answer.body.result.paused_until);
      // No schedule: tomorrow's midnight in Tashkent.
      expect(tashkentDay(until)).toBe(tashkentDay(new Date(Date.now() + DAY_MS)));
      expect(new Date(until.getTime() + 5 * 3_600_000).toISOString().slice(11, 16)).toBe('00:00');
    });

    it('refuses bad input and other stores; a shopper is kept out', async () => {
      const { storeId } = await productOfNewStore();
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      for (const body of [{ minutes: 0 }, { minutes: 1441 }, { minutes: 30, until: 'tomorrow' }, {}, { until: 'later' }, { minutes: 1.5 }]) {
        expectError(await post(`/console/stores/${storeId}/pause/`, body, { headers: seller.headers }), 400, 'validation_error');
      }
      const other = storeId === 1 ? 2 : 1;
      expectError(await post(`/console/stores/${other}/pause/`, { minutes: 15 }, { headers: seller.headers }), 404, 'not_found');
      expectError(await call('DELETE', `/console/stores/${other}/pause/`, { headers: seller.headers }), 404, 'not_found');
      expectError(await get(`/console/stores/${other}/pause/`, { headers: seller.headers }), 404, 'not_found');
      const plain = await shopper();
      expectError(await post(`/console/stores/${storeId}/pause/`, { minutes: 15 }, { headers: plain }), 403, 'forbidden');
      expect((await db().db.select({ p: stores.pausedUntil }).from(stores).where(eq(stores.id, other)))[0]!.p).toBeNull();
      expect(await auditRows('store.pause', other)).toHaveLength(0);
    });
  });

  describe('weekly schedule', () => {
    it('saves a schedule from the console and refuses a bad one field by field', async () => {
      const { storeId } = await productOfNewStore();
      const seller = await staffHeaders(db(), [{ role: 'seller', storeId }]);
      const bad = { days: [{ closed: false, open: '22:00', close: '08:00' }, ...always().days.slice(1)], holidays: ['2026-02-30'] };
      const refused = expectError(await patch(`/console/stores/${storeId}/`, { schedule: bad }, seller.headers), 400, 'validation_error');
      expect(Object.keys(refused.fields ?? {})).toEqual(expect.arrayContaining(['schedule.days.0.close', 'schedule.holidays.0']));
      const saved = await patch(`/console/stores/${storeId}/`, { schedule: always() }, seller.headers);
      expect(saved.status).toBe(200);
      expect(saved.body.result.schedule).toEqual(always());
      expect((await get(`/store/${storeId}/`)).body.result).toMatchObject({ working_time: '00:00-24:00', open_now: true, opens_at: null, schedule: always() });
      const cleared = await patch(`/console/stores/${storeId}/`, { schedule: null }, seller.headers);
      expect(cleared.body.result.schedule).toBeNull();
    });

    it('keeps working_time as today’s hours, "closed today" in words, and says when it opens', async () => {
      const { storeId, productId } = await productOfNewStore();
      const today = tashkentDay(new Date());
      await db()
        .db.update(stores)
        .set({ schedule: always([today]) })
        .where(eq(stores.id, storeId));
      const tomorrowMidnight = new Date(Date.parse(`${tashkentDay(new Date(Date.now() + DAY_MS))}T00:00:00+05:00`)).toISOString();
      expect((await get(`/store/${storeId}/`, { locale: 'uz' })).body.result).toMatchObject({
        working_time: 'Bugun yopiq',
        open_now: false,
        opens_at: tomorrowMidnight,
      });
      expect((await get(`/store/${storeId}/`, { locale: 'ru' })).body.result.working_time).toBe('Сегодня закрыто');
      expect((await get(`/store/products/${productId}/`)).body.result.store).toMatchObject({ open_now: false, opens_at: tomorrowMidnight });
      // Pickup while closed: refused, "opens tomorrow at 00:00".
      const headers = await shopper();
      const error = expectError(await order(headers, { type: 'T', products: [{ product: productId, quantity: 1 }] }, 'ru'), 409, 'store_closed');
      expect(error.message).toContain('завтра в 00:00');
    });

    it('offers delivery windows within the hours only, and takes an order for one while closed now', async () => {
      const { storeId, productId } = await productOfNewStore();
      const today = tashkentDay(new Date());
      await db()
        .db.update(stores)
        .set({ schedule: always([today]), deliverySlots: ['10:00-12:00'] })
        .where(eq(stores.id, storeId));
      const terms = (await get(`/store/delivery/?store=${storeId}`)).body.result[0];
      expect(terms.offered_slots).toHaveLength(1);
      expect(tashkentDay(new Date(terms.offered_slots[0].from))).toBe(tashkentDay(new Date(Date.now() + DAY_MS)));

      const headers = await shopper();
      const placed = await order(headers, {
        type: 'D',
        delivery_address: await address(headers),
        products: [{ product: productId, quantity: 1 }],
        slots: [{ store: storeId, from: terms.offered_slots[0].from }],
      });
      expect(placed.status).toBe(201);
      expect(placed.body.result.deliveries[0]).toMatchObject({ promised_from: terms.offered_slots[0].from, slot: true });

      // Closed every day: no window, and an order is refused with no opening in sight.
      await db()
        .db.update(stores)
        .set({ schedule: { days: always().days.map((d) => ({ ...d, closed: true })), holidays: [] } })
        .where(eq(stores.id, storeId));
      expect((await get(`/store/delivery/?store=${storeId}`)).body.result[0].offered_slots).toEqual([]);
      const refused = await order(headers, { type: 'D', delivery_address: await address(headers), products: [{ product: productId, quantity: 1 }] });
      expectError(refused, 409, 'store_closed');
      expect(refused.body.closed).toEqual([{ store: storeId, opens_at: null }]);
    });
  });
});
