import { paymeCheckoutUrl } from '@/lib/domain/payments';
import { withEnv } from '@/test/env';
import { clickSignTime } from '@/server/services/payments/stand-in';
import { expectError, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { orderState, placeOnlineOrder } from '@/test/payments';

/**
 * The development stand-ins of the providers' pay pages (ADR 0018): with DEV_PAYMENTS=1 the
 * server plays Payme and Click against our own merchant endpoints; otherwise they do not exist.
 */
const SITE = 'http://127.0.0.1:3300';

const standIns = (run: () => Promise<void>) => withEnv({ DEV_PAYMENTS: '1', NEXT_PUBLIC_SITE_URL: SITE }, run);

/** What the stand-in page hands back: Payme's base64 after the stand-in's path, Click's query string. */
function linkOf(paymentUrl: string): string {
  const url = new URL(paymentUrl);
  return url.pathname.startsWith('/dev/pay/payme/') ? url.pathname.slice('/dev/pay/payme/'.length) : url.search;
}

describe('clickSignTime', () => {
  it("is Tashkent's wall clock (UTC+5) as Click writes it", () => {
    expect(clickSignTime(new Date('2026-11-25T21:30:05Z'))).toBe('2026-11-26 02:30:05');
  });
});

describe.each(testTargets())('development pay stand-ins on %s', (target) => {
  const db = useSeededDb(target);

  it('do not exist without DEV_PAYMENTS=1', async () => {
    const order = await placeOnlineOrder(db(), 'payme');
    for (const provider of ['payme', 'click']) expectError(await post(`/dev/pay/${provider}/`, { link: 'x', action: 'pay' }), 404, 'not_found');
    expect((await orderState(db(), order)).status).toBe(0);
  });

  it('Payme, pay: Check, Create and Perform through the Merchant API; the order is paid and the shopper goes back to its page', async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'payme', { locale: 'ru' });
      const res = await post('/dev/pay/payme/', { link: linkOf(order.body.payment_url), action: 'pay' }, { locale: 'ru' });
      expect(res.body).toEqual({ ok: true, result: { outcome: 'paid', return_url: `${SITE}/ru/account/orders/${order.id}`, detail: null } });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 1, paymentState: 'paid', parts: [1] });
      expect(state.transactions).toMatchObject([{ provider: 'payme', state: 2, amount: order.total * 100 }]);
      expect(state.transactions[0]!.providerId).toMatch(/^[0-9a-f]{24}$/);

      // The same link again: Payme's CheckPerformTransaction is refused, and nothing changes.
      const again = await post('/dev/pay/payme/', { link: linkOf(order.body.payment_url), action: 'pay' }, { locale: 'ru' });
      expect(again.body.result).toMatchObject({ outcome: 'refused', return_url: `${SITE}/ru/account/orders/${order.id}` });
      expect(again.body.result.detail).toMatch(/^-31\d{3}: /);
      expect((await orderState(db(), order)).transactions).toHaveLength(1);
    });
  });

  it('Payme, decline: the transaction is cancelled before performing; the order is cancelled as declined and the stock comes back', async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'payme', { quantity: 2, stock: 10 });
      const res = await post('/dev/pay/payme/', { link: linkOf(order.body.payment_url), action: 'decline' });
      expect(res.body.result).toEqual({ outcome: 'declined', return_url: `${SITE}/uz/account/orders/${order.id}`, detail: null });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 8, paymentState: 'declined', stock: 10 });
      expect(state.transactions).toMatchObject([{ provider: 'payme', state: -1, reason: 3 }]);
    });
  });

  it('Payme: refuses a link of another merchant, or one that sends the shopper to another site', async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'payme');
      const base = `${SITE}/dev/pay/payme/`;
      const forged = (merchantId: string, returnUrl: string) =>
        linkOf(paymeCheckoutUrl({ base, merchantId, orderId: order.id, amountTiyin: order.total * 100, returnUrl, locale: 'uz' }));
      expectError(
        await post('/dev/pay/payme/', { link: forged('someone-else', `${SITE}/uz/account/orders/${order.id}`), action: 'pay' }),
        400,
        'validation_error',
      );
      expectError(await post('/dev/pay/payme/', { link: forged('savat-test-merchant', 'https://evil.example/'), action: 'pay' }), 400, 'validation_error');
      expectError(await post('/dev/pay/payme/', { link: 'not base64 at all!', action: 'pay' }), 400, 'validation_error');
      expect((await orderState(db(), order)).status).toBe(0);
    });
  });

  it('Click, pay: Prepare and Complete, signed with the secret key; the order is paid', async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'click');
      const res = await post('/dev/pay/click/', { link: linkOf(order.body.payment_url), action: 'pay' });
      expect(res.body.result).toEqual({ outcome: 'paid', return_url: `${SITE}/uz/account/orders/${order.id}`, detail: null });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 1, paymentState: 'paid' });
      expect(state.transactions).toMatchObject([{ provider: 'click', state: 2 }]);
    });
  });

  it("Click, decline: Complete carries Click's own error (-5017); the order is cancelled as declined, never paid", async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'click', { quantity: 1, stock: 5 });
      const res = await post('/dev/pay/click/', { link: linkOf(order.body.payment_url), action: 'decline' });
      expect(res.body.result).toMatchObject({ outcome: 'declined' });
      const state = await orderState(db(), order);
      expect(state).toMatchObject({ status: 8, paymentState: 'declined', stock: 5 });
      expect(state.transactions.map((t) => t.state)).toEqual([-1]);
    });
  });

  it('Click: refuses a link of another service', async () => {
    await standIns(async () => {
      const order = await placeOnlineOrder(db(), 'click');
      const link = linkOf(order.body.payment_url).replace('service_id=10001', 'service_id=99999');
      expectError(await post('/dev/pay/click/', { link, action: 'pay' }), 400, 'validation_error');
    });
  });
});
