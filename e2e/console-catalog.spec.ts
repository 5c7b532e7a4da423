import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './helpers/accounts';
import { msg, msgPattern } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The operator's console for the catalog's shared parts: a promo code made in the
 * console works in a shopper's basket and stops working once ended; a FAQ entry added there is on
 * the shop's "about" page; a banner and a partner with uploaded pictures are on the home page until
 * they are deleted.
 */

/** A 1×1 PNG: the smallest picture an upload takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function addAProductToTheBasket(page: Page, locale: 'uz' | 'ru') {
  const response = await page.request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const product = (await response.json()).result.content[0] as { id: number };
  await page.goto(`/${locale}/products/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
    .first()
    .click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length ?? 0)).toBeGreaterThan(0);
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`an operator makes a promo code, a basket takes it, then it is ended and refused (${locale})`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const code = `E2E${locale.toUpperCase()}${Date.now()}`;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/promo-codes`);
    const main = page.getByRole('main');

    // A code that breaks the rules is refused at its field, before the server.
    await main.getByRole('button', { name: m('console.promo.new') }).click();
    const form = main.getByRole('form', { name: m('console.promo.new') });
    await form.getByLabel(m('console.promo.code')).fill('x');
    await form.getByRole('button', { name: m('console.promo.create') }).click();
    await expect(form.getByText(m('console.promo.codeInvalid'))).toBeVisible();
    await expect(form.getByLabel(m('console.promo.code'))).toBeFocused();

    await form.getByLabel(m('console.promo.code')).fill(code);
    await form.getByLabel(m('console.discount')).fill('15');
    await form.getByLabel(m('console.promo.perUser')).fill('2');
    await form.getByRole('button', { name: m('console.promo.create') }).click();
    await expect(page.getByText(m('console.promo.saved', { code }))).toBeVisible();

    // The same code again: the server's refusal, at the code's field.
    await main.getByRole('button', { name: m('console.promo.new') }).click();
    await form.getByLabel(m('console.promo.code')).fill(code);
    await form.getByRole('button', { name: m('console.promo.create') }).click();
    await expect(form.getByLabel(m('console.promo.code'))).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: m('console.promo.cancelEdit') }).click();

    // Found by a search, active, used by nobody yet.
    await main.getByLabel(m('console.promo.search')).fill(code.toLowerCase());
    await main.getByRole('button', { name: m('console.find') }).click();
    const card = main.getByTestId('console-promo').filter({ hasText: code });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(m('console.promo.active'));
    await expect(card).toContainText(m('console.promo.discountIs', { discount: 15 }));
    await expect(card).toContainText(m('console.promo.usedOf', { used: 0 }));

    // A shopper (another browser, no staff account) applies it in the basket.
    const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
    const shopper = await shopperContext.newPage();
    await addAProductToTheBasket(shopper, locale);
    await shopper.goto(`/${locale}/cart`);
    const cart = shopper.getByRole('main');
    await cart.getByLabel(m('cart.promoLabel')).fill(code);
    await cart.getByRole('button', { name: m('cart.promoApply') }).click();
    await expect(cart.getByText(m('cart.promoApplied', { code, discount: 15 }))).toBeVisible();

    // The operator ends it, after the dialog.
    await card.getByRole('button', { name: m('console.promo.deactivate') }).click();
    const dialog = page.getByRole('dialog', { name: m('console.promo.deactivateTitle', { code }) });
    await dialog.getByRole('button', { name: m('console.promo.deactivate') }).click();
    await expect(page.getByText(m('console.promo.deactivated', { code }))).toBeVisible();
    await expect(card).toContainText(m('console.promo.inactive'));
    await expect(card.getByRole('button', { name: m('console.promo.deactivate') })).toHaveCount(0);

    // The basket's check refuses it now.
    await cart.getByRole('button', { name: m('cart.promoRemove') }).click();
    await cart.getByLabel(m('cart.promoLabel')).fill(code);
    await cart.getByRole('button', { name: m('cart.promoApply') }).click();
    await expect(cart.getByText(m('api.errors.invalid_promo_code'))).toBeVisible();
    const check = await request.post('/api/v1/store/check_promo_code/', { data: { promo_code: code } });
    expect(check.status()).toBeGreaterThanOrEqual(400);
    await shopperContext.close();
  });

  test(`an operator adds a banner and a partner with uploaded pictures; the home page shows them until deleted (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const title = { uz: `Sinov banneri ${stamp}`, ru: `Тестовый баннер ${stamp}` };
    const partner = `Hamkor ${stamp}`;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/content`);
    const main = page.getByRole('main');
    const field = (form: ReturnType<typeof main.getByRole>, key: string) => form.getByLabel(m(`console.content.fields.${key}`), { exact: true });
    const upload = (form: ReturnType<typeof main.getByRole>, key: string) =>
      form.getByLabel(m('console.content.uploadPicture', { field: m(`console.content.fields.${key}`) }));

    await main.getByRole('button', { name: m('console.content.banners.title') }).click();
    await main.getByRole('button', { name: m('console.content.banners.add') }).click();
    const banner = main.getByRole('form', { name: m('console.content.banners.add') });
    // A file that is not a picture is refused at its field; a PNG becomes the field's path.
    await upload(banner, 'image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(field(banner, 'image')).toHaveAttribute('aria-invalid', 'true');
    await upload(banner, 'image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(field(banner, 'image')).toHaveValue(/^\/api\/v1\/media\/product-images\/.+\.webp$/);
    await field(banner, 'position').fill('999');
    await field(banner, 'title_uz').fill(title.uz);
    await field(banner, 'title_ru').fill(title.ru);
    await field(banner, 'color').fill('#FDEBD0');
    await field(banner, 'link').fill('/products');
    await banner.getByRole('button', { name: m('console.content.banners.add') }).click();
    await expect(page.getByText(m('console.content.saved', { name: title[locale] }))).toBeVisible();

    await main.getByRole('button', { name: m('console.content.partners.title') }).click();
    await main.getByRole('button', { name: m('console.content.partners.add') }).click();
    const form = main.getByRole('form', { name: m('console.content.partners.add') });
    await field(form, 'name').fill(partner);
    await upload(form, 'logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(field(form, 'logo')).toHaveValue(/^\/api\/v1\/media\/product-images\/.+\.webp$/);
    await field(form, 'position').fill('999');
    await form.getByRole('button', { name: m('console.content.partners.add') }).click();
    await expect(page.getByText(m('console.content.saved', { name: partner }))).toBeVisible();

    // The home page, in its language, once the cache invalidation has reached it.
    await expect(async () => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { name: title[locale] })).toHaveCount(1, { timeout: 2_000 });
      await expect(page.locator('#partners').getByText(partner)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Deleted, and gone from the home page.
    await page.goto(`/${locale}/console/content`);
    for (const [section, name] of [
      ['banners', title[locale]],
      ['partners', partner],
    ] as const) {
      await main.getByRole('button', { name: m(`console.content.${section}.title`) }).click();
      await main
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByRole('button', { name: m('console.content.delete') })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: m('console.content.delete') })
        .click();
      await expect(page.getByText(m('console.content.deleted', { name }))).toBeVisible();
    }
    await expect(async () => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { name: title[locale] })).toHaveCount(0, { timeout: 2_000 });
      await expect(page.getByText(partner)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test(`an operator adds a FAQ entry and the shop's about page shows it (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const question = { uz: `Sinov savoli ${stamp}?`, ru: `Тестовый вопрос ${stamp}?` };
    const answer = { uz: `Sinov javobi ${stamp}.`, ru: `Тестовый ответ ${stamp}.` };
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/content`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: m('console.content.faq.title') }).click();
    await main.getByRole('button', { name: m('console.content.faq.add') }).click();
    const form = main.getByRole('form', { name: m('console.content.faq.add') });

    // Nothing filled: each required field says so, the first one has the focus.
    await form.getByRole('button', { name: m('console.content.faq.add') }).click();
    await expect(form.getByLabel(m('console.content.fields.question_uz'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(m('console.content.fields.question_uz'))).toBeFocused();

    await form.getByLabel(m('console.content.fields.question_uz')).fill(question.uz);
    await form.getByLabel(m('console.content.fields.question_ru')).fill(question.ru);
    await form.getByLabel(m('console.content.fields.answer_uz')).fill(answer.uz);
    await form.getByLabel(m('console.content.fields.answer_ru')).fill(answer.ru);
    await form.getByRole('button', { name: m('console.content.faq.add') }).click();
    await expect(page.getByText(m('console.content.saved', { name: question[locale] }))).toBeVisible();
    await expect(main.getByTestId('console-faq').filter({ hasText: question[locale] })).toHaveCount(1);

    // The shop's FAQ, in the page's language.
    await expect(async () => {
      await page.goto(`/${locale}/about`);
      await expect(page.getByRole('main').getByText(question[locale])).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('main').getByText(question[locale]).click();
    await expect(page.getByRole('main').getByText(answer[locale])).toBeVisible();
  });
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a category with products is not deleted and the console says why; a seller sees no shared parts (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/content`);
    const main = page.getByRole('main');
    const category = main
      .getByTestId('console-categories')
      .filter({ hasNotText: m('console.content.categories.products', { count: 0 }) })
      .first();
    await category.getByRole('button', { name: m('console.content.delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: m('console.content.delete') })
      .click();
    await expect(category.getByRole('alert')).toHaveText(msgPattern(locale, 'api.failures.categoryHasProducts', { count: /\d+/ }));

    // A seller: the tabs leave the operator's sections out, and their pages say whose they are.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
    for (const path of ['/console/promo-codes', '/console/content']) {
      await page.goto(`/${locale}${path}`);
      await expect(main.getByText(m('console.operatorsOnly'))).toBeVisible();
      await expect(page.getByRole('navigation', { name: m('console.menu') }).getByRole('link', { name: m('console.sections.promoCodes') })).toHaveCount(0);
    }
  });
}
