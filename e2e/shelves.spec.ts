import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { withoutMinimum } from './helpers/delivery';
import { msg, type Locale } from './helpers/messages';

/**
 * The shelves on a 390 px phone: "Recently viewed" from the device on the home
 * page and in the empty cart, newest first; "Buy again" from a shopper's orders; the product page's
 * share link to Telegram. axe stays clean on the shelves.
 */
interface ApiProduct {
  id: number;
  name: string;
  available: number;
  store: { id: number };
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 } });

/** In-stock products whose store has no minimum order, named in the locale's language. */
async function products(request: APIRequestContext, locale: Locale): Promise<ApiProduct[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=new&page=1&size=40', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const body = await response.json();
  expect(body.ok).toBe(true);
  return withoutMinimum(
    request,
    (body.result.content as ApiProduct[]).filter((p) => p.available >= 3),
  );
}

/** The names of a shelf's cards, in order. */
const shelfNames = (page: Page, locale: Locale, key: string) =>
  page
    .getByRole('main')
    .getByRole('region', { name: msg(locale, key) })
    .getByRole('heading', { level: 3 });

async function axeClean(page: Page, selector: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const locale of ['uz', 'ru'] as const) {
  test(`recently viewed products show on home and in the empty cart, newest first; the share link goes to Telegram (${locale}) @mobile`, async ({
    page,
    request,
  }) => {
    const [first, second] = await products(request, locale);
    expect(second, 'two products in stock').toBeTruthy();

    // The device's share sheet when there is one: the page hands it the product's address.
    await page.addInitScript(() => {
      (window as unknown as { shared: ShareData[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });

    await page.goto(`/${locale}/products/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    // The page records the view once it has hydrated: wait for it before leaving (a slow machine
    // showed the server's heading long before, and the first view was never written).
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '{}').state?.viewed?.length)).toBe(1);
    await page.goto(`/${locale}/products/${second!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '{}').state?.viewed?.length)).toBe(2);

    // Share: a link to t.me's share page with the product's canonical address and its name.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/${locale}/products/${second!.id}$`));
    const share = page.getByRole('main').getByRole('link', { name: msg(locale, 'product.share') });
    const link = new URL((await share.getAttribute('href'))!);
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe(canonical);
    expect(link.searchParams.get('text')).toBe(second!.name);
    await share.tap();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: second!.name, text: second!.name, url: canonical },
    ]);
    expect(page.url()).toContain(`/products/${second!.id}`);

    await page.goto(`/${locale}`);
    const home = shelfNames(page, locale, 'shelves.recentlyViewed');
    await expect(home).toHaveText([second!.name, first!.name]);
    await expect(page.getByRole('main').getByRole('region', { name: msg(locale, 'shelves.buyAgain') })).toHaveCount(0);
    await axeClean(page, '#recently-viewed');

    await page.goto(`/${locale}/cart`);
    await expect(page.getByText(msg(locale, 'cart.empty'))).toBeVisible();
    await expect(shelfNames(page, locale, 'shelves.recentlyViewed')).toHaveText([second!.name, first!.name]);
    // Nothing sticks out of a 390 px screen: the shelf scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeClean(page, 'main');
  });

  test(`a shopper who has ordered sees the product under "Buy again" (${locale}) @mobile`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const [, , product] = await products(request, locale);
    const headers = { Authorization: `Bearer ${tokens.access_token}` };
    const address = (await (await request.post('/api/v1/store/shipping/', { headers, data: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9' } })).json())
      .result;
    const placed = await request.post('/api/v1/store/order/', {
      headers,
      data: { type: 'D', full_name: 'Dilnoza Karimova', phone_number: phone, products: [{ product: product!.id, quantity: 1 }], delivery_address: address.id },
    });
    expect(placed.status()).toBe(201);

    await page.goto(`/${locale}`);
    await storeTokens(page, tokens);
    await page.reload();
    await expect(shelfNames(page, locale, 'shelves.buyAgain')).toHaveText([product!.name]);
    await axeClean(page, '#buy-again');

    await page.goto(`/${locale}/cart`);
    await expect(shelfNames(page, locale, 'shelves.buyAgain')).toHaveText([product!.name]);
  });
}
