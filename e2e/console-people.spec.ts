import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatPhone } from '../lib/domain/phone-format';
import { apiLogin, createAccount, storeTokens, typePhone } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The console's people: an operator finds a user by phone and grants a role (the user
 * reaches the console at once), blocks a user (their session ends), the audit log lists it; a
 * seller answers a review and the shop's product page shows the answer.
 */

async function userId(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  return (await me.json()).result.id as number;
}

for (const [i, locale] of (['uz', 'ru'] as const).entries()) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`an operator finds a shopper by phone, makes them a seller, and the audit log lists it (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    // Store 13 for uz, 14 for ru.
    const store = 13 + i;
    const shopper = await createAccount(request);
    const shopperTokens = await apiLogin(request, shopper.phone, shopper.password);
    const shopperId = await userId(request, shopperTokens.access_token);

    // The shopper's own browser: no console yet.
    const theirs = await browser.newContext();
    const their = await theirs.newPage();
    await their.goto(`/${locale}`);
    await storeTokens(their, shopperTokens);
    await their.goto(`/${locale}/console/orders`);
    await expect(their.getByText(m('console.noAccessTitle'))).toBeVisible();

    const operator = await staffSession(request, [{ role: 'operator' }]);
    const operatorId = await userId(request, operator.tokens.access_token);
    await page.goto(`/${locale}`);
    await storeTokens(page, operator.tokens);
    await page.goto(`/${locale}/console/users`);
    const main = page.getByRole('main');
    // A part of the number is enough.
    await main.getByLabel(m('console.users.phoneSearch')).fill(shopper.phone.slice(-7));
    await main.getByRole('button', { name: m('console.find') }).click();
    await main.getByRole('button', { name: m('console.users.openUser', { phone: formatPhone(shopper.phone) }) }).click();
    const card = main.getByTestId('console-user-card');
    await expect(card.getByRole('heading', { name: formatPhone(shopper.phone) })).toBeVisible();
    await expect(card.getByText(m('console.users.shopperOnly'))).toBeVisible();

    // A seller's role needs a store: said at the field.
    await card.getByRole('button', { name: m('console.users.grant') }).click();
    await expect(card.getByLabel(m('console.store'))).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText(m('console.chooseStore'), { exact: true }).last()).toBeVisible();
    await card.getByLabel(m('console.store')).selectOption(String(store));
    await expect(card.getByLabel(m('console.store'))).not.toHaveAttribute('aria-invalid', 'true');
    await card.getByRole('button', { name: m('console.users.grant') }).click();
    await expect(card.getByRole('button', { name: new RegExp(m('console.users.revokeRole', { role: '' })) })).toHaveCount(1);

    // The user's console opens now (their roles are read afresh on the next page), at its door for
    // staff: this device must be confirmed with an SMS code first (ADR 0025).
    await their.reload();
    await expect(their.getByRole('main').getByRole('heading', { name: m('console.device.title') })).toBeVisible();
    await expect(their.getByText(m('console.noAccessTitle'))).toBeHidden();
    await theirs.close();

    // An operator cannot take their own operator role: the server's refusal, in the page's language.
    await main.getByLabel(m('console.users.phoneSearch')).fill(operator.phone);
    await main.getByRole('button', { name: m('console.find') }).click();
    await main.getByRole('button', { name: m('console.users.openUser', { phone: formatPhone(operator.phone) }) }).click();
    await card.getByRole('button', { name: m('console.users.revokeRole', { role: m('console.users.roleOperator') }) }).click();
    await expect(card.getByRole('alert')).toHaveText(m('api.failures.selfOperator'));

    // The audit log: the grant, by this operator, to this user.
    await page.goto(`/${locale}/console/audit`);
    await main.getByLabel(m('console.audit.action')).fill('role.grant');
    // Whose change, by the phone they use (the field keeps the country's mask).
    await typePhone(main.getByLabel(m('console.audit.actor')), operator.phone);
    await main.getByRole('button', { name: m('console.find') }).click();
    const entry = main.getByTestId('audit-entry').filter({ hasText: `№${shopperId}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(m('console.audit.by', { phone: formatPhone(operator.phone), id: operatorId }));
    await expect(entry).toContainText(`"store_id":${store}`);
  });

  test(`an operator blocks a user and the user's session ends (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const victim = await createAccount(request);
    const victimTokens = await apiLogin(request, victim.phone, victim.password);
    const theirs = await browser.newContext();
    const their = await theirs.newPage();
    await their.goto(`/${locale}`);
    await storeTokens(their, victimTokens);
    await their.goto(`/${locale}/account/profile`);
    await expect(their.getByRole('dialog')).toBeHidden();

    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/users`);
    const main = page.getByRole('main');
    await main.getByLabel(m('console.users.phoneSearch')).fill(victim.phone);
    await main.getByRole('button', { name: m('console.find') }).click();
    await main.getByRole('button', { name: m('console.users.openUser', { phone: formatPhone(victim.phone) }) }).click();
    const card = main.getByTestId('console-user-card');
    await card.getByRole('button', { name: m('console.users.block') }).click();
    const dialog = page.getByRole('dialog', { name: m('console.users.blockTitle', { phone: formatPhone(victim.phone) }) });
    await expect(dialog.getByText(m('console.users.blockEffect'))).toBeVisible();
    await dialog.getByRole('button', { name: m('console.users.blockConfirm') }).click();
    await expect(page.getByText(m('console.users.blockedDone'))).toBeVisible();
    await expect(card.getByRole('button', { name: m('console.users.unblock') })).toBeVisible();

    // The API refuses the old token and the refresh token; the open page asks to sign in again.
    const me = await request.get('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${victimTokens.access_token}` } });
    expect(me.status()).toBe(401);
    const refreshed = await request.post('/api/v1/auth/refresh/', { data: { refresh: victimTokens.refresh_token } });
    expect(refreshed.ok()).toBe(false);
    // The open page's next call is refused: the session is dropped from the device (the app then
    // goes to the home page), and the account page asks to sign in.
    await their.reload();
    await their.waitForURL((url) => !url.pathname.includes('/account'));
    await expect.poll(() => their.evaluate(() => localStorage.getItem('session')).catch(() => 'navigating')).toBeNull();
    await their.goto(`/${locale}/account/profile`);
    await expect(their.getByRole('dialog')).toBeVisible();
    await theirs.close();

    // Unblocked: the same dialog, saying so.
    await card.getByRole('button', { name: m('console.users.unblock') }).click();
    const again = page.getByRole('dialog', { name: m('console.users.unblockTitle', { phone: formatPhone(victim.phone) }) });
    await again.getByRole('button', { name: m('console.users.unblockConfirm') }).click();
    await expect(page.getByText(m('console.users.unblockedDone'))).toBeVisible();
    await expect(card.getByRole('button', { name: m('console.users.block') })).toBeVisible();
  });

  test(`a seller answers a review and the product page shows the answer (${locale}) @mobile`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // Store 15 for uz, 16 for ru.
    const store = 15 + i;
    const seller = await staffSession(request, [{ role: 'seller', store_id: store }]);
    const listed = await request.get(`/api/v1/console/reviews/?store=${store}&hidden=0&size=1`, {
      headers: { Authorization: `Bearer ${seller.tokens.access_token}`, 'Accept-Language': locale },
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    // The newest visible review of the store is its product's newest: first on the product's page.
    const review = (await listed.json()).result.content[0] as { id: number; comment: string; product: { id: number; name: string } } | undefined;
    expect(review, `a review of store ${store}`).toBeTruthy();
    const answer = `Rahmat! ${locale} ${Date.now()}`;

    await page.goto(`/${locale}`);
    await storeTokens(page, seller.tokens);
    await page.goto(`/${locale}/console/reviews`);
    const main = page.getByRole('main');
    const card = main.getByTestId('console-review').filter({ hasText: review!.comment }).first();
    await expect(card).toBeVisible();
    // A seller never sees the operator's hide button.
    await expect(main.getByRole('button', { name: m('console.reviews.hide') })).toHaveCount(0);
    await card.getByRole('button', { name: m('console.sendAnswer') }).click();
    await expect(card.getByText(m('console.answerNeeded'))).toBeVisible();
    await card.getByLabel(m('console.reviews.answer')).fill(answer);
    await card.getByRole('button', { name: m('console.sendAnswer') }).click();
    await expect(page.getByText(m('console.reviews.answered'))).toBeVisible();
    await expect(card.getByText(answer)).toBeVisible();

    await page.goto(`/${locale}/products/${review!.product.id}`);
    await expect(page.getByRole('main').getByText(answer)).toBeVisible();
  });

  test(`an operator hides a review and shows it again (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const store = 15 + i;
    const operator = await staffSession(request, [{ role: 'operator' }]);
    const auth = { Authorization: `Bearer ${operator.tokens.access_token}`, 'Accept-Language': locale };
    const listed = await request.get(`/api/v1/console/reviews/?store=${store}&hidden=0&size=2`, { headers: auth });
    const review = (await listed.json()).result.content.at(-1) as { id: number; comment: string };
    await page.goto(`/${locale}`);
    await storeTokens(page, operator.tokens);
    await page.goto(`/${locale}/console/reviews`);
    const main = page.getByRole('main');
    await main.getByLabel(m('console.store'), { exact: true }).selectOption(String(store));
    const card = main.getByTestId('console-review').filter({ hasText: review.comment }).first();
    await card.getByRole('button', { name: m('console.reviews.hide') }).click();
    await expect(page.getByText(m('console.reviews.hiddenDone'))).toBeVisible();
    await expect(card.getByText(m('console.reviews.hidden'))).toBeVisible();
    const one = async () => (await (await request.get(`/api/v1/console/reviews/${review.id}/`, { headers: auth })).json()).result.hidden as boolean;
    expect(await one()).toBe(true);
    await card.getByRole('button', { name: m('console.reviews.unhide') }).click();
    await expect(page.getByText(m('console.reviews.unhidden'))).toBeVisible();
    await expect(card.getByText(m('console.reviews.hidden'))).toBeHidden();
    expect(await one()).toBe(false);
  });
}
