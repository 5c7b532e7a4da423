import { expect, test, type Locator, type Page } from '@playwright/test';
import { msg, msgPattern, msgTagText, type Locale } from './helpers/messages';
import { apiLogin, createAccount, localDigits, nextCode, randomPassword, randomPhone, smsCount, storeTokens } from './helpers/accounts';

/** The words each journey looks for, per language, from the storefront's catalogs. */
const words = (locale: Locale) => ({
  login: msg(locale, 'nav.login'),
  loginTitle: msg(locale, 'auth.titles.login'),
  enter: msg(locale, 'auth.enter'),
  signUpTitle: msg(locale, 'auth.titles.signUp'),
  otpTitle: msg(locale, 'auth.titles.otp'),
  resetTitle: msg(locale, 'auth.titles.resetPassword'),
  newPasswordTitle: msg(locale, 'auth.titles.newPassword'),
  phone: msg(locale, 'auth.phone'),
  password: msg(locale, 'auth.password'),
  createPassword: msg(locale, 'auth.createPassword'),
  newPassword: msg(locale, 'auth.newPassword'),
  showPassword: msg(locale, 'auth.showPassword'),
  createAccount: msg(locale, 'auth.createAccount'),
  forgot: msg(locale, 'auth.forgotPassword'),
  rulesTitle: msg(locale, 'auth.rulesTitle'),
  terms: msgPattern(locale, 'auth.terms'),
  offer: msgTagText(locale, 'auth.terms', 'link'),
  sendCode: msg(locale, 'auth.sendCode'),
  confirm: msg(locale, 'auth.confirm'),
  savePassword: msg(locale, 'auth.savePassword'),
  signedUp: msg(locale, 'auth.signedUp'),
  loginByCode: msg(locale, 'auth.loginByCode'),
  noAccountForPhone: msg(locale, 'auth.errors.invalidPhoneNumber'),
  resetDone: msgPattern(locale, 'auth.resetSuccessText'),
  // The server's own words (the code step shows them as the API answers).
  invalidCode: msg(locale, 'api.errors.invalid_code'),
  digitsOnly: msg(locale, 'auth.digitsOnly'),
  triesLeft1: msg(locale, 'auth.triesLeft', { count: 1 }),
  triesLeft2: msg(locale, 'auth.triesLeft', { count: 2 }),
  noTries: msgPattern(locale, 'auth.noTriesLeft'),
  resendsLeft2: msg(locale, 'auth.resendsLeft', { count: 2 }),
  // "New code in 0:5x": the countdown has just started from 59 s.
  resendInFirstMinute: msgPattern(locale, 'auth.resendIn', { time: /0:5\d/ }),
  account: msg(locale, 'nav.account'),
  profile: msg(locale, 'nav.profile'),
  fullName: msg(locale, 'account.fullName'),
  female: msg(locale, 'account.female'),
  birthDate: msg(locale, 'account.birthDate'),
  save: msg(locale, 'account.save'),
  saved: msg(locale, 'account.saved'),
  logout: msg(locale, 'account.logout'),
  close: msg(locale, 'auth.close'),
  loginPrompt: msg(locale, 'account.loginTitle'),
  orders: msg(locale, 'nav.orders'),
  favourites: msg(locale, 'nav.favourites'),
  bottomNav: msg(locale, 'nav.mobile'),
  addToFavourites: msg(locale, 'product.addToFavourites'),
  invalidRegion: msg(locale, 'auth.phoneRegion'),
  otpErrorTitle: msg(locale, 'auth.titles.otpError'),
  otpErrorText: msgPattern(locale, 'auth.otpErrorText', { hours: 6 }),
  changePassword: msg(locale, 'account.changePassword'),
  passwordChanged: msg(locale, 'account.passwordChanged'),
});
const L = { uz: words('uz'), ru: words('ru') };

type Words = (typeof L)[keyof typeof L];

/** The header's login button (desktop). */
const headerLogin = (page: Page, w: Words) => page.getByRole('banner').getByRole('button', { name: w.login, exact: true });

/** Types a number after the fixed +998, as a shopper does. */
async function typePhone(dialog: Locator, w: Words, phone: string) {
  const field = dialog.getByLabel(w.phone);
  await field.click();
  await field.press('End');
  await field.pressSequentially(localDigits(phone));
}

async function typeCode(dialog: Locator, code: string) {
  await dialog.getByRole('group').getByRole('textbox').first().click();
  await dialog.page().keyboard.type(code);
}

/** A paste into a box, as the clipboard would send it. */
async function paste(box: Locator, text: string) {
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Logs in through the modal's login step, already open. */
async function logInWith(page: Page, w: Words, phone: string, password: string) {
  const dialog = page.getByRole('dialog', { name: w.loginTitle });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(w.phone);
  if (!(await field.inputValue()).replace(/\D/g, '').endsWith(localDigits(phone))) {
    await field.fill('');
    await typePhone(dialog, w, phone);
  }
  await dialog.getByLabel(w.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: w.enter, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const locale of ['uz', 'ru'] as const) {
  const w = L[locale];

  test(`sign up → success → log in → profile edit → log out (${locale})`, async ({ page, request }) => {
    const phone = randomPhone();
    const password = randomPassword();
    await page.goto(`/${locale}`);
    // A favourite saved before the account exists goes up with the first login.
    await page.getByRole('main').getByRole('button', { name: w.addToFavourites }).first().click();
    const favouriteId = await page.evaluate(() => JSON.parse(localStorage.getItem('favourites')!).state.newFavourites[0] as number);
    await headerLogin(page, w).click();
    let dialog = page.getByRole('dialog', { name: w.loginTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await dialog.getByRole('button', { name: w.createAccount }).click();
    dialog = page.getByRole('dialog', { name: w.signUpTitle });

    // The phone is masked as it is typed; letters never get in.
    const phoneField = dialog.getByLabel(w.phone);
    await expect(phoneField).toHaveValue('+998');
    await phoneField.click();
    await phoneField.press('End');
    await phoneField.pressSequentially(`ab${localDigits(phone)}`);
    await expect(phoneField).toHaveValue(`+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`);

    // The rules checklist is live and hides when every rule is met; the button waits for all.
    const create = dialog.getByRole('button', { name: w.createAccount });
    const passwordField = dialog.getByLabel(w.createPassword, { exact: true });
    await passwordField.fill('abc');
    await expect(dialog.getByText(w.rulesTitle)).toBeVisible();
    await passwordField.fill(password);
    await expect(dialog.getByText(w.rulesTitle)).toBeHidden();
    const toggle = dialog.getByRole('button', { name: w.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(create).toBeDisabled();
    const offer = dialog.getByRole('link', { name: w.offer });
    await expect(offer).toHaveAttribute('href', `/${locale}/offer`);
    await expect(offer).toHaveAttribute('target', '_blank');
    await expect(offer).toHaveAttribute('rel', /noopener/);
    await dialog.getByRole('checkbox').check();
    await expect(create).toBeEnabled();
    await create.click();

    // The code screen: masked phone, the countdown, the code from the SMS.
    dialog = page.getByRole('dialog', { name: w.otpTitle });
    await expect(dialog).toContainText(`+998 ${phone.slice(4, 6)} *** ** ${phone.slice(11)}`);
    await expect(dialog.getByTestId('otp-resend')).toContainText(w.resendInFirstMinute);
    const first = dialog.getByRole('group').getByRole('textbox').first();
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await expect(dialog.getByRole('button', { name: w.confirm })).toBeDisabled();
    // The tries this code has, said from the start; the fifth digit sends the code by itself.
    await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft2);
    await typeCode(dialog, await nextCode(request, phone));

    // The confirmed phone is signed in: the modal closes on the page the shopper was on.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: w.signedUp })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${locale}`);

    // Logged in: the account link replaces the login button, the user is stored.
    const accountLink = page.getByRole('banner').getByRole('link', { name: w.account });
    await expect(accountLink).toHaveAttribute('href', `/${locale}/account/profile`);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user?.phone_number)).toBe(phone);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favourites')!).state.newFavourites.length)).toBe(0);
    // No credential a script can read (ADR 0005): the access token is in memory, the refresh token
    // in an HttpOnly cookie that only the refresh path gets.
    expect(
      await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token'), document.cookie.includes('savat_refresh')]),
    ).toEqual([null, null, false]);
    const [refreshCookie] = (await page.context().cookies()).filter((c) => c.name === 'savat_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/v1/auth/refresh' });
    const { access_token: token } = await apiLogin(request, phone, password);
    const server = await request.get('/api/v1/store/products/feature-list/', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await server.json()).result as { id: number }[]).map((p) => p.id)).toContain(favouriteId);
    await accountLink.click();
    await page.waitForURL(`**/${locale}/account/profile`);

    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue(
      `+998 (${phone.slice(4, 6)}) ${phone.slice(6, 9)}-${phone.slice(9, 11)}-${phone.slice(11)}`,
    );
    await main.getByLabel(w.fullName).fill('Dilnoza Karimova');
    await main.getByRole('radio', { name: w.female }).check();
    await main.getByLabel(w.birthDate).fill('1995-04-21');
    await main.getByRole('button', { name: w.save, exact: true }).click();
    await expect(main.getByRole('status')).toHaveText(w.saved);

    await page.reload();
    await expect(main.getByLabel(w.fullName)).toHaveValue('Dilnoza Karimova');
    await expect(main.getByRole('radio', { name: w.female })).toBeChecked();
    await expect(main.getByLabel(w.birthDate)).toHaveValue('1995-04-21');

    await main.getByRole('button', { name: w.logout }).click();
    await page.waitForURL(new RegExp(`/${locale}$`));
    await expect(headerLogin(page, w)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('session'), localStorage.getItem('user')])).toEqual([null, null]);
    expect((await page.context().cookies()).filter((c) => c.name === 'savat_refresh')).toEqual([]);
  });

  test(`reset password, then log in with the new one (${locale})`, async ({ page, request }) => {
    const { phone } = await createAccount(request);
    const newPassword = randomPassword();
    await page.goto(`/${locale}`);
    await headerLogin(page, w).click();
    await page.getByRole('dialog', { name: w.loginTitle }).getByRole('button', { name: w.forgot }).click();

    let dialog = page.getByRole('dialog', { name: w.resetTitle });
    const seen = await smsCount(request, phone);
    await typePhone(dialog, w, phone);
    await dialog.getByRole('button', { name: w.sendCode }).click();

    dialog = page.getByRole('dialog', { name: w.otpTitle });
    await typeCode(dialog, await nextCode(request, phone, seen));

    dialog = page.getByRole('dialog', { name: w.newPasswordTitle });
    await expect(dialog.getByRole('button', { name: w.savePassword })).toBeDisabled();
    await dialog.getByLabel(w.newPassword, { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: w.savePassword }).click();

    dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('auth-result')).toHaveText(w.resetDone);
    await dialog.getByRole('button', { name: w.login, exact: true }).click();
    await logInWith(page, w, phone, newPassword);
    await expect(page.getByRole('banner').getByRole('link', { name: w.account })).toBeVisible();
  });

  test(`a wrong code twice: red boxes, no tries left, confirm disabled (${locale})`, async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto(`/${locale}`);
    await headerLogin(page, w).click();
    await page.getByRole('dialog', { name: w.loginTitle }).getByRole('button', { name: w.createAccount }).click();
    let dialog = page.getByRole('dialog', { name: w.signUpTitle });
    await typePhone(dialog, w, phone);
    await dialog.getByLabel(w.createPassword, { exact: true }).fill(randomPassword());
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: w.createAccount }).click();

    dialog = page.getByRole('dialog', { name: w.otpTitle });
    const code = await nextCode(request, phone);
    const wrong = code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    const boxes = dialog.getByRole('group').getByRole('textbox');
    const confirm = dialog.getByRole('button', { name: w.confirm });
    await expect(dialog.getByTestId('otp-resend')).toContainText(w.resendsLeft2);

    // A pasted code fills the boxes; a paste with anything but digits is refused.
    await paste(boxes.nth(2), '12a45');
    await expect(dialog.getByRole('alert')).toHaveText(w.digitsOnly);
    await expect(boxes.nth(2)).toHaveValue('');
    await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft2);
    // A full paste sends itself.
    await paste(boxes.nth(2), wrong);
    await expect(boxes.nth(0)).toHaveValue(wrong[0]!);
    await expect(boxes.nth(4)).toHaveValue(wrong[4]!);
    await expect(dialog.getByRole('alert')).toHaveText(w.invalidCode);
    for (const box of await boxes.all()) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveClass(/border-red-600/);
    }
    await expect(dialog.getByTestId('otp-tries')).toHaveText(w.triesLeft1);

    // Editing clears the red; the same wrong code again spends the last try.
    await boxes.first().click();
    await page.keyboard.press('Backspace');
    await expect(boxes.first()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeDisabled();
    await page.keyboard.type(wrong[0]!);
    await expect(dialog.getByTestId('otp-tries')).toHaveText(w.noTries);
    await expect(confirm).toBeDisabled();
    await expect(boxes.first()).toHaveClass(/border-red-600/);
  });

  test(`signs in with an SMS code alone and stays on the page; an unknown phone is told so (${locale})`, async ({ page, request }) => {
    const { phone } = await createAccount(request);
    await page.goto(`/${locale}/cart`);
    await headerLogin(page, w).click();
    let dialog = page.getByRole('dialog', { name: w.loginTitle });
    const byCode = dialog.getByRole('button', { name: w.loginByCode });
    await expect(byCode).toBeDisabled();
    await typePhone(dialog, w, randomPhone());
    await byCode.click();
    await expect(dialog.getByRole('alert')).toHaveText(w.noAccountForPhone);

    await dialog.getByLabel(w.phone).fill('');
    await typePhone(dialog, w, phone);
    const seen = await smsCount(request, phone);
    await byCode.click();
    dialog = page.getByRole('dialog', { name: w.otpTitle });
    await typeCode(dialog, await nextCode(request, phone, seen));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: w.account })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${locale}/cart`);
  });

  test(`a locked phone goes to otpError with the hours rounded up; limits are said in words (${locale})`, async ({ page }) => {
    // The server's answers for a phone that asked too often, without spending a real phone's budget.
    let calls = 0;
    await page.route('**/api/v1/auth/reset/password/', (route) => {
      calls += 1;
      if (calls === 1) {
        return route.fulfill({ status: 429, json: { ok: false, error: { code: 'rate_limited', message: `rate-limited-${locale}` } } });
      }
      const newOtpTime = new Date(Date.now() + 5.2 * 3_600_000).toISOString();
      return route.fulfill({ status: 429, json: { ok: false, error: { code: 'otp_locked', message: 'locked' }, new_otp_time: newOtpTime } });
    });
    await page.goto(`/${locale}`);
    await headerLogin(page, w).click();
    await page.getByRole('dialog', { name: w.loginTitle }).getByRole('button', { name: w.forgot }).click();
    const dialog = page.getByRole('dialog', { name: w.resetTitle });
    // An unknown operator code is refused in place.
    await typePhone(dialog, w, '+998001234567');
    await expect(dialog.getByText(w.invalidRegion)).toBeVisible();
    await expect(dialog.getByRole('button', { name: w.sendCode })).toBeDisabled();
    await dialog.getByLabel(w.phone).fill('');
    await typePhone(dialog, w, randomPhone());
    await dialog.getByRole('button', { name: w.sendCode }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`rate-limited-${locale}`);
    await dialog.getByRole('button', { name: w.sendCode }).click();
    const locked = page.getByRole('dialog', { name: w.otpErrorTitle });
    await expect(locked.getByTestId('auth-result')).toHaveText(w.otpErrorText);
  });

  test(`a reload keeps the shopper logged in: the page refreshes with its cookie (${locale})`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    // A visitor on an account page is asked to log in.
    await page.goto(`/${locale}/account/profile`);
    const dialog = page.getByRole('dialog', { name: w.loginTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: w.close }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: w.loginPrompt })).toBeVisible();

    await storeTokens(page, await apiLogin(request, phone, password));
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'savat_refresh')?.value;
    const before = await cookie();
    expect(before).toBeTruthy();
    // A reload (as after a night away) starts without an access token: the page's first call refreshes.
    const refreshes: number[] = [];
    page.on('response', (r) => void (r.url().endsWith('/api/v1/auth/refresh/') && refreshes.push(r.status())));
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue(new RegExp(phone.slice(9, 11) + '-' + phone.slice(11) + '$'));
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(refreshes).toEqual([200]);
    await expect.poll(cookie).not.toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test(`a first client's stored tokens are traded for the cookie and removed (${locale})`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    await page.goto(`/${locale}`);
    // What the contract's original web client left in local storage.
    await page.evaluate((t) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
    }, tokens);
    await page.goto(`/${locale}/account/profile`);
    await expect(page.getByRole('main').getByRole('textbox', { name: w.phone })).toHaveValue(new RegExp(phone.slice(11) + '$'));
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
    expect((await page.context().cookies()).some((c) => c.name === 'savat_refresh' && c.httpOnly)).toBe(true);
  });
}

test("the profile's forgot-password link opens the reset with the shopper's phone, and the reset keeps them logged in (ru)", async ({ page, request }) => {
  const w = L.ru;
  const { phone, password } = await createAccount(request);
  const newPassword = randomPassword();
  await page.goto('/ru');
  await storeTokens(page, await apiLogin(request, phone, password));
  await page.goto('/ru/account/profile');
  const main = page.getByRole('main');
  // "Change password" is now a form of its own; whoever forgot the current one resets it.
  await main.getByRole('form', { name: w.changePassword }).getByRole('button', { name: w.forgot }).click();

  let dialog = page.getByRole('dialog', { name: w.resetTitle });
  await expect(dialog.getByLabel(w.phone)).toHaveValue(`+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`);
  const seen = await smsCount(request, phone);
  await dialog.getByRole('button', { name: w.sendCode }).click();
  dialog = page.getByRole('dialog', { name: w.otpTitle });
  await typeCode(dialog, await nextCode(request, phone, seen));
  dialog = page.getByRole('dialog', { name: w.newPasswordTitle });
  await dialog.getByLabel(w.newPassword, { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: w.savePassword }).click();

  // The modal just closes; the device logged in again (the server ended the old sessions).
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: w.passwordChanged })).toHaveText(w.passwordChanged);
  await page.reload();
  await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue(/\+998/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await apiLogin(request, phone, newPassword);
});

test('the modal is a keyboard dialog: focus in, kept in, Escape closes, focus back', async ({ page }) => {
  await page.goto('/uz');
  const opener = headerLogin(page, L.uz);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: L.uz.loginTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(L.uz.phone)).toBeFocused();
  // Shift+Tab from the first control goes round to the last.
  await dialog.getByRole('button', { name: L.uz.close }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: L.uz.createAccount })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: L.uz.close })).toBeFocused();
  // Login is enabled by a valid phone and 8 characters.
  const enter = dialog.getByRole('button', { name: L.uz.enter, exact: true });
  await expect(enter).toBeDisabled();
  await typePhone(dialog, L.uz, '+998901234567');
  await dialog.getByLabel(L.uz.password, { exact: true }).fill('1234567');
  await expect(enter).toBeDisabled();
  await dialog.getByLabel(L.uz.password, { exact: true }).fill('12345678');
  await expect(enter).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('on a phone @mobile', () => {
  test('the auth modal fills the screen, and the account menu lists the account pages', async ({ page, request }) => {
    const w = L.uz;
    await page.goto('/uz');
    const bar = page.getByRole('navigation', { name: w.bottomNav });
    const opener = bar.getByRole('button', { name: w.login });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: w.loginTitle });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBe(viewport.height);
    // Touch targets of at least 44 px.
    for (const button of [
      dialog.getByRole('button', { name: w.close }),
      dialog.getByRole('button', { name: w.showPassword }),
      dialog.getByRole('button', { name: w.enter, exact: true }),
    ]) {
      const b = (await button.boundingBox())!;
      expect(b.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Logged in, the bar's account link leads to the account menu.
    const { phone, password } = await createAccount(request);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.reload();
    const account = bar.getByRole('link', { name: w.account });
    await expect(account).toHaveAttribute('href', '/uz/account');
    await account.click();
    await page.waitForURL('**/uz/account');
    const menu = page.getByRole('main').getByRole('navigation');
    await expect(menu.getByRole('link', { name: w.profile })).toHaveAttribute('href', '/uz/account/profile');
    await expect(menu.getByRole('link', { name: w.orders })).toHaveAttribute('href', '/uz/account/orders');
    await expect(menu.getByRole('link', { name: w.favourites })).toHaveAttribute('href', '/uz/favourites');
    await expect(menu.getByRole('button', { name: msg('uz', 'languages.ru') })).toBeVisible();
    await expect(menu.getByRole('button', { name: w.logout })).toBeVisible();
  });
});
