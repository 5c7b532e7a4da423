import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * A store's own promotions (ADR 0037): a seller of store 1 makes a promo code in the console; a
 * shopper's basket of store 1's goods takes it (its line, a lower total) and the checkout places
 * the order with the discount; on a basket of store 2's goods only the code is refused, saying
 * whose goods it is for (in Russian, on a phone).
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  store: { id: number; brand_name: string };
}

/** A product in stock of `store`, as the locale names it. */
async function productOf(request: APIRequestContext, store: number, locale: 'uz' | 'ru'): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=10', {
    data: { available: true, store },
    headers: { 'Accept-Language': locale },
  });
  const product = ((await response.json()).result.content as (ApiProduct & { available: number })[]).find((p) => p.available >= 2);
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product!;
}

async function addToBasket(page: Page, locale: 'uz' | 'ru', product: ApiProduct) {
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length ?? 0);
  await page.goto(`/${locale}/products/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name: product.name }) })
    .first()
    .click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length ?? 0)).toBe(before + 1);
}

/** A new code of store 1, made through the console's API by a seller of store 1. */
async function storeCode(request: APIRequestContext, discount: number): Promise<string> {
  const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
  const code = `E2EDOKON${Date.now()}`;
  const now = Date.now();
  const made = await request.post('/api/v1/console/stores/1/promotions/', {
    headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
    data: {
      promocode: code,
      kind: 'percent',
      discount,
      valid_from: new Date(now - 60_000).toISOString(),
      valid_until: new Date(now + 86_400_000).toISOString(),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return code;
}

const totalOf = async (page: Page) =>
  Number(((await page.getByRole('main').getByTestId('order-totals').locator('dd').last().textContent()) ?? '').replace(/\D/g, ''));

test('a seller of store 1 makes a code; a basket of its goods takes it and the order is placed with the discount (uz)', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const m = (key: string, values?: Record<string, string | number>) => msg('uz', key, values);
  const code = `E2ESOTUV${Date.now()}`;

  // The seller's console: a code that breaks the rules is refused at its field, then made.
  await page.goto('/uz');
  await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
  await page.goto('/uz/console/store-promos');
  const console = page.getByRole('main');
  await console.getByRole('button', { name: m('storePromos.new') }).click();
  const form = console.getByRole('form', { name: m('storePromos.new') });
  await form.getByRole('textbox', { name: m('storePromos.code') }).fill('x');
  await form.getByRole('button', { name: m('storePromos.create') }).click();
  await expect(form.getByText(m('storePromos.errors.codeInvalid'))).toBeVisible();
  await expect(form.getByRole('textbox', { name: m('storePromos.code') })).toBeFocused();
  await form.getByRole('textbox', { name: m('storePromos.code') }).fill(code);
  await form.getByLabel(m('storePromos.discount')).fill('20');
  await form.getByRole('button', { name: m('storePromos.create') }).click();
  await expect(page.getByText(m('storePromos.saved', { name: code }))).toBeVisible();
  const card = console.getByTestId('store-promo').filter({ hasText: code });
  await expect(card).toContainText(m('storePromos.active'));
  await expect(card).toContainText(m('storePromos.shop.terms.percent', { discount: 20 }));

  // A signed-in shopper with an address, in another browser.
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const address = await request.post('/api/v1/store/shipping/', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy', main_address: true },
  });
  expect(address.ok()).toBe(true);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
  const shopper = await context.newPage();
  await shopper.goto('/uz');
  await storeTokens(shopper, tokens);
  const product = await productOf(request, 1, 'uz');
  await addToBasket(shopper, 'uz', product);

  await shopper.goto('/uz/cart');
  const cart = shopper.getByRole('main');
  await expect(cart.getByRole('link', { name: product.name })).toBeVisible();
  await expect(cart.getByTestId('order-totals')).toBeVisible();
  const before = await totalOf(shopper);
  await cart.getByLabel(m('cart.promoLabel')).fill(code.toLowerCase());
  await cart.getByRole('button', { name: m('cart.promoApply') }).click();
  const terms = m('storePromos.shop.terms.percent', { discount: 20 });
  await expect(cart.getByTestId('promo-applied')).toHaveText(
    new RegExp(m('storePromos.shop.appliedForStore', { code, terms, store: product.store.brand_name }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(cart.getByTestId('order-totals').getByTestId('promotion-row')).toContainText(m('storePromos.shop.line.code', { code, terms }));
  await expect.poll(() => totalOf(shopper)).toBeLessThan(before);
  const shown = await totalOf(shopper);

  // The checkout charges what the basket showed, and the order keeps the code.
  await cart.getByRole('link', { name: m('cart.checkout') }).click();
  await expect(shopper).toHaveURL(/\/uz\/cart\/checkout$/);
  await cart.getByLabel(m('checkout.fullName')).fill('Dilnoza Karimova');
  await expect(cart.getByRole('radio', { name: /Uy/ })).toBeChecked();
  await expect.poll(() => totalOf(shopper)).toBe(shown);
  await cart.getByRole('button', { name: m('checkout.place') }).click();
  await expect(shopper).toHaveURL(/\/uz\/cart\/order-placed$/);
  await expect(cart.getByTestId('promotion-row')).toContainText(m('storePromos.shop.line.code', { code, terms }));
  const last = (await (await request.get('/api/v1/store/orders/last/', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json()).result;
  expect(last).toMatchObject({ promo_code: { promocode: code, discount: 20 }, total_price: shown, promotions: [{ promocode: code, store: { id: 1 } }] });
  expect(last.sale_price_promo_code).toBe(Math.round((product.discount_price * 20) / 100));
  await context.close();

  // The seller sees it used once.
  await page.reload();
  await expect(console.getByTestId('store-promo').filter({ hasText: code })).toContainText(m('storePromos.usedOf', { used: 1 }));
});

test('a code of store 1 on store 2’s goods only is refused with whose goods it is for (ru) @mobile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const m = (key: string, values?: Record<string, string | number>) => msg('ru', key, values);
  const code = await storeCode(request, 15);
  const own = await productOf(request, 1, 'ru');
  const other = await productOf(request, 2, 'ru');
  const brand = own.store.brand_name;

  await page.goto('/ru');
  await addToBasket(page, 'ru', other);
  await page.goto('/ru/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByRole('link', { name: other.name })).toBeVisible();
  const field = cart.getByLabel(m('cart.promoLabel'));
  await field.fill(code);
  await cart.getByRole('button', { name: m('cart.promoApply') }).click();
  // The server's words, in the shopper's language.
  await expect(cart.getByRole('alert').filter({ hasText: `«${brand}»` })).toHaveText(msg('ru', 'api.storePromos.notForTheseGoods', { store: brand }));
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // With store 1's goods the code applies; without them again, the basket says why it takes nothing.
  await addToBasket(page, 'ru', own);
  await page.goto('/ru/cart');
  await cart.getByLabel(m('cart.promoLabel')).fill(code);
  await cart.getByRole('button', { name: m('cart.promoApply') }).click();
  await expect(cart.getByTestId('promo-applied')).toContainText(code);
  await expect(cart.getByTestId('promo-not-applied')).toHaveCount(0);
  await cart.getByRole('button', { name: m('cart.remove', { name: own.name }) }).click();
  await expect(cart.getByTestId('promo-not-applied')).toHaveText(m('storePromos.shop.notForTheseGoods', { store: brand }));
  await expect(cart.getByTestId('promotion-row')).toHaveCount(0);
});
