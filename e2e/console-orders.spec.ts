import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The orders board (ADR 0016): a shopper orders from two stores; each store's seller sees only
 * their part, moves it on with one tap, and the shopper's order page follows without a reload.
 */
async function productOf(request: APIRequestContext, store: number): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', { data: { available: true, store } });
  const product = (await response.json()).result.content[0];
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product;
}

async function signedIn(browser: Browser, locale: string, tokens: { access_token: string; refresh_token: string }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`two stores move their parts of one order; the shopper's page follows live (${locale}) @mobile`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const [a, b] = [await productOf(request, 1), await productOf(request, 2)];
    const { phone, password } = await createAccount(request);
    const shopperTokens = await apiLogin(request, phone, password);
    const auth = { Authorization: `Bearer ${shopperTokens.access_token}`, 'Accept-Language': locale };
    const address = (
      await (await request.post('/api/v1/store/shipping/', { headers: auth, data: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9' } })).json()
    ).result;
    const placed = await request.post('/api/v1/store/order/', {
      headers: auth,
      data: {
        type: 'D',
        full_name: 'Ikki Doʻkon',
        phone_number: phone,
        delivery_address: address.id,
        payment_type: 'cash',
        products: [
          { product: a.id, quantity: 1 },
          { product: b.id, quantity: 2 },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId: number = (await placed.json()).result.id;

    const shopper = await signedIn(browser, locale, shopperTokens);
    await shopper.goto(`/${locale}/account/orders/${orderId}`);
    const shopperStatus = shopper.getByRole('main').getByRole('status').first();
    await expect(shopperStatus).toHaveText(m('api.orderStatus.2'));

    const boards: Page[] = [];
    for (const store of [1, 2]) {
      const board = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
      await board.goto(`/${locale}/console/orders`);
      boards.push(board);
    }
    const card = (board: Page) => board.getByTestId('console-order').filter({ hasText: m('console.orderNumber', { id: orderId }) });

    // Each seller sees their own part only: store 1 one item, store 2 one line (of two).
    await expect(card(boards[0]!)).toContainText(m('console.itemsCount', { count: 1 }));
    await expect(card(boards[1]!)).toContainText(m('console.itemsCount', { count: 2 }));

    // Store 1 goes ahead; the order waits for the slower store (ADR 0016).
    await card(boards[0]!)
      .getByRole('button', { name: m('console.moves.3') })
      .click();
    await expect(card(boards[0]!)).toContainText(m('api.orderStatus.3'));
    await card(boards[0]!)
      .getByRole('button', { name: m('console.moves.4') })
      .click();
    await expect(card(boards[0]!)).toContainText(m('api.orderStatus.4'));
    await expect(shopperStatus).toHaveText(m('api.orderStatus.2'));

    // Store 2 catches up: the shopper's page changes by itself (it asks every few seconds).
    await card(boards[1]!)
      .getByRole('button', { name: m('console.moves.3') })
      .click();
    await expect(shopperStatus).toHaveText(m('api.orderStatus.3'), { timeout: 20_000 });
    await card(boards[1]!)
      .getByRole('button', { name: m('console.moves.4') })
      .click();
    await expect(shopperStatus).toHaveText(m('api.orderStatus.4'), { timeout: 20_000 });

    for (const board of boards)
      await card(board)
        .getByRole('button', { name: m('console.moves.6') })
        .click();
    await expect(shopperStatus).toHaveText(m('api.orderStatus.6'), { timeout: 20_000 });
    // Delivered: nothing left to tap.
    await expect(card(boards[1]!).getByRole('button')).toHaveCount(0);
  });

  test(`a seller cancels their part with a reason from the order's page (${locale}) @mobile`, async ({ browser, request }) => {
    const product = await productOf(request, 1);
    const { phone, password } = await createAccount(request);
    const { access_token } = await apiLogin(request, phone, password);
    const placed = await request.post('/api/v1/store/order/', {
      headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': locale },
      data: { type: 'T', full_name: 'Bekor Qiluvchi', phone_number: phone, payment_type: 'cash', products: [{ product: product.id, quantity: 1 }] },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId: number = (await placed.json()).result.id;

    const board = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
    await board.goto(`/${locale}/console/orders/${orderId}`);
    const main = board.getByRole('main');
    // The shopper's phone is a tap to call.
    await expect(main.locator(`a[href="tel:${phone}"]`).first()).toBeVisible();
    await main.getByRole('button', { name: m('console.cancel') }).click();
    const dialog = board.getByRole('dialog');
    await dialog.getByRole('button', { name: m('console.cancelConfirm') }).click();
    // No reason: the dialog says so and stays.
    await expect(dialog.getByText(m('console.cancelReasonNeeded'))).toBeVisible();
    await dialog.getByLabel(m('console.cancelReason')).fill('Mahsulot tugadi');
    await dialog.getByRole('button', { name: m('console.cancelConfirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('status').first()).toHaveText(m('api.orderStatus.8'));
    await expect(main.getByText(m('console.cancelledBecause', { reason: 'Mahsulot tugadi' }))).toBeVisible();
  });
}
