import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, logInThroughModal } from './helpers/accounts';
import { withoutMinimum } from './helpers/delivery';
import { msg, type Locale } from './helpers/messages';

/**
 * ADR 0031: a logged-in shopper's basket follows the account from one browser to another (two
 * browser contexts are two devices), a guest's basket joins it at login, and "Buy again" lists the
 * most frequently ordered products first on the home page and in the account.
 */
interface ApiProduct {
  id: number;
  name: string;
  available: number;
  store: { id: number };
}

/** Three in-stock products of one store (no multi-store notice), named in the locale's language. */
async function threeOfOneStore(request: APIRequestContext, locale: Locale): Promise<ApiProduct[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=60', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const listed = (await withoutMinimum(request, (await response.json()).result.content as ApiProduct[])).filter((p) => p.available >= 5);
  const byStore = new Map<number, ApiProduct[]>();
  for (const p of listed) byStore.set(p.store.id, [...(byStore.get(p.store.id) ?? []), p]);
  const three = [...byStore.values()].find((list) => list.length >= 3);
  expect(three, 'a store with three products in stock').toBeTruthy();
  return three!.slice(0, 3);
}

/** The account's basket as the server keeps it: `id:count` in order. */
async function serverBasket(request: APIRequestContext, token: string): Promise<string[]> {
  const body = await (await request.get('/api/v1/store/basket/', { headers: { Authorization: `Bearer ${token}` } })).json();
  return (body.result.products as { id: number; count: number }[]).map((p) => `${p.id}:${p.count}`);
}

/** The device's basket (the local-storage key `basket`): `id:count`, in stock and not. */
const deviceBasket = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('basket') ?? '{}').state ?? { products: [], not_available: [] };
    return [...state.products, ...state.not_available].map((p: { id: number; count: number }) => `${p.id}:${p.count}`);
  });

async function logIn(page: Page, locale: Locale, phone: string, password: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg(locale, 'nav.login'), exact: true })
    .click();
  await logInThroughModal(page, locale, phone, password);
  await expect(page.getByRole('banner').getByRole('link', { name: msg(locale, 'nav.account') })).toBeVisible();
}

/** Adds a product from its page, `times` taps in all. */
async function addFromProductPage(page: Page, locale: Locale, product: ApiProduct, times = 1) {
  await page.goto(`/${locale}/products/${product.id}`);
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name: product.name }) })
    .first()
    .click();
  for (let i = 1; i < times; i += 1)
    await main
      .getByRole('button', { name: msg(locale, 'product.increase', { name: product.name }) })
      .first()
      .click();
}

async function device(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const locale of ['uz', 'ru'] as const) {
  test(`the basket follows the account from one browser to another, a guest basket joins it at login (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { phone, password } = await createAccount(request);
    const { access_token: token } = await apiLogin(request, phone, password);
    const [milk, bread, tea] = await threeOfOneStore(request, locale);

    // Device A: logged in, two lines.
    const a = await device(browser);
    await a.page.goto(`/${locale}`);
    await logIn(a.page, locale, phone, password);
    await addFromProductPage(a.page, locale, milk!, 2);
    await addFromProductPage(a.page, locale, bread!);
    await expect.poll(() => serverBasket(request, token)).toEqual([`${milk!.id}:2`, `${bread!.id}:1`]);

    // Device B: a guest basket (tea, and one milk where the account has two), then the login.
    const b = await device(browser);
    await addFromProductPage(b.page, locale, tea!);
    await addFromProductPage(b.page, locale, milk!);
    expect(await deviceBasket(b.page)).toEqual([`${tea!.id}:1`, `${milk!.id}:1`]);
    await logIn(b.page, locale, phone, password);
    // The account's lines first, then the guest's; milk on both sides keeps the larger count (2), not 3.
    await expect.poll(() => deviceBasket(b.page)).toEqual([`${milk!.id}:2`, `${bread!.id}:1`, `${tea!.id}:1`]);
    await expect.poll(() => serverBasket(request, token)).toEqual([`${milk!.id}:2`, `${bread!.id}:1`, `${tea!.id}:1`]);

    // B's cart shows all three, in the page's language.
    await b.page.goto(`/${locale}/cart`);
    const cartB = b.page.getByRole('main');
    for (const product of [milk!, bread!, tea!]) await expect(cartB.getByRole('link', { name: product.name })).toBeVisible();

    // A change on B (bread leaves the basket) reaches A at its next load.
    await cartB.getByRole('button', { name: msg(locale, 'cart.remove', { name: bread!.name }) }).click();
    await expect(cartB.getByRole('link', { name: bread!.name })).toHaveCount(0);
    await expect.poll(() => serverBasket(request, token)).toEqual([`${milk!.id}:2`, `${tea!.id}:1`]);

    await a.page.goto(`/${locale}/cart`);
    const cartA = a.page.getByRole('main');
    await expect(cartA.getByRole('link', { name: tea!.name })).toBeVisible();
    await expect(cartA.getByRole('link', { name: milk!.name })).toBeVisible();
    await expect(cartA.getByRole('link', { name: bread!.name })).toHaveCount(0);
    await expect.poll(() => deviceBasket(a.page)).toEqual([`${milk!.id}:2`, `${tea!.id}:1`]);

    // A guest's basket stays on its device: a third browser, never logged in, has none of it.
    const guest = await device(browser);
    await guest.page.goto(`/${locale}/cart`);
    await expect(guest.page.getByText(msg(locale, 'cart.empty'))).toBeVisible();

    await Promise.all([a.context.close(), b.context.close(), guest.context.close()]);
  });

  test(`"Buy again" lists the most frequently ordered first, on the home page and in the account (${locale})`, async ({ browser, request }) => {
    const { phone, password } = await createAccount(request);
    const { access_token: token } = await apiLogin(request, phone, password);
    const headers = { Authorization: `Bearer ${token}` };
    const [often, once] = await threeOfOneStore(request, locale);
    const address = (await (await request.post('/api/v1/store/shipping/', { headers, data: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9' } })).json())
      .result;
    const order = async (id: number) => {
      const placed = await request.post('/api/v1/store/order/', {
        headers,
        data: { type: 'D', full_name: 'Dilnoza Karimova', phone_number: phone, products: [{ product: id, quantity: 1 }], delivery_address: address.id },
      });
      expect(placed.status()).toBe(201);
    };
    // Ordered twice first, then the other once, most recently: frequency leads.
    await order(often!.id);
    await order(often!.id);
    await order(once!.id);

    const { context, page } = await device(browser);
    await page.goto(`/${locale}`);
    const shelf = (root: Page) => root.getByRole('main').getByRole('region', { name: msg(locale, 'shelves.buyAgain') });
    // A guest sees no such shelf (nothing left to load that could bring it).
    await page.waitForLoadState('networkidle');
    await expect(shelf(page)).toHaveCount(0);

    await logIn(page, locale, phone, password);
    await expect(shelf(page).getByRole('heading', { level: 3 })).toHaveText([often!.name, once!.name]);

    await page.goto(`/${locale}/account`);
    await expect(page.getByRole('navigation', { name: msg(locale, 'account.menu') })).toBeVisible();
    await expect(shelf(page).getByRole('heading', { level: 3 })).toHaveText([often!.name, once!.name]);
    await context.close();
  });
}
