import { eq } from 'drizzle-orm';
import { readPaymeCheckout } from '@/lib/domain/payments';
import { orders, paymentTransactions, promoCodes } from '@/server/db/schema';
import { withEnv } from '@/test/env';
import { afterCancelled, afterPaid, cancelUnpaidOrder, lockPayableOrder, markOrderPaid, refundPaidOrder } from '@/server/services/payments/settle';
import { call, expectError, get } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { orderState, placeOnlineOrder } from '@/test/payments';

/**
 * The shared ground of online payments (ADR 0018): what checkout offers, online orders
 * waiting at 0 with their provider's link, and the settle rules both providers call.
 */
describe.each(testTargets())('online payments: orders and settling on %s', (target) => {
  const db = useSeededDb(target);

  describe('GET /store/payment-methods/', () => {
    it('offers cash, card and both configured providers', async () => {
      const res = await get('/store/payment-methods/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, result: ['cash', 'card', 'click', 'payme'] });
    });

    it('leaves out a provider missing any of its settings, and refuses orders paid with it', async () => {
      await withEnv({ PAYME_KEY: undefined, CLICK_SECRET_KEY: undefined }, async () => {
        expect((await get('/store/payment-methods/')).body.result).toEqual(['cash', 'card']);
        await expect(placeOnlineOrder(db(), 'payme')).rejects.toThrow(/payment_type/);
      });
      await withEnv({ CLICK_MERCHANT_ID: undefined }, async () => {
        expect((await get('/store/payment-methods/')).body.result).toEqual(['cash', 'card', 'payme']);
        await expect(placeOnlineOrder(db(), 'click')).rejects.toThrow(/validation_error/);
      });
    });
  });

  describe('placing an online order', () => {
    it('Payme: waits at 0 with its stock taken, and links to the checkout with the amount in tiyin and the order page', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 3, stock: 10, locale: 'ru' });
      expect(order.body).toMatchObject({ status: 0, payment_type: 'payme', payment_state: 'waiting' });
      expect(order.body.status_history.map((h: { status: number }) => h.status)).toEqual([0]);
      const url = order.body.payment_url as string;
      expect(url.startsWith('https://checkout.paycom.uz/')).toBe(true);
      expect(readPaymeCheckout(url.slice('https://checkout.paycom.uz/'.length))).toEqual({
        m: 'savat-test-merchant',
        'ac.order_id': String(order.id),
        a: String(order.total * 100),
        c: `http://localhost:3000/ru/account/orders/${order.id}`,
        l: 'ru',
      });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 0, paymentState: 'waiting', parts: [0], stock: 7, transactions: [] });
      // The same order read again, in the other language, links back to that language's page.
      const again = await get(`/store/order/${order.id}/`, { headers: order.headers, locale: 'uz' });
      expect(readPaymeCheckout((again.body.result.payment_url as string).slice('https://checkout.paycom.uz/'.length))).toMatchObject({
        l: 'uz',
        c: `http://localhost:3000/uz/account/orders/${order.id}`,
      });
    });

    it('Click: links to the pay page with the amount in so‘m and the order as transaction_param', async () => {
      const order = await placeOnlineOrder(db(), 'click');
      const url = new URL(order.body.payment_url);
      expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        service_id: '10001',
        merchant_id: '20002',
        amount: String(order.total),
        transaction_param: String(order.id),
        return_url: `http://localhost:3000/uz/account/orders/${order.id}`,
      });
    });

    it('points the links at the development stand-ins with DEV_PAYMENTS=1 and no checkout address set', async () => {
      await withEnv({ DEV_PAYMENTS: '1', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100' }, async () => {
        const payme = await placeOnlineOrder(db(), 'payme');
        expect(payme.body.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:3100\/dev\/pay\/payme\/[A-Za-z0-9+/=]+$/);
        const click = await placeOnlineOrder(db(), 'click');
        expect(click.body.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:3100\/dev\/pay\/click\/\?service_id=10001&/);
      });
      await withEnv({ DEV_PAYMENTS: '1', PAYME_CHECKOUT_URL: 'https://test.paycom.uz/' }, async () => {
        expect((await placeOnlineOrder(db(), 'payme')).body.payment_url).toMatch(/^https:\/\/test\.paycom\.uz\//);
      });
    });

    it('cash and card start accepted (2), with no link and no payment state', async () => {
      for (const type of ['cash', 'card'] as const) {
        const order = await placeOnlineOrder(db(), type);
        expect(order.body).toMatchObject({ status: 2, payment_type: type, payment_url: null, payment_state: null });
      }
    });
  });

  describe('settle.ts', () => {
    const inTx = <T>(run: (tx: Parameters<Parameters<ReturnType<typeof db>['db']['transaction']>[0]>[0]) => Promise<T>) => db().db.transaction(run);

    it('lockPayableOrder: only online orders', async () => {
      const online = await placeOnlineOrder(db(), 'payme');
      const cash = await placeOnlineOrder(db(), 'cash');
      expect((await inTx((tx) => lockPayableOrder(tx, online.id)))?.id).toBe(online.id);
      expect(await inTx((tx) => lockPayableOrder(tx, cash.id))).toBeNull();
      expect(await inTx((tx) => lockPayableOrder(tx, 2_000_000_000))).toBeNull();
    });

    it('markOrderPaid: 0 → 1 once, parts too, one history entry; the SMS in the shopper’s language; the link is gone', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { locale: 'ru' });
      expect(await inTx((tx) => markOrderPaid(tx, order.id, 'payme'))).toBe(true);
      expect(await inTx((tx) => markOrderPaid(tx, order.id, 'payme'))).toBe(false);
      await afterPaid(db().db, order.id, 'payme');
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 1, paymentState: 'paid', parts: [1] });
      expect(state.history).toEqual([
        { status: 0, reason: null },
        { status: 1, reason: 'payme' },
      ]);
      expect(state.sms).toEqual([`Savat: оплата заказа №${order.id} получена. Спасибо!`]);
      const read = await get(`/store/order/${order.id}/`, { headers: order.headers });
      expect(read.body.result).toMatchObject({ status: 1, payment_url: null, payment_state: 'paid' });
    });

    it('markOrderPaid: not by the other provider', async () => {
      const order = await placeOnlineOrder(db(), 'click');
      expect(await inTx((tx) => markOrderPaid(tx, order.id, 'payme'))).toBe(false);
      expect((await orderState(db(), order)).status).toBe(0);
    });

    it.each(['declined', 'expired'] as const)(
      'cancelUnpaidOrder(%s): 0 → 8, stock and promo use back, live transactions cancelled; a repeat changes nothing',
      async (reason) => {
        const [promo] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, 'SAVAT10'));
        const order = await placeOnlineOrder(db(), 'click', { quantity: 4, stock: 10, promocode: 'SAVAT10' });
        const [used] = await db().db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, promo!.id));
        expect(used!.n).toBe(promo!.usedCount + 1);
        await db()
          .db.insert(paymentTransactions)
          .values({ provider: 'click', providerId: `t-${order.id}`, orderId: order.id, amount: order.total * 100, state: 1, providerTime: Date.now() });
        const stock = await inTx((tx) => cancelUnpaidOrder(tx, order.id, reason));
        expect(stock?.productIds).toEqual([order.productId]);
        await afterCancelled(db().db, stock);
        expect(await inTx((tx) => cancelUnpaidOrder(tx, order.id, reason))).toBeNull();
        const state = await orderState(db(), order);
        expect(state).toMatchObject({ status: 8, paymentState: reason, parts: [8], stock: 10 });
        expect(state.history).toEqual([
          { status: 0, reason: null },
          { status: 8, reason: `payment_${reason}` },
        ]);
        expect(state.transactions.map((t) => [t.state, t.reason])).toEqual([[-1, reason === 'expired' ? 4 : null]]);
        const [after] = await db().db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, promo!.id));
        expect(after!.n).toBe(promo!.usedCount);
        const read = await get(`/store/order/${order.id}/`, { headers: order.headers });
        expect(read.body.result).toMatchObject({ status: 8, payment_url: null, payment_state: reason });
      },
    );

    it('cancelUnpaidOrder leaves a paid order alone', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      await inTx((tx) => markOrderPaid(tx, order.id, 'payme'));
      expect(await inTx((tx) => cancelUnpaidOrder(tx, order.id, 'expired'))).toBeNull();
      expect((await orderState(db(), order)).status).toBe(1);
    });

    it('refundPaidOrder: a paid order that may still be cancelled is cancelled and refunded; one on its way is not', async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 1, stock: 5 });
      await inTx((tx) => markOrderPaid(tx, order.id, 'payme'));
      expect((await inTx((tx) => refundPaidOrder(tx, order.id)))?.productIds).toEqual([order.productId]);
      expect(await orderState(db(), order)).toMatchObject({ status: 8, paymentState: 'refunded', parts: [8], stock: 5 });

      const late = await placeOnlineOrder(db(), 'payme');
      await inTx((tx) => markOrderPaid(tx, late.id, 'payme'));
      // Picked up: nothing can be cancelled any more.
      await db().db.update(orders).set({ status: 7 }).where(eq(orders.id, late.id));
      expect(await inTx((tx) => refundPaidOrder(tx, late.id))).toBeNull();
      expect((await orderState(db(), late)).paymentState).toBe('paid');
    });
  });

  describe('the shopper and the stores on an online order', () => {
    it('the shopper cancelling an unpaid order declines it, and cancels its open Click payment', async () => {
      const order = await placeOnlineOrder(db(), 'click', { quantity: 1, stock: 3 });
      await db()
        .db.insert(paymentTransactions)
        .values({ provider: 'click', providerId: `c-${order.id}`, orderId: order.id, amount: order.total * 100, state: 1, providerTime: Date.now() });
      const res = await get(`/store/order/canceled/${order.id}/`, { headers: order.headers });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status: 8, payment_state: 'declined', payment_url: null });
      expect(await orderState(db(), order)).toMatchObject({ stock: 3, transactions: [expect.objectContaining({ state: -1 })] });
    });

    it('the shopper cannot cancel while a Payme transaction lives (Payme is taking the money)', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      await db()
        .db.insert(paymentTransactions)
        .values({ provider: 'payme', providerId: `p-${order.id}`, orderId: order.id, amount: order.total * 100, state: 1, providerTime: Date.now() });
      expectError(await get(`/store/order/canceled/${order.id}/`, { headers: order.headers }), 409, 'conflict');
      expect((await orderState(db(), order)).status).toBe(0);
    });

    it('the shopper cancelling a paid order starts the refund (refund_pending)', async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      await db().db.transaction((tx) => markOrderPaid(tx, order.id, 'payme'));
      const res = await get(`/store/order/canceled/${order.id}/`, { headers: order.headers });
      expect(res.body.result).toMatchObject({ status: 8, payment_state: 'refund_pending' });
    });

    it('staff cannot accept an unpaid online order, only cancel it (declined)', async () => {
      const order = await placeOnlineOrder(db(), 'click');
      const staff = await staffHeaders(db(), [{ role: 'operator' }]);
      expectError(await call('POST', `/console/orders/${order.id}/status/`, { headers: staff.headers, body: { status: 2 } }), 409, 'invalid_transition');
      const res = await call('POST', `/console/orders/${order.id}/status/`, { headers: staff.headers, body: { status: 8, reason: 'Mahsulot tugadi' } });
      expect(res.status).toBe(200);
      expect((await orderState(db(), order)).paymentState).toBe('declined');
    });
  });
});
