import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg, msgPattern, type Locale } from './helpers/messages';

/**
 * The installable, offline-tolerant storefront (ADR 0014): the manifest and
 * its icons, the service worker, the pages it keeps for offline use (a product page seen before,
 * the basket), the offline page for one never seen, the offline strip of the shell, and no
 * personal API answer in any cache. The other specs block service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const LOCALES = ['uz', 'ru'] as const;

interface ApiProduct {
  id: number;
  name: string;
  available: number;
  store: { id: number; brand_name: string };
}

async function products(request: APIRequestContext, locale: Locale): Promise<ApiProduct[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const body = await response.json();
  expect(body.ok).toBe(true);
  return (body.result.content as ApiProduct[]).filter((p) => p.available >= 3);
}

/** Waits until the worker is active and controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<string> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}

/** Every URL kept in any Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('the manifest names the app, its start, display and icons, and every icon loads at its size', async ({ request, page }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: msg('uz', 'common.siteName'),
    short_name: msg('uz', 'common.siteName'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#16a34a',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
  }

  // Every page links the manifest and the Apple touch icon, in both languages.
  for (const locale of LOCALES) {
    await page.goto(`/${locale}`);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', /\/manifest\.webmanifest/);
    const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    const file = await request.get(apple!);
    expect(file.ok()).toBe(true);
    expect(pngSize(await file.body())).toEqual([180, 180]);
  }
});

test('the service worker registers, controls the page, is never cached long, and Chrome finds the app installable', async ({ page, request }) => {
  await page.goto('/uz');
  expect(await controlled(page)).toMatch(/\/sw\.js$/);

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toContain('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(await sw.text()).toContain('fetch');

  // Chrome's own installability check (manifest fields, icons, a worker with a fetch handler).
  // Every Playwright context is an incognito profile, where Chrome never offers to install: that
  // one reason is expected, and must be the only one.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId),
    )
    .toEqual(['in-incognito']);
});

for (const locale of LOCALES) {
  test(`offline, a product page seen before and the basket still open, a page never seen shows the offline page (${locale}) @mobile`, async ({
    page,
    context,
    request,
  }) => {
    const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
    const [product] = await products(request, locale);
    const main = page.getByRole('main');

    await page.goto(`/${locale}/products/${product!.id}`);
    await controlled(page);
    // The page was loaded before the worker took over: seen once more, it is kept.
    await page.reload();
    await expect.poll(() => cachedUrls(page)).toContain(`/${locale}/products/${product!.id}`);
    await main
      .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
      .first()
      .tap();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(1);

    // A page reached by a client-side navigation (a card on the home page) is kept too: the shell asks the worker.
    await page.goto(`/${locale}`);
    const card = main.locator(`a[href^="/${locale}/products/"]`).filter({ hasNotText: product!.name }).first();
    const otherPath = (await card.getAttribute('href'))!;
    expect(otherPath).toMatch(/\/products\/\d+$/);
    await card.tap();
    await expect(page).toHaveURL(new RegExp(`${otherPath}$`));
    const otherName = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect.poll(() => cachedUrls(page)).toContain(otherPath);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: m('offline.banner') });
    await expect(banner).toBeVisible();

    await page.goto(`/${locale}/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(banner).toBeVisible();
    await page.goto(otherPath);
    await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();

    // The basket, from the device; its price check waits for the network instead of failing.
    await page.goto(`/${locale}/cart`);
    await expect(main.getByRole('link', { name: product!.name })).toBeVisible();
    await expect(main.getByText(m('cart.checkError'))).toHaveCount(0);

    // Never visited (the about page), and never kept (the account): the offline page, at the same address.
    for (const path of ['/about', '/account/orders']) {
      await page.goto(`/${locale}${path}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: m('offlinePage.title') })).toBeVisible();
      await expect(main.getByRole('link', { name: m('offlinePage.cart') })).toBeVisible();
    }
    await expectNoAxeViolations(page, `the offline page (${locale})`);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });
}

// A shopper lands on a product page from a search (the worker is installed from it and
// claims it), loses signal and reloads: the page shows, not the browser's error; a store page
// visited from there opens offline too, as the offline page promises. A 390 px phone and a desktop.
for (const locale of LOCALES) {
  for (const phoneScreen of [false, true]) {
    test(`the landing page reloads offline, and a store page seen opens offline (${locale}${phoneScreen ? ', 390 px @mobile' : ''})`, async ({
      page,
      context,
      request,
    }) => {
      if (phoneScreen) await page.setViewportSize({ width: 390, height: 844 });
      const [product] = await products(request, locale);
      const landing = `/${locale}/products/${product!.id}`;
      const storePath = `/${locale}/stores/${product!.store.id}`;
      const main = page.getByRole('main');

      await page.goto(landing);
      // Taken over without a reload (clients.claim), and the page it was installed from is kept
      // without a second visit.
      await controlled(page);
      await expect.poll(() => cachedUrls(page)).toContain(landing);

      // The store page, reached through the product page's seller link (a client-side visit).
      await main.locator(`a[href="${storePath}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${storePath}$`));
      await expect(page.getByRole('heading', { level: 1, name: product!.store.brand_name })).toBeVisible();
      await expect.poll(() => cachedUrls(page)).toContain(storePath);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'offlinePage.title') })).toHaveCount(0);
      await page.goto(storePath);
      await expect(page.getByRole('heading', { level: 1, name: product!.store.brand_name })).toBeVisible();
      await expect(main.getByTestId('result-count')).toBeVisible();
      await context.setOffline(false);
    });
  }
}

test('a logged-in shopper’s API answers and account pages are in no cache', async ({ page, request }) => {
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  await page.goto('/uz');
  await controlled(page);
  await storeTokens(page, tokens);

  // The account pages ask the API with the shopper's token (their profile, favourites, orders).
  const authorized: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/') && response.request().headers().authorization && response.ok()) authorized.push(response.url());
  });
  for (const path of ['/uz/account', '/uz/favourites', '/uz/account/orders']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(authorized.length).toBeGreaterThan(0);
  const status = await page.evaluate(
    async (token) => (await fetch('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${token}` } })).status,
    tokens.access_token,
  );
  expect(status).toBe(200);

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  // No API answer, and no account page (their scripts, the same for everyone, may be kept).
  const pages = urls.filter((url) => !url.startsWith('/_next/static/'));
  expect(pages.filter((url) => url.startsWith('/api/') || /\/(account|checkout|order-placed)(\/|$)/.test(url))).toEqual([]);
  // Nothing in any cache names the shopper.
  const texts = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response?.headers.get('content-type')?.match(/json|html/)) found.push(await response.text());
      }
    }
    return found;
  });
  expect(texts.filter((text) => text.includes(phone) || text.includes(tokens.access_token))).toEqual([]);
});
