/* eslint-disable @typescript-eslint/no-explicit-any -- the fuzzer sends and reads untyped bodies */
/**
 * Fuzzing the payment providers' endpoints (ADR 0018): 2 000+ bodies across Click's Prepare and
 * Complete and Payme's Merchant API, generated with fast-check from a fixed seed, against orders
 * in every state (waiting with a live attempt, paid, cancelled, cash). Random forms and JSON,
 * Click's fields with random values (unsigned, and signed with the real key so that they reach the
 * order rules), Payme's methods with random params (with the real key, a wrong one, none), raw
 * bytes under every content type. Nothing here can be a payment: a signed Click form never carries
 * an order's exact amount unless its action is wrong, and Payme's calls never name a live
 * transaction. So every answer must be the provider's refusal (never a 5xx, never a leak), and no
 * row of any table may change.
 */
import fc from 'fast-check';
import { app } from '@/server/app';
import { clickAmountMatches } from '@/lib/domain/payments';
import { PAYME_METHODS } from '@/lib/domain/payme';
import { clickSignature } from '@/server/services/payments/click-sign';
import { clickForm, postClick, type ClickForm } from '@/test/click';
import { testTargets, useSeededDb } from '@/test/db';
import { newPaymeId, payme, paymeAuth, placeOnlineOrder } from '@/test/payments';
import { answerProblems, changedTables, snapshotRows } from './guard';

const PER_PROVIDER = 1_100;
const SEED = 20261125;

interface Req {
  provider: 'click' | 'payme';
  path: string;
  headers: Record<string, string>;
  body: string;
  kind: string;
}

const CLICK_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'merchant_prepare_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
];
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'Content-Type': 'application/json' };
const CONTENT_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml', ''];

/** Values a hostile or broken caller might put in a field. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1',
    '2',
    '1e309',
    'NaN',
    '99999999999999999999',
    "1' OR '1'='1",
    '<script>',
    '\u0000',
    'x'.repeat(5000),
    '١٢٣',
    '０',
    '%00',
    '../../etc/passwd',
  ),
);

function sample<T>(arb: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arb, { seed, numRuns: 1 })[0]!;
}

describe.each(testTargets({ pool: 10 }))("fuzzing the payment providers' endpoints on $name", (target) => {
  const db = useSeededDb(target);

  it(`answers ${2 * PER_PROVIDER} fuzzed bodies in the providers' shapes, with no 5xx and no row changed`, async () => {
    // Orders in every state, for both providers.
    const clickWaiting = await placeOnlineOrder(db(), 'click');
    const clickPrepare = clickForm({ merchant_trans_id: String(clickWaiting.id), amount: `${clickWaiting.total}.00` });
    const prepareId = String((await postClick('prepare', clickPrepare)).body.merchant_prepare_id);
    const clickPaid = await placeOnlineOrder(db(), 'click');
    const paidPrepare = clickForm({ merchant_trans_id: String(clickPaid.id), amount: `${clickPaid.total}.00` });
    const paidPrepareId = String((await postClick('prepare', paidPrepare)).body.merchant_prepare_id);
    expect(
      (
        await postClick(
          'complete',
          clickForm({
            merchant_trans_id: String(clickPaid.id),
            amount: `${clickPaid.total}.00`,
            click_trans_id: paidPrepare.click_trans_id!,
            merchant_prepare_id: paidPrepareId,
          }),
        )
      ).body.error,
    ).toBe(0);
    const clickCancelled = await placeOnlineOrder(db(), 'click');
    expect((await app.request(`/api/v1/store/order/canceled/${clickCancelled.id}/`, { headers: clickCancelled.headers })).status).toBe(200);
    const paymeWaiting = await placeOnlineOrder(db(), 'payme');
    const liveId = newPaymeId();
    expect(
      (await payme('CreateTransaction', { id: liveId, time: Date.now(), amount: paymeWaiting.total * 100, account: { order_id: String(paymeWaiting.id) } }))
        .error,
    ).toBeUndefined();
    const cash = await placeOnlineOrder(db(), 'cash');
    const orders = [clickWaiting, clickPaid, clickCancelled, paymeWaiting, cash];
    const orderIds = orders.map((o) => String(o.id));
    const totals = orders.map((o) => o.total);

    // Mostly real order ids, so that the calls reach the order rules rather than stop at the form.
    const anyOrderId = fc.oneof({ arbitrary: fc.constantFrom(...orderIds), weight: 3 }, { arbitrary: nasty, weight: 1 });
    /** An amount that is no order's total: a signed form with it can never pay anything. */
    const wrongAmount = fc
      .oneof(
        nasty,
        fc.constantFrom(...totals).chain((t) => fc.constantFrom(`${t + 1}`, `${t - 1}.00`, `${t}.01`, `${t * 100}`, `${t}.5`, `-${t}`, `${t}e0`)),
      )
      .filter((a) => !totals.some((t) => clickAmountMatches(a, t)));

    const reqs: Req[] = [];
    const click = (stage: 'prepare' | 'complete', form: ClickForm | string, kind: string, headers: Record<string, string> = FORM) =>
      reqs.push({
        provider: 'click',
        path: `/payments/click/${stage}/`,
        headers,
        body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
        kind,
      });
    const rpc = (body: unknown, kind: string, headers: Record<string, string> = paymeAuth()) =>
      reqs.push({
        provider: 'payme',
        path: '/payments/payme/',
        headers: { ...JSON_TYPE, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        kind,
      });

    let seed = SEED;
    while (reqs.filter((r) => r.provider === 'click').length < PER_PROVIDER) {
      seed += 1;
      const stage = sample(fc.constantFrom('prepare' as const, 'complete' as const), seed);
      const good = clickForm({
        merchant_trans_id: String(clickWaiting.id),
        amount: `${clickWaiting.total}.00`,
        ...(stage === 'complete' ? { click_trans_id: clickPrepare.click_trans_id!, merchant_prepare_id: prepareId } : {}),
      });
      switch (seed % 5) {
        case 0: {
          // A random form of Click's field names and others.
          const form = sample(fc.dictionary(fc.oneof(fc.constantFrom(...CLICK_FIELDS), fc.string({ maxLength: 12 })), nasty, { maxKeys: 14 }), seed);
          click(stage, form, 'random form');
          break;
        }
        case 1: {
          // Click's form with some fields changed after signing: the signature no longer holds.
          // Only the fields the signature covers, and at least one of them really different.
          const signed = [
            'click_trans_id',
            'service_id',
            'merchant_trans_id',
            'amount',
            'action',
            'sign_time',
            'sign_string',
            ...(stage === 'complete' ? ['merchant_prepare_id'] : []),
          ];
          const changes = sample(
            fc.dictionary(fc.constantFrom(...signed), nasty, { minKeys: 1, maxKeys: 4 }).filter((c) => Object.entries(c).some(([k, v]) => good[k] !== v)),
            seed,
          );
          click(stage, { ...good, ...changes }, 'unsigned change');
          break;
        }
        case 2: {
          // Signed with the real key, as if Click itself sent nonsense: any order, attempt, action or
          // failure code, but never an order's exact amount.
          const fields = sample(
            fc.record({
              merchant_trans_id: anyOrderId,
              amount: fc.oneof({ arbitrary: wrongAmount.filter((a) => a.length > 0 && a.length <= 32), weight: 3 }, { arbitrary: wrongAmount, weight: 1 }),
              action: fc.oneof(
                { arbitrary: fc.constant(stage === 'prepare' ? '0' : '1'), weight: 3 },
                { arbitrary: fc.oneof(fc.constantFrom('0', '1'), nasty), weight: 1 },
              ),
              error: fc.oneof(fc.constantFrom('0', '-5017', '-1'), fc.integer({ min: -99999, max: 99999 }).map(String)),
              click_trans_id: fc.oneof(
                fc.constantFrom(clickPrepare.click_trans_id!, paidPrepare.click_trans_id!),
                fc.integer({ min: 1, max: 2 ** 31 }).map(String),
              ),
              merchant_prepare_id: fc.oneof(fc.constantFrom(prepareId, paidPrepareId, '1', '0'), fc.integer({ min: 0, max: 2 ** 40 }).map(String)),
            }),
            seed,
          );
          const { merchant_prepare_id, ...prepareFields } = fields;
          click(stage, clickForm(stage === 'prepare' ? prepareFields : { ...prepareFields, merchant_prepare_id }), 'signed nonsense');
          break;
        }
        case 3: {
          // The exact amount, signed, but an action that is not this endpoint's.
          const action = sample(
            nasty.filter((a) => a !== (stage === 'prepare' ? '0' : '1')),
            seed,
          );
          const form = { ...good, action };
          click(stage, { ...form, sign_string: clickSignature(form as any, process.env.CLICK_SECRET_KEY!) }, 'signed wrong action');
          break;
        }
        default: {
          // Raw bytes under any content type.
          const body = sample(
            fc.oneof(
              fc.string({ unit: 'binary', maxLength: 300 }),
              fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
            ),
            seed,
          );
          const type = sample(fc.constantFrom(...CONTENT_TYPES), seed);
          click(stage, body, 'raw body', type ? { 'Content-Type': type } : {});
        }
      }
    }

    const wrongTiyin = fc
      .oneof(
        fc.integer(),
        fc.double(),
        nasty,
        fc.constantFrom(...totals).map((t) => t * 100 + 1),
      )
      .filter((a) => !totals.some((t) => a === t * 100 || a === String(t * 100)));
    while (reqs.filter((r) => r.provider === 'payme').length < PER_PROVIDER) {
      seed += 1;
      switch (seed % 5) {
        case 0:
          // Any JSON at all, with the real key.
          rpc(sample(fc.jsonValue(), seed) ?? null, 'random JSON');
          break;
        case 1: {
          // A method with random params, with the real key; a live transaction is never named.
          const method = sample(fc.oneof({ arbitrary: fc.constantFrom(...PAYME_METHODS), weight: 4 }, { arbitrary: nasty, weight: 1 }), seed);
          const params = sample(
            fc.record(
              {
                id: fc.oneof({ arbitrary: fc.constant(newPaymeId()), weight: 3 }, { arbitrary: fc.oneof(nasty, fc.integer()), weight: 1 }),
                time: fc.oneof({ arbitrary: fc.constant(Date.now()), weight: 3 }, { arbitrary: fc.oneof(fc.integer(), nasty), weight: 1 }),
                amount: fc.oneof(
                  { arbitrary: wrongTiyin.filter((a) => Number.isSafeInteger(a) && (a as number) > 0), weight: 3 },
                  { arbitrary: wrongTiyin, weight: 1 },
                ),
                account: fc.oneof({ arbitrary: fc.record({ order_id: anyOrderId }), weight: 3 }, { arbitrary: fc.jsonValue(), weight: 1 }),
                reason: fc.oneof(fc.integer({ min: -5, max: 12 }), nasty),
                from: fc.oneof(fc.integer(), nasty),
                to: fc.oneof(fc.integer(), nasty),
              },
              { requiredKeys: ['id', 'time', 'amount', 'account'] },
            ),
            seed,
          );
          rpc({ jsonrpc: '2.0', id: seed, method, params }, 'random params');
          break;
        }
        case 2: {
          // Real calls that would pay or cancel, with a wrong key, another login, or none.
          const headers = sample(
            fc.constantFrom<Record<string, string>>(
              {},
              paymeAuth('wrong-key'),
              paymeAuth(process.env.PAYME_KEY!, 'Payme'),
              paymeAuth(process.env.CLICK_SECRET_KEY!),
              { Authorization: `Bearer ${process.env.PAYME_KEY}` },
              { Authorization: 'Basic' },
              { Authorization: `Basic ${'A'.repeat(600)}` },
            ),
            seed,
          );
          const method = sample(fc.constantFrom('PerformTransaction', 'CancelTransaction', 'CreateTransaction'), seed);
          rpc(
            {
              jsonrpc: '2.0',
              id: seed,
              method,
              params: { id: liveId, reason: 3, time: Date.now(), amount: paymeWaiting.total * 100, account: { order_id: String(paymeWaiting.id) } },
            },
            'forged key',
            headers,
          );
          break;
        }
        case 3: {
          // Malformed JSON-RPC: not an object, no method, params not an object, huge or deep.
          const body = sample(
            fc.constantFrom(
              '',
              '{',
              '[]',
              'null',
              '{"method":1}',
              '{"method":"CheckTransaction"}',
              '{"method":"CheckTransaction","params":[]}',
              `{"method":"GetStatement","params":{"from":0,"to":${'9'.repeat(400)}}}`,
              `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
              `"${'x'.repeat(60_000)}"`,
            ),
            seed,
          );
          rpc(body, 'malformed JSON-RPC');
          break;
        }
        default: {
          const body = sample(fc.string({ unit: 'binary', maxLength: 300 }), seed);
          const type = sample(fc.constantFrom(...CONTENT_TYPES), seed);
          reqs.push({
            provider: 'payme',
            path: '/payments/payme/',
            headers: { ...paymeAuth(), ...(type ? { 'Content-Type': type } : {}) },
            body,
            kind: 'raw body',
          });
        }
      }
    }

    const before = await snapshotRows(db());
    const secrets = [process.env.CLICK_SECRET_KEY!, process.env.PAYME_KEY!, process.env.JWT_SECRET!];
    const problems: string[] = [];
    const byStatus = new Map<string, number>();
    let next = 0;
    async function worker() {
      while (next < reqs.length) {
        const r = reqs[next++]!;
        const res = await app.request(`/api/v1${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
        const text = await res.text();
        let body: any;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const code = r.provider === 'click' && res.status === 200 ? body?.error : body?.error?.code;
        const key = `${r.provider} ${r.kind}: ${res.status} ${code ?? (body?.result ? 'result' : '?')}`;
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
        const found = answerProblems({ status: res.status, headers: res.headers, text }, secrets);
        // Click answers 200 in its shape, or a 4xx envelope for a body that is not a form at all.
        if (r.provider === 'click' && res.status === 200 && !(typeof body?.error === 'number' && body.error < 0 && typeof body.error_note === 'string'))
          found.push("not Click's refusal");
        // Payme always gets HTTP 200 and a JSON-RPC answer; only a read (GetStatement) may have a result.
        if (r.provider === 'payme' && (res.status !== 200 || !(body?.error || body?.result?.transactions))) found.push("not Payme's refusal");
        if (found.length && problems.length < 30)
          problems.push(`${r.path} [${r.kind}] ${r.body.slice(0, 160)} → ${res.status} ${text.slice(0, 200)}: ${found.join(', ')}`);
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    const changed = changedTables(before, await snapshotRows(db()));
    console.log(
      [
        `payments fuzz on ${target.name}: ${reqs.length} requests`,
        `  answers: ${[...byStatus]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, n]) => `${k}×${n}`)
          .join(', ')}`,
        `  problems ${problems.length}, tables changed ${changed.length}`,
      ].join('\n'),
    );
    expect(reqs.length).toBeGreaterThanOrEqual(2_000);
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
  });
});
