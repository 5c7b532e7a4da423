import { call, expectError, get, post } from '@/test/api';
import { ageLastSend, bearer, lastCode, newAddress } from '@/test/auth';
import { GOOD_PASSWORD } from '@/test/auth';
import { confirmDevice, staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

const del = (path: string, body: unknown, headers: Record<string, string>) => call('DELETE', path, { body, headers });

describe.each(testTargets())('console users on %s', (target) => {
  const db = useSeededDb(target);

  it('is for operators only: a visitor 401, a shopper and a seller 403 on every route', async () => {
    const shopper = await staffHeaders(db());
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    const id = shopper.userId;
    expectError(await get('/console/users/'), 401, 'unauthorized');
    for (const who of [shopper, seller]) {
      const h = who.headers;
      expectError(await get('/console/users/?phone=90', { headers: h }), 403, 'forbidden');
      expectError(await get(`/console/users/${id}/`, { headers: h }), 403, 'forbidden');
      expectError(await post(`/console/users/${id}/roles/`, { role: 'operator' }, { headers: h }), 403, 'forbidden');
      expectError(await del(`/console/users/${id}/roles/`, { role: 'operator' }, h), 403, 'forbidden');
      expectError(await post(`/console/users/${id}/block/`, undefined, { headers: h }), 403, 'forbidden');
      expectError(await post(`/console/users/${id}/unblock/`, undefined, { headers: h }), 403, 'forbidden');
      expectError(await get('/console/audit/', { headers: h }), 403, 'forbidden');
    }
    expect((await get('/auth/me/', { headers: shopper.headers })).body.result.roles).toEqual([]);
  });

  it('finds users by any part of the phone and reads one', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const shopper = await staffHeaders(db());
    const tail = shopper.phone.slice(-7);
    const found = await get(`/console/users/?phone=${encodeURIComponent(`${tail.slice(0, 3)} ${tail.slice(3)}`)}`, { headers: operator.headers });
    expect(found.status).toBe(200);
    expect(found.body.result.content.map((u: { id: number }) => u.id)).toContain(shopper.userId);
    const one = await get(`/console/users/${shopper.userId}/`, { headers: operator.headers });
    expect(one.body.result).toEqual({
      id: shopper.userId,
      phone_number: shopper.phone,
      full_name: null,
      created_at: expect.any(String),
      roles: [],
      blocked: false,
      blocked_at: null,
    });
    expect((await get(`/console/users/${operator.userId}/`, { headers: operator.headers })).body.result.roles).toEqual([{ role: 'operator' }]);
    expectError(await get('/console/users/999999/', { headers: operator.headers }), 404, 'not_found');
    expectError(await get('/console/users/?size=0', { headers: operator.headers }), 400, 'validation_error');
  });

  it('grants and revokes roles: /auth/me/ follows, the console opens and closes, every change audited', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const user = await staffHeaders(db());
    const path = `/console/users/${user.userId}/roles/`;
    const h = operator.headers;

    expectError(await get('/console/me/', { headers: user.headers }), 403, 'forbidden');
    const unknown = expectError(await post(path, { role: 'seller', store_id: 999_999 }, { headers: h }), 400, 'validation_error');
    expect(unknown.fields).toEqual({ store_id: expect.any(String) });
    // The role and its store are paired by the contract's schema, said at store_id in the caller's words.
    const noStore = expectError(await post(path, { role: 'seller' }, { headers: h }), 400, 'validation_error');
    expect(noStore.fields).toEqual({ store_id: expect.stringMatching(/doʻkon/) });
    const operatorStore = expectError(await post(path, { role: 'operator', store_id: 1 }, { headers: h }), 400, 'validation_error');
    expect(operatorStore.fields).toEqual({ store_id: expect.stringMatching(/Operator/) });
    expectError(await post(path, { role: 'admin' }, { headers: h }), 400, 'validation_error');
    expectError(await post('/console/users/999999/roles/', { role: 'operator' }, { headers: h }), 404, 'not_found');

    const granted = await post(path, { role: 'seller', store_id: 4 }, { headers: h });
    expect(granted.status).toBe(200);
    expect(granted.body.result.roles).toEqual([{ role: 'seller', store_id: 4 }]);
    expect((await post(path, { role: 'seller', store_id: 4 }, { headers: h })).status).toBe(200);
    expect((await get('/auth/me/', { headers: user.headers })).body.result.roles).toEqual([{ role: 'seller', store_id: 4 }]);
    // A new staff member's session has not confirmed its device yet (ADR 0025).
    expectError(await get('/console/me/', { headers: user.headers }), 403, 'second_factor_required');
    await confirmDevice(db(), user.phone, user.headers);
    expect((await get('/console/me/', { headers: user.headers })).status).toBe(200);

    expectError(await del(path, { role: 'seller', store_id: 5 }, h), 404, 'not_found');
    const revoked = await del(path, { role: 'seller', store_id: 4 }, h);
    expect(revoked.body.result.roles).toEqual([]);
    expect((await get('/auth/me/', { headers: user.headers })).body.result.roles).toEqual([]);
    expectError(await get('/console/me/', { headers: user.headers }), 403, 'forbidden');

    const log = await get(`/console/audit/?entity=user&entity_id=${user.userId}`, { headers: h });
    expect(log.body.result.content).toEqual([
      expect.objectContaining({
        action: 'role.revoke',
        actor: { id: operator.userId, phone_number: operator.phone },
        before: { roles: [{ role: 'seller', store_id: 4 }] },
        after: { roles: [], revoked: { role: 'seller', store_id: 4 } },
      }),
      expect.objectContaining({
        action: 'role.grant',
        before: { roles: [] },
        after: { roles: [{ role: 'seller', store_id: 4 }], granted: { role: 'seller', store_id: 4 } },
      }),
    ]);
    const byActor = await get(`/console/audit/?actor=${operator.userId}`, { headers: h });
    expect(byActor.body.result.totalElements).toBe(2);
  });

  it('never lets an operator block themselves or drop their own operator role (409)', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const other = await staffHeaders(db(), [{ role: 'operator' }]);
    expectError(await post(`/console/users/${operator.userId}/block/`, undefined, { headers: operator.headers }), 409, 'conflict');
    expectError(await del(`/console/users/${operator.userId}/roles/`, { role: 'operator' }, operator.headers), 409, 'conflict');
    expect((await get('/console/me/', { headers: operator.headers })).status).toBe(200);
    // Another operator may take it back.
    expect((await del(`/console/users/${operator.userId}/roles/`, { role: 'operator' }, other.headers)).status).toBe(200);
    expectError(await get('/console/me/', { headers: operator.headers }), 403, 'forbidden');
  });

  it('blocks a user: the open session ends at once, sign-in by password, by code and refresh are refused; unblock lets them back', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const user = await staffHeaders(db());
    const h = operator.headers;
    const tokens = (await post('/auth/login/', { phone_number: user.phone, password: GOOD_PASSWORD }, { headers: newAddress() })).body.result;
    // A sign-in code asked for before the block.
    await ageLastSend(db(), user.phone);
    const pending = await post('/auth/login/code/', { phone_number: user.phone }, { headers: newAddress() });
    expect(pending.status).toBe(200);
    const code = await lastCode(db(), user.phone);
    expect((await get('/auth/me/', { headers: user.headers })).status).toBe(200);

    const blocked = await post(`/console/users/${user.userId}/block/`, undefined, { headers: h });
    expect(blocked.status).toBe(200);
    expect(blocked.body.result).toMatchObject({ blocked: true, blocked_at: expect.any(String) });
    expectError(await post(`/console/users/${user.userId}/block/`, undefined, { headers: h }), 409, 'conflict');

    expectError(await get('/auth/me/', { headers: user.headers }), 401, 'unauthorized');
    expectError(await get('/auth/me/', { headers: bearer(tokens.access_token) }), 401, 'unauthorized');
    const refused = expectError(
      await post('/auth/login/', { phone_number: user.phone, password: GOOD_PASSWORD }, { headers: newAddress(), locale: 'ru' }),
      403,
      'forbidden',
    );
    expect(refused.message).toMatch(/заблокирован/);
    // A wrong password still says only that: the block is told to the one who knows the password.
    expectError(
      await post('/auth/login/', { phone_number: user.phone, password: 'Wrong2024pass' }, { headers: newAddress() }),
      400,
      'invalid_phone_or_password',
    );
    // A refresh is 401 (the clients then drop the session) with the block's message.
    expect(expectError(await post('/auth/refresh/', { refresh: tokens.refresh_token }, { locale: 'uz' }), 401, 'unauthorized').message).toMatch(/bloklangan/);
    expectError(await post('/auth/login/verify/', { otp_key: pending.body.result.otp_key, otp_code: code }), 403, 'forbidden');
    await ageLastSend(db(), user.phone);
    expectError(await post('/auth/login/code/', { phone_number: user.phone }, { headers: newAddress() }), 403, 'forbidden');

    const unblocked = await post(`/console/users/${user.userId}/unblock/`, undefined, { headers: h });
    expect(unblocked.body.result).toMatchObject({ blocked: false, blocked_at: null });
    expectError(await post(`/console/users/${user.userId}/unblock/`, undefined, { headers: h }), 409, 'conflict');
    const again = await post('/auth/login/', { phone_number: user.phone, password: GOOD_PASSWORD }, { headers: newAddress() });
    expect(again.status).toBe(200);
    expect((await get('/auth/me/', { headers: bearer(again.body.result.access_token) })).status).toBe(200);

    const log = await get(`/console/audit/?entity=user&entity_id=${user.userId}`, { headers: h });
    expect(log.body.result.content.map((e: { action: string }) => e.action)).toEqual(['user.unblock', 'user.block']);
    expect(log.body.result.content[1]).toMatchObject({
      actor: { id: operator.userId },
      before: { blocked: false },
      after: { blocked: true, sessions_ended: true },
    });
  });

  it('reads the audit log newest first, by entity, action and actor, in pages', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const user = await staffHeaders(db());
    for (const store of [6, 7, 8]) await post(`/console/users/${user.userId}/roles/`, { role: 'seller', store_id: store }, { headers: operator.headers });
    const page = await get(`/console/audit/?entity=user&entity_id=${user.userId}&action=role.grant&size=2`, { headers: operator.headers });
    expect(page.body.result).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(page.body.result.content.map((e: { after: { granted: { store_id: number } } }) => e.after.granted.store_id)).toEqual([8, 7]);
    const second = await get(`/console/audit/?entity=user&entity_id=${user.userId}&action=role.grant&size=2&page=2`, { headers: operator.headers });
    expect(second.body.result.content.map((e: { after: { granted: { store_id: number } } }) => e.after.granted.store_id)).toEqual([6]);
    expectError(await get('/console/audit/?actor=abc', { headers: operator.headers }), 400, 'validation_error');
  });
});
