import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  auditLog,
  orderItems,
  orderParts,
  orderStatusHistory,
  orderSubstitutions,
  orders,
  products,
  promoCodes,
  smsMessages,
  stores,
} from '@/server/db/schema';
import { applyDueSubstitutes } from '@/server/services/order-changes';
import { call, expectError, get, post, type ApiAnswer } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

describe.each(testTargets({ pool: 8 }))('order item changes on %s', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db(), { freeShipping: false });
  });

  const picked: number[] = [-1];
  /** A product of `storeId` no other call picked, at `price` without a discount, with `stock`. */
  async function productOf(storeId: number, price: number, stock = 10, extra: Partial<typeof products.$inferInsert> = {}) {
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`, sql`${products.deletedAt} is null`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db()
      .db.update(products)
      .set({ available: stock, price, discount: 0, discountPrice: price, ...extra })
      .where(eq(products.id, row!.id));
    return row!.id;
  }
  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  /** A shopper's order of `lines` ([product, quantity]). */
  async function placeOrder(
    lines: [number, number][],
    opts: { type?: 'D' | 'T'; promocode?: string; substitution?: 'remove' | 'replace' | 'call'; locale?: 'uz' | 'ru' } = {},
  ) {
    const shopper = await staffHeaders(db());
    if (opts.locale) shopper.headers['Accept-Language'] = opts.locale;
    const body: Record<string, unknown> = {
      type: opts.type ?? 'D',
      full_name: 'Aziz Karimov',
      phone_number: shopper.phone,
      products: lines.map(([product, quantity]) => ({ product, quantity })),
      ...(opts.promocode ? { promocode: opts.promocode } : {}),
      ...(opts.substitution ? { substitution: opts.substitution } : {}),
    };
    if ((opts.type ?? 'D') === 'D') {
      const address = await call('POST', '/store/shipping/', {
        headers: shopper.headers,
        body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy' },
      });
      body.delivery_address = address.body.result.id;
    }
    const res = await call('POST', '/store/order/', { headers: shopper.headers, body });
    expect(res.status).toBe(201);
    const items = await db().db.select().from(orderItems).where(eq(orderItems.orderId, res.body.result.id)).orderBy(asc(orderItems.id));
    const itemOf = (productId: number) => items.find((i) => i.productId === productId)!.id;
    return { id: res.body.result.id as number, shopper, itemOf, placed: res.body.result };
  }

  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const unavailable = (headers: Headers, id: number, item: number, body?: Record<string, unknown>) =>
    post(`/console/orders/${id}/items/${item}/unavailable/`, body, { headers });
  const substitute = (headers: Headers, id: number, item: number, body: Record<string, unknown>) =>
    post(`/console/orders/${id}/items/${item}/substitute/`, body, { headers });
  const orderRow = async (id: number) => (await db().db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const smsTo = async (phone: string) =>
    (await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(asc(smsMessages.id))).map((m) => m.text);
  const itemOfAnswer = (res: ApiAnswer, itemId: number) => res.body.result.order_items.find((i: { id: number }) => i.id === itemId);

  it('removes a line: totals priced again to the so‘m, stock back, history, audit, SMS and the shopper’s view', async () => {
    const p1 = await productOf(storeA, 12_000);
    const p2 = await productOf(storeA, 7_500);
    const { id, shopper, itemOf } = await placeOrder([
      [p1, 2],
      [p2, 3],
    ]);
    expect(await stockOf(p2)).toBe(7);
    const staff = await seller(storeA);
    const res = await unavailable(staff.headers, id, itemOf(p2));
    expect(res.status).toBe(200);
    expect(itemOfAnswer(res, itemOf(p2))).toMatchObject({ quantity: 0, ordered_quantity: 3, state: 'unavailable', line_total: 0 });
    expect(await stockOf(p2)).toBe(10);
    const row = await orderRow(id);
    expect(row).toMatchObject({ allPrices: 24_000, salePrice: 0, salePricePromoCode: 0, deliveryPrice: 5000, totalPrice: 29_000, refundDue: 0 });
    expect(row.deliveries).toEqual([expect.objectContaining({ subtotal: 24_000, delivery_price: 5000 })]);
    const history = await db()
      .db.select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.storeId, storeA)));
    expect(history.map((h) => [h.actorId, h.status])).toEqual([[staff.userId, 2]]);
    expect(history[0]!.reason).toContain('3');
    const audits = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['order.item_unavailable']);
    expect(audits[0]!.before).toMatchObject({ quantity: 3, total_price: 51_500, placed_total: 51_500 });
    const texts = await smsTo(shopper.phone);
    expect(texts.at(-1)).toMatch(/29[\s\u00a0\u202f]000/);
    const mine = await get(`/store/order/${id}/`, { headers: shopper.headers });
    expect(mine.body.result).toMatchObject({ total_price: 29_000, delivery_price: 5000, refund_due: 0, substitution: 'remove' });
    expect(
      mine.body.result.order_items.map((i: { state: string; quantity: number; ordered_quantity: number | null }) => [i.state, i.quantity, i.ordered_quantity]),
    ).toEqual([
      ['ordered', 2, null],
      ['unavailable', 0, 3],
    ]);
    // Once gone it cannot go again.
    expectError(await unavailable(staff.headers, id, itemOf(p2)), 409, 'conflict');
  });

  it('lowers a quantity and refuses one not below the line, in the shopper’s language (ru SMS)', async () => {
    const p1 = await productOf(storeA, 10_000);
    const { id, shopper, itemOf } = await placeOrder([[p1, 3]], { locale: 'ru' });
    const staff = await seller(storeA);
    const wrong = expectError(await unavailable(staff.headers, id, itemOf(p1), { quantity: 3 }), 400, 'validation_error');
    expect(wrong.fields).toHaveProperty('quantity');
    expectError(await unavailable(staff.headers, id, itemOf(p1), { quantity: -1 }), 400, 'validation_error');
    const res = await unavailable(staff.headers, id, itemOf(p1), { quantity: 1 });
    expect(itemOfAnswer(res, itemOf(p1))).toMatchObject({ quantity: 1, ordered_quantity: 3, state: 'reduced', line_total: 10_000 });
    expect(await stockOf(p1)).toBe(9);
    expect(await orderRow(id)).toMatchObject({ totalPrice: 15_000 });
    expect((await smsTo(shopper.phone)).at(-1)).toContain('нет товара');
  });

  it('keeps a free delivery free when the store drops below its free-from amount (the fee cap)', async () => {
    await db().db.update(stores).set({ freeDeliveryFrom: 50_000 }).where(eq(stores.id, storeB));
    try {
      const p1 = await productOf(storeB, 30_000);
      const p2 = await productOf(storeB, 25_000);
      const { id, itemOf } = await placeOrder([
        [p1, 1],
        [p2, 1],
      ]);
      expect(await orderRow(id)).toMatchObject({ deliveryPrice: 0, totalPrice: 55_000 });
      const res = await unavailable((await seller(storeB)).headers, id, itemOf(p2));
      expect(res.status).toBe(200);
      expect(await orderRow(id)).toMatchObject({ allPrices: 30_000, deliveryPrice: 0, totalPrice: 30_000 });
    } finally {
      await db().db.update(stores).set({ freeDeliveryFrom: null }).where(eq(stores.id, storeB));
    }
  });

  it('prices a two-store order with a promo again: the promo on what is left, each store’s part', async () => {
    const a1 = await productOf(storeA, 20_000);
    const a2 = await productOf(storeA, 10_000);
    const b1 = await productOf(storeB, 40_000);
    const { id, itemOf } = await placeOrder(
      [
        [a1, 1],
        [a2, 1],
        [b1, 1],
      ],
      { promocode: 'YANGI15' },
    );
    // 70 000 of goods, 15 % off (10 500), two fees.
    expect(await orderRow(id)).toMatchObject({ allPrices: 70_000, salePricePromoCode: 10_500, deliveryPrice: 10_000, totalPrice: 69_500 });
    await unavailable((await seller(storeA)).headers, id, itemOf(a2));
    const row = await orderRow(id);
    // 60 000 left, 15 % is 9 000.
    expect(row).toMatchObject({ allPrices: 60_000, salePricePromoCode: 9_000, deliveryPrice: 10_000, totalPrice: 61_000 });
    const deliveries = (row.deliveries as { store: { id: number }; subtotal: number; delivery_price: number }[])
      .map((d) => [d.store.id, d.subtotal, d.delivery_price])
      .sort((x, y) => x[0]! - y[0]!);
    expect(deliveries).toEqual([
      [storeA, 20_000, 5000],
      [storeB, 40_000, 5000],
    ]);
  });

  it('cancels a part left with nothing, and the whole order with its promo use when it was the only one', async () => {
    const p1 = await productOf(storeA, 9_000);
    const [promoBefore] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
    const { id, shopper, itemOf } = await placeOrder([[p1, 2]], { promocode: 'YANGI15' });
    const res = await unavailable((await seller(storeA)).headers, id, itemOf(p1));
    expect(res.status).toBe(200);
    expect(res.body.result.parts[0]).toMatchObject({ status: 8 });
    expect(res.body.result.status).toBe(8);
    expect(await stockOf(p1)).toBe(10);
    expect(await orderRow(id)).toMatchObject({ status: 8, totalPrice: 0, deliveryPrice: 0 });
    const [promoAfter] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
    expect(promoAfter!.usedCount).toBe(promoBefore!.usedCount);
    const mine = await get(`/store/order/${id}/`, { headers: shopper.headers });
    expect(mine.body.result.status).toBe(8);
  });

  it('records what a paid online order owes back, as a refund pending', async () => {
    const p1 = await productOf(storeA, 30_000);
    const p2 = await productOf(storeA, 8_000);
    const { id, itemOf } = await placeOrder([
      [p1, 1],
      [p2, 2],
    ]);
    // As a Click payment taken would leave it.
    await db().db.update(orders).set({ paymentType: 'click', paymentState: 'paid' }).where(eq(orders.id, id));
    const staff = await seller(storeA);
    const res = await unavailable(staff.headers, id, itemOf(p2), { quantity: 1 });
    expect(res.body.result.refund_due).toBe(8_000);
    expect(await orderRow(id)).toMatchObject({ totalPrice: 43_000, refundDue: 8_000, paymentState: 'refund_pending' });
    await unavailable(staff.headers, id, itemOf(p2));
    expect(await orderRow(id)).toMatchObject({ totalPrice: 35_000, refundDue: 16_000, paymentState: 'refund_pending' });
  });

  it('answers 404 to another store’s seller, 403 to a shopper, 409 once the part is on the way; nothing changes', async () => {
    const p1 = await productOf(storeA, 5_000);
    const { id, shopper, itemOf } = await placeOrder([[p1, 2]]);
    expectError(await unavailable((await seller(storeB)).headers, id, itemOf(p1)), 404, 'not_found');
    expectError(await unavailable(shopper.headers, id, itemOf(p1)), 403, 'forbidden');
    const staff = await seller(storeA);
    expectError(await unavailable(staff.headers, id, 999_999_999), 404, 'not_found');
    await db().db.update(orderParts).set({ status: 4 }).where(eq(orderParts.orderId, id));
    expectError(await unavailable(staff.headers, id, itemOf(p1)), 409, 'invalid_transition');
    expect(await stockOf(p1)).toBe(8);
    expect(await orderRow(id)).toMatchObject({ totalPrice: 15_000 });
  });

  describe('substitutes', () => {
    it('are refused when the shopper chose "remove", and for another store’s product', async () => {
      const p1 = await productOf(storeA, 10_000);
      const other = await productOf(storeB, 10_000);
      const { id, itemOf, placed } = await placeOrder([[p1, 1]]);
      expect(placed.substitution).toBe('remove');
      const staff = await seller(storeA);
      expectError(await substitute(staff.headers, id, itemOf(p1), { product_id: other, quantity: 1 }), 409, 'conflict');
      const second = await placeOrder([[p1, 1]], { substitution: 'replace' });
      expectError(await substitute(staff.headers, second.id, second.itemOf(p1), { product_id: other, quantity: 1 }), 404, 'not_found');
      expectError(await substitute(staff.headers, second.id, second.itemOf(p1), { product_id: p1, quantity: 1 }), 400, 'validation_error');
    });

    it('applies when the shopper approves: the original out, the substitute in, stock and money follow', async () => {
      const p1 = await productOf(storeA, 10_000);
      const p2 = await productOf(storeA, 10_000);
      const sub = await productOf(storeA, 10_500, 5);
      const { id, shopper, itemOf } = await placeOrder(
        [
          [p1, 1],
          [p2, 1],
        ],
        { substitution: 'replace' },
      );
      const res = await substitute((await seller(storeA)).headers, id, itemOf(p2), { product_id: sub, quantity: 1 });
      expect(res.status).toBe(200);
      expect(res.body.result.substitutions).toEqual([
        expect.objectContaining({ item_id: itemOf(p2), status: 'proposed', needs_consent: false, line_total: 10_500 }),
      ]);
      const sid = res.body.result.substitutions[0].id;
      expect(res.body.result.substitutions[0].apply_at).not.toBeNull();
      // Another shopper cannot answer it.
      const stranger = await staffHeaders(db());
      expectError(await post(`/store/order/${id}/substitutions/${sid}/approve/`, undefined, { headers: stranger.headers }), 404, 'not_found');
      const approved = await post(`/store/order/${id}/substitutions/${sid}/approve/`, undefined, { headers: shopper.headers });
      expect(approved.status).toBe(200);
      expect(approved.body.result.order_items.map((i: { state: string; quantity: number }) => [i.state, i.quantity])).toEqual([
        ['ordered', 1],
        ['replaced', 0],
        ['substitute', 1],
      ]);
      expect(approved.body.result).toMatchObject({ total_price: 25_500, all_prices: 20_500 });
      expect(await stockOf(p2)).toBe(10);
      expect(await stockOf(sub)).toBe(4);
      expectError(await post(`/store/order/${id}/substitutions/${sid}/decline/`, undefined, { headers: shopper.headers }), 409, 'conflict');
    });

    it('removes the line when the shopper declines', async () => {
      const p1 = await productOf(storeA, 10_000);
      const p2 = await productOf(storeA, 6_000);
      const sub = await productOf(storeA, 6_500, 5);
      const { id, shopper, itemOf } = await placeOrder(
        [
          [p1, 1],
          [p2, 2],
        ],
        { substitution: 'call' },
      );
      const res = await substitute((await seller(storeA)).headers, id, itemOf(p2), { product_id: sub, quantity: 2 });
      const sid = res.body.result.substitutions[0].id;
      // After a call it never applies by itself.
      expect(res.body.result.substitutions[0].apply_at).toBeNull();
      const declined = await post(`/store/order/${id}/substitutions/${sid}/decline/`, undefined, { headers: shopper.headers });
      expect(declined.status).toBe(200);
      expect(declined.body.result).toMatchObject({ total_price: 15_000 });
      expect(itemOfAnswer(declined, itemOf(p2))).toMatchObject({ state: 'unavailable', quantity: 0 });
      expect(await stockOf(p2)).toBe(10);
      expect(await stockOf(sub)).toBe(5);
    });

    it('needs consent above 10 % more, and the job applies only the unanswered ones that do not after 10 minutes', async () => {
      const p1 = await productOf(storeA, 20_000);
      const cheap = await productOf(storeA, 22_000, 5);
      const dear = await productOf(storeA, 30_000, 5);
      const staff = await seller(storeA);
      // 20 000 + 5 000 = 25 000 placed; 27 000 is +8 %, 35 000 is +40 %.
      const first = await placeOrder([[p1, 1]], { substitution: 'replace' });
      const a = await substitute(staff.headers, first.id, first.itemOf(p1), { product_id: cheap, quantity: 1 });
      expect(a.body.result.substitutions[0].needs_consent).toBe(false);
      const second = await placeOrder([[p1, 1]], { substitution: 'replace' });
      const b = await substitute(staff.headers, second.id, second.itemOf(p1), { product_id: dear, quantity: 1 });
      expect(b.body.result.substitutions[0].needs_consent).toBe(true);
      expect(b.body.result.substitutions[0].apply_at).toBeNull();
      // Not yet: nothing applies before 10 minutes.
      expect(await applyDueSubstitutes(db().db, new Date(Date.now() + 9 * 60_000))).toBe(0);
      expect(await applyDueSubstitutes(db().db, new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
      expect(await orderRow(first.id)).toMatchObject({ totalPrice: 27_000 });
      expect(await stockOf(cheap)).toBe(4);
      const [waiting] = await db().db.select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, second.id));
      expect(waiting!.status).toBe('proposed');
      expect(await orderRow(second.id)).toMatchObject({ totalPrice: 25_000 });
      expect((await smsTo(first.shopper.phone)).at(-1)).toMatch(/27[\s\u00a0\u202f]000/);
    });
  });

  describe('weighed goods', () => {
    it('keeps a weight step for goods sold by the kilogram only, in the console and the shop', async () => {
      const id = await productOf(storeA, 30_000);
      const staff = await seller(storeA);
      const patch = (body: Record<string, unknown>) => call('PATCH', `/console/products/${id}/`, { headers: staff.headers, body });
      expect((await patch({ amount_type: 'kg', weight_step: 500 })).body.result.weight_step).toBe(500);
      expect((await get(`/store/products/${id}/`)).body.result.weight_step).toBe(500);
      expectError(await patch({ weight_step: 0 }), 400, 'validation_error');
      expect((await patch({ amount_type: 'pcs' })).body.result.weight_step).toBeNull();
    });

    it('takes a weight within ±10 % while packing and prices the line by it', async () => {
      const kg = await productOf(storeA, 40_000, 10, { amountType: 'kg', weightStep: 1000 });
      const { id, shopper, itemOf } = await placeOrder([[kg, 2]]);
      const staff = await seller(storeA);
      const patch = (weight: unknown) => call('PATCH', `/console/orders/${id}/items/${itemOf(kg)}/`, { headers: staff.headers, body: { weight } });
      const low = expectError(await patch(1799), 400, 'validation_error');
      expect(low.fields!.weight).toContain('1800');
      expect(low.fields!.weight).toContain('2200');
      expectError(await patch(2201), 400, 'validation_error');
      const res = await patch(2150);
      expect(res.status).toBe(200);
      expect(itemOfAnswer(res, itemOf(kg))).toMatchObject({ weight_grams: 2150, state: 'weighed', line_total: 86_000 });
      expect(await orderRow(id)).toMatchObject({ totalPrice: 91_000 });
      const mine = await get(`/store/order/${id}/`, { headers: shopper.headers });
      expect(mine.body.result.total_price).toBe(91_000);
      // A product sold by the piece has no weight to enter.
      const piece = await productOf(storeA, 1_000);
      const other = await placeOrder([[piece, 1]]);
      expectError(
        await call('PATCH', `/console/orders/${other.id}/items/${other.itemOf(piece)}/`, { headers: staff.headers, body: { weight: 100 } }),
        400,
        'validation_error',
      );
    });
  });
});
