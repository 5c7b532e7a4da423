import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '../lib/domain/money';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { termsOf } from './helpers/delivery';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The order desk (the whole order on one page, and on paper): a seller opens an order with a
 * promo code and delivery and reads what the shopper pays and what to collect, the same as the
 * shopper's total; the address with entrance, floor and flat; prints a picking list and a receipt
 * (print media: only the sheet, with the QR code and the items); cancels with a reason the
 * shopper then reads on their order page.
 */
/**
 * A product whose store charges for delivery of two of it (a fee, not free from that amount, no
 * minimum above it, the product not shipping free): the order then has a fee to show.
 */
async function productWithFee(request: APIRequestContext, locale: 'uz' | 'ru'): Promise<{ id: number; name: string; store: { id: number } }> {
  const terms = await termsOf(request, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  for (const [store, t] of terms) {
    if (t.fee <= 0) continue;
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
      data: { available: true, store },
      headers: { 'Accept-Language': locale },
    });
    const products = (await response.json()).result.content as {
      id: number;
      name: string;
      store: { id: number };
      free_shipping: boolean;
      price: number;
      discount_price: number;
    }[];
    const fits = products.find((p) => {
      const goods = 2 * (p.discount_price > 0 && p.discount_price < p.price ? p.discount_price : p.price);
      return !p.free_shipping && goods >= t.min_order && (t.free_from === null || goods < t.free_from);
    });
    if (fits) return fits;
  }
  throw new Error('no store of the demo catalog charges for delivery');
}

async function signedIn(browser: Browser, locale: string, tokens: { access_token: string; refresh_token: string }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

/** A delivery order (2 units) with SAVAT10 and a delivery fee, to a flat with a map point and a comment. */
async function placeOrder(request: APIRequestContext, locale: 'uz' | 'ru') {
  const product = await productWithFee(request, locale);
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const auth = { Authorization: `Bearer ${tokens.access_token}`, 'Accept-Language': locale };
  const address = (
    await (
      await request.post('/api/v1/store/shipping/', {
        headers: auth,
        data: {
          address_name: 'Uy',
          address: 'Toshkent, Chilonzor 9-kvartal, 12-uy',
          entrance: '3',
          floor: '7',
          apartment: '42',
          landmark: 'Korzinka roʻparasida',
          latitude: 41.2856,
          longitude: 69.2034,
        },
      })
    ).json()
  ).result;
  const placed = await request.post('/api/v1/store/order/', {
    headers: auth,
    data: {
      type: 'D',
      full_name: 'Dilnoza Yusupova',
      phone_number: phone,
      delivery_address: address.id,
      payment_type: 'cash',
      promocode: 'SAVAT10',
      comment: 'Domofon ishlamaydi',
      products: [{ product: product.id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).result as { id: number; total_price: number; delivery_price: number; sale_price_promo_code: number };
  return { order, product, tokens, auth, phone, store: product.store.id };
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const money = (amount: number) => formatMoney(amount, locale, m('common.currency'));

  test(`a seller reads the whole order, prints it, and cancels with a reason the shopper reads (${locale})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { order, product, tokens, phone, store } = await placeOrder(request, locale);
    expect(order.sale_price_promo_code).toBeGreaterThan(0);
    expect(order.delivery_price).toBeGreaterThan(0);

    const seller = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
    await seller.goto(`/${locale}/console/orders/${order.id}`);
    const summary = seller.getByTestId('order-summary');
    // What the shopper pays in all, and (cash, one store) what to collect: the same.
    await expect(summary.getByTestId('shopper-pays')).toHaveText(money(order.total_price));
    await expect(summary.getByTestId('to-collect')).toHaveText(money(order.total_price));
    const part = seller.getByTestId('order-part');
    await expect(part.getByTestId('order-line')).toContainText(product.name);
    await expect(part.getByTestId('part-figures')).toContainText('SAVAT10');
    await expect(part.getByTestId('part-figures')).toContainText(money(order.sale_price_promo_code));
    await expect(part.getByTestId('part-figures')).toContainText(money(order.delivery_price));
    // The address in words (entrance, floor, flat), never a message key; the window; map links; a call link.
    const address = summary.getByTestId('delivery-address');
    for (const [key, value] of [
      ['entranceShort', '3'],
      ['floorShort', '7'],
      ['apartmentShort', '42'],
      ['landmarkShort', 'Korzinka roʻparasida'],
    ] as const)
      await expect(address).toContainText(m(`addresses.${key}`, { value }));
    await expect(summary).not.toContainText('addresses.');
    await expect(summary.getByTestId('delivery-window')).toContainText(/\d\d:\d\d–\d\d:\d\d/);
    await expect(summary).toContainText('Domofon ishlamaydi');
    await expect(address.getByRole('link', { name: m('orderDesk.yandexMaps') })).toHaveAttribute(
      'href',
      'https://yandex.uz/maps/?pt=69.2034,41.2856&z=17&l=map',
    );
    await expect(address.getByRole('link', { name: m('orderDesk.googleMaps') })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.2856,69.2034',
    );
    await expect(summary.locator(`a[href="tel:${phone}"]`)).toBeVisible();

    // The picking list, as the printer gets it: only the sheet, with the QR code and the items.
    await summary.getByRole('link', { name: m('orderDesk.printPicking') }).click();
    await expect(seller).toHaveURL(new RegExp(`/console/orders/${order.id}/print\\?kind=picking`));
    const sheet = seller.getByTestId('print-sheet');
    await expect(sheet).toHaveAttribute('data-kind', 'picking');
    await expect(sheet.getByTestId('print-line')).toContainText(product.name);
    await expect(sheet.getByTestId('print-to-collect')).toHaveText(money(order.total_price));
    await expect(sheet.getByTestId('order-qr').locator('svg')).toBeVisible();
    await expect(sheet.getByTestId('print-address')).toContainText(m('addresses.apartmentShort', { value: '42' }));
    await expect(sheet.getByTestId('print-address')).toContainText(m('addresses.landmarkShort', { value: 'Korzinka roʻparasida' }));
    await seller.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(seller.getByTestId('print-toolbar')).toBeHidden();
    await expect(seller.locator('body header:not(.print-sheet header), body nav, body footer').filter({ visible: true })).toHaveCount(0);
    await seller.emulateMedia({ media: 'screen' });

    // The receipt on an 80 mm roll: the choice is remembered on the device.
    await seller.goto(`/${locale}/console/orders/${order.id}/print?kind=receipt`);
    await seller.getByRole('button', { name: m('orderDesk.paper80') }).click();
    await expect(sheet).toHaveAttribute('data-paper', '80');
    await seller.reload();
    await expect(sheet).toHaveAttribute('data-kind', 'receipt');
    await expect(sheet).toHaveAttribute('data-paper', '80');
    await expect(seller.getByRole('button', { name: m('orderDesk.paper80') })).toHaveAttribute('aria-pressed', 'true');
    expect(await seller.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').find((css) => css.includes('@page')))).toContain(
      '80mm',
    );
    await seller.emulateMedia({ media: 'print' });
    await expect(sheet.getByTestId('order-qr').locator('svg')).toBeVisible();
    await expect(sheet.getByTestId('print-line')).toContainText(product.name);
    await expect(sheet).toContainText(money(order.total_price));
    await expect(sheet).toContainText(m('orderDesk.thanks'));
    await seller.emulateMedia({ media: 'screen' });
    await seller.getByRole('button', { name: m('orderDesk.paperA4') }).click();

    // The store cancels with its reason; the shopper's order page says it.
    await seller.goto(`/${locale}/console/orders/${order.id}`);
    await seller
      .getByTestId('order-part')
      .getByRole('button', { name: m('console.cancel') })
      .click();
    await seller.getByRole('dialog').getByLabel(m('console.cancelReason')).fill('Mahsulot tugab qoldi');
    await seller
      .getByRole('dialog')
      .getByRole('button', { name: m('console.cancelConfirm') })
      .click();
    await expect(seller.getByTestId('order-part')).toContainText(m('console.cancelledBecause', { reason: 'Mahsulot tugab qoldi' }));
    await expect(seller.getByTestId('to-collect')).toHaveText(money(0));
    // One history line for the cancel (the order's echo of the same move is not repeated).
    await expect(
      seller
        .getByTestId('order-history')
        .getByRole('listitem')
        .filter({ hasText: m('api.orderStatus.8') }),
    ).toHaveCount(1);

    const shopper = await signedIn(browser, locale, tokens);
    await shopper.goto(`/${locale}/account/orders/${order.id}`);
    await expect(shopper.getByTestId('cancel-note')).toHaveText(m('orderDesk.shopper.byStore', { reason: 'Mahsulot tugab qoldi' }));
  });
}

test("the shopper's cancel reason reaches the store in its language; one column on a phone @mobile", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { order, auth, store } = await placeOrder(request, 'uz');
  const cancelled = await request.get(`/api/v1/store/order/canceled/${order.id}/?reason=too_long`, { headers: auth });
  expect(cancelled.status()).toBe(200);
  const seller = await signedIn(browser, 'ru', (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
  await seller.goto(`/ru/console/orders/${order.id}`);
  await expect(seller.getByTestId('order-part')).toContainText(msg('ru', 'orderDesk.shopperReason', { reason: msg('ru', 'orders.cancelReasons.too_long') }));
  // The phone's one column: the summary first, as wide as the screen, no sideways scrolling.
  const summary = seller.getByTestId('order-summary');
  await expect(summary).toBeVisible();
  const [box, width] = [await summary.boundingBox(), seller.viewportSize()!.width];
  expect(box!.width).toBeGreaterThan(width * 0.85);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const call = summary.getByRole('link', { name: new RegExp(msg('ru', 'orderDesk.callRecipient', { phone: 'X' }).replace('X', '').trim()) });
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
