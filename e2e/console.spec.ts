import { expect, test } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../server/db/seed/staff-accounts';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/** The console's door (issue 18): store staff and operators in, shoppers told it is not for them. */
const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;

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

  test(`the operator reaches the console from the account menu (${locale}) @mobile`, async ({ page, request }) => {
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, operator.phone, DEMO_STAFF_PASSWORD));
    await page.goto(`/${locale}/account`);
    await page.getByRole('link', { name: m('account.console') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console$`));
    await expect(page.getByRole('heading', { name: m('console.operatorTitle') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: m('console.menu') }).getByRole('link', { name: m('console.sections.home') })).toHaveAttribute('aria-current', 'page');
  });

  test(`an operator answers a ticket; the shopper reads the answer in the account (${locale}) @mobile`, async ({ browser, page, request }) => {
    const { phone, password } = await createAccount(request);
    const shopperTokens = await apiLogin(request, phone, password);
    const question = `Buyurtmam qachon keladi? ${Date.now()}`;
    const ticket = await request.post('/api/v1/support/', { headers: { Authorization: `Bearer ${shopperTokens.access_token}` }, data: { topic: 'ask_question', description: question } });
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
