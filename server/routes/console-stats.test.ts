import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { tashkentDay } from '@/lib/domain/datetime';
import { DAY_MS, tashkentDayStart } from '@/lib/domain/stats-range';
import { commentAnswers, comments, orderItems, orders, products, users, webVitals } from '@/server/db/schema';
import { cancelUnpaidOrder } from '@/server/services/payments/settle';
import { flushTallies } from '@/server/services/tallies';
import { call, expectError, get, post } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

/**
 * The dashboards (ADR 0038) against orders this file places through the API, moves and cancels
 * through the console, and dates on the edges of Tashkent days (a day starts at 19:00 UTC the day
 * before): every figure checked to the so'm. A day ten days back is read from the roll-up when a
 * period holds more than one day, and from the orders by the hour when it is the period alone.
 */
describe.each(testTargets({ pool: 8 }))('console stats on %s', (target) => {
  const db = useSeededDb(target);

  const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
  const today = tashkentDay(new Date());
  /** The day of the orders; D1 the day before. */
  const D = addDays(today, -10);
  const D1 = addDays(D, -1);
  const startOfD = tashkentDayStart(D)!;
  const at = (hours: number, seconds = 0) => new Date(startOfD.getTime() + hours * 3_600_000 + seconds * 1000);

  let storeA: number;
  let storeB: number;
  let operator: { headers: Headers };
  let sellerA: { headers: Headers };
  let sellerB: { headers: Headers };
  /** A's products: 12 000; 20 000 at −25 % (15 000); by the kilogram, 30 000 a 500 g step; never sold (stock 2); sold today. B's: 7 333. */
  const p = { a1: 0, a2: 0, kg: 0, a3: 0, a4: 0, b1: 0 };
  const ids: Record<string, number> = {};

  async function placeOrder(lines: [number, number][], opts: { payment?: 'cash' | 'card' | 'click'; promocode?: string } = {}) {
    const shopper = await staffHeaders(db());
    const res = await call('POST', '/store/order/', {
      headers: shopper.headers,
      body: {
        type: 'T',
        full_name: 'Aziz Karimov',
        phone_number: shopper.phone,
        products: lines.map(([product, quantity]) => ({ product, quantity })),
        payment_type: opts.payment ?? 'cash',
        ...(opts.promocode ? { promocode: opts.promocode } : {}),
      },
    });
    if (res.status !== 201) throw new Error(`order: ${JSON.stringify(res.body)}`);
    return { id: res.body.result.id as number, shopper };
  }
  const placedAt = (id: number, when: Date) => db().db.update(orders).set({ createdAt: when }).where(eq(orders.id, id));
  const itemOf = async (orderId: number, productId: number) =>
    (
      await db()
        .db.select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    )[0]!.id;
  const storeStats = (headers: Headers, store: number, from: string, to: string) =>
    get(`/console/stats/store/?store=${store}&from=${from}&to=${to}`, { headers });
  const platformStats = (headers: Headers, from: string, to: string) => get(`/console/stats/platform/?from=${from}&to=${to}`, { headers });
  const move = (headers: Headers, id: number, body: Record<string, unknown>) => post(`/console/orders/${id}/status/`, body, { headers });

  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db());
    operator = await staffHeaders(db(), [{ role: 'operator' }]);
    sellerA = await staffHeaders(db(), [{ role: 'seller', storeId: storeA }]);
    sellerB = await staffHeaders(db(), [{ role: 'seller', storeId: storeB }]);
    const of = async (store: number, n: number) =>
      (await db().db.select({ id: products.id }).from(products).where(eq(products.storeId, store)).orderBy(products.id).limit(n)).map((r) => r.id);
    [p.a1, p.a2, p.kg, p.a3, p.a4] = (await of(storeA, 5)) as [number, number, number, number, number];
    [p.b1] = (await of(storeB, 1)) as [number];
    // Every other product of A well stocked: the running-out list holds only this file's.
    await db().db.update(products).set({ available: 1000, deletedAt: null, stoppedUntil: null }).where(eq(products.storeId, storeA));
    const set = (id: number, v: Partial<typeof products.$inferInsert>) =>
      db()
        .db.update(products)
        .set({ stoppedUntil: null, deletedAt: null, ...v })
        .where(eq(products.id, id));
    await set(p.a1, { price: 12_000, discount: 0, discountPrice: 12_000, available: 100, amountType: 'pcs', weightStep: null });
    await set(p.a2, { price: 20_000, discount: 25, discountPrice: 15_000, available: 100, amountType: 'pcs', weightStep: null });
    await set(p.kg, { price: 30_000, discount: 0, discountPrice: 30_000, available: 100, amountType: 'kg', weightStep: 500 });
    await set(p.a3, { price: 9_000, discount: 0, discountPrice: 9_000, available: 2 });
    await set(p.a4, { price: 5_000, discount: 0, discountPrice: 5_000, available: 11, amountType: 'pcs', weightStep: null });
    await set(p.b1, { price: 7_333, discount: 0, discountPrice: 7_333, available: 100, amountType: 'pcs', weightStep: null });

    // Day D, 00:00:00 in Tashkent: A 2 × 12 000 + 15 000 = 39 000; B 3 × 7 333 = 21 999.
    ids.o1 = (
      await placeOrder([
        [p.a1, 2],
        [p.a2, 1],
        [p.b1, 3],
      ])
    ).id;
    // Day D, 23:59:59: A 12 000, paid online (Click; still waiting for the money, so not cancelled).
    ids.o2 = (await placeOrder([[p.a1, 1]], { payment: 'click' })).id;
    // Day D−1, 23:59:59: A 12 000.
    ids.o3 = (await placeOrder([[p.a1, 1]])).id;
    // Day D, 10:00, YANGI15 on 12 000 + 7 333 = 19 333: 2 900 off, A 1 800 and B 1 100 (largest remainder).
    ids.o4 = (
      await placeOrder(
        [
          [p.a1, 1],
          [p.b1, 1],
        ],
        { promocode: 'YANGI15' },
      )
    ).id;
    // Day D, 02:00: cancelled by the shopper, "too long".
    const o5 = await placeOrder([[p.a1, 1]]);
    ids.o5 = o5.id;
    expect((await get(`/store/order/canceled/${o5.id}/?reason=too_long`, { headers: o5.shopper.headers })).status).toBe(200);
    // Day D, 03:00: A's part cancelled by its seller; B's 7 333 still comes.
    ids.o6 = (
      await placeOrder([
        [p.a1, 1],
        [p.b1, 1],
      ])
    ).id;
    expect((await move(sellerA.headers, ids.o6, { status: 8, reason: 'Tugadi' })).status).toBe(200);
    // Day D, 04:00: cancelled by an operator.
    ids.o7 = (await placeOrder([[p.a1, 1]])).id;
    expect((await move(operator.headers, ids.o7, { status: 8, reason: 'Operator bekor qildi' })).status).toBe(200);
    // Day D, 05:00: an online order never paid, cancelled by the payments' time-out.
    ids.o8 = (await placeOrder([[p.a1, 1]], { payment: 'click' })).id;
    await db().db.transaction((tx) => cancelUnpaidOrder(tx, ids.o8!, 'expired'));
    // Day D, 06:00: 2 × 12 000 lowered to 1, and 2 × 500 g weighed at 1 050 g: 12 000 + 30 000 × 1 050 / 500 = 75 000.
    ids.o9 = (
      await placeOrder([
        [p.a1, 2],
        [p.kg, 2],
      ])
    ).id;
    expect(
      (await post(`/console/orders/${ids.o9}/items/${await itemOf(ids.o9, p.a1)}/unavailable/`, { quantity: 1 }, { headers: sellerA.headers })).status,
    ).toBe(200);
    expect(
      (await call('PATCH', `/console/orders/${ids.o9}/items/${await itemOf(ids.o9, p.kg)}/`, { headers: sellerA.headers, body: { weight: 1050 } })).status,
    ).toBe(200);
    // Today: 6 of the product with 11 in stock (5 left, below what sold).
    ids.o10 = (await placeOrder([[p.a4, 6]])).id;

    await placedAt(ids.o1, at(0));
    await placedAt(ids.o2, at(24, -1));
    await placedAt(ids.o3, at(0, -1));
    await placedAt(ids.o4, at(10));
    await placedAt(ids.o5, at(2));
    await placedAt(ids.o6, at(3));
    await placedAt(ids.o7, at(4));
    await placedAt(ids.o8, at(5));
    await placedAt(ids.o9, at(6));
  });

  it('keeps visitors, shoppers and other stores out, and refuses bad periods', async () => {
    expectError(await get(`/console/stats/store/?store=${storeA}&from=${D}&to=${D}`), 401, 'unauthorized');
    const shopper = await staffHeaders(db());
    expectError(await storeStats(shopper.headers, storeA, D, D), 403, 'forbidden');
    expectError(await platformStats(shopper.headers, D, D), 403, 'forbidden');
    // Another store's dashboard is as unknown to a seller as a store that does not exist.
    expectError(await storeStats(sellerB.headers, storeA, D, D), 404, 'not_found');
    expectError(await storeStats(operator.headers, 999_999, D, D), 404, 'not_found');
    expectError(await platformStats(sellerA.headers, D, D), 403, 'forbidden');
    expect((await storeStats(sellerA.headers, storeA, D, D)).status).toBe(200);

    expect(expectError(await storeStats(sellerA.headers, storeA, D, D1), 400, 'validation_error').fields).toHaveProperty('from');
    expect(expectError(await platformStats(operator.headers, addDays(today, -366), today), 400, 'validation_error').fields).toHaveProperty('from');
    expect((await platformStats(operator.headers, addDays(today, -365), today)).status).toBe(200);
    expect(expectError(await platformStats(operator.headers, '2026-02-30', '2026-03-01'), 400, 'validation_error').fields).toHaveProperty('from');
    expectError(await platformStats(operator.headers, 'yesterday', today), 400, 'validation_error');
    expectError(await get(`/console/stats/store/?from=${D}&to=${D}`, { headers: operator.headers }), 400, 'validation_error');
    expectError(await get(`/console/stats/store/?store=x&from=${D}&to=${D}`, { headers: operator.headers }), 400, 'validation_error');
  });

  it("shares a promo discount among the stores as the order's page does", async () => {
    const order = (await get(`/console/orders/${ids.o4}/`, { headers: operator.headers })).body.result;
    const part = (store: number) => order.parts.find((x: { store: { id: number } }) => x.store.id === store);
    expect([part(storeA).subtotal, part(storeA).discount, part(storeA).total]).toEqual([12_000, 1_800, 10_200]);
    expect([part(storeB).subtotal, part(storeB).discount, part(storeB).total]).toEqual([7_333, 1_100, 6_233]);
  });

  it("counts a store's day by the hour, to the so'm", async () => {
    const res = await storeStats(sellerA.headers, storeA, D, D);
    expect(res.status).toBe(200);
    const s = res.body.result;
    expect(s.store).toEqual({ id: storeA, brand_name: expect.any(String), low_stock_threshold: 5 });
    expect(s.period).toEqual({ from: D, to: D });
    expect(s.previous_period).toEqual({ from: D1, to: D1 });
    // Parts of D: 8, of which 4 cancelled (shopper, store, operator, time-out); 39 000 + 12 000 + 10 200 + 75 000.
    expect(s.totals).toEqual({ orders: 8, revenue: 136_200, average_order: 34_050, items_sold: 8, cancelled: 4, paid_online_share: 0.25 });
    expect(s.previous_totals).toEqual({ orders: 1, revenue: 12_000, average_order: 12_000, items_sold: 1, cancelled: 0, paid_online_share: 0 });
    expect(s.series.granularity).toBe('hour');
    expect(s.series.points).toHaveLength(24);
    expect(s.series.points[0]).toEqual({ at: `${D}T00`, orders: 1, revenue: 39_000 });
    expect(s.series.points[23]).toEqual({ at: `${D}T23`, orders: 1, revenue: 12_000 });
    const busy = s.series.points
      .filter((x: { orders: number }) => x.orders > 0)
      .map((x: { at: string; orders: number; revenue: number }) => [x.at.slice(11), x.orders, x.revenue]);
    expect(busy).toEqual([
      ['00', 1, 39_000],
      ['02', 1, 0],
      ['03', 1, 0],
      ['04', 1, 0],
      ['05', 1, 0],
      ['06', 1, 75_000],
      ['10', 1, 10_200],
      ['23', 1, 12_000],
    ]);
    expect(s.cancellations.by_actor).toEqual([
      { actor: 'shopper', count: 1 },
      { actor: 'store', count: 1 },
      { actor: 'operator', count: 1 },
      { actor: 'system', count: 1 },
    ]);
    const reasons = new Map(s.cancellations.by_reason.map((r: { reason: string; count: number }) => [r.reason, r.count]));
    expect(Object.fromEntries(reasons)).toEqual({ 'Operator bekor qildi': 1, Tugadi: 1, payment_expired: 1, too_long: 1 });
    const top = (list: { product_id: number; revenue: number; units: number }[]) => list.map((x) => [x.product_id, x.revenue, x.units]);
    expect(top(s.top_by_revenue)).toEqual([
      [p.kg, 63_000, 2],
      [p.a1, 60_000, 5],
      [p.a2, 15_000, 1],
    ]);
    expect(top(s.top_by_units)).toEqual([
      [p.a1, 60_000, 5],
      [p.kg, 63_000, 2],
      [p.a2, 15_000, 1],
    ]);
    expect(typeof s.top_by_revenue[0].name).toBe('string');
  });

  it('reads longer periods by the day from the roll-up, and sees a change made after it', async () => {
    const s = (await storeStats(sellerA.headers, storeA, D1, D)).body.result;
    expect(s.series).toEqual({
      granularity: 'day',
      points: [
        { at: D1, orders: 1, revenue: 12_000 },
        { at: D, orders: 8, revenue: 136_200 },
      ],
    });
    expect(s.totals).toEqual({ orders: 9, revenue: 148_200, average_order: 29_640, items_sold: 9, cancelled: 4, paid_online_share: 0.2 });
    expect(s.top_by_revenue.map((x: { product_id: number; revenue: number }) => [x.product_id, x.revenue])).toEqual([
      [p.a1, 72_000],
      [p.kg, 63_000],
      [p.a2, 15_000],
    ]);
    expect(s.cancellations.by_actor).toHaveLength(4);

    // The marketplace: 8 orders on D, 3 of them cancelled whole (A's seller cancelled only A's part of o6).
    const before = (await platformStats(operator.headers, D1, D)).body.result;
    const revenueD = 60_999 + 12_000 + 16_433 + 7_333 + 75_000;
    expect(before.series.points).toEqual([
      { at: D1, orders: 1, revenue: 12_000 },
      { at: D, orders: 8, revenue: revenueD },
    ]);
    expect(before.totals).toEqual({
      orders: 9,
      revenue: revenueD + 12_000,
      average_order: Math.round((revenueD + 12_000) / 6),
      items_sold: 14,
      cancelled: 3,
      paid_online_share: 0.1667,
    });
    expect(before.cancellations.by_actor).toEqual([
      { actor: 'shopper', count: 1 },
      { actor: 'operator', count: 1 },
      { actor: 'system', count: 1 },
    ]);
    const rowOf = (stats: { stores: { store_id: number }[] }, store: number) => stats.stores.find((r) => r.store_id === store);
    expect(rowOf(before, storeA)).toEqual({
      store_id: storeA,
      brand_name: expect.any(String),
      orders: 9,
      revenue: 148_200,
      average_order: 29_640,
      cancelled: 4,
      paid_online_share: 0.2,
    });
    expect(rowOf(before, storeB)).toEqual({
      store_id: storeB,
      brand_name: expect.any(String),
      orders: 3,
      revenue: 21_999 + 6_233 + 7_333,
      average_order: 11_855,
      cancelled: 0,
      paid_online_share: 0,
    });
    expect(before.stores.reduce((sum: number, r: { revenue: number }) => sum + r.revenue, 0)).toBe(before.totals.revenue);

    // B cancels its part of o1 (placed on D) after D was rolled up: the next answer has it.
    expect((await move(sellerB.headers, ids.o1!, { status: 8, reason: 'Yopildi' })).status).toBe(200);
    const after = (await platformStats(operator.headers, D1, D)).body.result;
    expect(after.totals.revenue).toBe(before.totals.revenue - 21_999);
    expect(rowOf(after, storeB)).toMatchObject({ orders: 3, revenue: 6_233 + 7_333, cancelled: 1 });
    const b = (await storeStats(sellerB.headers, storeB, D1, D)).body.result;
    expect(b.cancellations).toEqual({ by_reason: [{ reason: 'Yopildi', count: 1 }], by_actor: [{ actor: 'store', count: 1 }] });
  });

  it("adds today's live orders to the rolled-up days", async () => {
    const week = (await storeStats(sellerA.headers, storeA, addDays(today, -6), today)).body.result;
    expect(week.series.points).toHaveLength(7);
    expect(week.series.points[6]).toEqual({ at: today, orders: 1, revenue: 30_000 });
    expect(week.totals).toMatchObject({ orders: 1, revenue: 30_000, items_sold: 6 });
    const both = (await storeStats(sellerA.headers, storeA, D1, today)).body.result;
    expect(both.totals).toMatchObject({ orders: 10, revenue: 148_200 + 30_000, items_sold: 15, cancelled: 4 });
    expect(both.series.points).toHaveLength(12);
    expect(both.top_by_units[0]).toMatchObject({ product_id: p.a1, units: 6 });
  });

  it('lists what runs out by the threshold its staff set, or by what sold in 7 days', async () => {
    const patch = (body: object, headers = sellerA.headers) => call('PATCH', `/console/stores/${storeA}/`, { headers, body });
    expectError(await patch({ low_stock_threshold: 100_001 }), 400, 'validation_error');
    expectError(await patch({ low_stock_threshold: -1 }), 400, 'validation_error');
    expectError(await patch({ low_stock_threshold: 3 }, sellerB.headers), 404, 'not_found');
    expect((await patch({ low_stock_threshold: 3 })).body.result.low_stock_threshold).toBe(3);
    const s = (await storeStats(sellerA.headers, storeA, today, today)).body.result;
    expect(s.store.low_stock_threshold).toBe(3);
    expect(
      s.running_out.map((r: { product_id: number; available: number; sold_7d: number; why: string }) => [r.product_id, r.available, r.sold_7d, r.why]),
    ).toEqual([
      [p.a3, 2, 0, 'threshold'],
      [p.a4, 5, 6, 'sales'],
    ]);
  });

  it("averages the store's reviews and lists the period's unanswered ones", async () => {
    const review = async (rating: number, extra: Partial<typeof comments.$inferInsert> = {}) =>
      (
        await db()
          .db.insert(comments)
          .values({ productId: p.a1, name: 'Dilnoza', rating, comment: `Baho ${rating}`, createdAt: at(12), ...extra })
          .returning({ id: comments.id })
      )[0]!.id;
    const open = await review(5);
    const answered = await review(2);
    await db().db.insert(commentAnswers).values({ commentId: answered, name: 'Doʻkon', comment: 'Rahmat' });
    const hidden = await review(1, { hiddenAt: new Date() });
    const s = (await storeStats(sellerA.headers, storeA, D, D)).body.result;
    const [expected] = (
      await db().db.execute(sql`SELECT count(*)::int AS n, avg(c.rating)::float8 AS average FROM comments c JOIN products p ON p.id = c.product_id
        WHERE p.store_id = ${storeA} AND p.deleted_at IS NULL AND c.hidden_at IS NULL`)
    ).rows as { n: number; average: number }[];
    expect(s.ratings.count).toBe(expected!.n);
    expect(s.ratings.average).toBeCloseTo(expected!.average, 2);
    const listed = s.ratings.to_answer.map((r: { id: number }) => r.id);
    expect(listed).toContain(open);
    expect(listed).not.toContain(answered);
    expect(listed).not.toContain(hidden);
    expect(s.ratings.to_answer.find((r: { id: number }) => r.id === open)).toEqual({
      id: open,
      product_id: p.a1,
      product_name: expect.any(String),
      rating: 5,
      comment: 'Baho 5',
      created_at: at(12).toISOString(),
    });
    const [{ n }] = (
      await db().db.execute(sql`SELECT count(*)::int AS n FROM comments c JOIN products p ON p.id = c.product_id
        WHERE p.store_id = ${storeA} AND p.deleted_at IS NULL AND c.hidden_at IS NULL AND c.created_at >= ${startOfD.toISOString()}::timestamptz
          AND c.created_at < ${at(24).toISOString()}::timestamptz AND NOT EXISTS (SELECT 1 FROM comment_answers a WHERE a.comment_id = c.id)`)
    ).rows as { n: number }[];
    expect(s.ratings.to_answer_count).toBe(n);
  });

  it('counts searches with no result, new shoppers, baskets that became orders and page speed', async () => {
    const search = (q: string) => post('/store/products/filter/?page=1&size=12', { q });
    expect((await search('Zzqx   Yyqw ')).body.result.totalElements).toBe(0);
    await search('zzqx yyqw');
    await get(`/store/products/chace_name/?q=${encodeURIComponent('zzqx yyqw')}`);
    await search('ЩЩЖЖ');
    await search('olma');
    await flushTallies();

    // Three accounts made on D, none on D−1.
    const made = await Promise.all([0, 1, 2].map(() => staffHeaders(db())));
    await db()
      .db.update(users)
      .set({ createdAt: at(12) })
      .where(
        inArray(
          users.id,
          made.map((m) => m.userId),
        ),
      );

    // Two shoppers fill a basket today; one of them orders.
    const buyer = await staffHeaders(db());
    const looker = await staffHeaders(db());
    for (const who of [buyer, looker])
      expect((await call('PUT', '/store/basket/', { headers: who.headers, body: { products: [{ id: p.a1, count: 1 }] } })).status).toBe(200);
    const order = await call('POST', '/store/order/', {
      headers: buyer.headers,
      body: { type: 'T', full_name: 'Aziz Karimov', phone_number: buyer.phone, products: [{ product: p.a1, quantity: 1 }] },
    });
    expect(order.status).toBe(201);

    const s = (await platformStats(operator.headers, addDays(today, -6), today)).body.result;
    expect(s.no_result_searches).toEqual(
      expect.arrayContaining([
        { term: 'zzqx yyqw', count: 3 },
        { term: 'щщжж', count: 1 },
      ]),
    );
    expect(s.no_result_searches.find((x: { term: string }) => x.term === 'olma')).toBeUndefined();
    expect(s.basket_conversion).toEqual({ baskets: 2, ordered: 1, share: 0.5 });
    expect(s.vitals).toEqual([]);

    const days = (await platformStats(operator.headers, D1, D)).body.result;
    expect(days.new_shoppers).toEqual([
      { at: D1, count: 0 },
      { at: D, count: 3 },
    ]);

    await db()
      .db.insert(webVitals)
      .values([
        { day: D, pageType: 'home', metric: 'LCP', bucket: 3, count: 6 },
        { day: D, pageType: 'product', metric: 'LCP', bucket: 5, count: 2 },
      ]);
    const speed = (await platformStats(operator.headers, D, D)).body.result.vitals;
    expect(speed).toEqual([{ metric: 'LCP', p75: expect.any(Number), samples: 8 }]);
  });

  it('keeps the figures of parts apart from other stores in the same orders', async () => {
    // Nothing of B's in A's figures, nor of A's in B's: B on D has o1 (now cancelled), o4 and o6.
    const b = (await storeStats(sellerB.headers, storeB, D, D)).body.result;
    expect(b.totals).toEqual({
      orders: 3,
      revenue: 6_233 + 7_333,
      average_order: Math.round((6_233 + 7_333) / 2),
      items_sold: 2,
      cancelled: 1,
      paid_online_share: 0,
    });
    const leftovers = await db()
      .db.select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, Object.values(ids)), ne(orders.status, 8)));
    expect(leftovers.length).toBeGreaterThan(0);
  });
});
