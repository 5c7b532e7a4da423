/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
/**
 * The console's desk (support, reviews, users, audit): a shopper calls every route with every id
 * and gets 403 `forbidden` each time; a seller of store 2 gets 403 on the operator's routes and
 * `not_found` on store 1's reviews, and store 1's reviews never show in their lists; an owner of
 * store 2 gets `not_found` on every other store's staff and log (ADR 0036). No row changes.
 */
import { eq } from 'drizzle-orm';
import { comments, products } from '@/server/db/schema';
import { app } from '@/server/app';
import { call } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';

const MARK = 'Sirli-Operator-4417';

describe.each(testTargets())('console desk sweep on $name', (target) => {
  const db = useSeededDb(target);

  it('refuses a shopper every route and a seller every other store’s review, changing nothing', async () => {
    const owner = await staffHeaders(db());
    const shopper = await staffHeaders(db());
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 2 }]);
    const storeOwner = await staffHeaders(db(), [{ role: 'owner', storeId: 2 }]);
    const ticket = (await call('POST', '/support/', { headers: owner.headers, body: { topic: 'ask_question', description: `Savol ${MARK}` } })).body.result
      .id as number;
    const reviews = (
      await db()
        .db.select({ id: comments.id })
        .from(comments)
        .innerJoin(products, eq(products.id, comments.productId))
        .where(eq(products.storeId, 1))
        .orderBy(comments.id)
        .limit(15)
    ).map((r) => r.id);
    const ids = [...new Set([ticket, owner.userId, shopper.userId, seller.userId, 1, 2, 3, ...reviews])];

    const routes = (id: number) => [
      { method: 'GET', path: '/console/support/?status=1' },
      { method: 'GET', path: `/console/support/${id}/` },
      { method: 'POST', path: `/console/support/${id}/answer/`, body: { text: MARK } },
      { method: 'POST', path: `/console/support/${id}/status/`, body: { status: 0 } },
      { method: 'GET', path: `/console/users/?phone=${owner.phone.slice(-7)}` },
      { method: 'GET', path: `/console/users/${id}/` },
      { method: 'POST', path: `/console/users/${id}/roles/`, body: { role: 'operator' } },
      { method: 'POST', path: `/console/users/${id}/roles/`, body: { role: 'seller', store_id: 1 } },
      { method: 'DELETE', path: `/console/users/${id}/roles/`, body: { role: 'seller', store_id: 2 } },
      { method: 'POST', path: `/console/users/${id}/block/` },
      { method: 'POST', path: `/console/users/${id}/unblock/` },
      { method: 'GET', path: `/console/audit/?entity=user&entity_id=${id}` },
      { method: 'GET', path: `/console/audit/?store=${id}` },
      { method: 'GET', path: `/console/stores/${id}/staff/` },
      { method: 'POST', path: `/console/stores/${id}/staff/`, body: { phone_number: owner.phone } },
      { method: 'DELETE', path: `/console/stores/${id}/staff/${seller.userId}/` },
      { method: 'GET', path: '/console/reviews/' },
      { method: 'GET', path: `/console/reviews/${id}/` },
      { method: 'POST', path: `/console/reviews/${id}/answer/`, body: { text: MARK } },
      { method: 'POST', path: `/console/reviews/${id}/hide/` },
      { method: 'POST', path: `/console/reviews/${id}/unhide/` },
    ];

    const before = await snapshotRows(db());
    const problems: string[] = [];
    const send = async (r: { method: string; path: string; body?: unknown }, headers: Record<string, string>) => {
      const res = await app.request(`/api/v1${r.path}`, {
        method: r.method,
        headers: { ...headers, ...(r.body ? { 'Content-Type': 'application/json' } : {}) },
        body: r.body ? JSON.stringify(r.body) : undefined,
      });
      const text = await res.text();
      for (const p of answerProblems({ status: res.status, headers: res.headers, text })) problems.push(`${r.method} ${r.path}: ${p}`);
      if (text.includes(MARK) || text.includes(owner.phone)) problems.push(`${r.method} ${r.path}: shows the owner's data`);
      return { status: res.status, body: JSON.parse(text) as any };
    };

    for (const id of ids) {
      for (const r of routes(id)) {
        const res = await send(r, shopper.headers);
        if (res.status !== 403 || res.body.error?.code !== 'forbidden') problems.push(`shopper ${r.method} ${r.path}: ${res.status}`);
        const bySeller = await send(r, seller.headers);
        const reviewRoute = r.path.startsWith('/console/reviews/');
        const operatorOnly = !reviewRoute || /\/(hide|unhide)\/$/.test(r.path);
        if (operatorOnly) {
          if (bySeller.status !== 403) problems.push(`seller ${r.method} ${r.path}: ${bySeller.status}`);
        } else if (r.path === '/console/reviews/') {
          if (bySeller.body.result.content.some((rv: any) => rv.store.id !== 2)) problems.push('seller list shows another store');
        } else if (reviews.includes(id) && bySeller.status !== 404) {
          problems.push(`seller ${r.method} ${r.path}: ${bySeller.status}`);
        }
      }
    }
    // An owner of store 2 (ADR 0036): another store's staff and log are 404, whatever the id.
    for (const id of ids.filter((i) => i !== 2)) {
      for (const r of routes(id).filter((r) => /^\/console\/(stores\/\d+\/staff|audit\/\?store=)/.test(r.path))) {
        const res = await send(r, storeOwner.headers);
        if (res.status !== 404) problems.push(`owner of store 2 ${r.method} ${r.path}: ${res.status}`);
      }
    }
    const ownLog = await send({ method: 'GET', path: '/console/audit/?size=100' }, storeOwner.headers);
    if (ownLog.body.result.content.some((e: any) => e.store?.id !== 2)) problems.push("an owner's log shows another store's entries");

    const storeOne = await send({ method: 'GET', path: '/console/reviews/?store=1&size=100' }, seller.headers);
    if (storeOne.body.result.totalElements !== 0) problems.push('seller reads store 1 reviews by the store filter');

    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });
});
