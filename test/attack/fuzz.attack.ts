/* eslint-disable @typescript-eslint/no-explicit-any -- the fuzzer walks untyped OpenAPI schemas */
/**
 * Fuzzing: every endpoint of the OpenAPI document gets generated bad input (wrong types, missing and
 * extra fields, huge strings and numbers, negative and fractional counts, unicode, invalid JSON,
 * wrong content types, oversized bodies, bad ids in paths, SQL and script injection) from a
 * logged-in shopper and from a visitor. Every answer must be a clean 4xx in the envelope with the
 * security headers; no row of any table may change. Inputs that are still valid by the contract (a
 * search text full of SQL, say) are "probes": they may succeed but must not fail on the server or
 * write anything.
 */
import fc from 'fast-check';
import { app } from '@/server/app';
import { JSON_BODY_LIMIT } from '@/server/app';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';

const MIN_REQUESTS = 10_000;
/**
 * The product filter mirrors the URL of the products page, so numbers may come as numeric text and
 * flags as 0/1 or "true"; a null is "no filter". For it, those mutations are valid probes.
 */
const LENIENT: Record<string, RegExp> = { 'POST /store/products/filter': /wrong type|null/ };
/**
 * Mutations that are valid input, so not sent: entrance, floor and flat are text or a whole number
 * (other clients send them as numbers: ADR 0019), which the walk reads as an integer, calling text a
 * wrong type. Sent, they would save an address: the suite checks that no row changes.
 */
const VALID: Record<string, RegExp> = {
  'POST /store/shipping': /^(entrance|floor|apartment): (wrong type|unicode)$/,
  'PATCH /store/shipping/update/{id}': /^(entrance|floor|apartment): (wrong type|unicode)$/,
};
const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE products; --',
  '") UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%27',
];
const UNICODE = ['\u0000', 'a\u0000b', '\u202eolma', 'олма\u0301', '🍎🍏', '\ud800', 'ǅ\u200b', '１２３', '١٢٣'];

interface Req {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** true: only a 4xx is right; false: a probe, any answer below 500 will do. */
  mustFail: boolean;
  kind: string;
}

type Schema = any;
const types = (s: Schema): string[] => (Array.isArray(s?.type) ? s.type : s?.type ? [s.type] : []);
const nullable = (s: Schema) => types(s).includes('null');

/** A value the schema accepts, as far as a generic walk can tell (examples win). */
function sample(s: Schema): unknown {
  if (s?.example !== undefined) return s.example;
  if (s?.enum) return s.enum.find((v: unknown) => v !== null);
  const t = types(s).filter((x) => x !== 'null')[0];
  switch (t) {
    case 'string':
      return s.pattern === '^\\d{5}$' ? '12345' : s.format === 'date' ? '1995-04-21' : 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items));
    case 'object':
      return Object.fromEntries((s.required ?? Object.keys(s.properties ?? {})).map((k: string) => [k, sample(s.properties[k])]));
    default:
      return 'a';
  }
}

/** Values the schema refuses, each with the kind of attack it stands for. */
function invalid(s: Schema, depth = 0): [string, unknown][] {
  const out: [string, unknown][] = [];
  const t = types(s);
  if (!nullable(s)) out.push(['null', null]);
  if (s?.enum) {
    for (const v of [
      ...INJECTIONS.slice(0, 4),
      ...UNICODE.slice(0, 3),
      String(s.enum[0]).toLowerCase() === s.enum[0] ? `${s.enum[0]}x` : String(s.enum[0]).toLowerCase(),
    ])
      out.push(['enum', v]);
    out.push(['wrong type', 1]);
    return out;
  }
  if (t.includes('string')) {
    out.push(['wrong type', 12345], ['wrong type', true], ['wrong type', []], ['wrong type', {}]);
    if (s.maxLength !== undefined) out.push(['huge string', 'x'.repeat(s.maxLength + 1)], ['huge string', 'я'.repeat(Math.min(s.maxLength * 10 + 1, 20_000))]);
    if ((s.minLength ?? 0) > 0) out.push(['empty string', '']);
    if (s.pattern || s.format === 'date') for (const v of ['١٢٣٤٥', '1234', '12345 ', INJECTIONS[0], '2026-02-30', '9999-99-99']) out.push(['pattern', v]);
    if (s.example === '+998901234567') for (const v of ['+99890123456', '+79001234567', '998901234567x', INJECTIONS[1], '١٢٣']) out.push(['phone', v]);
    // Text the database could never store: the server must refuse it, not fail on it.
    out.push(['unicode', `a${'\u0000'}b`]);
  }
  if (t.includes('integer') || t.includes('number')) {
    out.push(['wrong type', 'abc'], ['wrong type', '1'], ['wrong type', true], ['huge number', 1e308], ['huge number', -1e308], ['huge number', 2 ** 63]);
    if (t.includes('integer')) out.push(['fraction', 1.5]);
    if (s.minimum !== undefined) out.push(['below minimum', s.minimum - 1], ['negative', -1 - Math.abs(s.minimum)]);
    if (s.maximum !== undefined) out.push(['above maximum', s.maximum + 1]);
    out.push(['unicode', '١']);
  }
  if (t.includes('boolean')) out.push(['wrong type', 'true'], ['wrong type', 1]);
  if (t.includes('array')) {
    out.push(['wrong type', {}], ['wrong type', 'x']);
    if (s.maxItems !== undefined) out.push(['too many items', Array.from({ length: s.maxItems + 1 }, () => sample(s.items))]);
    if ((s.minItems ?? 0) > 0) out.push(['empty array', []]);
    if (depth < 3) for (const [kind, v] of invalid(s.items, depth + 1)) out.push([`item ${kind}`, [v]]);
  }
  if (t.includes('object')) {
    out.push(['wrong type', []], ['wrong type', 'x']);
    const base = sample(s) as Record<string, unknown>;
    if (s.additionalProperties === false)
      out.push(['extra field', { ...base, is_admin: true }], ['extra field', { ...base, __proto__x: 1, constructor: { prototype: 1 } }]);
    for (const k of s.required ?? []) {
      const missing = { ...base };
      delete missing[k];
      out.push(['missing field', missing], ['missing and extra', { ...missing, [`${k}_`]: base[k] }]);
    }
    if (depth < 3)
      for (const [k, prop] of Object.entries<Schema>(s.properties ?? {}))
        for (const [kind, v] of invalid(prop, depth + 1)) out.push([`${k}: ${kind}`, { ...base, [k]: v }]);
  }
  return out;
}

/** Query values the parameter refuses (as text). */
function invalidQuery(s: Schema): string[] {
  const t = types(s);
  if (s?.enum) return ["' OR 1=1", '<script>', 'POPULAR', '%00'];
  if (t.includes('integer') || t.includes('number'))
    return [
      'abc',
      '1.5e',
      '1e309',
      '99999999999999999999',
      "1' OR '1'='1",
      '',
      ' ',
      '0x10',
      ...(s.minimum !== undefined ? [String(s.minimum - 1), '-99'] : []),
      ...(s.maximum !== undefined ? [String(s.maximum + 1)] : []),
      ...(t.includes('integer') ? ['1.5'] : []),
    ];
  if (s?.maxLength !== undefined) return ['x'.repeat(s.maxLength + 1), 'я'.repeat(s.maxLength + 1)];
  return [];
}

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  '1%3B%20DROP%20TABLE%20products',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%20%201',
  'x'.repeat(500),
  '%F0%9F%8D%8E',
];

interface Op {
  method: string;
  path: string;
  auth: boolean;
  params: any[];
  body?: Schema;
}

function operations(): Op[] {
  const doc: any = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'fuzz', version: '1' } });
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    // The payment providers' endpoints answer in the providers' protocols (HTTP 200 with their own
    // errors), not in the envelope: their own attack suites (test/attack/payme.attack.ts, Click's) hold them to those rules.
    if (path.startsWith('/api/v1/payments/')) continue;
    for (const [method, op] of Object.entries<any>(methods))
      ops.push({
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ''),
        auth: Boolean(op.security),
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
  }
  return ops;
}

/** Percent-encodes like a browser, and a lone surrogate as the bytes a hostile client would send. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w-]/g, (ch) => encodeURIComponent(ch));
  }
};

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '1');
const json = { 'Content-Type': 'application/json' };

/** The whole attack plan: targeted cases first, then random ones up to MIN_REQUESTS. */
function plan(user: Record<string, string>): Req[] {
  const reqs: Req[] = [];
  const ops = operations();
  for (const op of ops) {
    const who = op.auth ? user : {};
    const pathParams = op.params.filter((p) => p.in === 'path');
    const query = op.params.filter((p) => p.in === 'query');
    const goodPath = fill(op.path, {});
    const validBody = op.body ? JSON.stringify(sample(op.body)) : undefined;
    const send = (r: Omit<Req, 'method' | 'headers'> & { headers?: Record<string, string> }) =>
      reqs.push({ method: op.method, ...r, headers: { ...who, ...(r.body !== undefined ? json : {}), ...r.headers } });

    // Bad ids in paths.
    for (const p of pathParams)
      for (const bad of BAD_IDS) send({ path: fill(op.path, { [p.name]: bad }), body: validBody, mustFail: true, kind: 'bad path id' });
    // Bad query values; search texts full of injection and unicode are probes.
    for (const p of query) {
      for (const bad of invalidQuery(p.schema)) send({ path: `${goodPath}?${p.name}=${enc(bad)}`, body: validBody, mustFail: true, kind: 'bad query' });
      if (types(p.schema).includes('string') && !p.schema.enum)
        for (const probe of [...INJECTIONS, ...UNICODE, '%', '_', '\\'])
          send({ path: `${goodPath}?${p.name}=${enc(probe)}`, body: validBody, mustFail: !op.auth && op.method !== 'GET', kind: 'injection probe' });
    }
    // Bodies.
    if (op.body) {
      const lenient = LENIENT[`${op.method} ${op.path}`];
      const valid = VALID[`${op.method} ${op.path}`];
      for (const [kind, value] of invalid(op.body))
        if (!valid?.test(kind))
          send({ path: goodPath, body: JSON.stringify(value), mustFail: !lenient?.test(kind), kind: `body ${kind.split(':').pop()!.trim()}` });
      for (const raw of ['{', '{"a":', 'nul', '[1,2', '{"x":1}}', '\u0000', '']) send({ path: goodPath, body: raw, mustFail: true, kind: 'invalid JSON' });
      send({ path: goodPath, body: `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, mustFail: true, kind: 'deep JSON' });
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])
        send({
          path: goodPath,
          body: type === 'application/xml' ? '<a>1</a>' : 'a=1&b=2',
          headers: { 'Content-Type': type },
          mustFail: true,
          kind: 'wrong content type',
        });
      send({ path: goodPath, body: JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT + 10) }), mustFail: true, kind: 'oversized body' });
      // No body is an empty object: wrong only where a field is required.
      reqs.push({ method: op.method, path: goodPath, headers: { ...who }, mustFail: (op.body.required ?? []).length > 0, kind: 'no body' });
    }
    // Sessions: every protected route refuses a missing or forged token.
    if (op.auth)
      for (const authz of ['', 'Bearer', 'Bearer x.y.z', 'Basic YTpi', `Bearer ${'a'.repeat(10_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'])
        reqs.push({
          method: op.method,
          path: goodPath,
          headers: { ...(op.body ? json : {}), ...(authz ? { Authorization: authz } : {}) },
          body: validBody,
          mustFail: true,
          kind: 'forged token',
        });
  }

  // Random input from fast-check until the plan is big enough, spread over every operation.
  const withBody = ops.filter((o) => o.body);
  const anything = fc.oneof(
    fc.anything({ maxDepth: 3, withNullPrototype: true }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.double(),
    fc.bigInt().map(String),
  );
  let seed = 20261123;
  while (reqs.length < MIN_REQUESTS) {
    seed += 1;
    for (const op of withBody) {
      const [value] = fc.sample(anything, { seed, numRuns: 1 });
      // An empty object is a valid "no filter"/"no change" for some routes: not bad input.
      if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
      let body: string;
      try {
        body = JSON.stringify(value) ?? 'undefined';
      } catch {
        body = String(value);
      }
      reqs.push({ method: op.method, path: fill(op.path, {}), headers: { ...(op.auth ? user : {}), ...json }, body, mustFail: true, kind: 'random body' });
    }
    for (const op of ops.filter((o) => o.params.some((p) => p.in === 'path'))) {
      const [seg] = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), { seed, numRuns: 1 });
      const write = op.method !== 'GET' || op.auth;
      reqs.push({
        method: op.method,
        path: fill(op.path, { id: enc(seg!), token: enc(seg!) }),
        headers: { ...(op.auth ? user : {}), ...(op.body ? json : {}) },
        body: op.body ? '{}' : undefined,
        mustFail: write,
        kind: 'random path',
      });
    }
  }
  return reqs;
}

describe.each(testTargets())('fuzzing every endpoint on $name', (target) => {
  const db = useSeededDb(target);

  it(`answers ${MIN_REQUESTS}+ bad requests with clean 4xx and changes no row`, async () => {
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    const user = bearer(tokens.access_token);
    const reqs = plan(user);
    const before = await snapshotRows(db());
    const secrets = [process.env.JWT_SECRET!, tokens.refresh_token];

    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    const problems: string[] = [];
    let next = 0;
    async function worker() {
      while (next < reqs.length) {
        const r = reqs[next++]!;
        const res = await app.request(`/api/v1${r.path}`, { method: r.method, headers: r.headers, body: r.body });
        const text = await res.text();
        byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
        byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
        const found = answerProblems({ status: res.status, headers: res.headers, text }, secrets);
        if (r.mustFail && (res.status < 400 || res.status >= 500)) found.push(`expected a 4xx, got ${res.status}`);
        if (found.length && problems.length < 30)
          problems.push(
            `${r.method} ${r.path.slice(0, 120)} [${r.kind}] ${(r.body ?? '').slice(0, 120)} → ${res.status} ${text.slice(0, 200)}: ${found.join(', ')}`,
          );
        else if (found.length) problems.push('…');
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    const changed = changedTables(before, await snapshotRows(db()));

    const count = (pred: (s: number) => boolean) => [...byStatus].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
    console.log(
      [
        `fuzz on ${target.name}: ${reqs.length} requests over ${operations().length} operations`,
        `  2xx ${count((s) => s < 300)} (probes only), 4xx ${count((s) => s >= 400 && s < 500)}, 5xx ${count((s) => s >= 500)}`,
        `  by status: ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s}×${c}`)
          .join(' ')}`,
        `  by kind: ${[...byKind]
          .sort(([, a], [, b]) => b - a)
          .map(([k, c]) => `${k} ${c}`)
          .join(', ')}`,
        `  problems ${problems.length}, tables changed ${changed.length}`,
      ].join('\n'),
    );
    expect(reqs.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
  });
});
