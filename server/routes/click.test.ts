import { and, asc, eq } from 'drizzle-orm';
import { orderStatusHistory, orders, paymentTransactions, products, smsMessages } from '@/server/db/schema';
import { withEnv } from '@/test/env';
import { call, get } from '@/test/api';
import { clickForm, clickTransId, postClick } from '@/test/click';
import { testTargets, useSeededDb } from '@/test/db';
import { placeOnlineOrder } from '@/test/payments';

/**
 * Click's SHOP API played from Click's side: every case of the Click battery (ADR 0018), on each database.
 * Click reads only `error`; the tests also check what the store wrote, or that it wrote nothing.
 */
describe.each(testTargets({ pool: 20 }))("Click's Prepare and Complete on $name", (target) => {
  const db = useSeededDb(target);

  /** A Click order waiting for payment, with its shopper, product and the amount Click would send. */
  async function clickOrder(opts: { stock?: number; quantity?: number } = {}) {
    const placed = await placeOnlineOrder(db(), 'click', { quantity: 1, ...opts });
    return { ...placed, product: placed.productId, order: placed.body, id: String(placed.id), amount: `${placed.total}.00` };
  }

  const orderRow = async (id: string | number) =>
    (
      await db()
        .db.select()
        .from(orders)
        .where(eq(orders.id, Number(id)))
    )[0]!;
  const rowsOf = (id: string | number) =>
    db()
      .db.select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, Number(id)))
      .orderBy(asc(paymentTransactions.id));
  const stockOf = async (id: number) => (await db().db.select({ a: products.available }).from(products).where(eq(products.id, id)))[0]!.a;
  const paidHistory = async (id: string | number) =>
    db()
      .db.select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, Number(id)), eq(orderStatusHistory.status, 1)));
  /** The SMS to the shopper after the sign-up code. */
  const smsTo = async (phone: string) =>
    (await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(asc(smsMessages.id))).slice(1);

  async function prepared(o: Awaited<ReturnType<typeof clickOrder>>) {
    const form = clickForm({ merchant_trans_id: o.id, amount: o.amount });
    const res = await postClick('prepare', form);
    expect(res.body).toMatchObject({ error: 0 });
    return { trans: form.click_trans_id!, prepareId: String(res.body.merchant_prepare_id) };
  }

  it('starts a Click order at 0 with its pay link', async () => {
    const { order } = await clickOrder();
    expect(order.status).toBe(0);
    expect(order.payment_state).toBe('waiting');
    const link = new URL(order.payment_url!);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      service_id: process.env.CLICK_SERVICE_ID,
      merchant_id: process.env.CLICK_MERCHANT_ID,
      amount: String(order.total_price),
      transaction_param: String(order.id),
    });
  });

  it('prepares, completes, and pays the order once: status 1, a history entry, one SMS', async () => {
    const o = await clickOrder();
    const form = clickForm({ merchant_trans_id: o.id, amount: o.amount });
    const prepare = await postClick('prepare', form);
    expect(prepare.status).toBe(200);
    expect(prepare.body).toEqual({
      click_trans_id: Number(form.click_trans_id),
      merchant_trans_id: o.id,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    const [row] = await rowsOf(o.id);
    expect(row).toMatchObject({
      id: prepare.body.merchant_prepare_id,
      provider: 'click',
      providerId: form.click_trans_id,
      amount: o.order.total_price * 100,
      state: 1,
    });
    expect((await orderRow(o.id)).status).toBe(0);

    const complete = await postClick(
      'complete',
      clickForm({
        merchant_trans_id: o.id,
        amount: o.amount,
        click_trans_id: form.click_trans_id,
        merchant_prepare_id: String(prepare.body.merchant_prepare_id),
      }),
    );
    expect(complete.body).toEqual({
      click_trans_id: Number(form.click_trans_id),
      merchant_trans_id: o.id,
      merchant_confirm_id: prepare.body.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    expect(await orderRow(o.id)).toMatchObject({ status: 1, paymentState: 'paid' });
    expect((await rowsOf(o.id))[0]).toMatchObject({ state: 2, performedAt: expect.any(Date), cancelledAt: null });
    expect(await paidHistory(o.id)).toHaveLength(1);
    expect(await smsTo(o.phone)).toHaveLength(1);
    const seen = (await get(`/store/order/${o.id}/`, { headers: o.headers })).body.result;
    expect(seen).toMatchObject({ status: 1, payment_state: 'paid', payment_url: null });
  });

  it.each(['15000', '15000.0', '15000.00'])('takes the amount written as %s', async (written) => {
    const o = await clickOrder();
    const amount = written.replace('15000', String(o.order.total_price));
    const { trans, prepareId } = await prepared(o);
    const res = await postClick('complete', clickForm({ merchant_trans_id: o.id, amount, click_trans_id: trans, merchant_prepare_id: prepareId }));
    expect(res.body.error).toBe(0);
  });

  it('answers a repeated Prepare with the same merchant_prepare_id and writes one row', async () => {
    const o = await clickOrder();
    const form = clickForm({ merchant_trans_id: o.id, amount: o.amount });
    const first = await postClick('prepare', form);
    const again = await postClick('prepare', form);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(o.id)).toHaveLength(1);
  });

  it('lets the shopper try again with a new attempt; only one completes', async () => {
    const o = await clickOrder();
    const a = await prepared(o);
    const b = await prepared(o);
    expect(b.prepareId).not.toBe(a.prepareId);
    expect(
      (await postClick('complete', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: b.trans, merchant_prepare_id: b.prepareId }))).body
        .error,
    ).toBe(0);
    // The other attempt arrives late: the order is paid, Click must give this money back.
    expect(
      (await postClick('complete', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: a.trans, merchant_prepare_id: a.prepareId }))).body
        .error,
    ).toBe(-4);
    expect((await rowsOf(o.id)).map((r) => r.state)).toEqual([-1, 2]);
    expect(await paidHistory(o.id)).toHaveLength(1);
  });

  describe('refuses and changes nothing', () => {
    /** Runs `send` and checks that no order, transaction or stock moved. */
    async function unchanged(o: Awaited<ReturnType<typeof clickOrder>>, send: () => Promise<unknown>) {
      const before = { order: await orderRow(o.id), rows: await rowsOf(o.id), stock: await stockOf(o.product) };
      await send();
      expect({ order: await orderRow(o.id), rows: await rowsOf(o.id), stock: await stockOf(o.product) }).toEqual(before);
    }

    it.each<[string, (f: Record<string, string>) => Record<string, string>]>([
      ['a signature with another key', (f) => clickForm({ ...f, sign_string: '' } as never, 'not-the-key')],
      ['a signature of other fields', (f) => ({ ...f, amount: '1.00' })],
      ['a signature cut short', (f) => ({ ...f, sign_string: f.sign_string!.slice(0, 31) })],
      ['no signature at all', (f) => ({ ...f, sign_string: 'x' })],
      ['another service', (f) => clickForm({ ...f, service_id: '99999' } as never)],
    ])('-1 for %s', async (_what, forge) => {
      const o = await clickOrder();
      await unchanged(o, async () => {
        const prepare = await postClick('prepare', forge(clickForm({ merchant_trans_id: o.id, amount: o.amount })));
        expect(prepare.body).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED!' });
      });
      const { trans, prepareId } = await prepared(o);
      await unchanged(o, async () => {
        const complete = await postClick(
          'complete',
          forge(clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId })),
        );
        expect(complete.body.error).toBe(-1);
      });
    });

    it.each(['1.00', '+1', 'X', '15000.5', '15000.001', '1.5e4', ' 15000', '-15000', '15000.01', ''])('-2 for the amount %j', async (bad) => {
      const o = await clickOrder();
      const amount = bad.replace('15000', String(o.order.total_price));
      await unchanged(o, async () => {
        const res = await postClick('prepare', clickForm({ merchant_trans_id: o.id, amount }));
        // An empty amount is a missing field.
        expect(res.body.error).toBe(bad === '' ? -8 : -2);
      });
      const { trans, prepareId } = await prepared(o);
      await unchanged(o, async () => {
        const res = await postClick('complete', clickForm({ merchant_trans_id: o.id, amount, click_trans_id: trans, merchant_prepare_id: prepareId }));
        expect(res.body.error).toBe(bad === '' ? -8 : -2);
      });
    });

    it.each<['prepare' | 'complete', string]>([
      ['prepare', '1'],
      ['prepare', '2'],
      ['prepare', 'x'],
      ['complete', '0'],
      ['complete', '2'],
    ])('-3 for %s with action %s', async (stage, action) => {
      const o = await clickOrder();
      const { trans, prepareId } = await prepared(o);
      await unchanged(o, async () => {
        const res = await postClick(
          stage,
          clickForm({
            merchant_trans_id: o.id,
            amount: o.amount,
            click_trans_id: trans,
            action,
            ...(stage === 'complete' ? { merchant_prepare_id: prepareId } : {}),
          }),
        );
        expect(res.body).toMatchObject({ error: -3, error_note: 'Action not found' });
      });
    });

    it('-4 for a second Complete, and for a Prepare of a paid order', async () => {
      const o = await clickOrder();
      const { trans, prepareId } = await prepared(o);
      const complete = clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId });
      expect((await postClick('complete', complete)).body.error).toBe(0);
      await unchanged(o, async () => {
        expect((await postClick('complete', complete)).body).toMatchObject({ error: -4, error_note: 'Already paid' });
        expect(
          (await postClick('complete', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId }))).body
            .error,
        ).toBe(-4);
        expect((await postClick('prepare', clickForm({ merchant_trans_id: o.id, amount: o.amount }))).body.error).toBe(-4);
        expect((await postClick('prepare', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans }))).body.error).toBe(-4);
      });
      expect(await paidHistory(o.id)).toHaveLength(1);
      expect(await smsTo(o.phone)).toHaveLength(1);
    });

    it('-5 for an order that does not exist, is not a number, or is paid in cash', async () => {
      const o = await clickOrder();
      const cash = (await placeOnlineOrder(db(), 'cash')).body;
      for (const id of ['999999', '0', '-1', 'abc', `${o.id}x`, ' 1', '99999999999', String(cash.id)]) {
        const res = await postClick('prepare', clickForm({ merchant_trans_id: id, amount: o.amount }));
        expect([id, res.body.error]).toEqual([id, -5]);
      }
      const { trans, prepareId } = await prepared(o);
      const res = await postClick(
        'complete',
        clickForm({ merchant_trans_id: String(cash.id), amount: `${cash.total_price}`, click_trans_id: trans, merchant_prepare_id: prepareId }),
      );
      expect(res.body).toMatchObject({ error: -5, error_note: 'User does not exist' });
      expect((await orderRow(cash.id)).status).toBe(2);
    });

    it('-6 for a prepare id that does not exist, or is another order’s or another attempt’s', async () => {
      const o = await clickOrder();
      const other = await clickOrder();
      const { trans, prepareId } = await prepared(o);
      const theirs = await prepared(other);
      await unchanged(o, async () => {
        for (const [id, t] of [
          ['999999', trans],
          ['99999999999', trans],
          [theirs.prepareId, trans],
          [theirs.prepareId, theirs.trans],
          [prepareId, clickTransId()],
        ]) {
          const res = await postClick('complete', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: t!, merchant_prepare_id: id! }));
          expect([id, res.body.error]).toEqual([id, -6]);
        }
      });
      expect((await orderRow(other.id)).status).toBe(0);
    });

    it('-8 for a form without one of Click’s fields, or with a field malformed', async () => {
      const o = await clickOrder();
      const { trans, prepareId } = await prepared(o);
      const good = {
        prepare: clickForm({ merchant_trans_id: o.id, amount: o.amount }),
        complete: clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId }),
      };
      await unchanged(o, async () => {
        for (const stage of ['prepare', 'complete'] as const) {
          for (const key of Object.keys(good[stage]).filter((k) => k !== 'error_note')) {
            const form = { ...good[stage] };
            delete form[key];
            const res = await postClick(stage, form);
            expect([stage, key, res.status, res.body.error, res.body.error_note]).toEqual([stage, key, 200, -8, 'Error in request from click']);
          }
          for (const [key, value] of [
            ['click_trans_id', 'abc'],
            ['sign_time', 'yesterday'],
            ['error', 'none'],
          ]) {
            const res = await postClick(stage, { ...good[stage], [key!]: value! });
            expect([stage, key, res.body.error]).toEqual([stage, key, -8]);
          }
          expect((await postClick(stage, '')).body.error).toBe(-8);
          expect((await postClick(stage, 'a=1&b=2')).body.error).toBe(-8);
        }
      });
    });

    it('answers a body that is not a form with a 4xx, and a form without fields with -8', async () => {
      const o = await clickOrder();
      const form = clickForm({ merchant_trans_id: o.id, amount: o.amount });
      await unchanged(o, async () => {
        const asJson = await call('POST', '/payments/click/prepare/', { body: form });
        expect(asJson.status).toBe(415);
        const none = await call('POST', '/payments/click/prepare/', {});
        expect(none.status).toBeLessThan(500);
      });
    });
  });

  describe('cancelled', () => {
    it("cancels the order when Click's own error is below 0: -9, status 8, declined, stock back, no SMS", async () => {
      const o = await clickOrder({ stock: 10, quantity: 3 });
      expect(await stockOf(o.product)).toBe(7);
      const { trans, prepareId } = await prepared(o);
      const res = await postClick(
        'complete',
        clickForm({
          merchant_trans_id: o.id,
          amount: o.amount,
          click_trans_id: trans,
          merchant_prepare_id: prepareId,
          error: '-5017',
          error_note: 'Insufficient funds',
        }),
      );
      expect(res.body).toMatchObject({ error: -9, error_note: 'Transaction cancelled', click_trans_id: Number(trans), merchant_trans_id: o.id });
      expect(await orderRow(o.id)).toMatchObject({ status: 8, paymentState: 'declined' });
      expect((await rowsOf(o.id))[0]).toMatchObject({ state: -1, cancelledAt: expect.any(Date), performedAt: null });
      expect(await stockOf(o.product)).toBe(10);
      expect(await paidHistory(o.id)).toHaveLength(0);
      expect(await smsTo(o.phone)).toHaveLength(0);
      expect((await get(`/store/order/${o.id}/`, { headers: o.headers })).body.result).toMatchObject({
        status: 8,
        payment_state: 'declined',
        payment_url: null,
      });
      // Click repeats it, or completes after all: still cancelled, nothing moves.
      expect(
        (
          await postClick(
            'complete',
            clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId, error: '-5017' }),
          )
        ).body.error,
      ).toBe(-9);
      expect(
        (await postClick('complete', clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId }))).body
          .error,
      ).toBe(-9);
      expect((await postClick('prepare', clickForm({ merchant_trans_id: o.id, amount: o.amount }))).body.error).toBe(-9);
      expect(await orderRow(o.id)).toMatchObject({ status: 8, paymentState: 'declined' });
      expect(await stockOf(o.product)).toBe(10);
    });

    it('-9 for an order the shopper cancelled: before Prepare, and between Prepare and Complete', async () => {
      const early = await clickOrder();
      expect((await get(`/store/order/canceled/${early.id}/`, { headers: early.headers })).status).toBe(200);
      expect((await postClick('prepare', clickForm({ merchant_trans_id: early.id, amount: early.amount }))).body.error).toBe(-9);
      expect(await rowsOf(early.id)).toHaveLength(0);

      const late = await clickOrder();
      const { trans, prepareId } = await prepared(late);
      expect((await get(`/store/order/canceled/${late.id}/`, { headers: late.headers })).status).toBe(200);
      const res = await postClick(
        'complete',
        clickForm({ merchant_trans_id: late.id, amount: late.amount, click_trans_id: trans, merchant_prepare_id: prepareId }),
      );
      expect(res.body.error).toBe(-9);
      expect((await orderRow(late.id)).status).toBe(8);
      expect((await rowsOf(late.id))[0]!.state).toBe(-1);
      expect(await paidHistory(late.id)).toHaveLength(0);
    });
  });

  it('answers -1 to everything while Click is not configured, and names no secret anywhere', async () => {
    const o = await clickOrder();
    const form = clickForm({ merchant_trans_id: o.id, amount: o.amount });
    const secret = process.env.CLICK_SECRET_KEY!;
    await withEnv({ CLICK_SECRET_KEY: undefined }, async () => {
      expect((await postClick('prepare', form)).body.error).toBe(-1);
      expect((await get('/store/payment-methods/')).body.result).not.toContain('click');
    });
    const answers = [
      await postClick('prepare', form),
      await postClick('prepare', { ...form, sign_string: 'x' }),
      await postClick('complete', { ...form, merchant_prepare_id: '1' }),
    ];
    for (const a of answers) expect(JSON.stringify(a.body)).not.toContain(secret);
  });

  it('pays once when Click sends 50 Completes at once: one history entry, one SMS', async () => {
    const o = await clickOrder();
    const { trans, prepareId } = await prepared(o);
    const form = clickForm({ merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postClick('complete', form)));
    const codes = answers.map((a) => a.body.error);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === -4)).toHaveLength(49);
    expect(await orderRow(o.id)).toMatchObject({ status: 1, paymentState: 'paid' });
    expect(await paidHistory(o.id)).toHaveLength(1);
    expect(await smsTo(o.phone)).toHaveLength(1);
  });

  it('declines or pays, never both, when a failing and a good Complete race', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await clickOrder();
      const { trans, prepareId } = await prepared(o);
      const base = { merchant_trans_id: o.id, amount: o.amount, click_trans_id: trans, merchant_prepare_id: prepareId };
      const [good, bad] = await Promise.all([postClick('complete', clickForm(base)), postClick('complete', clickForm({ ...base, error: '-5017' }))]);
      const status = (await orderRow(o.id)).status;
      if (good.body.error === 0) expect([status, bad.body.error]).toEqual([1, -4]);
      else expect([status, good.body.error, bad.body.error]).toEqual([8, -9, -9]);
    }
  });
});
