import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '../lib/contract/catalog';
import { allProducts } from './helpers/demo-catalog';
import { apiLogin, createAccount, localDigits, nextCode, randomPassword, randomPhone, smsCount, storeTokens } from './helpers/accounts';
import { msg, type Locale } from './helpers/messages';

/**
 * Codes, passwords and tickets, on a desktop and on a 390 px phone, in uz and ru: sign-up and sign-in with
 * the SMS code alone, the code step saying how many tries are left from the start, the profile's
 * password change (current and new) then a sign-in with the new one, and a ticket opened from an
 * order's page tied to that order.
 */

const wordsOf = (locale: Locale) => {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  return {
    m,
    login: m('nav.login'),
    loginTitle: m('auth.titles.login'),
    signUpTitle: m('auth.titles.signUp'),
    otpTitle: m('auth.titles.otp'),
    phone: m('auth.phone'),
    password: m('auth.password'),
    enter: m('auth.enter'),
    createAccount: m('auth.createAccount'),
    createPassword: m('auth.createPassword'),
    passwordOptional: m('auth.passwordOptional'),
    loginByCode: m('auth.loginByCode'),
    triesLeft2: m('auth.triesLeft', { count: 2 }),
    triesLeft1: m('auth.triesLeft', { count: 1 }),
    invalidCode: m('api.errors.invalid_code'),
    bottomNav: m('nav.mobile'),
    logout: m('account.logout'),
  };
};
type Words = ReturnType<typeof wordsOf>;

/** The login button: the header's on a desktop, the bottom bar's on a phone. */
function openLogin(page: Page, w: Words, phone: boolean) {
  const opener = phone
    ? page.getByRole('navigation', { name: w.bottomNav }).getByRole('button', { name: w.login })
    : page.getByRole('banner').getByRole('button', { name: w.login, exact: true });
  return opener.click();
}

async function typePhone(dialog: Locator, w: Words, phone: string) {
  const field = dialog.getByLabel(w.phone);
  await field.click();
  await field.press('End');
  await field.pressSequentially(localDigits(phone));
}

/** A paste into the first box, as the clipboard sends a whole code (it then sends itself). */
async function pasteCode(dialog: Locator, code: string) {
  await dialog
    .getByRole('group')
    .getByRole('textbox')
    .first()
    .evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData('text', value);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
}

/** Out through the account menu (/account: the side menu's place on a phone too). */
async function logOut(page: Page, w: Words, locale: Locale) {
  await page.goto(`/${locale}/account`);
  await page.getByRole('main').getByRole('button', { name: w.logout }).click();
  await page.waitForURL(new RegExp(`/${locale}$`));
  await expect.poll(() => signedInPhone(page)).toBeNull();
}

const wrongOf = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
const signedInPhone = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user?.phone_number ?? null);

async function codeOnlyJourney(page: Page, request: APIRequestContext, locale: Locale, onPhone: boolean) {
  const w = wordsOf(locale);
  const phone = randomPhone();
  await page.goto(`/${locale}`);
  await openLogin(page, w, onPhone);
  await page.getByRole('dialog', { name: w.loginTitle }).getByRole('button', { name: w.createAccount }).click();

  // Sign-up: the phone and the terms; the password says it is optional and is left empty.
  let dialog = page.getByRole('dialog', { name: w.signUpTitle });
  await typePhone(dialog, w, phone);
  await expect(dialog.getByLabel(w.createPassword, { exact: true })).toHaveAccessibleDescription(w.passwordOptional);
  const create = dialog.getByRole('button', { name: w.createAccount });
  await expect(create).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await expect(create).toBeEnabled();
  await create.click();

  // The code step says plainly, from the start, how many tries this code has.
  dialog = page.getByRole('dialog', { name: w.otpTitle });
  await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft2);
  await pasteCode(dialog, await nextCode(request, phone));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => signedInPhone(page)).toBe(phone);

  // The new account has no password: the profile offers to set one.
  await page.goto(`/${locale}/account/profile`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: w.m('account.setPassword') })).toBeVisible();
  await expect(main.getByLabel(w.m('account.currentPassword'), { exact: true })).toHaveCount(0);
  await logOut(page, w, locale);

  // Sign-in by the code alone; a wrong code brings the figure down, the right one signs in.
  await openLogin(page, w, onPhone);
  dialog = page.getByRole('dialog', { name: w.loginTitle });
  await typePhone(dialog, w, phone);
  const seen = await smsCount(request, phone);
  await dialog.getByRole('button', { name: w.loginByCode }).click();
  dialog = page.getByRole('dialog', { name: w.otpTitle });
  await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft2);
  const code = await nextCode(request, phone, seen);
  await pasteCode(dialog, wrongOf(code));
  await expect(dialog.getByRole('alert')).toHaveText(w.invalidCode);
  await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft1);
  await pasteCode(dialog, code);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => signedInPhone(page)).toBe(phone);
}

async function passwordChangeJourney(page: Page, request: APIRequestContext, locale: Locale, onPhone: boolean) {
  const w = wordsOf(locale);
  const { phone, password } = await createAccount(request);
  const newPassword = randomPassword();
  await page.goto(`/${locale}`);
  await storeTokens(page, await apiLogin(request, phone, password));
  await page.goto(`/${locale}/account/profile`);
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: w.m('account.changePassword') });
  await expect(form).toBeVisible();
  const current = form.getByLabel(w.m('account.currentPassword'), { exact: true });
  const fresh = form.getByLabel(w.m('account.newPassword'), { exact: true });
  const save = form.getByRole('button', { name: w.m('account.savePassword') });

  // A wrong current password is refused on its field, and nothing changes.
  await current.fill(`${password}x`);
  await fresh.fill(newPassword);
  await save.click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(w.m('api.failures.wrongPassword'))).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(password);
  await save.click();
  await expect(form.getByRole('status')).toHaveText(w.m('account.passwordChangedText'));
  await expect(current).toHaveValue('');

  // The page's own session goes on; out, then in again with the new password.
  await page.reload();
  await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue(new RegExp(phone.slice(11) + '$'));
  await logOut(page, w, locale);
  await openLogin(page, w, onPhone);
  const dialog = page.getByRole('dialog', { name: w.loginTitle });
  await typePhone(dialog, w, phone);
  await dialog.getByLabel(w.password, { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: w.enter, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => signedInPhone(page)).toBe(phone);
}

let product: Product | undefined;
/** A product in good stock that its store lets shoppers pick up: a cash pickup order needs nothing else. */
async function pickupProduct(request: APIRequestContext) {
  product ??= (await allProducts(request)).find((p) => p.pickup && p.available >= 50);
  expect(product, 'a pickup product in stock').toBeTruthy();
  return product!;
}

async function orderTicketJourney(page: Page, request: APIRequestContext, locale: Locale) {
  const w = wordsOf(locale);
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const placed = await request.post('/api/v1/store/order/', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: {
      type: 'T',
      full_name: 'Murojaat Egasi',
      phone_number: phone,
      products: [{ product: (await pickupProduct(request)).id, quantity: 1 }],
      payment_type: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).result as { id: number };

  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  await page.goto(`/${locale}/account/orders/${order.id}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: w.m('orders.askSupport') }).click();
  await page.waitForURL(`**/${locale}/account/support?order=${order.id}`);

  // The new ticket is about that order; it is sent and listed with a link back to it.
  await expect(main.getByTestId('ticket-order')).toHaveText(w.m('support.aboutOrder', { id: order.id }));
  const text = `Bitta mahsulot yetmadi ${Date.now()}`;
  await main.getByLabel(w.m('support.topic')).selectOption('complaint');
  await main.getByLabel(w.m('support.description')).fill(text);
  await main.getByRole('button', { name: w.m('support.send') }).click();
  await expect(page.getByText(w.m('support.sent'))).toBeVisible();
  await expect(main.getByTestId('ticket-order')).toHaveCount(0);
  const ticket = main.getByRole('listitem').filter({ hasText: text });
  const back = ticket.getByRole('link', { name: w.m('support.aboutOrder', { id: order.id }) });
  await expect(back).toHaveAttribute('href', `/${locale}/account/orders/${order.id}`);
  // The API says the same: the ticket names the order.
  const tickets = await request.get('/api/v1/support/', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(((await tickets.json()).result as { description: string; order_id: number | null }[]).find((t) => t.description === text)?.order_id).toBe(order.id);
}

for (const locale of ['uz', 'ru'] as const) {
  test(`signs up with the SMS code alone, then signs in with the code alone; the code step says tries left (${locale})`, async ({ page, request }) => {
    await codeOnlyJourney(page, request, locale, false);
  });

  test(`changes the password in the profile (current and new), then logs in with the new one (${locale})`, async ({ page, request }) => {
    await passwordChangeJourney(page, request, locale, false);
  });

  test(`opens a ticket from an order's page, tied to that order (${locale})`, async ({ page, request }) => {
    await orderTicketJourney(page, request, locale);
  });
}

test.describe('on a 390 px phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['uz', 'ru'] as const) {
    test(`code-only sign-up and sign-in, tries left (${locale}) @mobile`, async ({ page, request }) => {
      await codeOnlyJourney(page, request, locale, true);
    });

    test(`password change in the profile, then the new one signs in (${locale}) @mobile`, async ({ page, request }) => {
      await passwordChangeJourney(page, request, locale, true);
      // Nothing on the profile is wider than the screen, and its buttons are big enough to tap.
      await page.goto(`/${locale}/account/profile`);
      const form = page.getByRole('main').getByRole('form', { name: msg(locale, 'account.changePassword') });
      await expect(form).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect((await form.getByRole('button', { name: msg(locale, 'account.savePassword') }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });

    test(`a ticket from an order's page (${locale}) @mobile`, async ({ page, request }) => {
      await orderTicketJourney(page, request, locale);
    });
  }
});
