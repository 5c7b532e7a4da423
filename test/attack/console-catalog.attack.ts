/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document and answers are untyped JSON */
/**
 * The console's catalog and stores (ADR 0017) against a seller: every operator route, read from
 * the OpenAPI document so a new one cannot be forgotten, answers 403 to a seller (and to a
 * shopper); a seller of one store reading or changing any other store gets 404; and nothing
 * changes anywhere. Then an operator sends bad input to every route of these areas: every answer
 * is a clean 4xx (or a success for input that is still valid), never a 500.
 */
import { app } from '@/server/app';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';

/** The operator's parts of the console: every method on these, and these few of the stores. */
const OPERATOR_AREAS = /^\/console\/(categories|banners|faq|partners|about|promo-codes|images)(\/|$)/;
const OPERATOR_STORE_ROUTES = new Set(['post /console/stores', 'post /console/stores/{id}/suspend', 'post /console/stores/{id}/unsuspend']);
/** Reads of these areas that a store's staff may make (the products table's categories): a seller gets them, a shopper still 403. */
const STAFF_READS = new Set(['get /console/categories']);

/** A body that would pass validation where one is needed, so a refusal is the role's, not the input's. */
const BODIES: Record<string, unknown> = {
  '/console/categories': { name_uz: 'A', name_ru: 'A', icon: '/a.svg', image: '/a.svg', color: '#000000' },
  '/console/banners': { type: 'web', title_uz: 'A', title_ru: 'A', image: '/a.svg', color: '#000000', link: '/' },
  '/console/faq': { question_uz: 'A', question_ru: 'A', answer_uz: 'A', answer_ru: 'A' },
  '/console/partners': { name: 'A', logo: '/a.svg' },
  '/console/about': { address_uz: 'A', address_ru: 'A', description_uz: 'A', description_ru: 'A' },
  '/console/promo-codes': { promocode: 'HACK99', discount: 99, valid_from: '2026-01-01T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' },
  // A store's own promotions (ADR 0037): sellers' too, so only the operator's fuzz below sends them.
  '/console/stores/{id}/promotions': {
    promocode: 'HACK77',
    kind: 'percent',
    discount: 7,
    valid_from: '2026-01-01T00:00:00Z',
    valid_until: '2030-01-01T00:00:00Z',
  },
  '/console/stores': {
    brand_name: 'A',
    legal_name: 'A',
    store_location_name_uz: 'A',
    store_location_name_ru: 'A',
    latitude: 41.3,
    longitude: 69.2,
    working_time: '09:00-18:00',
  },
};
const bodyFor = (path: string, method: string) => {
  if (method === 'get' || method === 'delete') return undefined;
  if (path.endsWith('/suspend') || path.endsWith('/unsuspend') || path.endsWith('/deactivate')) return undefined;
  const base = path.replace(/\/\{id\}$/, '');
  const body = BODIES[base];
  return method === 'patch' && body ? { [Object.keys(body)[0]!]: (body as any)[Object.keys(body)[0]!] } : body;
};

describe.each(testTargets())('console catalog attack on $name', (target) => {
  const db = useSeededDb(target);

  it('refuses a seller (and a shopper) every operator route, and another store’s profile; nothing changes', async () => {
    const doc = await (await app.request('/api/v1/openapi.json')).json();
    const routes: { method: string; path: string }[] = [];
    for (const [fullPath, item] of Object.entries<any>(doc.paths)) {
      const path = fullPath.replace(/^\/api\/v1/, '');
      for (const method of Object.keys(item)) {
        if (OPERATOR_AREAS.test(path) || OPERATOR_STORE_ROUTES.has(`${method} ${path}`)) routes.push({ method, path });
      }
    }
    // All six areas, each with its writes, and the three operator routes of the stores.
    expect(routes.length).toBeGreaterThanOrEqual(25);

    const seller = (await staffHeaders(db(), [{ role: 'seller', storeId: 1 }])).headers;
    const shopper = (await staffHeaders(db())).headers;
    const before = await snapshotRows(db());
    const problems: string[] = [];
    const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
      const res = await app.request(`/api/v1${path}`, {
        method: method.toUpperCase(),
        headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        code: res.status >= 400 ? JSON.parse(text).error?.code : undefined,
        problems: answerProblems({ status: res.status, headers: res.headers, text }),
      };
    };

    for (const { method, path } of routes) {
      for (const id of [1, 2, 999_999]) {
        const concrete = path.replace('{id}', String(id));
        for (const [who, headers] of [
          ['seller', seller],
          ['shopper', shopper],
        ] as const) {
          const res = await send(method, concrete, headers, bodyFor(path, method));
          const allowed = who === 'seller' && STAFF_READS.has(`${method} ${path}`);
          if (allowed ? res.status !== 200 : res.status !== 403 || res.code !== 'forbidden')
            problems.push(`${who} ${method.toUpperCase()} ${concrete} → ${res.status} ${res.code}`);
          problems.push(...res.problems.map((p) => `${method.toUpperCase()} ${concrete}: ${p}`));
        }
        if (!path.includes('{id}')) break;
      }
    }

    // The seller of store 1 against every other store (and ids that are no store): 404, never a hint.
    for (let id = 2; id <= 30; id++) {
      for (const [method, body] of [
        ['get', undefined],
        ['patch', { pickup: true }],
        ['patch', { brand_name: 'Mine now', latitude: 41.3, longitude: 69.2 }],
      ] as const) {
        const res = await send(method, `/console/stores/${id}/`, seller, body);
        if (res.status !== 404 || res.code !== 'not_found')
          problems.push(`seller of 1: ${method.toUpperCase()} /console/stores/${id}/ → ${res.status} ${res.code}`);
        problems.push(...res.problems);
      }
    }
    // Nor its logo: the store is looked up before the file is read.
    for (let id = 2; id <= 30; id++) {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png'));
      const res = await app.request(`/api/v1/console/stores/${id}/logo/`, { method: 'POST', headers: seller, body: form });
      const text = await res.text();
      if (res.status !== 404) problems.push(`seller of 1: POST /console/stores/${id}/logo/ → ${res.status}`);
      problems.push(...answerProblems({ status: res.status, headers: res.headers, text }));
    }
    const listed = await (await app.request('/api/v1/console/stores/?size=100', { headers: seller })).json();
    if (listed.result.content.some((s: any) => s.id !== 1)) problems.push('the seller’s store list shows another store');

    console.log(`console catalog attack on ${target.name}: ${routes.length} operator routes; problems ${problems.length}`);
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });

  it('answers an operator’s bad input on every route with a clean 4xx, never a 500', async () => {
    const operator = (await staffHeaders(db(), [{ role: 'operator' }])).headers;
    const doc = await (await app.request('/api/v1/openapi.json')).json();
    const VALUES: unknown[] = [
      null,
      true,
      -1,
      0.5,
      1e20,
      'x'.repeat(20_000),
      '',
      [],
      {},
      ["' OR 1=1 --"],
      "'; DROP TABLE stores; --",
      '<script>alert(1)</script>',
      '2026-13-45T99:99:99Z',
    ];
    const problems: string[] = [];
    let requests = 0;
    for (const [fullPath, item] of Object.entries<any>(doc.paths)) {
      const path = fullPath.replace(/^\/api\/v1/, '');
      if (!/^\/console\/(stores|categories|banners|faq|partners|about|promo-codes)(\/|$)/.test(path)) continue;
      for (const method of Object.keys(item)) {
        const valid = bodyFor(path, method) as Record<string, unknown> | undefined;
        const bodies: unknown[] = valid
          ? [
              [],
              'text',
              42,
              null,
              ...Object.keys(BODIES[path.replace(/\/\{id\}$/, '')] as object).flatMap((k) =>
                VALUES.map((v) => ({ ...(BODIES[path.replace(/\/\{id\}$/, '')] as object), [k]: v })),
              ),
            ]
          : [undefined];
        for (const id of path.includes('{id}') ? ['1', '0', '-1', '1.5', '99999999999', 'abc'] : ['']) {
          for (const body of bodies) {
            const res = await app.request(`/api/v1${path.replace('{id}', id)}`, {
              method: method.toUpperCase(),
              headers: { ...operator, 'Content-Type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            requests += 1;
            const found = answerProblems({ status: res.status, headers: res.headers, text: await res.text() });
            if (found.length) problems.push(`${method.toUpperCase()} ${path.replace('{id}', id)} ${JSON.stringify(body)?.slice(0, 80)}: ${found.join(', ')}`);
          }
        }
      }
    }
    console.log(`console catalog operator fuzz on ${target.name}: ${requests} requests; problems ${problems.length}`);
    expect(problems).toEqual([]);
  });
});
