import { eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { setPaymentClockForTests } from '@/server/services/payments/clock';
import { call } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { newPaymeId, orderState, payme, paymeAuth, placeOnlineOrder, type PlacedOrder } from '@/test/payments';
import { withEnv } from '@/test/env';

/**
 * Payme's sandbox battery (ADR 0018), played byte for byte against POST /api/v1/payments/payme/:
 * the auth, malformed calls, unknown orders and amounts, the whole life of a transaction, repeats
 * of each call, cancels before and after perform, the 12-hour time-out on an injected clock, and
 * the statement.
 */
describe.each(testTargets())("Payme's Merchant API on %s", (target) => {
  const db = useSeededDb(target);
  const HOUR = 3_600_000;
  let now = Date.now();
  beforeEach(() => {
    now = Date.now();
    setPaymentClockForTests(() => now);
  });
  afterAll(() => setPaymentClockForTests(undefined));

  const account = (order: Pick<PlacedOrder, 'id'>) => ({ order_id: String(order.id) });
  const tiyin = (order: PlacedOrder) => order.total * 100;

  /** Create for an order, answering the transaction's Payme id and our id. */
  async function create(order: PlacedOrder, id = newPaymeId(), time = now) {
    const answer = await payme('CreateTransaction', { id, time, amount: tiyin(order), account: account(order) });
    expect(answer.error).toBeUndefined();
    return { id, transaction: answer.result.transaction as string, answer };
  }

  describe('authentication', () => {
    it.each([
      ['no header', {}],
      ['a wrong key', paymeAuth('wrong-key')],
      ['a wrong login', paymeAuth(undefined, 'Payme')],
      ['the key with a space', paymeAuth(' payme-test-key')],
      ['Bearer instead of Basic', { Authorization: `Bearer ${Buffer.from('Paycom:payme-test-key').toString('base64')}` }],
      ['no colon', { Authorization: `Basic ${Buffer.from('Paycompayme-test-key').toString('base64')}` }],
      ['not base64', { Authorization: 'Basic %%%%' }],
    ])('%s: -32504 and nothing is read', async (_, headers) => {
      const order = await placeOnlineOrder(db(), 'payme');
      const id = newPaymeId();
      const answer = await payme('CreateTransaction', { id, time: now, amount: tiyin(order), account: account(order) }, { headers });
      expect(answer.error?.code).toBe(-32504);
      expect(answer.error?.message).toEqual({ uz: expect.any(String), ru: expect.any(String), en: expect.any(String) });
      expect((await orderState(db(), order)).transactions).toEqual([]);
    });

    it('refuses everything when the store has no Payme key', async () => {
      const key = process.env.PAYME_KEY;
      await withEnv({ PAYME_KEY: undefined }, async () => {
        expect((await payme('CheckPerformTransaction', { amount: 100, account: { order_id: '1' } }, { headers: paymeAuth(key) })).error?.code).toBe(-32504);
        expect((await payme('CheckPerformTransaction', { amount: 100, account: { order_id: '1' } }, { headers: paymeAuth('') })).error?.code).toBe(-32504);
      });
    });
  });

  describe('malformed calls', () => {
    it('malformed JSON: -32700, HTTP 200', async () => {
      const answer = await payme('', {}, { raw: '{"method": "CheckPerformTransaction", "params": {' });
      expect(answer).toMatchObject({ id: null, error: { code: -32700 } });
    });

    it.each([
      ['an array', '[]'],
      ['no method', '{"id": 1, "params": {}}'],
      ['no params', '{"id": 1, "method": "CheckTransaction"}'],
      ['params not an object', '{"id": 1, "method": "CheckTransaction", "params": [1]}'],
    ])('%s: -32600', async (_, raw) => {
      expect((await payme('', {}, { raw })).error?.code).toBe(-32600);
    });

    it('echoes the request id, number or string', async () => {
      expect((await payme('', {}, { raw: '{"id": "abc", "method": "Nope", "params": {}}' })).id).toBe('abc');
      expect((await payme('', {}, { raw: '{"id": 77, "method": "Nope", "params": {}}' })).id).toBe(77);
    });

    it('unknown method: -32601', async () => {
      expect((await payme('ChangePassword', { password: 'x' })).error?.code).toBe(-32601);
      expect((await payme('checkPerformTransaction', {})).error?.code).toBe(-32601);
    });

    it.each([
      ['CreateTransaction without an id', 'CreateTransaction', { time: 1, amount: 100, account: { order_id: '1' } }],
      ['CreateTransaction with a time as text', 'CreateTransaction', { id: 'a', time: '1', amount: 100, account: { order_id: '1' } }],
      ['PerformTransaction with an id as a number', 'PerformTransaction', { id: 5 }],
      ['CancelTransaction without a reason', 'CancelTransaction', { id: 'abc' }],
      ['GetStatement without to', 'GetStatement', { from: 1 }],
    ])('%s: -32600', async (_, method, params) => {
      expect((await payme(method, params)).error?.code).toBe(-32600);
    });
  });

  describe('CheckPerformTransaction', () => {
    it('allows the order’s exact amount in tiyin', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      expect(await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).toMatchObject({
        jsonrpc: '2.0',
        result: { allow: true },
      });
      // order_id as a number is the same order.
      expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: { order_id: order.id } })).result).toEqual({ allow: true });
    });

    it.each([
      ['one tiyin less', -1],
      ['one tiyin more', 1],
      ['the total in so‘m', 'soum'],
      ['a fraction', 0.5],
    ] as const)('wrong amount (%s): -31001', async (_, change) => {
      const order = await placeOnlineOrder(db(), 'payme');
      const amount = change === 'soum' ? order.total : tiyin(order) + change;
      expect((await payme('CheckPerformTransaction', { amount, account: account(order) })).error?.code).toBe(-31001);
    });

    it.each([
      ['an unknown order', { order_id: '2000000000' }],
      ['no order_id', {}],
      ['another field', { order: '1' }],
      ['an order_id that is no number', { order_id: 'abc' }],
      ['a negative order_id', { order_id: '-1' }],
    ])('%s: -31050 with data order_id', async (_, acc) => {
      const answer = await payme('CheckPerformTransaction', { amount: 100, account: acc });
      expect(answer.error).toMatchObject({ code: -31050, data: 'order_id' });
    });

    it('an order paid in cash or with Click is no Payme order: -31050', async () => {
      for (const type of ['cash', 'click'] as const) {
        const order = await placeOnlineOrder(db(), type);
        expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).error?.code).toBe(-31050);
      }
    });

    it('an order no longer waiting (cancelled): -31051', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      await call('GET', `/store/order/canceled/${order.id}/`, { headers: order.headers });
      expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).error).toMatchObject({
        code: -31051,
        data: 'order_id',
      });
    });
  });

  describe('a transaction’s life', () => {
    it('Check → Create → Perform → CheckTransaction, each repeat answering the same', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { locale: 'ru' });
      expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).result).toEqual({ allow: true });

      const { id, transaction, answer } = await create(order);
      expect(answer.result).toEqual({ create_time: now, transaction, state: 1 });
      expect(Number(transaction)).toBeGreaterThan(0);
      // Repeated: the same transaction, even later.
      now += 1000;
      expect((await payme('CreateTransaction', { id, time: now - 1000, amount: tiyin(order), account: account(order) })).result).toEqual(answer.result);
      expect(await orderState(db(), order)).toMatchObject({ status: 0, paymentState: 'waiting' });

      const check = await payme('CheckTransaction', { id });
      expect(check.result).toEqual({ create_time: now - 1000, perform_time: 0, cancel_time: 0, transaction, state: 1, reason: null });

      now += 1000;
      const performed = await payme('PerformTransaction', { id });
      expect(performed.result).toEqual({ transaction, perform_time: now, state: 2 });
      now += 1000;
      expect((await payme('PerformTransaction', { id })).result).toEqual(performed.result);

      expect((await payme('CheckTransaction', { id })).result).toEqual({
        create_time: now - 3000,
        perform_time: now - 1000,
        cancel_time: 0,
        transaction,
        state: 2,
        reason: null,
      });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 1, paymentState: 'paid', parts: [1] });
      expect(state.history.map((h) => h.status)).toEqual([0, 1]);
      expect(state.sms).toEqual([`Savat: оплата заказа №${order.id} получена. Спасибо!`]);
      expect(state.transactions).toMatchObject([{ provider: 'payme', providerId: id, amount: tiyin(order), state: 2, providerTime: now - 3000, reason: null }]);
      // Once paid the order checks no more.
      expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).error?.code).toBe(-31051);
    });

    it('Create checks the order as Check does: unknown order, wrong amount', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      expect((await payme('CreateTransaction', { id: newPaymeId(), time: now, amount: tiyin(order), account: { order_id: '2000000000' } })).error?.code).toBe(
        -31050,
      );
      expect((await payme('CreateTransaction', { id: newPaymeId(), time: now, amount: tiyin(order) + 100, account: account(order) })).error?.code).toBe(-31001);
      expect((await orderState(db(), order)).transactions).toEqual([]);
    });

    it('a second Create with another id while the first lives: -31052; after the first is cancelled the order is cancelled too', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const first = await create(order);
      const second = await payme('CreateTransaction', { id: newPaymeId(), time: now, amount: tiyin(order), account: account(order) });
      expect(second.error).toMatchObject({ code: -31052, data: 'order_id' });
      expect((await payme('CheckPerformTransaction', { amount: tiyin(order), account: account(order) })).error?.code).toBe(-31052);
      expect((await orderState(db(), order)).transactions).toHaveLength(1);
      await payme('CancelTransaction', { id: first.id, reason: 3 });
      expect((await payme('CreateTransaction', { id: newPaymeId(), time: now, amount: tiyin(order), account: account(order) })).error?.code).toBe(-31051);
    });

    it('Cancel before perform: -1, the order cancelled (declined) with its stock back; repeats answer the same; Perform after it: -31008', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 2, stock: 6 });
      const { id, transaction } = await create(order);
      now += 500;
      const cancelled = await payme('CancelTransaction', { id, reason: 3 });
      expect(cancelled.result).toEqual({ transaction, cancel_time: now, state: -1 });
      now += 500;
      expect((await payme('CancelTransaction', { id, reason: 3 })).result).toEqual(cancelled.result);
      expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 3, cancel_time: now - 500, perform_time: 0 });
      expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
      // A repeated Create of the cancelled transaction cannot go on either.
      expect((await payme('CreateTransaction', { id, time: now, amount: tiyin(order), account: account(order) })).error?.code).toBe(-31008);
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 8, paymentState: 'declined', parts: [8], stock: 6, sms: [] });
      expect(state.history).toEqual([
        { status: 0, reason: null },
        { status: 8, reason: 'payment_declined' },
      ]);
    });

    it('Cancel after perform while the order may still be cancelled: -2, refunded, stock back; repeats answer the same', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 1, stock: 4 });
      const { id, transaction } = await create(order);
      await payme('PerformTransaction', { id });
      now += 1000;
      const refunded = await payme('CancelTransaction', { id, reason: 5 });
      expect(refunded.result).toEqual({ transaction, cancel_time: now, state: -2 });
      expect((await payme('CancelTransaction', { id, reason: 5 })).result).toEqual(refunded.result);
      expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
      expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -2, reason: 5 });
      expect(await orderState(db(), order)).toMatchObject({ status: 8, paymentState: 'refunded', stock: 4 });
    });

    it('Cancel after perform once the order is on its way: -31007, nothing changes', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const { id } = await create(order);
      await payme('PerformTransaction', { id });
      // The pickup order was picked up: nothing can be cancelled.
      await db().db.update(orders).set({ status: 7 }).where(eq(orders.id, order.id));
      expect((await payme('CancelTransaction', { id, reason: 5 })).error?.code).toBe(-31007);
      expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: 2, reason: null, cancel_time: 0 });
      expect((await orderState(db(), order)).paymentState).toBe('paid');
    });

    it('the shopper cancels a paid order (refund_pending), then Payme confirms the refund (refunded)', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 1, stock: 4 });
      const { id } = await create(order);
      await payme('PerformTransaction', { id });
      const cancelled = await call('GET', `/store/order/canceled/${order.id}/`, { headers: order.headers });
      expect(cancelled.body.result).toMatchObject({ status: 8, payment_state: 'refund_pending' });
      expect((await payme('CancelTransaction', { id, reason: 5 })).result).toMatchObject({ state: -2 });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 8, paymentState: 'refunded', stock: 4 });
      // The stock came back once, with the shopper's cancel.
      expect(state.history.map((h) => h.status)).toEqual([0, 1, 8]);
    });

    it('unknown transaction: -31003 for Perform, Cancel and CheckTransaction', async () => {
      const id = newPaymeId();
      expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31003);
      expect((await payme('CancelTransaction', { id, reason: 1 })).error?.code).toBe(-31003);
      expect((await payme('CheckTransaction', { id })).error?.code).toBe(-31003);
    });
  });

  describe('the 12-hour time-out', () => {
    it('Perform 12 h after the transaction’s time: -31008, the transaction cancelled with reason 4 and the order expired', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 1, stock: 3 });
      const { id } = await create(order);
      now += 12 * HOUR + 1;
      expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
      expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4, cancel_time: now });
      expect(await orderState(db(), order)).toMatchObject({ status: 8, paymentState: 'expired', stock: 3 });
    });

    it('Perform just inside 12 h still pays', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const { id } = await create(order);
      now += 12 * HOUR;
      expect((await payme('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
    });

    it('a repeated Create past the time-out: -31008 and cancelled', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const { id } = await create(order);
      now += 13 * HOUR;
      expect((await payme('CreateTransaction', { id, time: now - 13 * HOUR, amount: tiyin(order), account: account(order) })).error?.code).toBe(-31008);
      expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
    });

    it('a new Create whose time is already 12 h old: -31008, nothing written', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      expect(
        (await payme('CreateTransaction', { id: newPaymeId(), time: now - 12 * HOUR - 1, amount: tiyin(order), account: account(order) })).error?.code,
      ).toBe(-31008);
      expect((await orderState(db(), order)).transactions).toEqual([]);
    });

    it('Payme’s own cancel with reason 4 expires the order', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const { id } = await create(order);
      expect((await payme('CancelTransaction', { id, reason: 4 })).result).toMatchObject({ state: -1 });
      expect((await orderState(db(), order)).paymentState).toBe('expired');
    });
  });

  describe('GetStatement', () => {
    it('answers every Payme transaction whose time is in the window, oldest first, with its account', async () => {
      const base = now + 100 * HOUR;
      const a = await placeOnlineOrder(db(), 'payme');
      const b = await placeOnlineOrder(db(), 'payme');
      const c = await placeOnlineOrder(db(), 'payme');
      now = base;
      const ta = await create(a, newPaymeId(), base + 1000);
      const tb = await create(b, newPaymeId(), base + 2000);
      await create(c, newPaymeId(), base + 9000);
      await payme('PerformTransaction', { id: ta.id });
      await payme('CancelTransaction', { id: tb.id, reason: 2 });
      const statement = await payme('GetStatement', { from: base + 1000, to: base + 2000 });
      expect(statement.result.transactions).toEqual([
        {
          id: ta.id,
          time: base + 1000,
          amount: tiyin(a),
          account: { order_id: String(a.id) },
          create_time: base,
          perform_time: base,
          cancel_time: 0,
          transaction: ta.transaction,
          state: 2,
          reason: null,
        },
        {
          id: tb.id,
          time: base + 2000,
          amount: tiyin(b),
          account: { order_id: String(b.id) },
          create_time: base,
          perform_time: 0,
          cancel_time: base,
          transaction: tb.transaction,
          state: -1,
          reason: 2,
        },
      ]);
      expect((await payme('GetStatement', { from: base + 3000, to: base + 8000 })).result).toEqual({ transactions: [] });
    });
  });

  describe('races', () => {
    it('50 parallel PerformTransaction: paid once, one history entry, one SMS, the same answer to all', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const { id } = await create(order);
      const answers = await Promise.all(Array.from({ length: 50 }, () => payme('PerformTransaction', { id })));
      expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
      expect(answers[0]!.result).toMatchObject({ state: 2 });
      const state = await orderState(db(), order);
      expect(state.history.map((h) => h.status)).toEqual([0, 1]);
      expect(state.sms).toHaveLength(1);
    });

    it('Create with two ids at once: exactly one wins', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => payme('CreateTransaction', { id: newPaymeId(), time: now, amount: tiyin(order), account: account(order) })),
      );
      expect(answers.filter((a) => a.result).length).toBe(1);
      expect(answers.filter((a) => a.error?.code === -31052).length).toBe(9);
      expect((await orderState(db(), order)).transactions).toHaveLength(1);
    });

    it('one Payme id sent for two orders at once: one transaction, both answers the same', async () => {
      const a = await placeOnlineOrder(db(), 'payme');
      const b = await placeOnlineOrder(db(), 'payme');
      const id = newPaymeId();
      const answers = await Promise.all([a, b, a, b].map((o) => payme('CreateTransaction', { id, time: now, amount: tiyin(o), account: account(o) })));
      expect(answers.map((x) => x.error)).toEqual([undefined, undefined, undefined, undefined]);
      expect(new Set(answers.map((x) => JSON.stringify(x.result))).size).toBe(1);
      const states = [await orderState(db(), a), await orderState(db(), b)];
      expect(states.map((s) => s.transactions.length).sort()).toEqual([0, 1]);
    });

    it('Perform and Cancel at once: one wins, and the order agrees with the transaction', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 1, stock: 5 });
      const { id } = await create(order);
      const [performed, cancelled] = await Promise.all([payme('PerformTransaction', { id }), payme('CancelTransaction', { id, reason: 3 })]);
      const state = await orderState(db(), order);
      const tx = state.transactions[0]!;
      if (tx.state === -2) {
        // Perform first, then Cancel refunded it.
        expect(performed.result?.state).toBe(2);
        expect(cancelled.result?.state).toBe(-2);
        expect(state).toMatchObject({ status: 8, paymentState: 'refunded', stock: 5 });
      } else {
        expect(tx.state).toBe(-1);
        expect(performed.error?.code).toBe(-31008);
        expect(state).toMatchObject({ status: 8, paymentState: 'declined', stock: 5 });
      }
    });
  });
});
