import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { auditLog, orderParts, orderStatusHistory, orders, products, promoCodeUses, promoCodes, smsMessages } from '@/server/db/schema';
import { call, expectError, get, post, type ApiAnswer } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

describe.each(testTargets({ pool: 8 }))('console orders on %s', (target) => {
  const db = useSeededDb(target);

  /** Two stores that offer pickup and have products, with the contract's default delivery terms. */
  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db());
  });

  const picked: number[] = [-1];
  /** A product of `storeId` no other call picked, with its stock set to `stock`. */
  async function productOf(storeId: number, stock = 10) {
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: stock }).where(eq(products.id, row!.id));
    return row!.id;
  }
  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;

  /** A shopper's order (type T unless said) of 2 units of each product; the shopper's phone receives it. */
  async function placeOrder(productIds: number[], opts: { type?: 'D' | 'T'; promocode?: string; locale?: 'uz' | 'ru' } = {}) {
    const shopper = await staffHeaders(db());
    if (opts.locale) shopper.headers['Accept-Language'] = opts.locale;
    const body: Record<string, unknown> = {
      type: opts.type ?? 'T',
      full_name: 'Aziz Karimov',
      phone_number: shopper.phone,
      products: productIds.map((product) => ({ product, quantity: 2 })),
      ...(opts.promocode ? { promocode: opts.promocode } : {}),
    };
    if (opts.type === 'D') {
      const address = await call('POST', '/store/shipping/', {
        headers: shopper.headers,
        body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy' },
      });
      body.delivery_address = address.body.result.id;
    }
    const res = await call('POST', '/store/order/', { headers: shopper.headers, body });
    expect(res.status).toBe(201);
    return { id: res.body.result.id as number, shopper };
  }

  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const operator = () => staffHeaders(db(), [{ role: 'operator' }]);
  const move = (headers: Headers, id: number, body: Record<string, unknown>) => post(`/console/orders/${id}/status/`, body, { headers });
  const partsOf = async (id: number) =>
    (await db().db.select().from(orderParts).where(eq(orderParts.orderId, id)).orderBy(asc(orderParts.storeId))).map((p) => [p.storeId, p.status]);
  const orderStatus = async (id: number) => (await db().db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const smsTo = async (phone: string) =>
    (await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(asc(smsMessages.id)))
      .map((m) => m.text)
      .filter((t) => t.includes('buyurtma'));
  const statusOf = (res: ApiAnswer) => res.body.result.parts.map((p: { store: { id: number }; status: number }) => [p.store.id, p.status]);

  /** Sets an order and its parts straight to `status` (as a payment or a past move would). */
  async function setStatus(id: number, status: number) {
    await db().db.update(orders).set({ status }).where(eq(orders.id, id));
    await db().db.update(orderParts).set({ status }).where(eq(orderParts.orderId, id));
  }

  it('keeps visitors (401) and shoppers (403) out of every route', async () => {
    const { id } = await placeOrder([await productOf(storeA)]);
    expectError(await get('/console/orders/'), 401, 'unauthorized');
    expectError(await get(`/console/orders/${id}/`), 401, 'unauthorized');
    expectError(await post(`/console/orders/${id}/status/`, { status: 3 }), 401, 'unauthorized');
    const shopper = await staffHeaders(db());
    expectError(await get('/console/orders/', { headers: shopper.headers }), 403, 'forbidden');
    expectError(await get(`/console/orders/${id}/`, { headers: shopper.headers }), 403, 'forbidden');
    expectError(await move(shopper.headers, id, { status: 3 }), 403, 'forbidden');
    expect(await partsOf(id)).toEqual([[storeA, 2]]);
  });

  it('answers 404 to a seller of another store, on reading and on moving, and changes nothing', async () => {
    const { id } = await placeOrder([await productOf(storeA)]);
    const other = await seller(storeB);
    expectError(await get(`/console/orders/${id}/`, { headers: other.headers }), 404, 'not_found');
    expectError(await move(other.headers, id, { status: 3 }), 404, 'not_found');
    expectError(await move(other.headers, id, { status: 3, store_id: storeA }), 404, 'not_found');
    expectError(await get('/console/orders/999999999/', { headers: other.headers }), 404, 'not_found');
    const list = await get(`/console/orders/?q=${id}`, { headers: other.headers });
    expect(list.body.result.content).toEqual([]);
    expect(await partsOf(id)).toEqual([[storeA, 2]]);
  });

  it.each([
    ['D', [2, 3, 4, 6]],
    ['T', [2, 3, 5, 7]],
  ] as const)('walks a %s order through every allowed move, with history, audit and SMS', async (type, path) => {
    const { id, shopper } = await placeOrder([await productOf(storeA)], { type });
    await setStatus(id, 0);
    const staff = await seller(storeA);
    for (const status of path) {
      const res = await move(staff.headers, id, { status });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status, parts: [{ store: { id: storeA }, status }] });
    }
    expect(await orderStatus(id)).toBe(path.at(-1));
    const history = await db().db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.id));
    const partMoves = history.filter((h) => h.storeId === storeA);
    expect(partMoves.map((h) => [h.status, h.actorId])).toEqual(path.map((s) => [s, staff.userId]));
    const audits = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => [a.action, a.actorId, (a.after as { status: number }).status])).toEqual(path.map((s) => ['order.status', staff.userId, s]));
    expect((audits[0]!.before as { status: number }).status).toBe(0);
    // Accepted, and on the way or ready for pickup: two SMS in Uzbek, naming the order.
    const texts = await smsTo(shopper.phone);
    expect(texts).toHaveLength(2);
    expect(texts.every((t) => t.includes(String(id)))).toBe(true);
    expect(texts[1]).toContain(type === 'D' ? 'yoʻlda' : 'tayyor');
    // The shopper reads the whole order's moves, with the new status.
    const mine = await get(`/store/order/${id}/`, { headers: shopper.headers });
    expect(mine.body.result.status).toBe(path.at(-1));
    expect(mine.body.result.status_history.map((h: { status: number }) => h.status).slice(-path.length)).toEqual([...path]);
  });

  it('writes the SMS in the language the shopper ordered in', async () => {
    const { id, shopper } = await placeOrder([await productOf(storeA)], { type: 'T', locale: 'ru' });
    await setStatus(id, 0);
    const staff = await seller(storeA);
    expect((await move(staff.headers, id, { status: 2 })).status).toBe(200);
    expect((await move(staff.headers, id, { status: 8, reason: 'Нет в наличии' })).status).toBe(200);
    const texts = (await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, shopper.phone)).orderBy(asc(smsMessages.id)))
      .map((m) => m.text)
      .filter((t) => t.includes('заказ'));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain(`принял ваш заказ № ${id}`);
    expect(texts[1]).toContain('Причина: Нет в наличии');
  });

  it.each([
    ['D', 0, [1, 3, 4, 5, 6, 7, 9]],
    ['D', 1, [0, 1, 3, 4, 6]],
    ['D', 2, [0, 1, 2, 4, 5, 6, 7]],
    ['D', 3, [0, 2, 3, 5, 6, 7]],
    ['D', 4, [0, 2, 3, 5, 7, 8]],
    ['D', 6, [0, 2, 3, 4, 7, 8]],
    ['D', 8, [0, 2, 3, 6]],
    ['T', 3, [4, 6, 7]],
    ['T', 5, [3, 4, 6]],
    ['T', 7, [5, 8]],
  ] as const)('refuses a %s order in status %i the moves %j with 409, changing nothing', async (type, from, refused) => {
    const { id, shopper } = await placeOrder([await productOf(storeA)], { type });
    await setStatus(id, from);
    const staff = await operator();
    for (const status of refused) {
      const res = await move(staff.headers, id, status === 8 || status === 9 ? { status, reason: 'Tugadi' } : { status });
      if (status === 9) expectError(res, 400, 'validation_error');
      else expectError(res, 409, 'invalid_transition');
    }
    expect(await partsOf(id)).toEqual([[storeA, from]]);
    expect(await orderStatus(id)).toBe(from);
    expect(
      await db()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)))),
    ).toEqual([]);
    expect(await smsTo(shopper.phone)).toEqual([]);
  });

  it('asks for a reason to cancel, and refuses unknown fields', async () => {
    const { id } = await placeOrder([await productOf(storeA)]);
    const staff = await seller(storeA);
    expect(expectError(await move(staff.headers, id, { status: 8 }), 400, 'validation_error').fields).toHaveProperty('reason');
    expectError(await move(staff.headers, id, { status: 8, reason: '   ' }), 400, 'validation_error');
    expectError(await move(staff.headers, id, { status: 3, price: 1 }), 400, 'validation_error');
    expectError(await move(staff.headers, id, { status: '3' }), 400, 'validation_error');
    expect(await partsOf(id)).toEqual([[storeA, 2]]);
  });

  it("lets each store's seller see and move only their part of a two-store order; the order follows the ADR rule", async () => {
    const a = await productOf(storeA);
    const b = await productOf(storeB);
    const { id, shopper } = await placeOrder([a, b], { type: 'D' });
    expect(await partsOf(id)).toEqual([
      [storeA, 2],
      [storeB, 2],
    ]);
    const sellerA = await seller(storeA);
    const sellerB = await seller(storeB);

    const seenByA = (await get(`/console/orders/${id}/`, { headers: sellerA.headers })).body.result;
    expect(seenByA.order_items.map((i: { store_id: number }) => i.store_id)).toEqual([storeA]);
    expect(seenByA.parts.map((p: { store: { id: number } }) => p.store.id)).toEqual([storeA]);
    expect(seenByA.deliveries.map((d: { store: { id: number } }) => d.store.id)).toEqual([storeA]);
    const listA = (await get(`/console/orders/?q=${id}`, { headers: sellerA.headers })).body.result;
    expect(listA.content.map((p: { order_id: number; store: { id: number } }) => [p.order_id, p.store.id])).toEqual([[id, storeA]]);
    expect(listA.content[0]).toMatchObject({ items_count: 2, status: 2, next_statuses: [3, 8], order_status: 2 });

    // A moves ahead: the order waits for the slowest store (B).
    expect((await move(sellerA.headers, id, { status: 3 })).status).toBe(200);
    expect(await orderStatus(id)).toBe(2);
    expect((await move(sellerA.headers, id, { status: 4 })).status).toBe(200);
    expect(await orderStatus(id)).toBe(2);
    const afterB = await move(sellerB.headers, id, { status: 3 });
    expect(statusOf(afterB)).toEqual([[storeB, 3]]);
    expect(afterB.body.result.status).toBe(3);
    // B's seller never sees A's moves in the history.
    expect(afterB.body.result.status_history.every((h: { store_id: number | null }) => h.store_id !== storeA)).toBe(true);

    // B cancels its part: its stock comes back, A's does not, the order follows A alone.
    const stockA = await stockOf(a);
    const stockB = await stockOf(b);
    const cancelled = await move(sellerB.headers, id, { status: 8, reason: 'Mahsulot tugadi' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(b)).toBe(stockB + 2);
    expect(await stockOf(a)).toBe(stockA);
    expect(await orderStatus(id)).toBe(4);
    // A sees that the order moved when B cancelled, not who did it or why.
    const historyA = (await get(`/console/orders/${id}/`, { headers: sellerA.headers })).body.result.status_history;
    expect(
      historyA
        .filter((h: { store_id: number | null }) => h.store_id === null)
        .map((h: { status: number; actor: { id: number } | null; reason: string | null }) => [h.status, h.actor?.id ?? null, h.reason]),
    ).toEqual([
      [2, shopper.userId, null],
      [3, null, null],
      [4, null, null],
    ]);
    const delivered = await move(sellerA.headers, id, { status: 6 });
    expect(delivered.status).toBe(200);
    expect(await orderStatus(id)).toBe(6);
    // One line for the move: A's part's (the whole order's echo of the same move is not repeated).
    expect(delivered.body.result.status_history.at(-1)).toMatchObject({ status: 6, store_id: storeA, actor: { id: sellerA.userId } });
    expect(delivered.body.result.status_history.filter((h: { status: number }) => h.status === 6)).toHaveLength(1);

    // The operator sees both parts and every item; the shopper's history shows the order's moves only.
    const staff = await operator();
    const all = (await get(`/console/orders/${id}/`, { headers: staff.headers })).body.result;
    expect(all.parts.map((p: { store: { id: number }; status: number; cancel_reason: string | null }) => [p.store.id, p.status, p.cancel_reason])).toEqual([
      [storeA, 6, null],
      [storeB, 8, 'Mahsulot tugadi'],
    ]);
    expect(all.order_items).toHaveLength(2);
    expect(all.status_history.find((h: { store_id: number | null; status: number }) => h.store_id === storeB && h.status === 8)).toMatchObject({
      reason: 'Mahsulot tugadi',
      actor: { id: sellerB.userId, phone_number: sellerB.phone },
    });
    const mine = (await get(`/store/order/${id}/`, { headers: shopper.headers })).body.result;
    expect(mine.status_history.map((h: { status: number }) => h.status)).toEqual([2, 3, 4, 6]);
    const texts = await smsTo(shopper.phone);
    expect(texts.some((t) => t.includes('bekor qildi') && t.includes('Mahsulot tugadi'))).toBe(true);
  });

  it('lets an operator name the part of a two-store order, or asks which', async () => {
    const { id } = await placeOrder([await productOf(storeA), await productOf(storeB)]);
    const staff = await operator();
    expect(expectError(await move(staff.headers, id, { status: 3 }), 400, 'validation_error').fields).toHaveProperty('store_id');
    expectError(await move(staff.headers, id, { status: 3, store_id: 999_999 }), 404, 'not_found');
    const res = await move(staff.headers, id, { status: 3, store_id: storeB });
    expect(statusOf(res)).toEqual([
      [storeA, 2],
      [storeB, 3],
    ]);
    const byStore = (await get(`/console/orders/?store=${storeB}&status=3&q=${id}`, { headers: staff.headers })).body.result;
    expect(byStore.content.map((p: { store: { id: number } }) => p.store.id)).toEqual([storeB]);
  });

  it('lets one of two racing moves of the same part win; the other gets 409', async () => {
    const { id } = await placeOrder([await productOf(storeA)]);
    const [one, two] = await Promise.all([seller(storeA), operator()]);
    const answers = await Promise.all([move(one.headers, id, { status: 3 }), move(two.headers, id, { status: 3 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await partsOf(id)).toEqual([[storeA, 3]]);
    const moves = await db()
      .db.select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 3), eq(orderStatusHistory.storeId, storeA)));
    expect(moves).toHaveLength(1);
  });

  it('cancels by the store, returning the stock and the promo use; a second cancel is 409', async () => {
    const p = await productOf(storeA, 7);
    const [promoBefore] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
    const { id, shopper } = await placeOrder([p], { promocode: 'YANGI15' });
    expect(await stockOf(p)).toBe(5);
    const staff = await seller(storeA);
    const res = await move(staff.headers, id, { status: 8, reason: 'Doʻkon yopiq' });
    expect(res.body.result).toMatchObject({ status: 8, parts: [{ status: 8, cancel_reason: 'Doʻkon yopiq' }] });
    expect(await stockOf(p)).toBe(7);
    expect(await db().db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, id))).toEqual([]);
    const [promoAfter] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'YANGI15'));
    expect(promoAfter!.usedCount).toBe(promoBefore!.usedCount);
    expectError(await move(staff.headers, id, { status: 8, reason: 'Yana' }), 409, 'invalid_transition');
    expect(await stockOf(p)).toBe(7);
    // The shopper cannot cancel again (and gets nothing back twice).
    expectError(await get(`/store/order/canceled/${id}/`, { headers: shopper.headers }), 409, 'conflict');
    expect(await stockOf(p)).toBe(7);
    const [last] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, shopper.phone)).orderBy(desc(smsMessages.id)).limit(1);
    expect(last!.text).toContain('Doʻkon yopiq');
    const whole = await db()
      .db.select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), isNull(orderStatusHistory.storeId)));
    expect(whole.map((h) => [h.status, h.actorId, h.reason])).toEqual([
      [2, shopper.userId, null],
      [8, staff.userId, 'Doʻkon yopiq'],
    ]);
  });

  it("keeps the promo use while another store's part lives; the shopper's cancel then returns only what was not returned", async () => {
    const a = await productOf(storeA, 6);
    const b = await productOf(storeB, 6);
    const { id, shopper } = await placeOrder([a, b], { promocode: 'YANGI15' });
    const sellerA = await seller(storeA);
    expect((await move(sellerA.headers, id, { status: 8, reason: 'Tugadi' })).status).toBe(200);
    expect([await stockOf(a), await stockOf(b)]).toEqual([6, 4]);
    expect(await orderStatus(id)).toBe(2);
    expect(await db().db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, id))).toHaveLength(1);

    const cancelled = await get(`/store/order/canceled/${id}/`, { headers: shopper.headers });
    expect(cancelled.body.result.status).toBe(8);
    expect([await stockOf(a), await stockOf(b)]).toEqual([6, 6]);
    expect(await partsOf(id)).toEqual([
      [storeA, 8],
      [storeB, 8],
    ]);
    expect(await db().db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, id))).toEqual([]);
  });

  it("refuses the shopper's cancel once a part is on the way", async () => {
    const { id, shopper } = await placeOrder([await productOf(storeA), await productOf(storeB)], { type: 'D' });
    const sellerA = await seller(storeA);
    await move(sellerA.headers, id, { status: 3 });
    await move(sellerA.headers, id, { status: 4 });
    expect(await orderStatus(id)).toBe(2);
    expectError(await get(`/store/order/canceled/${id}/`, { headers: shopper.headers }), 409, 'conflict');
    expect(await partsOf(id)).toEqual([
      [storeA, 4],
      [storeB, 2],
    ]);
  });

  it('lists newest first, paged, filtered by status and found by order number or phone', async () => {
    const staff = await seller(storeA);
    const first = await placeOrder([await productOf(storeA)]);
    const second = await placeOrder([await productOf(storeA)]);
    await move(staff.headers, second.id, { status: 3 });
    const page = (await get('/console/orders/?size=2', { headers: staff.headers })).body.result;
    expect(page).toMatchObject({ number: 1, size: 2, first: true, numberOfElements: 2 });
    expect(page.content.map((p: { order_id: number }) => p.order_id)).toEqual([second.id, first.id]);
    expect(page.content.every((p: { store: { id: number } }) => p.store.id === storeA)).toBe(true);
    const inProgress = (await get('/console/orders/?status=3&size=100', { headers: staff.headers })).body.result.content;
    expect(inProgress.map((p: { order_id: number }) => p.order_id)).toContain(second.id);
    expect(inProgress.map((p: { order_id: number }) => p.order_id)).not.toContain(first.id);
    const byPhone = (await get(`/console/orders/?q=${encodeURIComponent(first.shopper.phone)}`, { headers: staff.headers })).body.result.content;
    expect(byPhone.map((p: { order_id: number }) => p.order_id)).toEqual([first.id]);
    expect((await get(`/console/orders/?q=%23${first.id}`, { headers: staff.headers })).body.result.content[0].order_id).toBe(first.id);
    expect((await get('/console/orders/?q=olma', { headers: staff.headers })).body.result.content).toEqual([]);
    for (const bad of ['status=9', 'status=x', 'page=0', 'size=0', 'store=0'])
      expectError(await get(`/console/orders/?${bad}`, { headers: staff.headers }), 400, 'validation_error');
  });
});
