import { expect, test, type Page } from '@playwright/test';
import { msg } from './helpers/messages';

/**
 * No page shows a message's key instead of its words. Every page carries only the namespaces its
 * islands read, and the islands loaded on demand bring their own (lib/i18n/with-messages.tsx,
 * ADR 0022): a component that reads a namespace its page lacks shows "namespace.key" (next-intl's
 * fallback) and logs MISSING_MESSAGE. This walks the public pages and the two dialogs every page
 * opens, in both languages, and looks for either.
 */
const KEY_SHOWN =
  /\b(?:common|nav|header|footer|product|productPage|features|cart|favourites|auth|filters|location|map|search|loadMore|shelves|reviews|offline|error|notFound|checkout|addresses)\.[a-z][A-Za-z]+\b/;

function missingMessages(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_MESSAGE/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function expectWords(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(KEY_SHOWN)?.[0], `${where} shows a message key`).toBeUndefined();
}

for (const locale of ['uz', 'ru'] as const) {
  test(`every public page and the shell's dialogs show words, not message keys (${locale})`, async ({ page, request }) => {
    const errors = missingMessages(page);
    const top = (await (await request.get('/api/v1/store/products/popular/?page=1&size=1')).json()).result.content[0] as {
      id: number;
      category: { id: number };
      store: { id: number };
    };
    for (const path of [
      '',
      '/catalog',
      `/products?category_id=${top.category.id}`,
      '/products?q=non',
      `/products/${top.id}`,
      '/stores',
      `/stores/${top.store.id}`,
      '/favourites',
      '/cart',
      '/about',
    ]) {
      await page.goto(`/${locale}${path}`);
      await page.waitForLoadState('networkidle');
      await expectWords(page, `/${locale}${path}`);
    }
    // The location dialog (its words and the map's come with its code) and the login window.
    const banner = page.getByRole('banner');
    await page
      .getByRole('button', { name: msg(locale, 'location.button') })
      .locator('visible=true')
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectWords(page, 'the location dialog');
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: msg(locale, 'nav.login'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectWords(page, 'the login window');
    expect(errors).toEqual([]);
  });
}
