import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { withoutMinimum } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';

/**
 * Forms tell where the problem is: a submit with errors moves to the first
 * wrong field (focused and on screen), a field's error goes as it is corrected while the others
 * stay, the name typed at checkout fills an empty profile name, and a new address takes the
 * profile's phone.
 */
interface ApiProduct {
  id: number;
  available: number;
  store: { id: number };
}

async function expectFocusedOnScreen(field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function shopperWithBasket(page: Page, request: Page['request'], locale: 'uz' | 'ru') {
  const { phone, password } = await createAccount(request);
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const [product] = await withoutMinimum(
    request,
    ((await response.json()).result.content as ApiProduct[]).filter((p) => p.available >= 2),
  );
  await page.goto(`/${locale}/products/${product!.id}`);
  await storeTokens(page, await apiLogin(request, phone, password));
  await page.reload();
  await page
    .getByRole('main')
    .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
    .first()
    .tap();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(1);
  return phone;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);

  test(`checkout and address form go to the first wrong field and clear errors as they are fixed (${locale}) @mobile`, async ({ page }) => {
    const phone = await shopperWithBasket(page, page.request, locale);
    await page.goto(`/${locale}/cart/checkout`);
    const main = page.getByRole('main');
    const place = main.getByRole('button', { name: m('checkout.place') });
    await expect(place).toBeEnabled();
    await place.tap();

    // No name and no address: the name field (first in the page) has the focus, on screen.
    const name = main.getByLabel(m('checkout.fullName'));
    await expectFocusedOnScreen(name);
    await expect(main.getByText(m('checkout.chooseAddress'))).toBeVisible();
    await name.fill('Dilnoza Karimova');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(m('checkout.chooseAddress'))).toBeVisible();

    // The new address form takes the profile's phone; a bare submit goes to its first field.
    await main.getByRole('button', { name: m('addresses.add') }).tap();
    const form = main.getByRole('form', { name: m('addresses.addTitle') });
    await expect(form.getByLabel(m('auth.phone'))).toHaveValue(new RegExp(`${phone.slice(-2)}$`));
    await form.getByRole('button', { name: m('addresses.save') }).tap();
    const addressName = form.getByLabel(m('addresses.name'));
    await expectFocusedOnScreen(addressName);
    await addressName.fill(locale === 'uz' ? 'Uy' : 'Дом');
    await expect(addressName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(m('addresses.address'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(m('addresses.address'), { exact: true }).fill('Toshkent, Chilonzor 9-kvartal, 12-uy');
    await form.getByRole('button', { name: m('addresses.save') }).tap();
    await expect(form).toBeHidden();
    await expect(main.getByText(m('checkout.chooseAddress'))).toBeHidden();

    // The order for the shopper's own phone: the typed name fills the empty profile name.
    await place.tap();
    await page.waitForURL(`**/${locale}/cart/order-placed`);
    await page.goto(`/${locale}/account/profile`);
    await expect(page.getByRole('main').getByLabel(m('account.fullName'))).toHaveValue('Dilnoza Karimova');
  });

  test(`support and profile forms go to the wrong field and clear its error when fixed (${locale}) @mobile`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, phone, password));

    await page.goto(`/${locale}/account/support`);
    const main = page.getByRole('main');
    await main.getByLabel(m('support.email')).fill('not-an-email');
    await main.getByRole('button', { name: m('support.send') }).tap();
    const description = main.getByLabel(m('support.description'));
    await expectFocusedOnScreen(description);
    await expect(main.getByLabel(m('support.email'))).toHaveAttribute('aria-invalid', 'true');
    await description.fill('Buyurtmam haqida savol');
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel(m('support.email'))).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('button', { name: m('support.send') }).tap();
    await expectFocusedOnScreen(main.getByLabel(m('support.email')));

    // The profile: a birth date the server refuses is named and focused; editing it clears it.
    await page.goto(`/${locale}/account/profile`);
    const birth = main.getByLabel(m('account.birthDate'));
    await birth.fill('1850-01-01');
    await main.getByRole('button', { name: m('account.save'), exact: true }).tap();
    await expectFocusedOnScreen(birth);
    // Said in the shopper's language, in the words the server uses for the same rule.
    await expect(main.getByText(m('api.fields.invalidDate'))).toBeVisible();
    await birth.fill('1995-04-21');
    await expect(birth).not.toHaveAttribute('aria-invalid', 'true');
  });
}
