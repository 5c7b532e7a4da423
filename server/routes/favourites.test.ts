import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('favourites on %s', (target) => {
  const db = useSeededDb(target);

  it('needs a user', async () => {
    expectError(await get('/store/products/feature-list/'), 401, 'unauthorized');
    expectError(await post('/store/products/feature/', { product_ids: [1] }), 401, 'unauthorized');
  });

  it('adds, removes and toggles; answers the whole list; marks is_favorite for its owner only', async () => {
    const a = await createAccount(db());
    const b = await createAccount(db());
    const tokenA = bearer((await loginAs(a.phone, a.password)).access_token);
    const tokenB = bearer((await loginAs(b.phone, b.password)).access_token);
    const change = (body: unknown, headers = tokenA) => call('POST', '/store/products/feature/', { body, headers });

    const added = await change({ product_ids: [3, 5, 5, 999_999], action: 'add' });
    expect(added.body.result.map((p: { id: number }) => p.id).sort()).toEqual([3, 5]);
    expect(added.body.result.every((p: { is_favorite: boolean }) => p.is_favorite)).toBe(true);
    // add is idempotent: uploading the device's list twice changes nothing.
    expect((await change({ product_ids: [3], action: 'add' })).body.result).toHaveLength(2);
    expect((await change({ product_ids: [3, 7] })).body.result.map((p: { id: number }) => p.id)).toEqual([7, 5]);
    expect((await change({ product_ids: [5], action: 'remove' })).body.result.map((p: { id: number }) => p.id)).toEqual([7]);

    expect((await get('/store/products/7/', { headers: tokenA })).body.result.is_favorite).toBe(true);
    expect((await get('/store/products/7/', { headers: tokenB })).body.result.is_favorite).toBe(false);
    expect((await get('/store/products/7/')).body.result.is_favorite).toBe(false);
    expect((await get('/store/products/feature-list/', { headers: tokenB })).body.result).toEqual([]);
  });

  it('marks favourites on lists kept for visitors: each caller sees their own', async () => {
    const a = await createAccount(db());
    const tokenA = bearer((await loginAs(a.phone, a.password)).access_token);
    const list = async (headers?: Record<string, string>) =>
      (await call('POST', '/store/products/filter/?sort=popular&size=6', { body: {}, headers })).body.result.content as { id: number; is_favorite: boolean }[];
    // A visitor's request fills the list cache first.
    const visitorFirst = await list();
    const id = visitorFirst[1].id;
    await call('POST', '/store/products/feature/', { body: { product_ids: [id], action: 'add' }, headers: tokenA });
    expect((await list(tokenA)).filter((p) => p.is_favorite).map((p) => p.id)).toEqual([id]);
    expect((await list()).some((p) => p.is_favorite)).toBe(false);
    const detail = (await get(`/store/products/${visitorFirst[0].id}/`, { headers: tokenA })).body.result;
    expect(
      detail.related_products
        .concat(detail.comparison_products)
        .filter((p: { is_favorite: boolean }) => p.is_favorite)
        .every((p: { id: number }) => p.id === id),
    ).toBe(true);
  });

  it('refuses bad bodies', async () => {
    const a = await createAccount(db());
    const token = bearer((await loginAs(a.phone, a.password)).access_token);
    for (const body of [{}, { product_ids: ['1'] }, { product_ids: [1], action: 'clear' }, { product_ids: [0] }]) {
      expectError(await call('POST', '/store/products/feature/', { body, headers: token }), 400, 'validation_error');
    }
  });
});
