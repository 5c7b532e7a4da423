import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { settled } from './helpers/settle';
import { msg } from './helpers/messages';

/**
 * The smaller fixes for phones, on a phone in both languages: a toast stays on its
 * page, pictures, hydration after a language switch, the search box, the placeholder, checkout's
 * login window.
 */
const locales = ['uz', 'ru'] as const;

for (const locale of locales) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a toast does not follow to the next page (${locale}) @mobile`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.goto(`/${locale}/account/support`);
    const main = page.getByRole('main');
    await main.getByLabel(m('support.description')).fill(`Toast ${Date.now()}`);
    await main.getByRole('button', { name: m('support.send') }).tap();
    const toast = page.getByRole('status').getByText(m('support.sent'));
    await expect(toast).toBeVisible();
    // Another page within the toast's 5 seconds: it is gone at once.
    await page
      .getByRole('navigation', { name: m('nav.mobile') })
      .getByRole('link', { name: m('nav.favourites') })
      .tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/favourites$`));
    await expect(toast).toHaveCount(0, { timeout: 1500 });
  });
}

/** Console errors and uncaught page errors that tell of a failed hydration (React's #418, #423, #425 in production). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|Minified React error #(418|423|425)/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

for (const [from, path] of [
  ['uz', '/stores'],
  ['ru', '/about'],
  ['ru', '/stores'],
  ['uz', '/about'],
] as const) {
  const to = from === 'uz' ? 'ru' : 'uz';
  test.describe(`${from}${path} on a phone in Tashkent`, () => {
    // A shopper's phone: its time zone and language differ from the server's.
    test.use({ locale: from === 'ru' ? 'ru-RU' : 'uz-UZ', timezoneId: 'Asia/Tashkent' });

    test(`${from}${path}: no hydration error before or after switching to ${to} @mobile`, async ({ page }) => {
      const errors = hydrationErrors(page);
      await page.goto(`/${from}${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('banner').locator(`button[lang="${to}"]`).first().tap();
      await page.waitForURL(`**/${to}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      expect(errors).toEqual([]);
    });
  });
}

// The browser's number format for Uzbek may differ from the server's ("1,755" against "1 755"):
// the product page's figures over a thousand must not be worded by the browser's formatter.
test('the best-selling product (sold over a thousand times) hydrates without an error in both languages @mobile', async ({ page, request }) => {
  const top = (await (await request.get('/api/v1/store/products/popular/?page=1&size=1')).json()).result.content[0] as { id: number; number_of_sales: number };
  expect(top.number_of_sales).toBeGreaterThanOrEqual(1000);
  const errors = hydrationErrors(page);
  for (const locale of locales) {
    await page.goto(`/${locale}/products/${top.id}`);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('counts over a thousand read in the browser as the server wrote them in Uzbek (a search with many results) @mobile', async ({ page }) => {
  // Chromium has no Uzbek number data ("2,085"); the server writes "2 085" (lib/i18n/uz-number-format.ts).
  const errors = hydrationErrors(page);
  await page.goto('/uz/products?q=a');
  await page.waitForLoadState('networkidle');
  const inBrowser = await page.evaluate(() => [new Intl.NumberFormat('uz').format(2085), new Intl.NumberFormat('uz-UZ').format(12345.5)]);
  expect(inBrowser).toEqual([new Intl.NumberFormat('uz').format(2085), new Intl.NumberFormat('uz-UZ').format(12345.5)]);
  expect(inBrowser[0]).toBe('2\u00a0085');
  expect(errors).toEqual([]);
});

for (const locale of locales) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const searchBox = (page: Page) =>
    page
      .getByRole('banner')
      .getByRole('combobox', { name: m('header.searchLabel') })
      .first();

  test(`the search box shows the query of a results page opened from a link or the address bar (${locale}) @mobile`, async ({ page }) => {
    const query = locale === 'uz' ? 'olma' : 'яблоко';
    await page.goto(`/${locale}/products?q=${encodeURIComponent(query)}`);
    await expect(searchBox(page)).toHaveValue(query);
    // Another page, then back to the results: the box follows the page shown.
    await page
      .getByRole('navigation', { name: m('nav.mobile') })
      .getByRole('link', { name: m('nav.home') })
      .tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(searchBox(page)).toHaveValue('');
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(query);
  });

  for (const width of [360, 390]) {
    test(`the search placeholder fits a ${width} px phone (${locale}) @mobile`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${locale}/about`);
      const box = searchBox(page);
      await expect(box).toHaveAttribute('placeholder', m('header.searchPlaceholder'));
      const fit = await box.evaluate(async (input: HTMLInputElement) => {
        await document.fonts.ready;
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return { text: canvas.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    });
  }

  test(`checkout does not reopen the login window by itself once closed (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}/cart/checkout`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const login = page.getByRole('main').getByRole('button', { name: m('checkout.login') });
    await expect(login).toBeVisible();
    // Back on the page (a reload, or after the basket): the window waits for a click.
    await page.reload();
    await expect(login).toBeVisible();
    // The button shows in the render whose effect would open the window: two frames later it would be open.
    await settled(page);
    await expect(dialog).toHaveCount(0);
    await page.goto(`/${locale}/cart`);
    await page.goto(`/${locale}/cart/checkout`);
    await expect(login).toBeVisible();
    // The button shows in the render whose effect would open the window: two frames later it would be open.
    await settled(page);
    await expect(dialog).toHaveCount(0);
    await login.tap();
    await expect(dialog).toBeVisible();
  });
}
