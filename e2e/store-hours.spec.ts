import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { termsOf } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * When a store cannot take orders (ADR 0030): a product its store stopped for today is refused at
 * checkout and shown as not available today; a store paused from the order board is refused at
 * checkout with when it opens, and takes orders again once resumed; a weekly schedule saved in
 * the store profile makes the store page say when it opens.
 */

/**
 * A product in stock of a store that delivers one unit (no minimum) as soon as it can (no windows:
 * a window picked within the store's hours may be ordered while it is closed), its name as the
 * locale shows it.
 */
async function productOf(request: APIRequestContext, store: number, locale: string): Promise<{ id: number; name: string }> {
  const terms = (await termsOf(request, [store])).get(store);
  expect(terms?.min_order ?? 0, `store ${store} delivers a single unit`).toBe(0);
  expect(terms?.slots ?? [], `store ${store} delivers as soon as it can`).toEqual([]);
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', {
    data: { available: true, store },
    headers: { 'Accept-Language': locale },
  });
  const product = (await response.json()).result.content[0];
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product;
}

async function signedIn(browser: Browser, tokens: { access_token: string; refresh_token: string }, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

/** Puts one of the product in the basket and fills the checkout up to "place the order". */
async function readyToPlace(page: Page, locale: 'uz' | 'ru', product: { id: number; name: string }) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  await page.goto(`/${locale}/products/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })
    .first()
    .click();
  await page.goto(`/${locale}/cart/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel(m('checkout.fullName')).fill('Aziz Rahimov');
  await main.getByRole('button', { name: m('addresses.add') }).click();
  const form = main.getByRole('form', { name: m('addresses.addTitle') });
  await form.getByLabel(m('addresses.name')).fill('Uy');
  await form.getByLabel(m('addresses.address'), { exact: true }).fill('Toshkent, Amir Temur 1');
  await form.getByRole('button', { name: m('addresses.save') }).click();
  await expect(main.getByRole('radio', { name: /Uy/ })).toBeChecked();
  return main;
}

/** "HH:MM" of an ISO time in Tashkent (UTC+5, no daylight saving). */
const tashkentTime = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().slice(11, 16);

for (const [locale, stores] of [
  ['uz', { stop: 11, pause: 19 }],
  ['ru', { stop: 17, pause: 14 }],
] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a product stopped for today is refused at checkout and shown as not available today (${locale})`, async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const product = await productOf(request, stores.stop, locale);
    const shopper = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, shopper.phone, shopper.password));
    const main = await readyToPlace(page, locale, product);

    // Meanwhile the store stops it for today from the product's page in the console.
    const seller = await signedIn(browser, (await staffSession(request, [{ role: 'seller', store_id: stores.stop }])).tokens, locale);
    await seller.goto(`/${locale}/console/products/${product.id}`);
    const control = seller.getByTestId('stop-control');
    await control.getByRole('button', { name: m('storeHours.stopToday') }).click();
    await expect(seller.getByTestId('stop-control')).toContainText(m('storeHours.stoppedToday'));

    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(main.getByText(m('checkout.shortTitle'))).toBeVisible();
    await expect(main.getByText(m('checkout.shortItem', { name: product.name, available: 0 }))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));

    // The shop says so where the add button was; the stock is untouched.
    await page.goto(`/${locale}/products/${product.id}`);
    await expect(page.getByRole('main').getByTestId('stock')).toHaveText(m('storeHours.notAvailableToday'));
    await expect(page.getByRole('main').getByTestId('not-available').first()).toHaveText(m('storeHours.notAvailableToday'));

    // Back on sale from the console: orderable again.
    await seller
      .getByTestId('stop-control')
      .getByRole('button', { name: m('storeHours.resume') })
      .click();
    await expect(seller.getByTestId('stop-control').getByRole('button', { name: m('storeHours.stopToday') })).toBeVisible();
    // On sale again (still in the basket: the count buttons where "not available today" was).
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('main').getByTestId('stock').textContent();
      })
      .not.toBe(m('storeHours.notAvailableToday'));
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: msgPattern(locale, 'product.increase', { name: /.+/ }) })
        .first(),
    ).toBeVisible();
    await seller.context().close();
  });

  test(`a store paused from the board is refused at checkout with when it opens, then resumed (${locale})`, async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const product = await productOf(request, stores.pause, locale);
    const shopper = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, shopper.phone, shopper.password));
    const main = await readyToPlace(page, locale, product);

    const staff = await staffSession(request, [{ role: 'seller', store_id: stores.pause }]);
    const board = await signedIn(browser, staff.tokens, locale);
    await board.goto(`/${locale}/console/orders`);
    const bar = board.getByTestId('store-pause');
    await expect(bar).toContainText(m('storeHours.pauseOpen'));
    await bar.getByRole('button', { name: m('storeHours.pauseFor', { minutes: 30 }) }).click();
    await expect(bar).toContainText(msgPattern(locale, 'storeHours.pausedUntil', { time: /\d\d:\d\d/ }));
    const state = await (
      await request.get(`/api/v1/console/stores/${stores.pause}/pause/`, { headers: { Authorization: `Bearer ${staff.tokens.access_token}` } })
    ).json();
    const opens = tashkentTime(state.result.paused_until);
    await expect(bar).toContainText(m('storeHours.pausedUntil', { time: opens }));

    await main.getByRole('button', { name: m('checkout.place') }).click();
    // "«Store» is closed now, opens today at 14:30" (or tomorrow, past midnight), in the shopper's language.
    await expect(main.getByText(msgPattern(locale, 'api.storeHours.closedOrder', { detail: /.*/ })).first()).toContainText(opens);
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));

    // The product page's store block says the store is closed and when it opens.
    const productPage = await board.context().newPage();
    await productPage.goto(`/${locale}/products/${product.id}`);
    await expect(productPage.getByRole('main').getByTestId('store-closed')).toContainText(opens);
    await productPage.close();

    await bar.getByRole('button', { name: m('storeHours.resumeStore') }).click();
    await expect(bar).toContainText(m('storeHours.pauseOpen'));
    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
    await board.context().close();
  });
}

test('the schedule editor saves the week, and the store page says when the store opens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const locale = 'ru';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const storeId = 15;
  const staff = await staffSession(request, [{ role: 'seller', store_id: storeId }]);
  await page.goto(`/${locale}`);
  await storeTokens(page, staff.tokens);
  await page.goto(`/${locale}/console/store`);
  const editor = page.getByTestId('schedule-editor');
  await editor.getByLabel(m('storeHours.useSchedule')).check();

  // Every day 08:00–22:00, today closed: the store opens tomorrow at 08:00.
  const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(Date.now() + 5 * 3_600_000).getUTCDay()]!;
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) {
    const row = editor.getByRole('group', { name: m(`storeHours.${day}`) });
    await row.getByLabel(m('storeHours.opensAt')).fill('08:00');
    await row.getByLabel(m('storeHours.closesAt')).fill('22:00');
    if (day === weekday) await row.getByLabel(m('storeHours.dayClosed')).check();
  }
  // A close before the open is refused on its field (on a day that is open).
  const other = editor.getByRole('group', { name: m(`storeHours.${weekday === 'mon' ? 'tue' : 'mon'}`) });
  await other.getByLabel(m('storeHours.closesAt')).fill('07:00');
  await editor.getByRole('button', { name: m('storeHours.saveSchedule') }).click();
  await expect(other.getByText(m('storeHours.closeAfterOpen'))).toBeVisible();
  await other.getByLabel(m('storeHours.closesAt')).fill('22:00');
  await editor.getByRole('button', { name: m('storeHours.saveSchedule') }).click();
  await expect(page.getByText(m('storeHours.saved'))).toBeVisible();

  await page.goto(`/${locale}/stores/${storeId}`);
  await expect(page.getByTestId('store-closed')).toContainText(m('storeHours.closedOpensTomorrow', { time: '08:00' }));
  await expect(page.getByRole('main')).toContainText(msg(locale, 'api.storeHours.closedToday'));

  // Back to no schedule, for the other journeys.
  const cleared = await request.patch(`/api/v1/console/stores/${storeId}/`, {
    headers: { Authorization: `Bearer ${staff.tokens.access_token}` },
    data: { schedule: null },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
});

test('the pause bar on a phone: pause, then resume @mobile', async ({ page, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const staff = await staffSession(request, [{ role: 'seller', store_id: 16 }]);
  await page.goto(`/${locale}`);
  await storeTokens(page, staff.tokens);
  await page.goto(`/${locale}/console/orders`);
  const bar = page.getByTestId('store-pause');
  await expect(bar).toContainText(m('storeHours.pauseOpen'));
  await bar.getByRole('button', { name: m('storeHours.pauseTomorrow') }).click();
  await expect(bar).toContainText(msgPattern(locale, 'storeHours.pausedUntil', { time: /\d\d:\d\d/ }));
  const resume = bar.getByRole('button', { name: m('storeHours.resumeStore') });
  expect((await resume.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await resume.click();
  await expect(bar).toContainText(m('storeHours.pauseOpen'));
});
