import { expect, test } from '@playwright/test';
import { settled } from './helpers/settle';
import { msg, msgPattern } from './helpers/messages';

// The demo catalog's contact phone, as the footer must show it ("+998 (71) 200-50-50").
const FOOTER_PHONE = /\+998 \(71\) 200-50-50/;

test.describe('the store frame', () => {
  test('home in Uzbek shows real header and footer data', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/uz$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await expect(page).toHaveTitle(msgPattern('uz', 'common.siteName'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(FOOTER_PHONE)).toBeVisible();
    await expect(footer.getByRole('link', { name: /info@savat\.uz/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: msg('uz', 'footer.telegram') })).toHaveAttribute('href', /t\.me/);
    await expect(footer.getByText(msg('uz', 'footer.copyright', { year: new Date().getFullYear() }))).toBeVisible();
    // Popular categories and discounted products come from the API.
    await expect(page.getByRole('main').getByText('Meva va sabzavotlar').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(msgPattern('uz', 'common.currency')).first()).toBeVisible();
  });

  test('home in Russian shows the same frame in Russian', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('contentinfo').getByText(FOOTER_PHONE)).toBeVisible();
    await expect(page.getByRole('main').getByText('Овощи и фрукты').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(msgPattern('ru', 'common.currency')).first()).toBeVisible();
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/ru$/);
    await expect(page.locator('link[rel="alternate"][hreflang="uz"]')).toHaveCount(1);
  });

  test('the language switch persists across reloads', async ({ page }) => {
    await page.goto('/uz/about');
    await page
      .getByRole('banner')
      .getByRole('button', { name: msg('uz', 'header.switchLanguage') })
      .click();
    await page.waitForURL(/\/ru\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru');
    // A later visit to the bare address opens in Russian.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('the catalog dropdown lists All and the categories, each linking to its product list', async ({ page }) => {
    await page.goto('/uz/products?sort=cheap');
    const button = page.getByRole('banner').getByRole('button', { name: msg('uz', 'header.catalog') });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: msg('uz', 'header.catalog') });
    const links = menu.getByRole('link');
    await expect(links.first()).toHaveText(msgPattern('uz', 'catalogMenu.all'));
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(13);
    expect(count).toBeLessThanOrEqual(31);
    const dairy = menu.getByRole('link', { name: 'Sut mahsulotlari' });
    await expect(dairy).toHaveAttribute('href', /\/uz\/products\?category_id=\d+&sort=cheap$/);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await dairy.click();
    await page.waitForURL(/category_id=\d+&sort=cheap/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Sut mahsulotlari');
  });

  test('an unknown page is a styled 404 in the shopper language', async ({ page }) => {
    const uz = await page.goto('/uz/no-such-page');
    expect(uz?.status()).toBe(404);
    await expect(page.getByRole('main')).toContainText(msg('uz', 'notFound.title'));
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    // A title of its own, not only the site's name, and never indexed.
    await expect(page).toHaveTitle(`${msg('uz', 'notFound.title')} - ${msg('uz', 'common.siteName')}`);
    // Next adds its own noindex to a 404; ours says nofollow too.
    await expect(page.locator('head meta[name="robots"]').last()).toHaveAttribute('content', /noindex/);
    const ru = await page.goto('/ru/products/99999999');
    expect(ru?.status()).toBe(404);
    await expect(page.getByRole('main')).toContainText(msg('ru', 'notFound.title'));
    await expect(page).toHaveTitle(`${msg('ru', 'notFound.title')} - ${msg('ru', 'common.siteName')}`);
    // A list of a category that does not exist is a 404 too, titled as one.
    expect((await page.goto('/ru/products?category_id=99999999'))?.status()).toBe(404);
    await expect(page).toHaveTitle(`${msg('ru', 'notFound.title')} - ${msg('ru', 'common.siteName')}`);
  });

  test('the trailing slash of a page redirects once, the API keeps it', async ({ page, request }) => {
    const res = await request.get('/uz/', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toMatch(/\/uz$/);
    // A deeper page too (the middleware skips a page path only when it has no trailing slash).
    const deep = await request.get('/ru/stores/?letter=a', { maxRedirects: 0 });
    expect(deep.status()).toBe(308);
    expect(deep.headers()['location']).toMatch(/\/ru\/stores\?letter=a$/);
    const api = await request.get('/api/v1/category/?size=30', { maxRedirects: 0 });
    expect(api.status()).toBe(200);
    expect((await api.json()).result.length).toBeGreaterThanOrEqual(12);
    await page.goto('/uz');
  });
});

test.describe('on a phone @mobile', () => {
  test('the bottom bar opens the catalog at its own address, and a 404 has a title, in both languages at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['uz', 'ru'] as const) {
      await page.goto(`/${locale}`);
      const catalog = page.getByRole('navigation', { name: msg(locale, 'nav.mobile') }).getByRole('link', { name: msgPattern(locale, 'nav.catalog') });
      // No empty `?filters=` (components/layout/bottom-nav.tsx).
      await expect(catalog).toHaveAttribute('href', `/${locale}/catalog`);
      await catalog.tap();
      await page.waitForURL(new RegExp(`/${locale}/catalog$`));
      await expect(catalog).toHaveAttribute('aria-current', 'page');

      expect((await page.goto(`/${locale}/no-such-page`))?.status()).toBe(404);
      await expect(page).toHaveTitle(`${msg(locale, 'notFound.title')} - ${msg(locale, 'common.siteName')}`);
    }
  });

  test('the bottom navbar and the burger drawer work', async ({ page }) => {
    await page.goto('/uz');
    const bottom = page.getByRole('navigation', { name: msg('uz', 'nav.mobile') });
    await expect(bottom).toBeVisible();
    // The page's own address, no empty `?filters=` (why: components/layout/bottom-nav.tsx).
    await expect(bottom.getByRole('link', { name: msgPattern('uz', 'nav.catalog') })).toHaveAttribute('href', '/uz/catalog');
    await page.getByRole('button', { name: msg('uz', 'header.openMenu') }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: msg('uz', 'nav.stores') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('links fetch their page when touched, not when they scroll into view', async ({ page }) => {
    // Next fetches a page for the client router with this header (a prefetch or a click's fetch).
    const prefetched: string[] = [];
    // The pages whose data (not only Next's route tree, its first step) has come.
    const arrived: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc']) prefetched.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', (request) => {
      const headers = request.headers();
      if (headers['rsc'] && headers['next-router-segment-prefetch'] !== '/_tree') arrived.push(new URL(request.url()).pathname);
    });
    await page.goto('/uz');
    const bottom = page.getByRole('navigation', { name: msg('uz', 'nav.mobile') });
    const catalog = bottom.getByRole('link', { name: msgPattern('uz', 'nav.catalog') });
    await expect(catalog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 1500);
    // The wheel's scroll has come to rest past the first screens (the same position two looks
    // apart), so every link it brought into view has been seen by the page's observers; then the
    // page has had its time to react to them: it is idle.
    let last = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const atRest = y === last;
          last = y;
          return atRest && y > 1000;
        },
        { intervals: [100] },
      )
      .toBe(true);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
    expect(prefetched).toEqual([]);

    // A finger on the basket link fetches its (cached) page; the tap then opens it without another fetch.
    const basket = bottom.getByRole('link', { name: msgPattern('uz', 'nav.cart') });
    await basket.dispatchEvent('touchstart');
    await expect.poll(() => prefetched).toContain('/uz/cart');
    // Next 16 fetches the route's tree first, and the page a moment later.
    await expect.poll(() => arrived).toContain('/uz/cart');
    await page.waitForLoadState('networkidle');
    const fetches = prefetched.length;
    await basket.tap();
    await expect(page).toHaveURL(/\/uz\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(prefetched.slice(fetches)).not.toContain('/uz/cart');

    // Keyboard focus counts as intent too.
    await catalog.focus();
    await expect.poll(() => prefetched).toContain('/uz/catalog');
  });

  test('scroll-to-top appears after 350 px', async ({ page }) => {
    await page.goto('/uz');
    const button = page.getByRole('button', { name: msg('uz', 'scrollTop.label') });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('a phone that goes offline before the deferred scripts have come keeps its page, and they come once it is back', async ({ page, context }) => {
    await page.goto('/uz');
    await expect(page.getByRole('main')).toBeVisible();
    // Offline before any touch: the islands that wait for one (scroll-to-top, the toasts, the
    // footer) are released, and their scripts cannot come.
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/_next/static/'));
    await context.setOffline(true);
    await failed;
    await settled(page);
    await expect(page.getByRole('main')).toBeVisible();
    // Back online, the scripts come: the island answers.
    await context.setOffline(false);
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('button', { name: msg('uz', 'scrollTop.label') })).toBeVisible();
  });
});
