import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, nextCode, randomPassword, randomPhone, localDigits, smsCount, storeTokens } from './helpers/accounts';
import { separateNote, withoutMinimum } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every route in both
 * languages and on the open states (the auth modal's steps, the search combobox, the mobile
 * filter sheet). Zero violations are allowed; the violations are printed readably.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LOCALES = ['uz', 'ru'] as const;
type Locale = (typeof LOCALES)[number];

interface ApiProduct {
  id: number;
  name: string;
  available: number;
  store: { id: number; brand_name: string };
}

/** One line per violation and one per element it was found on. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}\n      ${n.html.slice(0, 200)}`);
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now (or inside `include`); a soft check, so one run lists every page's violations. */
async function audit(page: Page, label: string, include?: string, disableRules: string[] = []) {
  // An open layer (a dialog, the search list) is audited on its own: the page behind it has its own audit.
  await page.waitForLoadState('networkidle');
  // Transitions and animations settle before the colours are measured (the endless ones, a
  // spinner or a skeleton's pulse, have no end to wait for).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  const { violations } = await builder.analyze();
  expect.soft(violations.length, `${label} (${page.url()}):\n${describe(violations)}`).toBe(0);
}

/** In-stock products, named in the page's language. */
async function products(request: APIRequestContext, locale: Locale): Promise<ApiProduct[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const body = await response.json();
  expect(body.ok).toBe(true);
  return withoutMinimum(
    request,
    (body.result.content as ApiProduct[]).filter((p) => p.available >= 3),
  );
}

async function authed(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { ok: boolean; result: { id: number } };
  expect(body.ok, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.result;
}

/** Puts a product in the basket and in the favourites from its page, as a shopper does. */
async function addFromProductPage(page: Page, locale: Locale, product: ApiProduct) {
  await page.goto(`/${locale}/products/${product.id}`);
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: msg(locale, 'product.addToFavourites') })
    .first()
    .click();
  await expect(main.getByRole('button', { name: msg(locale, 'product.removeFromFavourites') }).first()).toBeVisible();
  // Last: a second store's product shows the another-store toast.
  await main
    .getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name: product.name }) })
    .first()
    .click();
}

for (const locale of LOCALES) {
  test(`public pages have no WCAG violations (${locale})`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const [product] = await products(request, locale);
    for (const path of [
      '',
      '/catalog',
      '/products?sort=popular',
      '/products?sort=cheap&discount=1&available=true&rating=4',
      `/products/${product!.id}`,
      '/stores',
      '/stores?letter=b',
      `/stores/${product!.store.id}`,
      '/about',
      '/offer',
      '/favourites',
      '/cart',
      '/no-such-page',
    ]) {
      await page.goto(`/${locale}${path}`);
      await audit(page, `${locale}${path || ' home'}`);
    }
  });
}

for (const locale of LOCALES) {
  test(`the basket and favourites with items, and a visitor on the account pages (${locale})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const list = await products(request, locale);
    await page.goto(`/${locale}`);
    await page.evaluate(() => localStorage.clear());
    await addFromProductPage(page, locale, list[0]!);
    await addFromProductPage(
      page,
      locale,
      list.find((p) => p.store.id !== list[0]!.store.id)!,
    );
    // The toast about a second store's own delivery (a toast now, not a dialog).
    await expect(page.getByText(await separateNote(request, locale, list.find((p) => p.store.id !== list[0]!.store.id)!.store))).toBeVisible();
    await audit(page, `${locale} another-store toast`);
    await page.goto(`/${locale}/cart`);
    await audit(page, `${locale} cart with items`);
    await page.goto(`/${locale}/favourites`);
    await audit(page, `${locale} favourites with items`);
    // A visitor on an account page: the login prompt behind the modal, then the prompt alone.
    await page.goto(`/${locale}/account/profile`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `${locale} account (visitor, login modal)`, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await audit(page, `${locale} account (visitor)`);
  });

  test(`the console's pages have no WCAG violations (${locale})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    // A product of the first demo store, which offers pickup.
    const listed = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=1', { data: { available: true, store: 1 } });
    const product = (await listed.json()).result.content[0] as ApiProduct;
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const order = await authed(request, tokens.access_token, 'store/order/', {
      type: 'T',
      full_name: 'Pult Tekshiruv',
      phone_number: phone,
      products: [{ product: product.id, quantity: 1 }],
      payment_type: 'cash',
    });
    await authed(request, tokens.access_token, 'support/', { topic: 'ask_question', description: 'Savol bor' });
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    for (const path of [
      '/console',
      '/console/orders',
      `/console/orders/${order.id}`,
      '/console/products',
      '/console/products/new',
      '/console/support',
      '/console/users',
      '/console/staff?store=1',
      '/console/audit',
      '/console/reviews',
      '/console/reports',
      '/console/promo-codes',
      '/console/content',
      '/console/store',
      '/console/store?id=1',
      '/console/store-promos?store=1',
      '/console/stores',
      '/console/vitals',
    ]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await audit(page, `${locale}${path} (operator)`);
    }
    // The cancel dialog, open.
    await page.goto(`/${locale}/console/orders/${order.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.cancel') })
      .click();
    await audit(page, `${locale} console cancel dialog`, 'dialog[open]');
    // The promo code's form and the FAQ's form, open, with their errors showing.
    await page.goto(`/${locale}/console/promo-codes`);
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.promo.new') })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.promo.create') })
      .click();
    await expect(page.getByRole('main').getByText(msg(locale, 'console.promo.codeInvalid'))).toBeVisible();
    await audit(page, `${locale} console promo code form with errors`);
    await page.goto(`/${locale}/console/content`);
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.content.faq.title') })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.content.faq.add') })
      .click();
    await page
      .getByRole('main')
      .getByRole('form')
      .getByRole('button', { name: msg(locale, 'console.content.faq.add') })
      .click();
    await expect(page.getByRole('main').getByText(msg(locale, 'console.required')).first()).toBeVisible();
    await audit(page, `${locale} console FAQ form with errors`);
    // The stores' suspend dialog, open (not confirmed), and the new store's form.
    await page.goto(`/${locale}/console/stores`);
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.stores.suspend') })
      .first()
      .click();
    await audit(page, `${locale} console suspend dialog`, 'dialog[open]');
    await page.keyboard.press('Escape');
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'console.stores.newStore') })
      .click();
    await audit(page, `${locale} console new store form`);
    // A user opened (their roles and the grant form), then the block dialog.
    await page.goto(`/${locale}/console/users`);
    await page.getByRole('main').getByTestId('console-user').first().getByRole('button').click();
    await expect(page.getByTestId('console-user-card').getByRole('heading', { level: 2 })).toBeVisible();
    await audit(page, `${locale} console user card`);
    await page
      .getByTestId('console-user-card')
      .getByRole('button', { name: msg(locale, 'console.users.block') })
      .click();
    await audit(page, `${locale} console block dialog`, 'dialog[open]');
    // The audit log with an entry's before and after open.
    await page.goto(`/${locale}/console/audit`);
    await page.getByTestId('audit-entry').first().locator('summary').click();
    await audit(page, `${locale} console audit details`);
  });

  test(`the account pages, checkout and a placed order have no WCAG violations (${locale})`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const [product] = await products(request, locale);
    const address = await authed(request, tokens.access_token, 'store/shipping/', { address_name: 'Uy', address: 'Toshkent, Chilonzor 9' });
    const order = await authed(request, tokens.access_token, 'store/order/', {
      type: 'D',
      full_name: 'Dilnoza Karimova',
      phone_number: phone,
      products: [{ product: product!.id, quantity: 1 }],
      delivery_address: address.id,
    });
    await page.goto('/uz');
    await storeTokens(page, tokens);
    for (const path of [
      '/account',
      '/account/profile',
      '/account/orders',
      `/account/orders/${order.id}`,
      '/account/addresses',
      '/account/support',
      '/cart/order-placed',
      '/favourites',
    ]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await audit(page, `${locale}${path} (logged in)`);
    }
    await addFromProductPage(page, locale, product!);
    await page.goto(`/${locale}/cart/checkout`);
    await expect(page.getByRole('main').getByRole('button', { name: msg(locale, 'checkout.place') })).toBeVisible();
    await audit(page, `${locale} checkout`);
    // The new address form open.
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'addresses.add') })
      .click();
    await audit(page, `${locale} checkout with the address form`);
    await page.evaluate(() => localStorage.removeItem('basket'));
  });
}

test('the auth modal steps have no WCAG violations', async ({ page, request }) => {
  test.setTimeout(300_000);
  for (const locale of LOCALES) {
    // An account per language: a phone gets one reset code per 59 s.
    const { phone } = await createAccount(request);
    const m = (key: string) => msg(locale, key);
    await page.goto(`/${locale}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: m('nav.login'), exact: true })
      .click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(m('auth.phone'))).toBeFocused();
    await audit(page, `${locale} auth: login`, 'dialog[open]');
    // The login step with a refused number shown.
    await dialog.getByLabel(m('auth.phone')).press('End');
    await dialog.getByLabel(m('auth.phone')).pressSequentially('001234567');
    await audit(page, `${locale} auth: login with an invalid phone`, 'dialog[open]');

    await dialog.getByRole('button', { name: m('auth.createAccount') }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(m('auth.createPassword'), { exact: true }).fill('abc');
    await audit(page, `${locale} auth: sign up with the password rules`, 'dialog[open]');
    const newPhone = randomPhone();
    await dialog.getByLabel(m('auth.phone')).fill('');
    await dialog.getByLabel(m('auth.phone')).pressSequentially(localDigits(newPhone));
    await dialog.getByLabel(m('auth.createPassword'), { exact: true }).fill(randomPassword());
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: m('auth.createAccount') }).click();
    await expect(dialog.getByRole('group').getByRole('textbox').first()).toBeVisible();
    await audit(page, `${locale} auth: otp`, 'dialog[open]');
    await dialog.getByRole('group').getByRole('textbox').first().focus();
    await page.keyboard.type(await nextCode(request, newPhone));
    // The code sends itself and signs the new account in; the reset below is for another phone.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: m('auth.signedUp') })).toBeVisible();
    await audit(page, `${locale} auth: signed up and in, with the toast`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();

    // Reset: phone, code, new password.
    await page
      .getByRole('banner')
      .getByRole('button', { name: m('nav.login'), exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: m('auth.forgotPassword') })
      .click();
    dialog = page.getByRole('dialog');
    await audit(page, `${locale} auth: reset`, 'dialog[open]');
    const seen = await smsCount(request, phone);
    await dialog.getByLabel(m('auth.phone')).press('End');
    await dialog.getByLabel(m('auth.phone')).pressSequentially(localDigits(phone));
    await dialog.getByRole('button', { name: m('auth.sendCode') }).click();
    await expect(dialog.getByRole('group').getByRole('textbox').first()).toBeVisible();
    await dialog.getByRole('group').getByRole('textbox').first().focus();
    await page.keyboard.type(await nextCode(request, phone, seen));
    await expect(dialog.getByRole('button', { name: m('auth.savePassword') })).toBeVisible();
    await audit(page, `${locale} auth: new password`, 'dialog[open]');
    await page.keyboard.press('Escape');
  }
});

// scrollable-region-focusable is a false positive for a combobox popup: the focus stays in the box
// (aria-activedescendant), everything in the popup is an option or a group's label, and the arrows
// scroll the active option into view (search-combobox.tsx scrollIntoView), which axe cannot see.
// It fires whenever the popup has more options than fit: with suggestions too, once the catalog
// suggests enough of them (it failed a CI run that way). Every other audit keeps the rule.
const COMBOBOX_POPUP = ['scrollable-region-focusable'];

test('the search combobox open has no WCAG violations', async ({ page }) => {
  test.setTimeout(180_000);
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/products?sort=popular`);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('banner').getByRole('combobox');
    await box.focus();
    await box.pressSequentially('olm', { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await audit(page, `${locale} search open with suggestions`, 'header', COMBOBOX_POPUP);
    await box.press('Enter');
    await page.waitForURL(/q=/);
    // The history and the popular terms on an empty box.
    await box.fill('');
    await box.press('ArrowDown');
    await audit(page, `${locale} search open with the history`, 'header', COMBOBOX_POPUP);
  }
});

// The basket stepper's buttons name their product (a list of cards is a list of "+"
// otherwise), and the list's "skip to results" link, once focused and shown, passes axe.
for (const phoneScreen of [false, true]) {
  test(`on a store's list every stepper names its product; the focused skip link passes axe${phoneScreen ? ' (390 px @mobile)' : ''}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    if (phoneScreen) await page.setViewportSize({ width: 390, height: 844 });
    const [product] = await products(request, 'uz');
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/stores/${product!.store.id}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const main = page.getByRole('main');
      const adds = main.getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) });
      const cardNames = (
        await adds.evaluateAll((buttons) => buttons.slice(0, 2).map((b) => b.closest('article, li')?.querySelector('h3')?.textContent?.trim() ?? ''))
      ).filter(Boolean);
      expect(cardNames).toHaveLength(2);
      for (const name of cardNames)
        await main
          .getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name }) })
          .first()
          .click();
      for (const key of ['product.increase', 'product.decrease']) {
        const labels = await main
          .getByRole('button', { name: msgPattern(locale, key, { name: /.+/ }) })
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
        expect(labels.sort(), key).toEqual(cardNames.map((name) => msg(locale, key, { name })).sort());
      }
      await main.getByRole('link', { name: msg(locale, 'products.skipToResults') }).focus();
      await audit(page, `${locale} store list, skip link focused${phoneScreen ? ' (390 px)' : ''}`);
    }
  });
}

test.describe('on a phone @mobile', () => {
  test('pages, the filter sheet and the auth modal have no WCAG violations', async ({ page }) => {
    test.setTimeout(300_000);
    for (const locale of LOCALES) {
      const m = (key: string) => msg(locale, key);
      await page.goto(`/${locale}`);
      await audit(page, `${locale} home (phone)`);
      await page.goto(`/${locale}/products?sort=popular`);
      await audit(page, `${locale} products (phone)`);
      await page.getByRole('button', { name: m('filters.title'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: m('filters.title') })).toBeVisible();
      await audit(page, `${locale} filter sheet open (phone)`, 'dialog[open]');
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', { name: m('nav.mobile') })
        .getByRole('button', { name: m('nav.login') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, `${locale} auth modal (phone)`, 'dialog[open]');
      await page.keyboard.press('Escape');
      await page.goto(`/${locale}/cart`);
      await audit(page, `${locale} cart (phone)`);
    }
  });
});
