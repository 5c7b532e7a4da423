/* eslint-disable @typescript-eslint/no-explicit-any -- fuzzed bodies and answers are untyped JSON */
/**
 * Attacks on Payme's endpoint (ADR 0018): forged keys, tampered amounts and accounts, replays of a
 * real transaction against another order, and fuzzed JSON-RPC bodies. Every answer is HTTP 200 in
 * Payme's JSON-RPC shape (never a 5xx, never -32400, never a secret), and no row changes.
 */
import fc from 'fast-check';
import { app } from '@/server/app';
import { testTargets, useSeededDb } from '@/test/db';
import { newPaymeId, orderState, payme, paymeAuth, placeOnlineOrder } from '@/test/payments';
import { answerProblems, changedTables, snapshotRows } from './guard';

const FUZZED = 1000;
const METHODS = ['CheckPerformTransaction', 'CreateTransaction', 'PerformTransaction', 'CancelTransaction', 'CheckTransaction', 'GetStatement'];

describe.each(testTargets({ pool: 10 }))('attacks on Payme on $name', (target) => {
  const db = useSeededDb(target);

  /** Sends a raw request to the endpoint and checks the answer is Payme's shape and leaks nothing. */
  async function raw(body: string, headers: Record<string, string>) {
    const res = await app.request('/api/v1/payments/payme/', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    const text = await res.text();
    const problems = answerProblems({ status: res.status, headers: res.headers, text }, [process.env.PAYME_KEY!]);
    if (res.status !== 200) problems.push(`HTTP ${res.status}`);
    let answer: any;
    try {
      answer = JSON.parse(text);
    } catch {
      problems.push('not JSON');
    }
    if (answer && !(answer.jsonrpc === '2.0' && 'result' in answer !== 'error' in answer)) problems.push('not a JSON-RPC answer');
    if (answer?.error?.code === -32400) problems.push('internal error');
    return { answer, problems };
  }

  it('forged keys: every call refused with -32504 and nothing changes', async () => {
    const order = await placeOnlineOrder(db(), 'payme');
    const id = newPaymeId();
    expect((await payme('CreateTransaction', { id, time: Date.now(), amount: order.total * 100, account: { order_id: String(order.id) } })).result.state).toBe(
      1,
    );
    const key = process.env.PAYME_KEY!;
    const forged: Record<string, string>[] = [
      {},
      paymeAuth(''),
      paymeAuth(key.toUpperCase()),
      paymeAuth(`${key} `),
      paymeAuth(key.slice(0, -1)),
      paymeAuth(`${key}x`),
      paymeAuth(key, 'paycom'),
      paymeAuth(key, ''),
      paymeAuth(`:${key}`, 'Paycom'),
      { Authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString('base64url')}=` },
      { Authorization: `basic ${Buffer.from(`Paycom:${key}`).toString('hex')}` },
      { Authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')} extra` },
      { Authorization: `Digest ${Buffer.from(`Paycom:${key}`).toString('base64')}` },
      { Authorization: 'Basic ' + 'A'.repeat(10_000) },
      { 'X-Authorization': paymeAuth().Authorization },
    ];
    const before = await snapshotRows(db());
    const problems: string[] = [];
    for (const headers of forged) {
      for (const [method, params] of [
        ['PerformTransaction', { id }],
        ['CancelTransaction', { id, reason: 5 }],
        ['CreateTransaction', { id: newPaymeId(), time: Date.now(), amount: order.total * 100, account: { order_id: String(order.id) } }],
        ['GetStatement', { from: 0, to: Date.now() * 2 }],
      ] as const) {
        const { answer, problems: found } = await raw(JSON.stringify({ id: 1, method, params }), headers);
        if (answer?.error?.code !== -32504) found.push(`answered ${JSON.stringify(answer).slice(0, 200)}`);
        if (found.length) problems.push(`${method} with ${JSON.stringify(headers).slice(0, 80)}: ${found.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });

  it('tampered amounts and accounts: refused, nothing changes', async () => {
    const order = await placeOnlineOrder(db(), 'payme');
    const cash = await placeOnlineOrder(db(), 'cash');
    const click = await placeOnlineOrder(db(), 'click');
    const tiyin = order.total * 100;
    const amounts = [
      tiyin - 1,
      tiyin + 1,
      order.total,
      tiyin * 10,
      0,
      -tiyin,
      tiyin + 0.01,
      1e21,
      Number.MAX_SAFE_INTEGER + 2,
      String(tiyin),
      null,
      [tiyin],
      { amount: tiyin },
    ];
    const accounts = [
      { order_id: String(cash.id) },
      { order_id: String(click.id) },
      { order_id: `${order.id} ` },
      { order_id: `${order.id}.0` },
      { order_id: `0${order.id}` },
      { order_id: [order.id] },
      { order_id: `${order.id} OR 1=1` },
      { order_id: '9'.repeat(40) },
      { order: String(order.id) },
      {},
    ];
    const before = await snapshotRows(db());
    const problems: string[] = [];
    const send = async (label: string, method: string, params: Record<string, unknown>) => {
      const { answer, problems: found } = await raw(JSON.stringify({ id: 1, method, params }), paymeAuth());
      if (!answer?.error) found.push(`accepted: ${JSON.stringify(answer).slice(0, 160)}`);
      if (found.length) problems.push(`${label}: ${found.join(', ')}`);
    };
    for (const amount of amounts) {
      await send(`Check amount ${JSON.stringify(amount)}`, 'CheckPerformTransaction', { amount, account: { order_id: String(order.id) } });
      await send(`Create amount ${JSON.stringify(amount)}`, 'CreateTransaction', {
        id: newPaymeId(),
        time: Date.now(),
        amount,
        account: { order_id: String(order.id) },
      });
    }
    for (const account of accounts) {
      await send(`Check account ${JSON.stringify(account)}`, 'CheckPerformTransaction', { amount: tiyin, account });
      await send(`Create account ${JSON.stringify(account)}`, 'CreateTransaction', { id: newPaymeId(), time: Date.now(), amount: tiyin, account });
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });

  it('replays of one order’s transaction against another order pay nothing else', async () => {
    const a = await placeOnlineOrder(db(), 'payme');
    const b = await placeOnlineOrder(db(), 'payme');
    const id = newPaymeId();
    const created = await payme('CreateTransaction', { id, time: Date.now(), amount: a.total * 100, account: { order_id: String(a.id) } });
    // The same Payme id with B's account and amount: the answer is A's transaction; B gets none.
    const replayed = await payme('CreateTransaction', { id, time: Date.now(), amount: b.total * 100, account: { order_id: String(b.id) } });
    expect(replayed.result).toEqual(created.result);
    await payme('PerformTransaction', { id });
    // And again once performed: -31008, B still waits.
    expect((await payme('CreateTransaction', { id, time: Date.now(), amount: b.total * 100, account: { order_id: String(b.id) } })).error?.code).toBe(-31008);
    expect(await orderState(db(), a)).toMatchObject({ status: 1, paymentState: 'paid' });
    const stateB = await orderState(db(), b);
    expect(stateB).toMatchObject({ status: 0, paymentState: 'waiting', transactions: [] });
  });

  it(`${FUZZED} fuzzed JSON-RPC bodies with the right key: Payme's shape, no internal error, no row changed`, async () => {
    const order = await placeOnlineOrder(db(), 'payme');
    const anything = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(String(order.id)),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    );
    const params = fc.record(
      {
        id: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }), anything),
        time: fc.oneof(fc.integer({ min: 0, max: 2 ** 45 }), anything),
        amount: fc.oneof(fc.integer(), fc.constant(order.total * 100 + 1), anything),
        account: fc.oneof(fc.record({ order_id: fc.oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), anything) }), anything),
        reason: fc.oneof(fc.integer({ min: -10, max: 20 }), anything),
        from: fc.oneof(fc.integer({ min: 0, max: 2 ** 45 }), anything),
        to: fc.oneof(fc.integer({ min: 0, max: 2 ** 45 }), anything),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .record({ jsonrpc: fc.constant('2.0'), id: fc.oneof(fc.integer(), fc.string()), method: fc.oneof(fc.constantFrom(...METHODS), fc.string()), params })
          .map((b) => JSON.stringify(b)),
      },
      { weight: 1, arbitrary: fc.json() },
      { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    );
    const bodies = fc.sample(body, { numRuns: FUZZED, seed: 19 });
    const before = await snapshotRows(db());
    const problems: string[] = [];
    let next = 0;
    async function worker() {
      while (next < bodies.length) {
        const b = bodies[next++]!;
        const { answer, problems: found } = await raw(b, paymeAuth());
        // A fuzzed body never names a real waiting order with its exact amount, so nothing may succeed but reads.
        if (answer?.result && !('allow' in answer.result || 'transactions' in answer.result)) found.push('changed something');
        if (found.length && problems.length < 20) problems.push(`${b.slice(0, 160)} → ${JSON.stringify(answer)?.slice(0, 160)}: ${found.join(', ')}`);
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });
});
