import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg, type Locale } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * "Notify me when it is back" (ADR 0033): a shopper asks on a sold-out product's page, sees it on
 * their favourites, and gets exactly one SMS when the store's staff raise the stock through the
 * console's API; raising it again sends no second one.
 */

interface Sms {
  text: string;
}

/** The back-in-stock notices the dev outbox holds for a phone: the SMS linking this product's page. */
async function noticesFor(request: APIRequestContext, phone: string, locale: Locale, productId: number): Promise<number> {
  const response = await request.get(`/api/v1/dev/sms/?phone_number=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).result as Sms[]).filter((s) => s.text.endsWith(`/${locale}/products/${productId}`)).length;
}

/**
 * A product in stock of one of the last stores of the demo catalog (`fromEnd`: 1, 2, 3 for the
 * three runs, so that they never share a product; the console journeys use the first stores).
 */
async function productOfLateStore(request: APIRequestContext, fromEnd: number, locale: Locale) {
  const groups = (await (await request.get('/api/v1/store/all/')).json()).result as { stores: { id: number }[] }[];
  const store = groups
    .flatMap((g) => g.stores.map((s) => s.id))
    .sort((a, b) => a - b)
    .at(-fromEnd)!;
  const list = await request.post('/api/v1/store/products/filter/?sort=cheap&page=1&size=20', {
    data: { available: true, store },
    headers: { 'Accept-Language': locale },
  });
  const product = ((await list.json()).result.content as { id: number; name: string }[]).at(-1);
  expect(product, `a product of store ${store}`).toBeTruthy();
  return { ...product!, store };
}

async function journey(browser: Browser, request: APIRequestContext, locale: Locale, fromEnd: number, viewport?: { width: number; height: number }) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const product = await productOfLateStore(request, fromEnd, locale);
  const seller = await staffSession(request, [{ role: 'seller', store_id: product.store }]);
  // As the console's products page saves a stock figure.
  const setStock = async (available: number) => {
    const saved = await request.patch(`/api/v1/console/products/${product.id}/`, {
      headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
      data: { available },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await setStock(0);

  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const context = await browser.newContext({ ...test.info().project.use, ...(viewport ? { viewport } : {}), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);

  await page.goto(`/${locale}/products/${product.id}`);
  const main = page.getByRole('main');
  const ask = main.getByRole('button', { name: m('backInStock.notifyMeLabel', { name: product.name }) });
  await expect(ask).toBeEnabled();
  if (viewport) {
    // A touch target on a phone, and nothing wider than the screen.
    expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  await ask.click();
  await expect(main.getByText(m('backInStock.notifyOn'))).toBeVisible();
  await expect(main.getByRole('button', { name: m('backInStock.notifyCancelLabel', { name: product.name }) })).toBeVisible();

  // Saved to favourites, the product shows the same state there.
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/store/products/feature/') && r.ok());
  await main
    .getByRole('button', { name: m('product.addToFavourites') })
    .first()
    .click();
  await saved;
  await page.goto(`/${locale}/favourites`);
  const card = page.getByRole('main').locator(`li[data-product="${product.id}"]`);
  await expect(card.getByText(m('backInStock.notifyOn'))).toBeVisible();

  // The store raises the stock: exactly one notice, in the shopper's language, linking the product.
  await setStock(5);
  await expect.poll(() => noticesFor(request, phone, locale, product.id)).toBe(1);
  // Raised again: the request is spent (no longer pending), so no second notice can follow.
  await setStock(9);
  const waiting = await request.get('/api/v1/store/products/back-in-stock/', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect((await waiting.json()).result.product_ids).not.toContain(product.id);
  expect(await noticesFor(request, phone, locale, product.id)).toBe(1);

  // In stock again, the favourites offer the basket, not the notice.
  await page.reload();
  await expect(card.getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })).toBeVisible();
  await expect(card.getByTestId('notify-me')).toHaveCount(0);
  await context.close();
}

for (const [i, locale] of (['uz', 'ru'] as const).entries()) {
  test(`a shopper is told once, by SMS, when a sold-out product is back (${locale})`, async ({ browser, request }) => {
    await journey(browser, request, locale, i + 1);
  });
}

for (const [i, locale] of (['uz', 'ru'] as const).entries()) {
  test(`on a 390 px phone: ask, see it on favourites, one SMS when the stock is back (${locale}) @mobile`, async ({ browser, request }) => {
    await journey(browser, request, locale, i + 3, { width: 390, height: 844 });
  });
}
