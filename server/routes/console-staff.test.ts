import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { formatPhone } from '@/lib/domain/phone-format';
import { auditLog, products, stores } from '@/server/db/schema';
import { auditStoreOf } from '@/server/services/audit';
import { call, expectError, get, post } from '@/test/api';
import { newAddress, newPhone } from '@/test/auth';
import { confirmDevice, staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;
type Member = { user_id: number; phone_number: string; roles: string[] };
type Entry = {
  action: string;
  entity: string;
  entity_id: string | null;
  store: { id: number; brand_name: string | null } | null;
  summary: string | null;
  actor: { id: number } | null;
};

const del = (path: string, headers: Headers) => call('DELETE', path, { headers });

/** A store's own staff (ADR 0036): owners add and remove sellers by phone, and read their store's audit log. */
describe.each(testTargets())('store staff on %s', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  let nameA: string;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db());
    nameA = (await db().db.select({ n: stores.brandName }).from(stores).where(eq(stores.id, storeA)))[0]!.n;
  });

  const owner = (storeId: number) => staffHeaders(db(), [{ role: 'owner', storeId }]);
  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const operator = () => staffHeaders(db(), [{ role: 'operator' }]);
  const staffPath = (storeId: number) => `/console/stores/${storeId}/staff/`;
  const add = (headers: Headers, storeId: number, body: unknown, locale?: 'uz' | 'ru') => post(staffPath(storeId), body, { headers, locale });
  const members = (res: { body: { result: { staff: Member[] } } }) => res.body.result.staff;
  const audit = async (headers: Headers, query = '', locale?: 'uz' | 'ru') => {
    const res = await get(`/console/audit/?size=100${query}`, { headers, locale });
    expect(res.status).toBe(200);
    return res.body.result.content as Entry[];
  };

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

  async function placeOrder(productId: number) {
    const shopper = await staffHeaders(db());
    const res = await post(
      '/store/order/',
      { type: 'T', full_name: 'Aziz Karimov', phone_number: shopper.phone, products: [{ product: productId, quantity: 1 }] },
      { headers: shopper.headers },
    );
    expect(res.status).toBe(201);
    return res.body.result.id as number;
  }

  it('keeps visitors (401), shoppers and sellers (403) away from the staff and the audit log', async () => {
    const shopper = await staffHeaders(db());
    const sellerA = await seller(storeA);
    expectError(await get(staffPath(storeA)), 401, 'unauthorized');
    for (const who of [shopper, sellerA]) {
      expectError(await get(staffPath(storeA), { headers: who.headers }), 403, 'forbidden');
      expectError(await add(who.headers, storeA, { phone_number: shopper.phone }), 403, 'forbidden');
      expectError(await del(`${staffPath(storeA)}${sellerA.userId}/`, who.headers), 403, 'forbidden');
      expectError(await get('/console/audit/', { headers: who.headers }), 403, 'forbidden');
    }
    // The seller of the store was not added to anything and is still there.
    const op = await operator();
    expect(members(await get(staffPath(storeA), { headers: op.headers })).map((m) => m.user_id)).toContain(sellerA.userId);
  });

  it('an owner adds a seller by phone, who then works in the console; already a seller says so; the owner removes them', async () => {
    const boss = await owner(storeA);
    const person = await staffHeaders(db());
    const local = formatPhone(person.phone);
    // As typed in the console: spaces and all.
    const added = await add(boss.headers, storeA, { phone_number: local });
    expect(added.status).toBe(201);
    expect(added.body.result.store).toEqual({ id: storeA, brand_name: nameA });
    expect(members(added)).toContainEqual(expect.objectContaining({ user_id: person.userId, phone_number: person.phone, roles: ['seller'], blocked: false }));
    // Owners first.
    expect(members(added)[0]).toMatchObject({ user_id: boss.userId, roles: ['owner'] });

    // Twice: 409, saying so in the caller's language.
    const again = expectError(await add(boss.headers, storeA, { phone_number: person.phone }, 'ru'), 409, 'conflict');
    expect(again.message).toBe(`${local} уже продавец этого магазина`);
    expect(expectError(await add(boss.headers, storeA, { phone_number: person.phone }, 'uz'), 409, 'conflict').message).toContain(
      'allaqachon bu doʻkonning sotuvchisi',
    );
    // Adding the owner themselves: they sell already.
    expect(expectError(await add(boss.headers, storeA, { phone_number: boss.phone }), 409, 'conflict').message).toContain('egasi');

    // The new seller confirms the device and sees the store's orders.
    await confirmDevice(db(), person.phone, person.headers);
    const me = await get('/console/me/', { headers: person.headers });
    expect(me.body.result).toMatchObject({ roles: [{ role: 'seller', store_id: storeA }], all_stores: false, stores: [{ id: storeA }] });
    const orderId = await placeOrder(await productOf(storeA));
    const board = await get(`/console/orders/?store=${storeA}&size=50`, { headers: person.headers });
    expect(board.status).toBe(200);
    expect(board.body.result.content.map((p: { order_id: number }) => p.order_id)).toContain(orderId);

    // Removed: the console closes for them at once.
    const removed = await del(`${staffPath(storeA)}${person.userId}/`, boss.headers);
    expect(removed.status).toBe(200);
    expect(members(removed).map((m) => m.user_id)).not.toContain(person.userId);
    expectError(await get('/console/me/', { headers: person.headers }), 403, 'forbidden');
    expectError(await del(`${staffPath(storeA)}${person.userId}/`, boss.headers), 404, 'not_found');

    // Both changes are in the store's log, by the owner, in words.
    const entries = await audit(boss.headers, `&entity=user&entity_id=${person.userId}`);
    expect(entries.map((e) => [e.action, e.actor?.id, e.store?.id])).toEqual([
      ['role.revoke', boss.userId, storeA],
      ['role.grant', boss.userId, storeA],
    ]);
    expect(entries[1]!.summary).toBe(`Rol berildi: «${nameA}» sotuvchisi`);
  });

  it('refuses an unknown phone, one still signing up, a wrong number and a blocked account, adding no one', async () => {
    const boss = await owner(storeA);
    const before = members(await get(staffPath(storeA), { headers: boss.headers })).length;
    const nobody = newPhone();
    const unknown = expectError(await add(boss.headers, storeA, { phone_number: nobody }, 'ru'), 404, 'not_found');
    expect(unknown.message).toBe(`Нет аккаунта с номером ${formatPhone(nobody)}: сначала этому человеку нужно зарегистрироваться в магазине Savat`);
    expect(unknown.fields?.phone_number).toBe(unknown.message);
    expect(expectError(await add(boss.headers, storeA, { phone_number: nobody }, 'uz'), 404, 'not_found').message).toContain('roʻyxatdan oʻtishi kerak');
    // Asked for a code but never confirmed it: not signed up.
    const pending = newPhone();
    expect((await post('/auth/register/', { phone_number: pending, password: 'Olma2024bozor' }, { headers: newAddress() })).status).toBe(201);
    expectError(await add(boss.headers, storeA, { phone_number: pending }), 404, 'not_found');
    // Not an Uzbek mobile number, or no number at all.
    expect(expectError(await add(boss.headers, storeA, { phone_number: '+998 00 123 45 67' }), 400, 'validation_error').fields).toHaveProperty('phone_number');
    expectError(await add(boss.headers, storeA, {}), 400, 'validation_error');
    expectError(await add(boss.headers, storeA, { phone_number: nobody, store_id: 1 }), 400, 'validation_error');
    // A blocked account.
    const op = await operator();
    const blocked = await staffHeaders(db());
    expect((await post(`/console/users/${blocked.userId}/block/`, undefined, { headers: op.headers })).status).toBe(200);
    expectError(await add(boss.headers, storeA, { phone_number: blocked.phone }), 409, 'conflict');
    expect(members(await get(staffPath(storeA), { headers: boss.headers }))).toHaveLength(before);
  });

  it("an owner of one store cannot touch another store's staff or log (404), nor make owners (403)", async () => {
    const boss = await owner(storeA);
    const person = await staffHeaders(db());
    const sellerB = await seller(storeB);
    expectError(await get(staffPath(storeB), { headers: boss.headers }), 404, 'not_found');
    expectError(await add(boss.headers, storeB, { phone_number: person.phone }), 404, 'not_found');
    expectError(await del(`${staffPath(storeB)}${sellerB.userId}/`, boss.headers), 404, 'not_found');
    expectError(await get(`/console/audit/?store=${storeB}`, { headers: boss.headers }), 404, 'not_found');
    expectError(await get(staffPath(999_999), { headers: boss.headers }), 404, 'not_found');
    // Only an operator makes owners.
    const refused = expectError(await add(boss.headers, storeA, { phone_number: person.phone, role: 'owner' }, 'ru'), 403, 'forbidden');
    expect(refused.message).toBe('Владельца магазина назначает и снимает только оператор платформы');
    expectError(await post(`/console/users/${person.userId}/roles/`, { role: 'owner', store_id: storeA }, { headers: boss.headers }), 403, 'forbidden');
    expectError(await post(`/console/users/${person.userId}/roles/`, { role: 'operator' }, { headers: boss.headers }), 403, 'forbidden');
    expect((await get('/auth/me/', { headers: person.headers })).body.result.roles).toEqual([]);
    expect(members(await get(staffPath(storeB), { headers: (await operator()).headers })).map((m) => m.user_id)).toContain(sellerB.userId);
  });

  it('the last owner cannot step down; with another owner they can; only an operator removes an owner', async () => {
    const op = await operator();
    const first = await owner(storeB);
    // The store may have owners from other tests: start from this one alone.
    for (const m of members(await get(staffPath(storeB), { headers: op.headers }))) {
      if (m.user_id !== first.userId && m.roles.includes('owner')) expect((await del(`${staffPath(storeB)}${m.user_id}/`, op.headers)).status).toBe(200);
    }
    const last = expectError(await del(`${staffPath(storeB)}${first.userId}/`, first.headers), 409, 'conflict');
    expect(last.message).toContain('yagona egasi');

    // The operator adds a second owner, by phone through the same route.
    const second = await staffHeaders(db());
    const made = await add(op.headers, storeB, { phone_number: second.phone, role: 'owner' });
    expect(made.status).toBe(201);
    expect(members(made)).toContainEqual(expect.objectContaining({ user_id: second.userId, roles: ['owner'] }));
    await confirmDevice(db(), second.phone, second.headers);
    // One owner may not remove the other.
    expectError(await del(`${staffPath(storeB)}${second.userId}/`, first.headers), 403, 'forbidden');
    // But may step down now.
    const down = await del(`${staffPath(storeB)}${first.userId}/`, first.headers);
    expect(down.status).toBe(200);
    expect(members(down).map((m) => m.user_id)).not.toContain(first.userId);
    expectError(await get(staffPath(storeB), { headers: first.headers }), 403, 'forbidden');
    // The remaining owner is the last one now; the operator may still remove them.
    expectError(await del(`${staffPath(storeB)}${second.userId}/`, second.headers), 409, 'conflict');
    expect((await del(`${staffPath(storeB)}${second.userId}/`, op.headers)).status).toBe(200);
  });

  it('an owner made on the users page or by phone has every right of a seller; an owner-and-seller loses both rows when removed', async () => {
    const op = await operator();
    const person = await staffHeaders(db());
    const granted = await post(`/console/users/${person.userId}/roles/`, { role: 'owner', store_id: storeA }, { headers: op.headers });
    expect(granted.status).toBe(200);
    expect(granted.body.result.roles).toEqual([{ role: 'owner', store_id: storeA }]);
    expectError(await post(`/console/users/${person.userId}/roles/`, { role: 'owner' }, { headers: op.headers }), 400, 'validation_error');
    await confirmDevice(db(), person.phone, person.headers);
    expect((await get('/console/me/', { headers: person.headers })).body.result).toMatchObject({ all_stores: false, stores: [{ id: storeA }] });
    const orderId = await placeOrder(await productOf(storeA));
    const moved = await post(`/console/orders/${orderId}/status/`, { status: 3 }, { headers: person.headers });
    expect(moved.status).toBe(200);
    // A seller of the store made its owner too holds both rows; removal takes both.
    const both = await seller(storeA);
    await post(`/console/users/${both.userId}/roles/`, { role: 'owner', store_id: storeA }, { headers: op.headers });
    const listed = members(await get(staffPath(storeA), { headers: person.headers })).find((m) => m.user_id === both.userId);
    expect(listed?.roles).toEqual(['owner', 'seller']);
    expect((await del(`${staffPath(storeA)}${both.userId}/`, op.headers)).status).toBe(200);
    expect((await get('/auth/me/', { headers: both.headers })).body.result.roles).toEqual([]);
  });

  it("an owner's audit log holds only their store's entries (products, promotions, orders); an operator's all; an order's move names its store and statuses in words", async () => {
    const boss = await owner(storeA);
    const sellerA = await seller(storeA);
    const sellerB = await seller(storeB);
    const [productA, productB] = [await productOf(storeA), await productOf(storeB)];
    expect((await call('PATCH', `/console/products/${productA}/`, { headers: sellerA.headers, body: { price: 12_000 } })).status).toBe(200);
    expect((await call('PATCH', `/console/products/${productB}/`, { headers: sellerB.headers, body: { price: 13_000 } })).status).toBe(200);
    const orderA = await placeOrder(await productOf(storeA));
    expect((await post(`/console/orders/${orderA}/status/`, { status: 3 }, { headers: sellerA.headers })).status).toBe(200);
    expect((await post(`/console/orders/${orderA}/status/`, { status: 8, reason: 'Doʻkon yopiq' }, { headers: sellerA.headers })).status).toBe(200);
    // Each store's own promotion (ADR 0037).
    const window = { valid_from: new Date(Date.now() - 3_600_000).toISOString(), valid_until: new Date(Date.now() + 86_400_000).toISOString() };
    const promos: number[] = [];
    for (const [store, who] of [
      [storeA, sellerA],
      [storeB, sellerB],
    ] as const) {
      const made = await post(
        `/console/stores/${store}/promotions/`,
        { promocode: `EGA${Date.now().toString(36).toUpperCase()}${store}`, kind: 'percent', discount: 5, ...window },
        { headers: who.headers },
      );
      expect(made.status).toBe(201);
      promos.push(made.body.result.id);
    }

    const mine = await audit(boss.headers);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.store?.id === storeA)).toBe(true);
    expect(mine.some((e) => e.entity === 'product' && e.entity_id === String(productA))).toBe(true);
    expect(mine.some((e) => e.entity === 'product' && e.entity_id === String(productB))).toBe(false);
    expect(mine.some((e) => e.entity === 'promo_code' && e.entity_id === String(promos[0]))).toBe(true);
    expect(mine.some((e) => e.entity === 'promo_code' && e.entity_id === String(promos[1]))).toBe(false);
    expect((await audit(boss.headers, `&store=${storeA}`)).length).toBe(mine.length);
    // Not the platform's own entries (users blocked, categories...) either.
    expect(mine.some((e) => e.action === 'user.block')).toBe(false);

    const op = await operator();
    const all = await audit(op.headers, `&entity=product`);
    expect(all.some((e) => e.entity_id === String(productB))).toBe(true);
    expect((await audit(op.headers, `&store=${storeB}&entity=product`)).every((e) => e.store?.id === storeB)).toBe(true);

    // The order's moves, in words, in both languages.
    const moves = (entries: Entry[]) => entries.filter((e) => e.action === 'order.status').map((e) => e.summary);
    expect(moves(await audit(boss.headers, `&entity=order&entity_id=${orderA}`, 'uz'))).toEqual([
      `«${nameA}» doʻkoni qismi: Yigʻilmoqda → Bekor qilindi; sabab: Doʻkon yopiq`,
      `«${nameA}» doʻkoni qismi: Qabul qilindi → Yigʻilmoqda`,
    ]);
    expect(moves(await audit(op.headers, `&entity=order&entity_id=${orderA}`, 'ru'))).toEqual([
      `Часть магазина «${nameA}»: Собирается → Отменён; причина: Doʻkon yopiq`,
      `Часть магазина «${nameA}»: Принят → Собирается`,
    ]);
    const [entry] = await audit(boss.headers, `&entity=order&entity_id=${orderA}`);
    expect(entry!.store).toEqual({ id: storeA, brand_name: nameA });
  });

  it("filters the audit log by the actor's phone, however it is typed", async () => {
    const op = await operator();
    const sellerA = await seller(storeA);
    const productA = await productOf(storeA);
    expect((await call('PATCH', `/console/products/${productA}/`, { headers: sellerA.headers, body: { available: 7 } })).status).toBe(200);
    expect((await call('PATCH', `/console/products/${productA}/`, { headers: op.headers, body: { available: 8 } })).status).toBe(200);
    const digits = sellerA.phone.slice(4);
    for (const typed of [
      sellerA.phone,
      formatPhone(sellerA.phone),
      `998${digits}`,
      `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
    ]) {
      const entries = await audit(op.headers, `&actor_phone=${encodeURIComponent(typed)}`);
      expect(entries.map((e) => [e.actor?.id, e.entity_id])).toEqual([[sellerA.userId, String(productA)]]);
    }
    // An unescaped "+" reads as a space: still the same phone.
    expect(await audit(op.headers, `&actor_phone=+998${digits}`)).toHaveLength(1);
    expect(await audit(op.headers, `&actor_phone=${encodeURIComponent(newPhone())}`)).toEqual([]);
    expect(expectError(await get('/console/audit/?actor_phone=12345', { headers: op.headers }), 400, 'validation_error').fields).toHaveProperty('actor_phone');
    // An owner filters their store's log the same way.
    const boss = await owner(storeA);
    expect((await audit(boss.headers, `&actor_phone=${encodeURIComponent(op.phone)}`)).map((e) => e.entity_id)).toEqual([String(productA)]);
  });

  it("takes an entry's store as given, else from the object's store_id or store.id", () => {
    expect(auditStoreOf({ storeId: 4, after: { store_id: 5 } })).toBe(4);
    expect(auditStoreOf({ before: { store_id: 5 }, after: null })).toBe(5);
    expect(auditStoreOf({ after: { store: { id: 6, brand_name: 'X' } } })).toBe(6);
    expect(auditStoreOf({ after: { roles: [] }, before: ['store_id'] })).toBeNull();
    expect(auditStoreOf({ after: { store_id: '7' } })).toBeNull();
  });

  it('keeps the store of every entry written before the column (the migration fills it from the entry)', async () => {
    // What the migration does for old rows, checked on rows written without a store.
    const productA = await productOf(storeA);
    await db()
      .db.insert(auditLog)
      .values([
        { actorId: null, action: 'product.update', entity: 'product', entityId: String(productA), before: { price: 1 }, after: { price: 2 } },
        {
          actorId: null,
          action: 'role.grant',
          entity: 'user',
          entityId: '1',
          before: { roles: [] },
          after: { roles: [], granted: { role: 'seller', store_id: storeB } },
        },
        { actorId: null, action: 'store.update', entity: 'store', entityId: String(storeA), before: {}, after: {} },
      ]);
    const { readFileSync, readdirSync } = await import('node:fs');
    const file = readdirSync('drizzle').find((f) => f.endsWith('_audit_store_and_owners.sql'))!;
    const updates = readFileSync(`drizzle/${file}`, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .filter((s) => s.startsWith('UPDATE'));
    expect(updates.length).toBeGreaterThan(3);
    for (const statement of updates) await db().db.execute(sql.raw(statement));
    const rows = await db()
      .db.select({ action: auditLog.action, store: auditLog.storeId })
      .from(auditLog)
      .where(sql`${auditLog.actorId} IS NULL AND ${auditLog.actorLabel} IS NULL`)
      .orderBy(asc(auditLog.id));
    expect(rows.slice(-3)).toEqual([
      { action: 'product.update', store: storeA },
      { action: 'role.grant', store: storeB },
      { action: 'store.update', store: storeA },
    ]);
  });
});
