import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * One item at a time (ADR 0029): a store makes an item unavailable from the console and the
 * shopper's order page shows it struck through with the new total; a store proposes substitutes
 * and the shopper approves one and declines another on the order page.
 */
async function productsOf(request: APIRequestContext, store: number, count: number, locale = 'uz'): Promise<{ id: number; name: string }[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=10', {
    headers: { 'Accept-Language': locale },
    data: { available: true, store },
  });
  const products = (await response.json()).result.content.filter((p: { available: number }) => p.available >= 5).slice(0, count);
  expect(products.length, `${count} products of store ${store}`).toBe(count);
  return products;
}

async function signedIn(browser: Browser, locale: string, tokens: { access_token: string; refresh_token: string }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

/** A shopper's delivery order of one of each product; answers the order and the shopper's tokens. */
async function placeOrder(request: APIRequestContext, locale: string, productIds: number[], substitution: 'remove' | 'replace' = 'remove') {
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const auth = { Authorization: `Bearer ${tokens.access_token}`, 'Accept-Language': locale };
  const address = (
    await (await request.post('/api/v1/store/shipping/', { headers: auth, data: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9' } })).json()
  ).result;
  const placed = await request.post('/api/v1/store/order/', {
    headers: auth,
    data: {
      type: 'D',
      full_name: 'Bir Mahsulot',
      phone_number: phone,
      delivery_address: address.id,
      payment_type: 'cash',
      substitution,
      products: productIds.map((product) => ({ product, quantity: 1 })),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { order: (await placed.json()).result, tokens, auth };
}

/** A whole amount as the page writes it: groups of three digits with any space between. */
const amountPattern = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?'));

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`an item made unavailable in the console; the shopper sees the new total (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const [a, b] = await productsOf(request, 1, 2, locale);
    const { order, tokens, auth } = await placeOrder(request, locale, [a!.id, b!.id]);
    const itemB = order.order_items.find((i: { product: { id: number } }) => i.product.id === b!.id);

    const staff = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
    await staff.goto(`/${locale}/console/orders/${order.id}`);
    const actions = staff.getByTestId(`item-actions-${itemB.id}`);
    await actions.getByRole('button', { name: m('orderChanges.notAvailable') }).click();
    await expect(actions.getByLabel(m('orderChanges.quantityLeft', { max: 0 }))).toHaveValue('0');
    await actions.getByRole('button', { name: m('orderChanges.confirmUnavailable') }).click();
    // The state's word is also the button's: the change is made once the line has no actions left.
    await expect(actions.getByRole('button', { name: m('orderChanges.notAvailable') })).toHaveCount(0);
    await expect(actions).toContainText(m('orderChanges.state.unavailable'));

    const after = (await (await request.get(`/api/v1/store/order/${order.id}/`, { headers: auth })).json()).result;
    expect(after.total_price).toBeLessThan(order.total_price);
    const shopper = await signedIn(browser, locale, tokens);
    await shopper.goto(`/${locale}/account/orders/${order.id}`);
    await expect(shopper.getByTestId(`item-state-${itemB.id}`)).toHaveText(m('orderChanges.state.unavailable'));
    await expect(shopper.getByRole('link', { name: b!.name }).first()).toHaveClass(/line-through/);
    await expect(shopper.locator('aside').filter({ hasText: m('orders.totals') })).toContainText(amountPattern(after.total_price));
  });
}

test('the shopper approves one substitute and declines another on the order page @mobile', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const [a, b, c, d] = await productsOf(request, 1, 4);
  const { order, tokens } = await placeOrder(request, locale, [a!.id, b!.id], 'replace');
  const staff = (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens;
  const headers = { Authorization: `Bearer ${staff.access_token}`, 'Accept-Language': locale };
  const [itemA, itemB] = [a!, b!].map((p) => order.order_items.find((i: { product: { id: number } }) => i.product.id === p.id));
  for (const [item, product] of [
    [itemA, c!],
    [itemB, d!],
  ] as const) {
    const proposed = await request.post(`/api/v1/console/orders/${order.id}/items/${item.id}/substitute/`, {
      headers,
      data: { product_id: product.id, quantity: 1 },
    });
    expect(proposed.status(), await proposed.text()).toBe(200);
  }

  const shopper = await signedIn(browser, locale, tokens);
  await shopper.goto(`/${locale}/account/orders/${order.id}`);
  const offers = shopper.getByTestId('order-changes');
  await expect(offers.getByRole('button', { name: m('orderChanges.approve') })).toHaveCount(2);
  // The newest proposal (for B) comes first: approve it, then decline the other (for A).
  await offers
    .getByRole('button', { name: m('orderChanges.approve') })
    .first()
    .click();
  await expect(shopper.getByTestId(`item-state-${itemB.id}`)).toHaveText(m('orderChanges.state.replaced'));
  await expect(offers.getByRole('button', { name: m('orderChanges.decline') })).toHaveCount(1);
  await offers.getByRole('button', { name: m('orderChanges.decline') }).click();
  await expect(shopper.getByTestId(`item-state-${itemA.id}`)).toHaveText(m('orderChanges.state.unavailable'));
  await expect(shopper.getByRole('link', { name: d!.name }).first()).toBeVisible();
});

test('goods sold by weight say so on the card and the product page (ru)', async ({ page, request }) => {
  const locale = 'ru';
  const response = await request.post('/api/v1/store/products/filter/?page=1&size=50', { headers: { 'Accept-Language': locale }, data: { available: true } });
  const kg = (await response.json()).result.content.find((p: { weight_step?: number | null }) => p.weight_step === 1000);
  expect(kg, 'a product sold by the kilogram').toBeTruthy();
  await page.goto(`/${locale}/products/${kg.id}`);
  await expect(
    page
      .getByRole('main')
      .getByText(msg(locale, 'orderChanges.byWeightKg', { kg: 1 }))
      .first(),
  ).toBeVisible();
});
