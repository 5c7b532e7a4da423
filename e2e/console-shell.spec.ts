import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The console's own shell: none of the shop's chrome (header with the catalog menu, footer, bottom
 * bar) and none of its catalog data; a side navigation on a desktop, a bottom one on a phone; the
 * store switcher for people serving several stores, kept in the URL and remembered on the device.
 */

/** The API calls a page makes from the browser, from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname);
  });
  return calls;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test.describe(`on a 1366 px desktop (${locale})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test(`the console has no shop header, footer or catalog, and a side navigation (${locale})`, async ({ page, request }) => {
      const staff = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
      await page.goto(`/${locale}/offer`);
      await storeTokens(page, staff.tokens);
      const calls = apiCalls(page);
      await page.goto(`/${locale}/console/orders`);
      const nav = page.getByRole('navigation', { name: m('console.menu') });
      await expect(nav.getByRole('link', { name: m('console.sections.orders') })).toHaveAttribute('aria-current', 'page');
      // At the side: left of the page's main column, and the only console navigation shown.
      const [navBox, mainBox] = [await nav.boundingBox(), await page.getByRole('main').boundingBox()];
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(mainBox!.x);
      await expect(nav).toHaveCount(1);
      // None of the shop's chrome.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('button', { name: m('header.catalog') })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: m('nav.mobile') })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: m('header.searchLabel') })).toHaveCount(0);
      // A seller of one store has no switcher.
      await expect(page.getByLabel(m('consoleShell.storeSwitcher'), { exact: true })).toHaveCount(0);
      // No catalog asked for: not by the page in the browser, nor put into its HTML by the server.
      expect(calls.filter((p) => p.startsWith('/api/v1/category'))).toEqual([]);
      // The shop's header takes the catalog menu as `categories` in the page's React payload.
      const menu = 'categories\\":[{\\"id';
      expect(await (await request.get(`/${locale}/offer`)).text()).toContain(menu);
      const html = await (await request.get(`/${locale}/console/orders`)).text();
      expect(html).not.toContain(menu);
      expect(html).toContain(`<html lang="${locale}"`);

      // Another section from the side: the current mark follows.
      await nav.getByRole('link', { name: m('console.sections.products') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/products`));
      await expect(nav.getByRole('link', { name: m('console.sections.products') })).toHaveAttribute('aria-current', 'page');
      expect(calls.filter((p) => p.startsWith('/api/v1/category'))).toEqual([]);

      // The shop keeps its chrome.
      await page.getByRole('link', { name: m('console.toShop') }).click();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: m('header.catalog') })).toBeVisible();
    });

    test(`a seller of two stores switches between them; the choice is in the URL and remembered (${locale})`, async ({ page, request }) => {
      const staff = await staffSession(request, [
        { role: 'seller', store_id: 1 },
        { role: 'seller', store_id: 2 },
      ]);
      const me = (await (await request.get('/api/v1/console/me/', { headers: { Authorization: `Bearer ${staff.tokens.access_token}` } })).json()).result as {
        stores: { id: number; brand_name: string }[];
      };
      const second = me.stores.find((s) => s.id === 2)!;
      await page.goto(`/${locale}/offer`);
      await storeTokens(page, staff.tokens);
      await page.goto(`/${locale}/console/products`);
      // The shell's switcher comes first (the products table has a store filter of its own).
      const switcher = page.getByLabel(m('consoleShell.storeSwitcher'), { exact: true }).first();
      await expect(switcher).toHaveValue('');
      await expect(switcher.getByRole('option')).toHaveText([m('consoleShell.allStores'), ...me.stores.map((s) => s.brand_name)]);
      const listed = page.waitForResponse((r) => r.url().includes('/api/v1/console/products/') && r.url().includes('store=2'));
      await switcher.selectOption({ label: second.brand_name });
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/products\\?store=2$`));
      // The page's list asks for that store only.
      const products = (await (await listed).json()).result as { content: { store_id: number }[] };
      expect(products.content.length).toBeGreaterThan(0);
      expect(products.content.every((p) => p.store_id === 2)).toBe(true);

      // The navigation carries the store along.
      await page
        .getByRole('navigation', { name: m('console.menu') })
        .getByRole('link', { name: m('console.sections.orders') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/orders\\?store=2$`));
      await expect(switcher).toHaveValue('2');

      // Back without a store in the URL: the device remembers the choice.
      await page.goto(`/${locale}/console/reviews`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/reviews\\?store=2$`));
      // A link's store wins over the remembered one; "all stores" clears both.
      await page.goto(`/${locale}/console/reviews?store=1`);
      await expect(switcher).toHaveValue('1');
      await switcher.selectOption({ label: m('consoleShell.allStores') });
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/reviews$`));
      await page.goto(`/${locale}/console`);
      await expect(page.getByRole('heading', { name: m('console.sellerTitle') })).toBeVisible();
      await expect(switcher).toHaveValue('');
      expect(new URL(page.url()).search).toBe('');
    });
  });

  test.describe(`on a 390 px phone (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`the console's navigation is a bottom bar with the rest behind "More" (${locale}) @mobile`, async ({ page, request }) => {
      const staff = await staffSession(request, [{ role: 'operator' }]);
      await page.goto(`/${locale}/offer`);
      await storeTokens(page, staff.tokens);
      const calls = apiCalls(page);
      await page.goto(`/${locale}/console`);
      await expect(page.getByRole('heading', { name: m('console.operatorTitle') })).toBeVisible();
      const nav = page.getByRole('navigation', { name: m('console.menu') });
      await expect(nav).toHaveCount(1);
      // At the bottom of the screen, no wider than it.
      const box = (await nav.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(800);
      expect(box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(nav.getByRole('link', { name: m('console.sections.home') })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: m('nav.mobile') })).toHaveCount(0);

      // An operator's other sections are behind "More"; Escape closes it.
      const more = nav.getByRole('button', { name: m('consoleShell.more') });
      await expect(nav.getByRole('link', { name: m('console.sections.audit') })).toHaveCount(0);
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
      await more.click();
      await nav.getByRole('link', { name: m('console.sections.audit') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/console/audit`));
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(nav.getByRole('link', { name: m('console.sections.audit') })).toHaveAttribute('aria-current', 'page');
      // An operator picks from every store.
      await expect(page.getByLabel(m('consoleShell.storeSwitcher'), { exact: true })).toBeVisible();
      expect(calls.filter((p) => p.startsWith('/api/v1/category'))).toEqual([]);
    });
  });
}
