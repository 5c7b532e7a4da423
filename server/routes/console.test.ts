import { get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { grantRole, revokeRole } from '@/server/services/roles';

describe.each(testTargets())('console roles on %s', (target) => {
  const db = useSeededDb(target);

  it('answers the roles in /auth/me/: none for a shopper, the operator first, then the stores', async () => {
    const { phone, password } = await createAccount(db());
    const shopper = bearer((await loginAs(phone, password)).access_token);
    expect((await get('/auth/me/', { headers: shopper })).body.result.roles).toEqual([]);

    const staff = await staffHeaders(db(), [{ role: 'seller', storeId: 2 }, { role: 'operator' }, { role: 'seller', storeId: 1 }]);
    expect((await get('/auth/me/', { headers: staff.headers })).body.result.roles).toEqual([
      { role: 'operator' },
      { role: 'seller', store_id: 1 },
      { role: 'seller', store_id: 2 },
    ]);
  });

  it('lets staff into the console and keeps shoppers and visitors out', async () => {
    expect((await get('/console/me/')).status).toBe(401);
    const shopper = await staffHeaders(db());
    const refused = await get('/console/me/', { headers: shopper.headers });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    const me = await get('/console/me/', { headers: seller.headers });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ roles: [{ role: 'seller', store_id: 1 }], all_stores: false, stores: [{ id: 1 }] });

    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    expect((await get('/console/me/', { headers: operator.headers })).body.result).toMatchObject({ all_stores: true, stores: [] });
  });

  it('reads the roles on every request: a revoked role ends the access at once', async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    expect((await get('/console/me/', { headers: seller.headers })).status).toBe(200);
    expect(await revokeRole(db().db, { userId: seller.userId, role: 'seller', storeId: 1 })).toBe(true);
    expect((await get('/console/me/', { headers: seller.headers })).status).toBe(403);
  });

  it('grants a role once, and refuses an unknown store or a seller without one', async () => {
    const { userId } = await staffHeaders(db());
    expect(await grantRole(db().db, { userId, role: 'seller', storeId: 3 })).toBe('granted');
    expect(await grantRole(db().db, { userId, role: 'seller', storeId: 3 })).toBe('already');
    expect(await grantRole(db().db, { userId, role: 'operator' })).toBe('granted');
    expect(await grantRole(db().db, { userId, role: 'operator' })).toBe('already');
    expect(await grantRole(db().db, { userId, role: 'seller', storeId: 999_999 })).toBe('unknown_store');
    expect(await grantRole(db().db, { userId, role: 'seller' })).toBe('store_needed');
    expect(await grantRole(db().db, { userId: 999_999, role: 'operator' })).toBe('unknown_user');
  });
});
