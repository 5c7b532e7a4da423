import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, createAccount, localDigits, nextCode, randomPassword, randomPhone, storeTokens } from './helpers/accounts';
import { msg, msgPattern } from './helpers/messages';

/**
 * Keyboard-only journeys: no clicks, only Tab, Shift+Tab, Enter, Space, arrows and typing, and
 * every control reached shows where the focus is. (e2e/auth.spec.ts checks the modal's focus
 * trap and Escape; these go through whole tasks.)
 */

/** Whether the focused element shows a visible focus indicator (an outline or a ring). */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(shown, `focus indicator on ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/** The number in "N products found". */
async function resultCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''));
}

/** Loads a page and waits for the client code, so key presses reach the React handlers. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test('keyboard only: sign up and confirm the code, which signs in (uz)', async ({ page, request }) => {
  const m = (key: string) => msg('uz', key);
  const phone = randomPhone();
  const password = randomPassword();
  await open(page, '/uz');

  const opener = page.getByRole('banner').getByRole('button', { name: m('nav.login'), exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog', { name: m('auth.titles.login') });
  await expect(dialog.getByLabel(m('auth.phone'))).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: m('auth.createAccount') }));
  await page.keyboard.press('Enter');

  // Sign up: the phone, a password, the terms with Space, Enter on the button.
  dialog = page.getByRole('dialog', { name: m('auth.titles.signUp') });
  const phoneField = dialog.getByLabel(m('auth.phone'));
  await tabTo(page, phoneField, { back: true });
  await page.keyboard.press('End');
  await page.keyboard.type(localDigits(phone));
  await tabTo(page, dialog.getByLabel(m('auth.createPassword'), { exact: true }));
  await page.keyboard.type(password);
  const terms = dialog.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const create = dialog.getByRole('button', { name: m('auth.createAccount') });
  await expect(create).toBeEnabled();
  await tabTo(page, create);
  await page.keyboard.press('Enter');

  // The code: typed into the boxes, the focus moving on by itself; the fifth digit sends it and
  // the confirmed phone is signed in.
  dialog = page.getByRole('dialog', { name: m('auth.titles.otp') });
  const firstBox = dialog.getByRole('group').getByRole('textbox').first();
  await tabTo(page, firstBox);
  await page.keyboard.type(await nextCode(request, phone));
  await expect(dialog).toBeHidden();
  const account = page.getByRole('banner').getByRole('link', { name: m('nav.account') });
  await expect(account).toBeVisible();
  // The focus is not lost to the top of the page: Tab goes on from a sensible place.
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/uz/account/profile');
});

test('keyboard only: the filters on /products set, apply and clear (ru)', async ({ page }) => {
  const m = (key: string, values?: Record<string, string | number>) => msg('ru', key, values);
  await open(page, '/ru/products?sort=popular');
  const all = await resultCount(page);
  const sidebar = page.getByRole('complementary', { name: m('filters.title') });

  // A price range, applied with Enter.
  const min = sidebar.getByLabel(`${m('filters.price')} ${m('filters.priceFrom')}`);
  await tabTo(page, min);
  await page.keyboard.type('10000');
  await page.keyboard.press('Enter');
  await page.waitForURL(/min_price=10000/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const priced = await resultCount(page);

  // A checkbox with Space: applied at once.
  const available = sidebar.getByRole('checkbox', { name: m('filters.available') });
  await tabTo(page, available);
  await page.keyboard.press('Space');
  await page.waitForURL(/available=true/);
  expect(page.url()).toMatch(/min_price=10000/);
  await expect(sidebar.getByRole('checkbox', { name: m('filters.available') })).toBeChecked();

  // A radio group with the arrows: "any discount" after "no matter".
  const discount = sidebar.getByRole('group', { name: m('filters.discount') });
  const none = discount.getByRole('radio', { name: m('filters.discountNone') });
  await tabTo(page, none);
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/discount=1/);
  await expect(discount.getByRole('radio', { name: m('filters.discountAny') })).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(priced);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText(msgPattern('ru', 'product.discount', { discount: /\d+/ }));

  // Clearing: the link at the top of the sidebar, reached backwards, brings the whole list back.
  const clear = sidebar.getByRole('link', { name: m('filters.clear') });
  await tabTo(page, clear, { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !/min_price|available|discount/.test(url.search));
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('on a phone, keyboard only: the filter sheet opens, applies and clears @mobile', async ({ page }) => {
  const m = (key: string, values?: Record<string, string | number>) => msg('uz', key, values);
  await open(page, '/uz/products?sort=popular');
  const all = await resultCount(page);
  const openButton = page.getByRole('button', { name: m('filters.open'), exact: true });
  await tabTo(page, openButton);
  await page.keyboard.press('Enter');
  let sheet = page.getByRole('dialog', { name: m('filters.title') });
  await expect(sheet).toBeVisible();
  const available = sheet.getByRole('checkbox', { name: m('filters.available') });
  await tabTo(page, available);
  await page.keyboard.press('Space');
  await expect(available).toBeChecked();
  // Nothing is applied until the button.
  expect(page.url()).not.toMatch(/available/);
  await tabTo(page, sheet.getByRole('button', { name: m('filters.apply') }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/available=true/);
  await expect(sheet).toBeHidden();
  // The list groups a product's offers into one card (ADR 0034): every product of the demo catalog
  // is in stock in some store, so "in stock" keeps them all; none is added.
  await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(all);

  const reopen = page.getByRole('button', { name: m('filters.openWithCount', { count: 1 }) });
  await tabTo(page, reopen);
  await page.keyboard.press('Enter');
  sheet = page.getByRole('dialog', { name: m('filters.title') });
  await tabTo(page, sheet.getByRole('link', { name: m('filters.clear') }), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.search.includes('available'));
  await expect.poll(() => resultCount(page)).toBe(all);
});

interface ApiProduct {
  id: number;
  name: string;
  available: number;
}

async function pickupProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
    data: { available: true, pickup: true },
    headers: { 'Accept-Language': 'ru' },
  });
  return ((await response.json()).result.content as ApiProduct[]).find((p) => p.available >= 3)!;
}

test('keyboard only: basket → checkout → a pickup order (ru)', async ({ page, request }) => {
  const m = (key: string, values?: Record<string, string | number>) => msg('ru', key, values);
  const { phone, password } = await createAccount(request);
  const product = await pickupProduct(request);
  await open(page, '/ru');
  await storeTokens(page, await apiLogin(request, phone, password));

  // Into the basket from the product page, one more with the + button.
  await open(page, `/ru/products/${product.id}`);
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) }).first());
  await page.keyboard.press('Enter');
  // The focus stays on the stepper that took the button's place: Enter again adds one more.
  await expect.poll(() => focusedLabel(page)).toBe(m('product.increase', { name: product.name }));
  await page.keyboard.press('Enter');

  // The header's basket link, then the checkout link.
  const cartLink = page.getByRole('banner').getByRole('link', { name: m('header.cartCount', { count: 2 }), exact: true });
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/ru/cart');
  await page.waitForLoadState('networkidle');
  await tabTo(page, main.getByRole('link', { name: m('cart.checkout') }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/ru/cart/checkout');
  await page.waitForLoadState('networkidle');

  // The recipient, pickup chosen with the arrows, cash, place.
  await tabTo(page, main.getByLabel(m('checkout.fullName')));
  await page.keyboard.type('Malika Yusupova');
  const delivery = main.getByRole('radio', { name: m('checkout.delivery') });
  await tabTo(page, delivery);
  await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('radio', { name: m('checkout.pickup') })).toBeChecked();
  await expect(main.getByTestId('order-totals')).toContainText(m('checkout.free'));
  await tabTo(page, main.getByRole('button', { name: m('checkout.place') }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/ru/cart/order-placed');
  await expect(main.getByRole('status').filter({ hasText: msgPattern('ru', 'orders.placedTitle', { id: /\d+/ }) })).toBeVisible();
  await expect(main.getByText(m('orders.pickupFrom'))).toBeVisible();
});

/** The accessible name a focused control has by its aria-label, or its text. */
function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null);
}

/** The basket's count of a product, from the device's storage. */
function basketCount(page: Page, id: number): Promise<number> {
  return page.evaluate((productId) => {
    const state = JSON.parse(localStorage.getItem('basket') ?? '{}').state as { products?: { id: number; count: number }[] } | undefined;
    return state?.products?.find((p) => p.id === productId)?.count ?? 0;
  }, id);
}

// On a desktop and a 390 px phone (a keyboard paired with it), in both languages.
for (const locale of ['uz', 'ru'] as const) {
  for (const phoneScreen of [false, true]) {
    const where = `${locale}${phoneScreen ? ', 390 px @mobile' : ''}`;

    test(`keyboard only: the basket stepper keeps the focus after "add", and its buttons name the product (${where})`, async ({ page, request }) => {
      const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
      if (phoneScreen) await page.setViewportSize({ width: 390, height: 844 });
      const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
        data: { available: true },
        headers: { 'Accept-Language': locale },
      });
      const product = ((await response.json()).result.content as ApiProduct[]).find((p) => p.available >= 3)!;
      await open(page, `/${locale}/products/${product.id}`);
      const main = page.getByRole('main');

      const add = main.getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) }).first();
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expect.poll(() => basketCount(page, product.id)).toBe(1);
      // "Add" became the stepper: its + has the focus, shown, and is named for the product.
      const more = main.getByRole('button', { name: m('product.increase', { name: product.name }), exact: true }).first();
      await expect(more).toBeFocused();
      await expectFocusVisible(more);
      await page.keyboard.press('Enter');
      await expect.poll(() => basketCount(page, product.id)).toBe(2);
      await expect(more).toBeFocused();

      // − is named for the product too; the last − gives the focus back to "add".
      const less = main.getByRole('button', { name: m('product.decrease', { name: product.name }), exact: true }).first();
      await page.keyboard.press('Shift+Tab');
      await expect(less).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => basketCount(page, product.id)).toBe(1);
      await expect(less).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => basketCount(page, product.id)).toBe(0);
      await expect(add).toBeFocused();
      await expectFocusVisible(add);
    });

    test(`keyboard only: "skip to results" passes the filters to the list, on the product list and a store page (${where})`, async ({ page, request }) => {
      const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
      if (phoneScreen) await page.setViewportSize({ width: 390, height: 844 });
      const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=1', { data: {}, headers: { 'Accept-Language': locale } });
      const storeId = ((await response.json()).result.content as { store: { id: number } }[])[0]!.store.id;

      for (const path of ['/products?sort=cheap', `/stores/${storeId}`]) {
        await open(page, `/${locale}${path}`);
        const main = page.getByRole('main');
        const skip = main.getByRole('link', { name: m('products.skipToResults') });
        await tabTo(page, skip);
        await page.keyboard.press('Enter');
        await expect(main.getByTestId('result-count')).toBeFocused();
        // The next stop is the list's first sort, past every filter.
        await page.keyboard.press('Tab');
        await expect(
          main
            .getByRole('navigation', { name: m('products.sort') })
            .getByRole('link')
            .first(),
        ).toBeFocused();
      }
    });
  }
}
