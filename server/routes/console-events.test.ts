import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { ConsoleOrderEventSchema } from '@/lib/contract/console-orders';
import { app } from '@/server/app';
import { orderParts, products, users } from '@/server/db/schema';
import { boardConnections, closeBoards } from '@/server/services/order-stream';
import { grantRole, revokeRole } from '@/server/services/roles';
import { call, expectError, get, post } from '@/test/api';
import { HEARTBEAT_MS } from './console-events';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;

/**
 * The boards' live channel and "new" marks (ADR 0028): the event stream read in-process as a
 * browser would, event by event; the marks set by opening and moving; the counter.
 */
describe.each(testTargets({ pool: 8 }))('the orders board live on %s', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db());
  });

  const picked: number[] = [-1];
  async function productOf(storeId: number) {
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: 10 }).where(eq(products.id, row!.id));
    return row!.id;
  }

  /** A shopper's pickup order of one unit of each product. */
  async function placeOrder(productIds: number[]) {
    const shopper = await staffHeaders(db());
    const res = await post(
      '/store/order/',
      { type: 'T', full_name: 'Aziz Karimov', phone_number: shopper.phone, products: productIds.map((product) => ({ product, quantity: 1 })) },
      { headers: shopper.headers },
    );
    expect(res.status).toBe(201);
    return res.body.result.id as number;
  }

  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const operator = () => staffHeaders(db(), [{ role: 'operator' }]);

  /** An open event stream, read as it comes: `next(ms)` answers the next event's data, or null when none came in time. */
  async function openStream(headers: Headers) {
    const res = await app.request('/api/v1/console/orders/events/', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
    let done = false;
    /** The next whole message block (up to a blank line), or null. */
    async function block(ms: number): Promise<string | null> {
      const until = Date.now() + ms;
      for (;;) {
        const at = buffer.indexOf('\n\n');
        if (at >= 0) {
          const text = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          return text;
        }
        if (done) return null;
        pending ??= reader.read();
        const left = until - Date.now();
        if (left <= 0) return null;
        const result = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (result === null) return null;
        pending = null;
        if (result.done) done = true;
        else buffer += decoder.decode(result.value, { stream: true });
      }
    }
    const first = await block(1000);
    expect(first).toMatch(/^retry: \d+\n: connected/);
    return {
      async next(ms = 1500) {
        for (;;) {
          const text = await block(ms);
          if (text === null) return null;
          const lines = text.split('\n');
          if (!lines.includes('event: order')) continue;
          const data = JSON.parse(lines.find((l) => l.startsWith('data: '))!.slice(6));
          return ConsoleOrderEventSchema.parse(data);
        }
      },
      /** Whether the server ended the stream. */
      async ended(ms = 1000) {
        while (!done && (await block(ms)) !== null);
        return done;
      },
      close: () => reader.cancel(),
    };
  }

  it('keeps visitors, shoppers and staff on an unconfirmed device out, as every console route', async () => {
    expectError(await get('/console/orders/events/'), 401, 'unauthorized');
    expectError(await get('/console/orders/new-count/'), 401, 'unauthorized');
    const shopper = await staffHeaders(db());
    expectError(await get('/console/orders/events/', { headers: shopper.headers }), 403, 'forbidden');
    const { phone, password } = await createAccount(db());
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    await grantRole(db().db, { userId: user!.id, role: 'seller', storeId: storeA });
    const unconfirmed = bearer((await loginAs(phone, password)).access_token);
    expectError(await get('/console/orders/events/', { headers: unconfirmed }), 403, 'second_factor_required');
    expectError(await get('/console/orders/new-count/', { headers: unconfirmed }), 403, 'second_factor_required');
  });

  it("brings a new order to its store's boards and the operators', never to another store's", async () => {
    const [a, b, op] = [await seller(storeA), await seller(storeB), await operator()];
    const [streamA, streamB, streamOp] = [await openStream(a.headers), await openStream(b.headers), await openStream(op.headers)];
    const id = await placeOrder([await productOf(storeA)]);
    expect(await streamA.next()).toEqual({ kind: 'placed', order_id: id, store_ids: [storeA] });
    expect(await streamOp.next()).toEqual({ kind: 'placed', order_id: id, store_ids: [storeA] });
    expect(await streamB.next(500)).toBeNull();

    // An order of both stores: each seller hears of their own store only.
    const both = await placeOrder([await productOf(storeA), await productOf(storeB)]);
    expect(await streamA.next()).toEqual({ kind: 'placed', order_id: both, store_ids: [storeA] });
    expect(await streamB.next()).toEqual({ kind: 'placed', order_id: both, store_ids: [storeB] });
    expect(await streamOp.next()).toEqual({ kind: 'placed', order_id: both, store_ids: [storeA, storeB].sort((x, y) => x - y) });

    // A move is heard too.
    const moved = await post(`/console/orders/${both}/status/`, { status: 3 }, { headers: b.headers });
    expect(moved.status).toBe(200);
    expect(await streamB.next()).toEqual({ kind: 'moved', order_id: both, store_ids: [storeB] });
    expect(await streamA.next(500)).toBeNull();
    for (const s of [streamA, streamB, streamOp]) await s.close();
  });

  it('lets a stream go when the client goes, and ends every stream when the process stops', async () => {
    const before = boardConnections();
    const a = await seller(storeA);
    const leaving = await openStream(a.headers);
    expect(boardConnections()).toBe(before + 1);
    await leaving.close();
    expect(boardConnections()).toBe(before);
    const staying = await openStream(a.headers);
    expect(closeBoards()).toBeGreaterThanOrEqual(1);
    expect(await staying.ended()).toBe(true);
    expect(boardConnections()).toBe(0);
  });

  it('checks the caller again at every heartbeat: a revoked role ends the stream', async () => {
    // Only the heartbeat's interval is faked; the database and the stream keep their own timers.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'Date', 'performance', 'hrtime'] });
    try {
      const a = await seller(storeA);
      const stream = await openStream(a.headers);
      jest.advanceTimersByTime(HEARTBEAT_MS);
      expect(await stream.ended(500)).toBe(false);
      await revokeRole(db().db, { userId: a.userId, role: 'seller', storeId: storeA });
      jest.advanceTimersByTime(HEARTBEAT_MS);
      expect(await stream.ended(2000)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("marks a part new until its store's staff open the order or someone moves it, and counts the new parts", async () => {
    const [a, b, op] = [await seller(storeA), await seller(storeB), await operator()];
    const countOf = async (headers: Headers) => (await get('/console/orders/new-count/', { headers })).body.result as { count: number; order_ids: number[] };
    const isNew = async (headers: Headers, id: number) =>
      ((await get(`/console/orders/?q=${id}`, { headers })).body.result.content as { store: { id: number }; is_new: boolean }[]).map((p) => [
        p.store.id,
        p.is_new,
      ]);
    const [startA, startB] = [await countOf(a.headers), await countOf(b.headers)];

    const id = await placeOrder([await productOf(storeA), await productOf(storeB)]);
    const sorted = [storeA, storeB].sort((x, y) => x - y);
    expect(await isNew(op.headers, id)).toEqual(sorted.map((s) => [s, true]));
    expect(await countOf(a.headers)).toEqual({ count: startA.count + 1, order_ids: expect.arrayContaining([id]) });
    expect((await countOf(a.headers)).order_ids[0]).toBe(id);

    // The operator opening it changes no store's mark.
    expect((await get(`/console/orders/${id}/`, { headers: op.headers })).status).toBe(200);
    expect(await isNew(op.headers, id)).toEqual(sorted.map((s) => [s, true]));

    // Store A's seller opens it: A's part is seen (and A's other boards hear of it); B's stays new.
    const other = await openStream((await seller(storeA)).headers);
    expect((await get(`/console/orders/${id}/`, { headers: a.headers })).status).toBe(200);
    expect(await other.next()).toEqual({ kind: 'seen', order_id: id, store_ids: [storeA] });
    await other.close();
    expect(await isNew(a.headers, id)).toEqual([[storeA, false]]);
    expect(await isNew(b.headers, id)).toEqual([[storeB, true]]);
    expect((await countOf(a.headers)).count).toBe(startA.count);
    expect((await countOf(b.headers)).count).toBe(startB.count + 1);
    // Opening it again changes nothing.
    const [seenAt] = await db()
      .db.select({ at: orderParts.seenAt })
      .from(orderParts)
      .where(and(eq(orderParts.orderId, id), eq(orderParts.storeId, storeA)));
    await get(`/console/orders/${id}/`, { headers: a.headers });
    const [again] = await db()
      .db.select({ at: orderParts.seenAt })
      .from(orderParts)
      .where(and(eq(orderParts.orderId, id), eq(orderParts.storeId, storeA)));
    expect(again!.at).toEqual(seenAt!.at);

    // Another store's seller opening it is a 404 and marks nothing.
    const c = await placeOrder([await productOf(storeA)]);
    expectError(await get(`/console/orders/${c}/`, { headers: b.headers }), 404, 'not_found');
    expect(await isNew(a.headers, c)).toEqual([[storeA, true]]);

    // The operator moves B's part: seen.
    expect((await post(`/console/orders/${id}/status/`, { status: 3, store_id: storeB }, { headers: op.headers })).status).toBe(200);
    expect(await isNew(b.headers, id)).toEqual([[storeB, false]]);
    expect((await countOf(b.headers)).count).toBe(startB.count);

    // A cancelled part is never new.
    expect((await post(`/console/orders/${c}/status/`, { status: 8, reason: 'Tugadi' }, { headers: op.headers })).status).toBe(200);
    expect(await isNew(a.headers, c)).toEqual([[storeA, false]]);
  });

  it('counts only what the caller reaches: another store\u2019s new orders are not in a seller\u2019s count', async () => {
    const [a, b] = [await seller(storeA), await seller(storeB)];
    const before = (await call('GET', '/console/orders/new-count/', { headers: b.headers })).body.result;
    const id = await placeOrder([await productOf(storeA)]);
    const after = (await call('GET', '/console/orders/new-count/', { headers: b.headers })).body.result;
    expect(after).toEqual(before);
    expect((await get('/console/orders/new-count/', { headers: a.headers })).body.result.order_ids).toContain(id);
  });
});
