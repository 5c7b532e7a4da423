import { expect, test } from '@playwright/test';
import { localDigits, nextCode, randomPassword, randomPhone } from './helpers/accounts';
import { withoutMinimum } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';

/**
 * Sign-up ends signed in: a visitor who creates an account at checkout is
 * back at checkout, signed in, the moment the fifth digit of the code is typed.
 */
interface ApiProduct {
  id: number;
  available: number;
  store: { id: number };
}

for (const locale of ['uz', 'ru'] as const) {
  test(`a visitor signs up at checkout and is back at checkout, signed in (${locale}) @mobile`, async ({ page, request }) => {
    const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
      data: { available: true },
      headers: { 'Accept-Language': locale },
    });
    const [product] = await withoutMinimum(
      request,
      ((await response.json()).result.content as ApiProduct[]).filter((p) => p.available >= 2),
    );
    expect(product, 'a product to buy').toBeTruthy();

    await page.goto(`/${locale}/products/${product!.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
      .first()
      .tap();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(1);

    await page.goto(`/${locale}/cart/checkout`);
    // The login window may open by itself on a first visit; otherwise the page's button opens it.
    let dialog = page.getByRole('dialog', { name: m('auth.titles.login') });
    const opened = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!opened) await main.getByRole('button', { name: m('checkout.login') }).tap();
    await dialog.getByRole('button', { name: m('auth.createAccount') }).tap();

    dialog = page.getByRole('dialog', { name: m('auth.titles.signUp') });
    const phone = randomPhone();
    const phoneField = dialog.getByLabel(m('auth.phone'));
    await phoneField.click();
    await phoneField.press('End');
    await phoneField.pressSequentially(localDigits(phone));
    await dialog.getByLabel(m('auth.createPassword'), { exact: true }).fill(randomPassword());
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: m('auth.createAccount') }).tap();

    dialog = page.getByRole('dialog', { name: m('auth.titles.otp') });
    await dialog.getByRole('group').getByRole('textbox').first().click();
    await page.keyboard.type(await nextCode(request, phone));

    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: m('auth.signedUp') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));
    await expect(main.getByRole('button', { name: m('checkout.place') })).toBeVisible();
  });
}
