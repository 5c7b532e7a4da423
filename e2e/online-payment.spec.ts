import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { withoutMinimum } from './helpers/delivery';
import { msg } from './helpers/messages';

/**
 * Online payment (ADR 0018) through the development stand-ins of the providers' pages, which the
 * e2e server turns on (playwright.config.ts): Payme → pay → back on the order's page, paid; Click
 * → decline → the order says so and gives the items back; the waiting order pays itself in view.
 */
type Locale = 'uz' | 'ru';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface ApiProduct {
  id: number;
  name: string;
  available: number;
}

/** A product a shopper can pick up (no address, no delivery fee), with stock to spare. */
async function pickupProduct(request: APIRequestContext, locale: Locale, skip = 0): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
    data: { available: true, pickup: true },
    headers: { 'Accept-Language': locale },
  });
  return ((await response.json()).result.content as ApiProduct[]).filter((p) => p.available >= 3)[skip]!;
}

async function axeClean(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      label,
    )
    .toEqual([]);
}

/** Nothing wider than the screen (a phone of 390 px). */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A logged-in shopper with one product in the basket, at checkout, with the name filled and pickup chosen. */
async function checkoutWithProduct(page: Page, request: APIRequestContext, locale: Locale, skip: number) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const product = await pickupProduct(request, locale, skip);
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  await page.goto(`/${locale}/products/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })
    .first()
    .click();
  await page.goto(`/${locale}/cart/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel(m('checkout.fullName')).fill('Shahzoda Tursunova');
  await main.getByRole('radio', { name: m('checkout.pickup') }).check();
  return { main, tokens, product };
}

/** Places the order paid with `provider` and lands on its stand-in; the order's id and total as the stand-in shows them. */
async function placeOnline(page: Page, locale: Locale, provider: 'payme' | 'click') {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const main = page.getByRole('main');
  const shownTotal = (await main.getByTestId('order-totals').locator('dd').last().textContent())!;
  await main.getByRole('radio', { name: m(`checkout.${provider}`) }).check();
  await expect(main.getByTestId('online-note')).toHaveText(m('checkout.onlineNote', { provider: provider === 'payme' ? 'Payme' : 'Click' }));
  await main.getByRole('button', { name: m('checkout.place') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dev/pay/${provider}[/?]`));
  await expect(main.getByRole('heading', { name: msg(locale, 'devPay.pageTitle', { provider: provider === 'payme' ? 'Payme' : 'Click' }) })).toBeVisible();
  await expect(main.getByTestId('stand-in-amount')).toHaveText(shownTotal);
  const id = Number((await main.getByTestId('stand-in-order').textContent())!.replace(/\D/g, ''));
  expect(id).toBeGreaterThan(0);
  // The basket was emptied when the order was placed.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(0);
  return id;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`Payme: checkout → stand-in → pay → the order's page says paid; cancelled, it waits for the refund, then says refunded (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await checkoutWithProduct(page, request, locale, 0);
    const main = page.getByRole('main');
    // Cash and card to the courier, and both providers with their marks.
    for (const type of ['cash', 'card', 'click', 'payme']) await expect(main.getByRole('radio', { name: m(`checkout.${type}`) })).toBeVisible();
    await axeClean(page, 'checkout with the online choices');
    const id = await placeOnline(page, locale, 'payme');
    await axeClean(page, 'the Payme stand-in');

    await main.getByRole('button', { name: m('devPay.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${id}$`));
    const status = main.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-state', 'paid');
    await expect(status.getByRole('heading', { name: m('orders.paymentState.paid') })).toBeVisible();
    await expect(main.getByText(msg(locale, 'api.orderStatus.1')).first()).toBeVisible();
    await expect(main.getByText(m('orders.payme'))).toBeVisible();
    await axeClean(page, 'a paid order');

    // The shopper cancels the paid order: the money is on its way back until Payme confirms.
    await main.getByRole('button', { name: m('orders.cancel') }).click();
    const cancelDialog = page.getByRole('dialog', { name: m('orders.cancelConfirm', { id }) });
    await cancelDialog.getByRole('radio', { name: m('orders.cancelReasons.changed_mind') }).check();
    await cancelDialog.getByRole('button', { name: m('orders.cancelConfirmButton') }).click();
    await expect(status).toHaveAttribute('data-state', 'refund_pending');
    await expect(status.getByText(m('orders.paymentText.refund_pending', { provider: 'Payme' }))).toBeVisible();

    // Payme's refund (CancelTransaction after perform) lands while the page is open.
    const payme = async (method: string, params: Record<string, unknown>) => {
      const response = await request.post('/api/v1/payments/payme/', {
        headers: { Authorization: `Basic ${Buffer.from('Paycom:e2e-payme-key').toString('base64')}` },
        data: { id: 1, method, params },
      });
      return (await response.json()) as { result?: Record<string, unknown>; error?: unknown };
    };
    const statement = await payme('GetStatement', { from: Date.now() - 3_600_000, to: Date.now() + 60_000 });
    const transaction = (statement.result!.transactions as { id: string; account: { order_id: string } }[]).find((t) => t.account.order_id === String(id))!;
    expect((await payme('CancelTransaction', { id: transaction.id, reason: 5 })).result).toMatchObject({ state: -2 });
    await expect(status).toHaveAttribute('data-state', 'refunded', { timeout: 15_000 });
    await expect(status.getByText(m('orders.paymentText.refunded', { provider: 'Payme' }))).toBeVisible();
  });

  test(`Click: checkout → stand-in → decline → the order says so and gives the items back (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { product } = await checkoutWithProduct(page, request, locale, 1);
    const main = page.getByRole('main');
    const id = await placeOnline(page, locale, 'click');
    await axeClean(page, 'the Click stand-in');

    await main.getByRole('button', { name: m('devPay.decline') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${id}$`));
    const status = main.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-state', 'declined');
    await expect(status.getByText(m('orders.paymentText.declined'))).toBeVisible();
    await expect(main.getByRole('button', { name: m('orders.cancel') })).toBeHidden();
    await axeClean(page, 'a declined order');

    await status.getByRole('button', { name: m('orders.orderAgain') }).click();
    await expect(page.getByText(m('orders.reordered', { count: 1 }))).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.map((p: { id: number }) => p.id))).toEqual([
      product.id,
    ]);
  });

  test(`a waiting order offers the pay button and updates by itself when the payment lands (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await checkoutWithProduct(page, request, locale, 2);
    const main = page.getByRole('main');
    const id = await placeOnline(page, locale, 'payme');
    const link = new URL(page.url()).pathname.replace(/^\/(uz|ru)\/dev\/pay\/payme\//, '');

    // The shopper leaves the provider's page without paying, and opens the order.
    await page.goto(`/${locale}/account/orders/${id}`);
    const status = main.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-state', 'waiting');
    await expect(main.getByText(msg(locale, 'api.orderStatus.0')).first()).toBeVisible();
    const pay = status.getByRole('link', { name: m('orders.payWith', { provider: 'Payme' }) });
    await expect(pay).toHaveAttribute('href', new RegExp(`/dev/pay/payme/`));
    await axeClean(page, 'an order waiting for its payment');

    // The payment lands while the page is open (Payme's server, played from outside the page).
    const paid = await request.post(`/api/v1/dev/pay/payme/`, { data: { link: decodeURIComponent(link), action: 'pay' } });
    expect((await paid.json()).result.outcome).toBe('paid');
    await expect(status).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    await expect(pay).toBeHidden();
  });
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a delivery waiting for its online payment shows no delivery time until paid, and the orders list offers Pay (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const auth = { Authorization: `Bearer ${tokens.access_token}`, 'Accept-Language': locale };
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
      data: { available: true },
      headers: { 'Accept-Language': locale },
    });
    const [product] = await withoutMinimum(
      request,
      ((await response.json()).result.content as (ApiProduct & { store: { id: number } })[]).filter((p) => p.available >= 2),
    );
    const address = await (
      await request.post('/api/v1/store/shipping/', { headers: auth, data: { address_name: 'Uy', address: 'Toshkent, Mirobod 3-uy' } })
    ).json();
    const placed = await request.post('/api/v1/store/order/', {
      headers: auth,
      data: {
        type: 'D',
        full_name: 'Jasur Aliyev',
        phone_number: phone,
        products: [{ product: product!.id, quantity: 1 }],
        delivery_address: address.result.id,
        payment_type: 'payme',
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()).result as { id: number; payment_url: string; deliveries: unknown[] };
    expect(order.deliveries.length).toBeGreaterThan(0);

    // The orders list: the unpaid order offers Pay (the provider's link), not "order again".
    await page.goto(`/${locale}`);
    await storeTokens(page, tokens);
    await page.goto(`/${locale}/account/orders`);
    const main = page.getByRole('main');
    const pay = main.getByRole('link', { name: `${m('orders.payWith', { provider: 'Payme' })}: ${m('orders.number', { id: order.id })}` });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAttribute('href', /\/dev\/pay\/payme\//);

    // The order's page: waiting, no promised time yet; once paid, the time shows by itself.
    await page.goto(`/${locale}/account/orders/${order.id}`);
    await expect(main.getByTestId('payment-status')).toHaveAttribute('data-state', 'waiting');
    await expect(main.getByRole('heading', { name: m('orders.deliveryTo') })).toBeVisible();
    await expect(main.getByTestId('promised')).toHaveCount(0);
    const link = /\/dev\/pay\/payme\/(.+)$/.exec(new URL(order.payment_url, 'http://x').pathname)![1]!;
    const paid = await request.post(`/api/v1/dev/pay/payme/`, { data: { link: decodeURIComponent(link), action: 'pay' } });
    expect((await paid.json()).result.outcome).toBe('paid');
    await expect(main.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    await expect(main.getByTestId('promised')).toContainText(m('orders.promised'));

    await page.goto(`/${locale}/account/orders`);
    await expect(main.getByRole('link', { name: m('orders.number', { id: order.id }), exact: true })).toBeVisible();
    await expect(main.getByTestId('pay-order')).toHaveCount(0);
  });
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`on a 390 px phone: Payme from checkout to a paid order (${locale}) @mobile`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await checkoutWithProduct(page, request, locale, 3);
      const main = page.getByRole('main');
      await fitsWidth(page);
      const id = await placeOnline(page, locale, 'payme');
      await fitsWidth(page);
      await main.getByRole('button', { name: m('devPay.pay') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${id}$`));
      await expect(main.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
      await fitsWidth(page);
    });
  });
}
