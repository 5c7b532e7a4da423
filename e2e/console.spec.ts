import { expect, test } from '@playwright/test';
import { apiLogin, createAccount, localDigits, nextCode, smsCount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/** The console's door (ADR 0017): store staff and operators in, shoppers told it is not for them. */

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a shopper is told the console is for store staff (${locale}) @mobile`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.goto(`/${locale}/console`);
    await expect(page.getByRole('heading', { name: m('console.noAccessTitle') })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // No console link in a shopper's account menu.
    await page.goto(`/${locale}/account`);
    await expect(page.getByRole('link', { name: m('account.profileTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: m('account.console') })).toHaveCount(0);
  });

  test(`a new device passes the SMS code once; a password sign-in from it goes straight in (${locale}) @mobile`, async ({ page, request }) => {
    // An operator whose devices are all new (ADR 0025).
    const staff = await staffSession(request, [{ role: 'operator' }], { confirm: false });
    await page.goto(`/${locale}`);
    await storeTokens(page, staff.tokens);
    await page.goto(`/${locale}/console`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: m('console.device.title') })).toBeVisible();
    await expect(main.getByText(m('console.device.text', { phone: `+998 ${staff.phone.slice(4, 6)} *** ** ${staff.phone.slice(11)}` }))).toBeVisible();
    const seen = await smsCount(request, staff.phone);
    await main.getByRole('button', { name: m('console.device.send') }).click();
    const code = await nextCode(request, staff.phone, seen);
    // A wrong code is said; the right one opens the console.
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const firstBox = main.getByRole('group').getByRole('textbox').first();
    await firstBox.click();
    await page.keyboard.type(wrong);
    await expect(main.getByRole('alert')).toHaveText(m('api.errors.invalid_code'));
    // The right code pasted over it, as from the SMS.
    await firstBox.evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData('text', value);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(page.getByRole('heading', { name: m('console.operatorTitle') })).toBeVisible();

    // Log out, and sign in again with the password on this device: no code asked.
    // The account menu (the page of its own on a phone) has the logout.
    await page.goto(`/${locale}/account`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('account.logout') })
      .click();
    await page.waitForURL(new RegExp(`/${locale}$`));
    const sent = await smsCount(request, staff.phone);
    await page.goto(`/${locale}/console`);
    const dialog = page.getByRole('dialog', { name: m('auth.titles.login') });
    const phoneField = dialog.getByLabel(m('auth.phone'));
    await phoneField.click();
    await phoneField.press('End');
    await phoneField.pressSequentially(localDigits(staff.phone));
    await dialog.getByLabel(m('auth.password'), { exact: true }).fill(staff.password);
    await dialog.getByRole('button', { name: m('auth.enter'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('console.operatorTitle') })).toBeVisible();
    expect(await smsCount(request, staff.phone)).toBe(sent);
    // The remembered device is a cookie no script of the page can read.
    const [device] = (await page.context().cookies()).filter((c) => c.name === 'savat_device');
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/v1/auth' });
  });

  test(`the operator reaches the console from the account menu (${locale}) @mobile`, async ({ page, request }) => {
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/account`);
    await page.getByRole('link', { name: m('account.console') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console$`));
    await expect(page.getByRole('heading', { name: m('console.operatorTitle') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: m('console.menu') }).getByRole('link', { name: m('console.sections.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test(`an operator answers a ticket; the shopper reads the answer in the account (${locale}) @mobile`, async ({ browser, page, request }) => {
    const { phone, password } = await createAccount(request);
    const shopperTokens = await apiLogin(request, phone, password);
    const question = `Buyurtmam qachon keladi? ${Date.now()}`;
    const ticket = await request.post('/api/v1/support/', {
      headers: { Authorization: `Bearer ${shopperTokens.access_token}` },
      data: { topic: 'ask_question', description: question },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);

    const operatorContext = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
    const desk = await operatorContext.newPage();
    await desk.goto(`/${locale}`);
    await storeTokens(desk, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await desk.goto(`/${locale}/console/support`);
    const card = desk.getByTestId('desk-ticket').filter({ hasText: question });
    await expect(card).toContainText(m('support.status_1'));
    // An empty answer is refused on the spot.
    await card.getByRole('button', { name: m('console.sendAnswer') }).click();
    await expect(card.getByText(m('console.answerNeeded'))).toBeVisible();
    const answer = 'Bugun soat 18:00 gacha yetkaziladi.';
    await card.getByLabel(m('console.answer')).fill(answer);
    await card.getByRole('button', { name: m('console.sendAnswer') }).click();
    await expect(card).toContainText(answer);
    await expect(card).toContainText(m('support.status_2'));

    await page.goto(`/${locale}`);
    await storeTokens(page, shopperTokens);
    await page.goto(`/${locale}/account/support`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: question })).toContainText(answer);
  });
}
