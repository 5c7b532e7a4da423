/* eslint-disable @typescript-eslint/no-restricted-imports -- a test runs in Node, not in a page: it hands call() the schemas that the browser never loads */
import { z } from '@hono/zod-openapi';
import { consoleApiSchemas } from '@/lib/contract/console-api';
import { consoleApi } from '@/lib/contract/console-route-values';
import { shopApiSchemas } from '@/lib/contract/shop-api';
import { shopApi } from '@/lib/contract/shop-route-values';
import type { ApiRoute } from '@/lib/contract/route-values';
import { app } from '@/server/app';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { call, fillPath } from './call';
import { ApiError, createHttp, type Http } from './http';

/** A client whose every request gets `body` with `status` (what a server that broke its word would send). */
const answering = (status: number, body: unknown): Http =>
  createHttp({
    baseUrl: 'http://savat.test/api/v1',
    locale: 'uz',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });

/** A client of the API in this process, as the storefront's server side calls it. */
const inProcess = (headers: Record<string, string>): Http =>
  createHttp({
    baseUrl: 'http://savat.test/api/v1',
    locale: 'ru',
    token: headers.Authorization?.replace(/^Bearer /, ''),
    fetch: async (input, init) => app.fetch(new Request(input as RequestInfo, init)),
  });

const Thing = z.object({ id: z.number().int(), name: z.string() });
// A route of the fake server below, so not one of the server's (which apiRoute() requires).
const thing: ApiRoute<'get', '/things/{id}/', typeof Thing, undefined, undefined> = { method: 'get', path: '/things/{id}/', result: Thing };

describe('fillPath', () => {
  it('fills the parameters of a template, encoded, without the leading slash ky refuses under a prefix', () => {
    expect(fillPath('/console/orders/{id}/status/', { id: 12 })).toBe('console/orders/12/status/');
    expect(fillPath('/a/{x}/b/{y}', { x: 'a b', y: 'ü/' })).toBe('a/a%20b/b/%C3%BC%2F');
    expect(() => fillPath('/a/{id}/', {})).toThrow('{id}');
  });
});

describe('call', () => {
  it('answers the result of an answer that keeps to the schema', async () => {
    await expect(call(answering(200, { ok: true, result: { id: 1, name: 'Olma' } }), thing, { path: { id: 1 } })).resolves.toEqual({ id: 1, name: 'Olma' });
  });

  it("refuses an answer that breaks the route's schema (a renamed or retyped field)", async () => {
    const renamed = call(answering(200, { ok: true, result: { id: 1, title: 'Olma' } }), thing, { path: { id: 1 } });
    await expect(renamed).rejects.toBeInstanceOf(ApiError);
    await expect(renamed).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(call(answering(200, { ok: true, result: { id: '1', name: 'Olma' } }), thing, { path: { id: 1 } })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("refuses an answer when the route's schema is the wrong one", async () => {
    const wrong = { ...consoleApi.me, result: consoleApiSchemas.orders.one.result };
    await expect(call(answering(200, { ok: true, result: { roles: [], all_stores: true, stores: [] } }), wrong)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("throws the contract's error as an ApiError with its status and fields", async () => {
    const failed = call(answering(400, { ok: false, error: { code: 'validation_error', message: 'Bad', fields: { name: 'Required' } } }), thing, {
      path: { id: 1 },
    });
    await expect(failed).rejects.toMatchObject({ status: 400, code: 'validation_error', fields: { name: 'Required' } });
  });

  it('sends the headers it is given and stops when its signal is aborted', async () => {
    let sent: Request | undefined;
    const http = createHttp({
      baseUrl: 'http://savat.test/api/v1',
      locale: 'uz',
      fetch: async (input, init) => {
        sent = new Request(input as RequestInfo, init);
        // As fetch does: an aborted request never gets an answer.
        if (sent.signal.aborted) throw new DOMException('The request was aborted', 'AbortError');
        return new Response(JSON.stringify({ ok: true, result: { id: 1, name: 'Olma' } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    await call(http, thing, { path: { id: 1 }, options: { headers: { 'Idempotency-Key': 'k-1' } } });
    expect(sent?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(sent?.headers.get('Accept-Language')).toBe('uz');
    const aborted = new AbortController();
    aborted.abort();
    await expect(call(http, thing, { path: { id: 1 }, options: { signal: aborted.signal } })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe.each(testTargets())('the console table against the running API on %s', (target) => {
  const db = useSeededDb(target);

  it("calls real routes: the answers keep to the table's schemas", async () => {
    const operator = inProcess((await staffHeaders(db(), [{ role: 'operator' }])).headers);
    const seller = inProcess(
      (
        await staffHeaders(db(), [
          { role: 'seller', storeId: 1 },
          { role: 'seller', storeId: 2 },
        ])
      ).headers,
    );
    const withSchema = <R extends object>(route: R, schemas: { result: z.ZodType }) => ({ ...route, result: schemas.result });

    const me = await call(seller, withSchema(consoleApi.me, consoleApiSchemas.me));
    expect(me).toEqual({
      user_id: expect.any(Number),
      roles: [
        { role: 'seller', store_id: 1 },
        { role: 'seller', store_id: 2 },
      ],
      all_stores: false,
      stores: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
    });
    const products = await call(seller, withSchema(consoleApi.products.list, consoleApiSchemas.products.list), { query: { store: 2, page: 1, size: 5 } });
    expect(products.content.length).toBeGreaterThan(0);
    expect(products.content.every((p) => p.store_id === 2)).toBe(true);
    const store = await call(operator, withSchema(consoleApi.stores.one, consoleApiSchemas.stores.one), { path: { id: 1 } });
    expect(store.id).toBe(1);
    await expect(call(seller, consoleApi.stores.one, { path: { id: 999_999 } })).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe.each(testTargets())('the storefront table against the running API on %s', (target) => {
  useSeededDb(target);

  it("calls public routes as a guest: the answers keep to the table's schemas", async () => {
    const guest = inProcess({});
    const withSchema = <R extends object>(route: R, schemas: { result: z.ZodType }) => ({ ...route, result: schemas.result });

    const categories = await call(guest, withSchema(shopApi.categories, shopApiSchemas.categories), { query: { size: 5 } });
    expect(categories.length).toBeGreaterThan(0);
    const popular = await call(guest, withSchema(shopApi.products.popular, shopApiSchemas.products.popular), { query: { page: 1, size: 3 } });
    const first = popular.content[0]!;
    const product = await call(guest, withSchema(shopApi.products.one, shopApiSchemas.products.one), { path: { id: first.id } });
    expect(product.id).toBe(first.id);
    const filtered = await call(guest, withSchema(shopApi.products.filter, shopApiSchemas.products.filter), { query: { page: 1, size: 3 }, json: {} });
    expect(filtered.content.length).toBeGreaterThan(0);
    const stores = await call(guest, withSchema(shopApi.stores.list, shopApiSchemas.stores.list), { query: { page: 1, size: 2, paged: 1 } });
    expect(Array.isArray(stores)).toBe(false);
    await expect(call(guest, shopApi.orders.last)).rejects.toMatchObject({ status: 401 });
  });
});

/**
 * Never run: each line must fail the typecheck (`npm run typecheck` reads test files), which is how
 * a renamed path parameter, body field or answer field reaches every caller.
 */
export function typeErrors(http: Http) {
  // @ts-expect-error the order's path names {id}
  void call(http, consoleApi.orders.one, { path: { order: 1 } });
  // @ts-expect-error a path parameter is required
  void call(http, consoleApi.orders.one);
  // @ts-expect-error the move's body has `status`, not `state`
  void call(http, consoleApi.orders.move, { path: { id: 1 }, json: { state: 3 } });
  // @ts-expect-error the orders list reads no `shop` query parameter
  void call(http, consoleApi.orders.list, { query: { shop: 1 } });
  // @ts-expect-error the substitute's answer names its substitution {sid}
  void call(http, shopApi.orders.substitution.approve, { path: { id: 1, substitution: 2 } });
  // @ts-expect-error the favourites' change takes `product_ids`
  void call(http, shopApi.favourites.change, { json: { products: [1] } });
  void call(http, consoleApi.orders.one, { path: { id: 1 } }).then((order) => {
    // @ts-expect-error an order has no `total` field (it has `parts`, each with its figures)
    void order.totl;
    return order.parts[0]?.store.brand_name;
  });
}
