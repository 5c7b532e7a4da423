import { get } from '@/test/api';
import { contractViolation, routeOf } from '@/test/contract';
import { testTargets, useSeededDb } from '@/test/db';

// The check every API test runs on every answer (test/api.ts): here it is shown to fail.
describe('the contract check of API answers', () => {
  useSeededDb(testTargets()[0]!);

  it('matches a path to its route, the literal path before a parameter', () => {
    expect(routeOf('GET', '/api/v1/store/products/popular/?page=2')?.template).toBe('/api/v1/store/products/popular');
    expect(routeOf('GET', '/api/v1/store/products/42')?.template).toBe('/api/v1/store/products/{id}');
    expect(routeOf('POST', '/api/v1/store/products/42')).toBeUndefined();
  });

  it('passes a real answer as it is', async () => {
    const product = await get('/store/products/popular/?size=2');
    expect(contractViolation('GET', '/api/v1/store/products/popular/', 200, product.body)).toBeNull();
  });

  it('fails an answer with a field its schema does not declare, however deep', async () => {
    const { body } = await get('/store/products/popular/?size=2');
    body.result.content[1].store.owner_phone = '+998901234567';
    body.result.internal = true;
    expect(contractViolation('GET', '/api/v1/store/products/popular/', 200, body)).toMatch(/result\.content\.1\.store\.owner_phone, result\.internal$/);
  });

  it('fails an answer whose field has another type, or lacks one', async () => {
    const { body } = await get('/store/products/popular/?size=1');
    body.result.content[0].price = '12000';
    expect(contractViolation('GET', '/api/v1/store/products/popular/', 200, body)).toMatch(/result\.content\.0\.price/);
    delete body.result.totalPages;
    expect(contractViolation('GET', '/api/v1/store/products/popular/', 200, body)).toMatch(/totalPages/);
  });

  it('fails a status the route does not declare, and a failure outside the error envelope', () => {
    expect(contractViolation('GET', '/api/v1/store/products/popular/', 201, { ok: true, result: {} })).toMatch(/declares no JSON answer for status 201/);
    expect(contractViolation('GET', '/api/v1/store/products/1/', 404, { ok: false, error: { code: 'not_found', message: 'x' }, stack: 'at …' })).toMatch(
      /stack/,
    );
    expect(contractViolation('GET', '/api/v1/store/products/1/', 404, { ok: false, error: { code: 'gone', message: 'x' } })).toMatch(/error\.code/);
  });
});
