import { expect, test } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';

/**
 * The smaller fixes of issue 17, point 12, on a phone in both languages: a toast stays on its
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
    await page.getByRole('navigation', { name: m('nav.mobile') }).getByRole('link', { name: m('nav.favourites') }).tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/favourites$`));
    await expect(toast).toHaveCount(0, { timeout: 1500 });
  });
}
