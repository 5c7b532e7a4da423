import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { auditLog, products, promoCodeUses, promoCodes, stores } from '@/server/db/schema';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;
const patch = (path: string, body: unknown, headers: Headers) => call('PATCH', path, { body, headers });
const HOUR = 3_600_000;
const window = (hours = 24) => ({ valid_from: new Date(Date.now() - HOUR).toISOString(), valid_until: new Date(Date.now() + hours * HOUR).toISOString() });

describe.each(testTargets({ pool: 8 }))("a store's own promotions on %s", (target) => {
  const db = useSeededDb(target);
  let A: number;
  let B: number;
  let nameA: string;
  /** One product of store A and one of store B, with plenty of stock and known prices. */
  let pa: { id: number; price: number };
  let pb: { id: number; price: number };
  let sellerA: Headers;
  let sellerB: Headers;
  let operator: Headers;

  beforeAll(async () => {
    const rows = await db().db.select({ id: stores.id, name: stores.brandName }).from(stores).orderBy(asc(stores.id)).limit(2);
    [A, B] = rows.map((r) => r.id) as [number, number];
    nameA = rows[0]!.name;
    // The contract's delivery terms, open at any hour, pickup offered.
    await db()
      .db.update(stores)
      .set({
        minOrder: 0,
        deliveryFee: 5000,
        freeDeliveryFrom: null,
        etaMin: 30,
        etaMax: 60,
        deliverySlots: [],
        schedule: null,
        pausedUntil: null,
        pickup: true,
        freeShipping: false,
      })
      .where(inArray(stores.id, [A, B]));
    const pick = async (store: number, price: number) => {
      const [p] = await db()
        .db.select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, store), gt(products.available, 0)))
        .orderBy(asc(products.id))
        .limit(1);
      // A plain price (no product discount) and stock enough for every test.
      await db()
        .db.update(products)
        .set({ price, discount: 0, discountPrice: price, available: 1000, deletedAt: null, stoppedUntil: null })
        .where(eq(products.id, p!.id));
      return { id: p!.id, price };
    };
    pa = await pick(A, 20_000);
    pb = await pick(B, 30_000);
    sellerA = (await staffHeaders(db(), [{ role: 'seller', storeId: A }])).headers;
    sellerB = (await staffHeaders(db(), [{ role: 'seller', storeId: B }])).headers;
    operator = (await staffHeaders(db(), [{ role: 'operator' }])).headers;
  });

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  let codes = 0;
  const newCode = () => `DOKON${Date.now().toString(36).toUpperCase()}${codes++}`;

  async function promo(store: number, headers: Headers, terms: Record<string, unknown>) {
    const res = await post(`/console/stores/${store}/promotions/`, { ...window(), ...terms }, { headers });
    if (res.status !== 201) throw new Error(`create: ${JSON.stringify(res.body)}`);
    return res.body.result as { id: number; promocode: string | null };
  }

  /** Ends every automatic offer, so that a test sees only its own. */
  const endOffers = () =>
    db()
      .db.update(promoCodes)
      .set({ validUntil: new Date(Date.now() - 1000), validFrom: new Date(Date.now() - 2000) })
      .where(eq(promoCodes.auto, true));

  const order = (headers: Headers, body: Record<string, unknown>) =>
    call('POST', '/store/order/', { headers, body: { full_name: 'Aziz Karimov', phone_number: '+998901112233', type: 'T', ...body } });
  const usedCount = async (id: number) => (await db().db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.n;
  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  describe('in the console', () => {
    it("lets a store's seller and operators make, change and end its promotions, audited; another store's seller gets 404", async () => {
      const code = newCode();
      const made = await post(
        `/console/stores/${A}/promotions/`,
        { promocode: code.toLowerCase(), kind: 'percent', discount: 10, min_basket: 50_000, max_uses: 100, ...window() },
        { headers: sellerA },
      );
      expect(made.status).toBe(201);
      expect(made.body.result).toMatchObject({
        promocode: code,
        auto: false,
        store: { id: A, brand_name: nameA },
        kind: 'percent',
        discount: 10,
        amount: 0,
        min_basket: 50_000,
        max_uses: 100,
        max_uses_per_user: 1,
        used_count: 0,
        active: true,
      });
      const id = made.body.result.id as number;
      const offer = await promo(A, operator, { auto: true, kind: 'free_delivery', min_basket: 1_000_000, max_uses_per_user: null });
      expect(offer).toMatchObject({ promocode: null });

      const list = await get(`/console/stores/${A}/promotions/?size=100`, { headers: sellerA });
      expect(list.body.result.content.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([id, offer.id]));
      expect(
        (await get(`/console/stores/${A}/promotions/?q=${code.slice(-4)}`, { headers: sellerA })).body.result.content.map((p: { id: number }) => p.id),
      ).toEqual([id]);

      // Store B's seller: store A and its promotions do not exist for them.
      expectError(await get(`/console/stores/${A}/promotions/`, { headers: sellerB }), 404, 'not_found');
      expectError(
        await post(`/console/stores/${A}/promotions/`, { promocode: newCode(), kind: 'fixed', amount: 1000, ...window() }, { headers: sellerB }),
        404,
        'not_found',
      );
      expectError(await patch(`/console/stores/${A}/promotions/${id}/`, { discount: 90 }, sellerB), 404, 'not_found');
      expectError(await post(`/console/stores/${A}/promotions/${id}/deactivate/`, undefined, { headers: sellerB }), 404, 'not_found');
      // ...nor under their own store's path.
      expectError(await patch(`/console/stores/${B}/promotions/${id}/`, { discount: 90 }, sellerB), 404, 'not_found');
      expectError(await post(`/console/stores/${B}/promotions/${id}/deactivate/`, undefined, { headers: sellerB }), 404, 'not_found');
      // A shopper is no staff.
      expectError(await get(`/console/stores/${A}/promotions/`, { headers: await shopper() }), 403, 'forbidden');
      // The operator's platform codes page neither lists nor changes a store's.
      expect((await get(`/console/promo-codes/?q=${code}`, { headers: operator })).body.result.totalElements).toBe(0);
      expectError(await patch(`/console/promo-codes/${id}/`, { discount: 90 }, operator), 404, 'not_found');

      const changed = await patch(`/console/stores/${A}/promotions/${id}/`, { kind: 'fixed', amount: 15_000 }, sellerA);
      expect(changed.body.result).toMatchObject({ kind: 'fixed', amount: 15_000, discount: 0, promocode: code });
      const ended = await post(`/console/stores/${A}/promotions/${id}/deactivate/`, undefined, { headers: operator });
      expect(ended.body.result.active).toBe(false);
      expectError(await post('/store/check_promo_code/', { promo_code: code }), 400, 'invalid_promo_code');

      const audits = await db()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'promo_code'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id));
      expect(audits.map((a) => a.action)).toEqual(['promo.create', 'promo.update', 'promo.deactivate']);
    });

    it('refuses terms that do not hold, in the caller’s language, and a code taken by any promotion', async () => {
      const ru = { ...sellerA, 'Accept-Language': 'ru' };
      const bad = await post(`/console/stores/${A}/promotions/`, { promocode: 'x', kind: 'percent', discount: 0, ...window() }, { headers: ru });
      expectError(bad, 400, 'validation_error');
      expect(bad.body.error.fields).toMatchObject({ promocode: '3–40 символов: A–Z, 0–9, _ или -', discount: 'Скидка — целое число процентов от 1 до 100' });
      const offerWithCode = await post(
        `/console/stores/${A}/promotions/`,
        { auto: true, promocode: 'ABCDE', kind: 'fixed', amount: 1000, ...window() },
        { headers: sellerA },
      );
      expect(expectError(offerWithCode, 400, 'validation_error').fields).toEqual({ promocode: 'Avtomatik aksiyada promokod boʻlmaydi' });
      const noAmount = await post(
        `/console/stores/${A}/promotions/`,
        { promocode: newCode(), kind: 'fixed', valid_from: window().valid_until, valid_until: window().valid_from },
        { headers: sellerA },
      );
      expect(Object.keys(expectError(noAmount, 400, 'validation_error').fields!).sort()).toEqual(['amount', 'valid_until']);
      // The platform's code's text is taken.
      expectError(
        await post(`/console/stores/${A}/promotions/`, { promocode: 'savat10', kind: 'percent', discount: 5, ...window() }, { headers: sellerA }),
        409,
        'conflict',
      );
      // A change must leave the whole holding: a percent needs its figure.
      const made = await promo(A, sellerA, { promocode: newCode(), kind: 'free_delivery' });
      expectError(await patch(`/console/stores/${A}/promotions/${made.id}/`, { kind: 'percent' }, sellerA), 400, 'validation_error');
      expect((await patch(`/console/stores/${A}/promotions/${made.id}/`, { kind: 'percent', discount: 5 }, sellerA)).body.result).toMatchObject({
        kind: 'percent',
        discount: 5,
      });
    });
  });

  describe('in the shop and at checkout', () => {
    beforeEach(endOffers);

    it("applies a store's code to its store's goods only, and refuses it on another store's goods", async () => {
      const code = (await promo(A, sellerA, { promocode: newCode(), kind: 'percent', discount: 15 })).promocode!;
      const checked = await post('/store/check_promo_code/', {
        promo_code: code,
        products: [
          { id: pa.id, count: 1 },
          { id: pb.id, count: 1 },
        ],
      });
      expect(checked.body.result).toEqual({ promocode: code, discount: 15, store: { id: A, brand_name: nameA }, kind: 'percent', amount: 0, min_basket: 0 });
      // Without the basket the code is only checked.
      expect((await post('/store/check_promo_code/', { promo_code: code })).status).toBe(200);
      const refused = await post('/store/check_promo_code/', { promo_code: code, products: [{ id: pb.id, count: 2 }] }, { locale: 'ru' });
      expect(expectError(refused, 400, 'promo_not_for_these_goods').message).toBe(`Этот промокод действует только на товары «${nameA}»`);
      expect(
        expectError(await post('/store/check_promo_code/', { promo_code: code, products: [{ id: pb.id, count: 2 }] }), 400, 'promo_not_for_these_goods')
          .message,
      ).toBe(`Bu promokod faqat «${nameA}» mahsulotlari uchun`);

      const headers = await shopper();
      const before = await stockOf(pb.id);
      expectError(await order(headers, { promocode: code, products: [{ product: pb.id, quantity: 2 }] }), 400, 'promo_not_for_these_goods');
      expect(await stockOf(pb.id)).toBe(before);

      const placed = await order(headers, {
        promocode: code,
        products: [
          { product: pa.id, quantity: 3 },
          { product: pb.id, quantity: 1 },
        ],
      });
      expect(placed.status).toBe(201);
      // 15 % of store A's 60 000 only.
      expect(placed.body.result).toMatchObject({
        all_prices: 90_000,
        sale_price_promo_code: 9000,
        total_price: 81_000,
        promo_code: { promocode: code, discount: 15 },
        promotions: [{ promocode: code, store: { id: A, brand_name: nameA }, kind: 'percent', discount: 15, amount: 0, saving: 9000, delivery_saving: 0 }],
      });
      const [promoRow] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, code));
      expect(promoRow!.usedCount).toBe(1);
      // Each store's part: store A's carries the discount.
      const desk = await get(`/console/orders/${placed.body.result.id}/`, { headers: operator });
      const parts = desk.body.result.parts as { store: { id: number }; discount: number; total: number }[];
      expect(parts.map((p) => [p.store.id, p.discount, p.total])).toEqual([
        [A, 9000, 51_000],
        [B, 0, 30_000],
      ]);
    });

    it('needs its minimum of the store’s goods, never takes more than them, and makes delivery from the store free', async () => {
      const headers = await shopper();
      const min = (await promo(A, sellerA, { promocode: newCode(), kind: 'percent', discount: 10, min_basket: 50_000 })).promocode!;
      const short = await order(headers, {
        promocode: min,
        products: [
          { product: pa.id, quantity: 2 },
          { product: pb.id, quantity: 5 },
        ],
      });
      expect(expectError(short, 400, 'promo_below_minimum').message).toContain('10');
      expect((await order(headers, { promocode: min, products: [{ product: pa.id, quantity: 3 }] })).body.result).toMatchObject({
        sale_price_promo_code: 6000,
        total_price: 54_000,
      });

      const fixed = (await promo(A, sellerA, { promocode: newCode(), kind: 'fixed', amount: 1_000_000 })).promocode!;
      const all = await order(headers, {
        promocode: fixed,
        products: [
          { product: pa.id, quantity: 2 },
          { product: pb.id, quantity: 1 },
        ],
      });
      expect(all.body.result).toMatchObject({ sale_price_promo_code: 40_000, total_price: 30_000 });

      const address = (
        await call('POST', '/store/shipping/', { headers, body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9', latitude: 41.28, longitude: 69.2 } })
      ).body.result.id;
      const free = (await promo(A, sellerA, { promocode: newCode(), kind: 'free_delivery' })).promocode!;
      const delivered = await order(headers, {
        type: 'D',
        delivery_address: address,
        promocode: free,
        products: [
          { product: pa.id, quantity: 1 },
          { product: pb.id, quantity: 1 },
        ],
      });
      expect(delivered.status).toBe(201);
      expect(delivered.body.result).toMatchObject({
        delivery_price: 5000,
        sale_price_promo_code: 0,
        total_price: 55_000,
        promotions: [{ kind: 'free_delivery', saving: 0, delivery_saving: 5000 }],
      });
      expect(delivered.body.result.deliveries.map((d: { store: { id: number }; delivery_price: number }) => [d.store.id, d.delivery_price])).toEqual([
        [A, 0],
        [B, 5000],
      ]);
    });

    it("applies each store's best automatic offer by itself, lists it for the shop, and gives its use back on a cancel", async () => {
      const small = await promo(A, sellerA, { auto: true, kind: 'percent', discount: 5, max_uses_per_user: null });
      const big = await promo(A, operator, { auto: true, kind: 'fixed', amount: 4000, min_basket: 60_000, max_uses_per_user: null });
      const other = await promo(B, sellerB, { auto: true, kind: 'free_delivery', max_uses_per_user: null });
      const listed = await get(`/store/promotions/?store=${A},${B}`);
      expect(listed.body.result.map((o: { id: number }) => o.id)).toEqual([small.id, big.id, other.id]);
      expect(listed.body.result[1]).toMatchObject({ store: { id: A, brand_name: nameA }, kind: 'fixed', amount: 4000, min_basket: 60_000 });
      expect(listed.headers.get('cache-control')).toContain('no-store');

      const headers = await shopper();
      // 40 000 of A's goods: 5 % (2000); the 4000 needs 60 000.
      const first = await order(headers, { products: [{ product: pa.id, quantity: 2 }] });
      expect(first.body.result).toMatchObject({
        sale_price_promo_code: 2000,
        promo_code: null,
        promotions: [{ promocode: null, store: { id: A }, kind: 'percent', saving: 2000 }],
      });
      // 100 000: 5 % (5000) beats 4000 off; 60 000: 4000 off beats 5 % (3000).
      const second = await order(headers, { products: [{ product: pa.id, quantity: 5 }] });
      expect(second.body.result.promotions).toEqual([expect.objectContaining({ kind: 'percent', saving: 5000 })]);
      const third = await order(headers, { products: [{ product: pa.id, quantity: 3 }] });
      expect(third.body.result.promotions).toEqual([expect.objectContaining({ kind: 'fixed', saving: 4000 })]);
      expect(await usedCount(small.id)).toBe(2);
      expect(await usedCount(big.id)).toBe(1);
      // The platform's code still takes its percent, off what is left after the store's offer.
      const both = await order(headers, { promocode: 'SAVAT10', products: [{ product: pa.id, quantity: 2 }] });
      expect(both.body.result).toMatchObject({ sale_price_promo_code: 2000 + 3800, promo_code: { promocode: 'SAVAT10', discount: 10 } });
      expect(both.body.result.promotions.map((p: { store: unknown; saving: number }) => p.saving)).toEqual([2000, 3800]);

      expect((await get(`/store/order/canceled/${third.body.result.id}/`, { headers })).status).toBe(200);
      expect(await usedCount(big.id)).toBe(0);
      expect(await db().db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, third.body.result.id))).toEqual([]);
    });

    it('keeps the limits in all and per shopper when orders race, for codes and offers', async () => {
      // One use in all: two shoppers at once, one gets it.
      const once = (await promo(A, sellerA, { promocode: newCode(), kind: 'percent', discount: 10, max_uses: 1 })).promocode!;
      const [s1, s2] = await Promise.all([shopper(), shopper()]);
      const raced = await Promise.all([s1, s2].map((h) => order(h, { promocode: once, products: [{ product: pa.id, quantity: 1 }] })));
      expect(raced.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(raced.find((r) => r.status === 400)!.body.error.code).toBe('invalid_promo_code');

      // One use per shopper: the same shopper twice at once.
      const mine = (await promo(A, sellerA, { promocode: newCode(), kind: 'fixed', amount: 1000, max_uses_per_user: 1 })).promocode!;
      const s3 = await shopper();
      const twice = await Promise.all([1, 2].map(() => order(s3, { promocode: mine, products: [{ product: pa.id, quantity: 1 }] })));
      expect(twice.map((r) => r.status).sort()).toEqual([201, 400]);

      // An offer with one use in all: both orders go through, one of them with the offer.
      const offer = await promo(A, sellerA, { auto: true, kind: 'fixed', amount: 3000, max_uses: 1 });
      const [s4, s5] = await Promise.all([shopper(), shopper()]);
      const offered = await Promise.all([s4, s5].map((h) => order(h, { products: [{ product: pa.id, quantity: 1 }] })));
      expect(offered.map((r) => r.status)).toEqual([201, 201]);
      expect(offered.map((r) => r.body.result.sale_price_promo_code).sort()).toEqual([0, 3000]);
      expect(await usedCount(offer.id)).toBe(1);
      expect((await get(`/store/promotions/?store=${A}`)).body.result).toEqual([]);

      // An offer once per shopper: their second order has it no more, and the shop no longer lists it for them.
      await endOffers();
      const perShopper = await promo(A, sellerA, { auto: true, kind: 'fixed', amount: 2000, max_uses_per_user: 1 });
      const s6 = await shopper();
      const two = await Promise.all([1, 2].map(() => order(s6, { products: [{ product: pa.id, quantity: 1 }] })));
      expect(two.map((r) => r.body.result.sale_price_promo_code).sort()).toEqual([0, 2000]);
      expect((await get(`/store/promotions/?store=${A}`, { headers: s6 })).body.result).toEqual([]);
      expect((await get(`/store/promotions/?store=${A}`)).body.result.map((o: { id: number }) => o.id)).toEqual([perShopper.id]);
    });

    it('keeps the promotions an order got when its store lowers an item: a fixed amount never more than the goods left', async () => {
      const code = (await promo(A, sellerA, { promocode: newCode(), kind: 'fixed', amount: 30_000, min_basket: 60_000 })).promocode!;
      const headers = await shopper();
      const placed = (
        await order(headers, {
          promocode: code,
          products: [
            { product: pa.id, quantity: 3 },
            { product: pb.id, quantity: 1 },
          ],
        })
      ).body.result;
      expect(placed).toMatchObject({ sale_price_promo_code: 30_000, total_price: 60_000 });
      const item = placed.order_items.find((i: { product: { id: number } }) => i.product.id === pa.id).id;
      // Store A has one of three: 20 000 of goods, under the code's minimum, and the code still holds for them all.
      const lowered = await post(`/console/orders/${placed.id}/items/${item}/unavailable/`, { quantity: 1 }, { headers: sellerA });
      expect(lowered.status).toBe(200);
      const now = (await get(`/store/order/${placed.id}/`, { headers })).body.result;
      expect(now).toMatchObject({ sale_price_promo_code: 20_000, total_price: 30_000, promotions: [{ promocode: code, saving: 20_000 }] });
      const parts = (await get(`/console/orders/${placed.id}/`, { headers: operator })).body.result.parts as {
        store: { id: number };
        discount: number;
        total: number;
      }[];
      expect(parts.map((p) => [p.store.id, p.discount, p.total])).toEqual([
        [A, 20_000, 0],
        [B, 0, 30_000],
      ]);
    });

    it('leaves the platform’s codes as they were', async () => {
      const headers = await shopper();
      expect((await post('/store/check_promo_code/', { promo_code: 'savat10', products: [{ id: pb.id, count: 1 }] })).body.result).toEqual({
        promocode: 'SAVAT10',
        discount: 10,
      });
      const placed = await order(headers, {
        promocode: 'SAVAT10',
        products: [
          { product: pa.id, quantity: 1 },
          { product: pb.id, quantity: 1 },
        ],
      });
      expect(placed.body.result).toMatchObject({
        sale_price_promo_code: 5000,
        total_price: 45_000,
        promotions: [{ promocode: 'SAVAT10', store: null, kind: 'percent', discount: 10, saving: 5000 }],
      });
    });
  });
});
