/**
 * The console's orders against a seller of another store (ADR 0017): a seller of store A tries
 * every order id on every console orders route, naming store B too. Nothing of store B's part may
 * show (its orders, its items, its brand), no row may change, and a shopper is 403 everywhere.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { app } from '@/server/app';
import { products, stores } from '@/server/db/schema';
import { call } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';
import { pickupOrder, shoppers, type Headers } from './shop';

const MARK = 'Sirli-Buyurtma-5821';

describe.each(testTargets())('console orders sweep on $name', (target) => {
  const db = useSeededDb(target);

  it("shows a seller of store A nothing of store B's orders, whatever ids they try", async () => {
    const pickupStores = await db()
      .db.selectDistinct({ id: stores.id, brand: stores.brandName })
      .from(stores)
      .innerJoin(products, eq(products.storeId, stores.id))
      .where(and(eq(stores.pickup, true), sql`${products.available} > 0`))
      .orderBy(asc(stores.id))
      .limit(2);
    const [a, b] = pickupStores as [{ id: number; brand: string }, { id: number; brand: string }];
    const productOf = async (storeId: number) => {
      const [row] = await db()
        .db.select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), sql`${products.available} > 0`))
        .orderBy(asc(products.id))
        .limit(1);
      await db().db.update(products).set({ available: 50 }).where(eq(products.id, row!.id));
      return row!.id;
    };
    const [pa, pb] = [await productOf(a.id), await productOf(b.id)];
    const [owner] = await shoppers(db(), 1);
    const place = async (items: number[], mark: boolean) =>
      (
        await call('POST', '/store/order/', {
          headers: owner!.headers,
          body: { ...pickupOrder(items.map((product) => ({ product, quantity: 1 }))), ...(mark ? { full_name: `Aziz ${MARK}`, comment: MARK } : {}) },
        })
      ).body.result.id as number;
    const onlyB = [await place([pb], true), await place([pb], true)];
    const mixed = await place([pa, pb], false);
    // Store B moves its part of the mixed order, so its history has B's rows too.
    const sellerB = await staffHeaders(db(), [{ role: 'seller', storeId: b.id }]);
    expect((await call('POST', `/console/orders/${mixed}/status/`, { headers: sellerB.headers, body: { status: 3, reason: MARK } })).status).toBe(200);

    const sellerA = await staffHeaders(db(), [{ role: 'seller', storeId: a.id }]);
    const [shopper] = await shoppers(db(), 1);
    // Opening an order marks the opener's own part seen (its "new" mark goes, ADR 0028): seller A
    // opens the mixed order once first, so that the sweep itself may change nothing at all.
    expect((await call('GET', `/console/orders/${mixed}/`, { headers: sellerA.headers })).status).toBe(200);
    const before = await snapshotRows(db());
    const sweep = Array.from({ length: Math.max(...onlyB, mixed) + 3 }, (_, i) => i + 1);
    const attempts: { method: string; path: string; body?: unknown }[] = [];
    for (const id of sweep) {
      attempts.push(
        { method: 'GET', path: `/console/orders/${id}/` },
        { method: 'GET', path: `/console/orders/?q=${id}` },
        { method: 'POST', path: `/console/orders/${id}/status/`, body: { status: 3, store_id: b.id } },
        { method: 'POST', path: `/console/orders/${id}/status/`, body: { status: 8, reason: 'x', store_id: b.id } },
        // Without a store: A's own part of the mixed order would move (its right), so not on that one.
        ...(id === mixed
          ? []
          : [
              { method: 'POST', path: `/console/orders/${id}/status/`, body: { status: 3 } },
              { method: 'POST', path: `/console/orders/${id}/status/`, body: { status: 8, reason: 'x' } },
            ]),
      );
    }
    attempts.push(
      { method: 'GET', path: '/console/orders/?size=100' },
      { method: 'GET', path: `/console/orders/?store=${b.id}&size=100` },
      { method: 'GET', path: '/console/orders/?status=3&size=100' },
      { method: 'GET', path: `/console/orders/?q=${encodeURIComponent(owner!.phone)}` },
    );

    const leaks: string[] = [];
    for (const [who, headers] of [
      ['seller A', sellerA.headers],
      ['shopper', shopper!.headers],
    ] as [string, Headers][]) {
      for (const at of attempts) {
        const res = await app.request(`/api/v1${at.path}`, {
          method: at.method,
          headers: { ...headers, ...(at.body ? { 'Content-Type': 'application/json' } : {}) },
          body: at.body ? JSON.stringify(at.body) : undefined,
        });
        const text = await res.text();
        const problems = answerProblems({ status: res.status, headers: res.headers, text });
        if (text.includes(MARK)) problems.push("shows store B's order");
        if (text.includes(b.brand)) problems.push("shows store B's part");
        if (text.includes(`"id":${pb},`) || text.includes(`"id":${pb}}`)) problems.push("shows store B's product");
        if (who === 'shopper' && res.status !== 403) problems.push('a shopper got in');
        if (who === 'seller A' && at.method === 'POST' && res.status !== 404) problems.push(`seller A's move answered ${res.status}`);
        if (problems.length) leaks.push(`${who}: ${at.method} ${at.path} ${JSON.stringify(at.body ?? '')} → ${res.status}: ${problems.join(', ')}`);
      }
    }
    const changed = changedTables(before, await snapshotRows(db()));
    console.log(`console orders sweep on ${target.name}: ${attempts.length * 2} attempts over ids 1..${sweep.length}; leaks ${leaks.length}`);
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
  });
});
