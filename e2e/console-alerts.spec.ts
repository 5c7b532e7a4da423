import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg, type Locale } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * Alerts that cannot be missed (ADR 0028): a new order reaches a board whose tab is in the
 * background within 2 s (the live channel), is marked new and counted in the title, chimed and
 * notified; opening it clears the mark; sound is on unless muted, remembered on the device; with
 * the channel down the board still polls in a background tab; the filters live in the address.
 */
async function productOf(request: APIRequestContext, store: number): Promise<{ id: number }> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', { data: { available: true, store } });
  const product = (await response.json()).result.content[0];
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product;
}

async function signedIn(browser: Browser, locale: Locale, tokens: { access_token: string; refresh_token: string }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

/** A shopper's pickup order of one unit from store 1, placed through the API; answers its id once the API has answered. */
async function placeOrder(request: APIRequestContext, locale: Locale): Promise<number> {
  const product = await productOf(request, 1);
  const { phone, password } = await createAccount(request);
  const { access_token } = await apiLogin(request, phone, password);
  const placed = await request.post('/api/v1/store/order/', {
    headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': locale },
    data: { type: 'T', full_name: 'Aziz Karimov', phone_number: phone, payment_type: 'cash', products: [{ product: product.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).result.id;
}

/** The tab goes to the background, as when the manager works in another tab. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The title's counter: "(3) …" → 3; none → 0. */
const counted = async (page: Page) => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

/** Records the chime's tones and the notifications, which are granted. */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { tones: number; notified: { title: string; body?: string }[] };
    w.tones = 0;
    w.notified = [];
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.tones += 1;
      return make.call(this);
    };
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        w.notified.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: RecordedNotification });
  });
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a new order reaches a board in a background tab within 2 s, chimed, notified and counted; opening it clears the mark (${locale})`, async ({
    browser,
    request,
  }) => {
    const board = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
    await recordAlerts(board);
    await board.goto(`/${locale}/console/orders`);
    await expect(board.getByTestId('desk-live')).toHaveAttribute('data-live', 'true');
    // A desktop's table.
    await expect(board.getByRole('table').or(board.getByText(m('console.noOrders')))).toBeVisible();
    // Sound is on without being asked; it plays once the manager has clicked anything on the page.
    const sound = board.getByRole('button', { name: m('console.newOrderSound') });
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(board.getByText(m('deskAlerts.soundAfterClick'))).toBeVisible();
    await board.getByRole('heading', { level: 1 }).click();
    await expect(board.getByText(m('deskAlerts.soundAfterClick'))).toBeHidden();
    const before = await counted(board);
    await hide(board);

    const orderId = await placeOrder(request, locale);
    const answered = Date.now();
    const row = board.getByTestId('console-order').filter({ hasText: m('console.orderNumber', { id: orderId }) });
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(board).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `), { timeout: Math.max(1, 2_000 - (Date.now() - answered)) });
    expect(Date.now() - answered).toBeLessThan(2_000);
    await expect(row.getByText(m('console.new'), { exact: true })).toBeVisible();
    await expect.poll(() => board.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThanOrEqual(2);
    const notified = await board.evaluate(() => (window as unknown as { notified: { title: string }[] }).notified);
    expect(notified.map((n) => n.title)).toEqual([m('deskAlerts.notificationTitle', { id: orderId })]);

    // Opened by the store: no longer new, and counted no more.
    await row.getByRole('link', { name: m('console.orderNumber', { id: orderId }) }).click();
    await expect(board).toHaveURL(new RegExp(`/console/orders/${orderId}$`));
    await board.goBack();
    await expect(row).toBeVisible();
    await expect(row.getByText(m('console.new'), { exact: true })).toHaveCount(0);
    await expect.poll(() => counted(board)).toBe(before);
  });
}

test('sound muted on this device stays muted after a reload, and turned on again stays on (ru)', async ({ browser, request }) => {
  const m = (key: string) => msg('ru', key);
  const board = await signedIn(browser, 'ru', (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
  await board.goto('/ru/console/orders');
  const sound = board.getByRole('button', { name: m('console.newOrderSound') });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await board.reload();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  expect(JSON.parse((await board.evaluate(() => localStorage.getItem('savat-console-sound')))!).state).toEqual({ on: false });
  await sound.click();
  await board.reload();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
});

test('with the live channel down, a board in a background tab still polls and finds the new order (uz)', async ({ browser, request }) => {
  const m = (key: string, values?: Record<string, string | number>) => msg('uz', key, values);
  const board = await signedIn(browser, 'uz', (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
  await board.route('**/api/v1/console/orders/events/**', (route) => route.abort());
  await board.goto('/uz/console/orders');
  await expect(board.getByTestId('desk-live')).toHaveAttribute('data-live', 'false');
  await expect(board.getByText(m('deskAlerts.polling'))).toBeVisible();
  await expect(board.getByRole('table').or(board.getByText(m('console.noOrders')))).toBeVisible();
  await hide(board);
  const orderId = await placeOrder(request, 'uz');
  await expect(board.getByTestId('console-order').filter({ hasText: m('console.orderNumber', { id: orderId }) })).toBeVisible({ timeout: 15_000 });
});

test('on a phone: cards, a search by order number and a status filter kept in the address (uz) @mobile', async ({ browser, request }) => {
  const m = (key: string, values?: Record<string, string | number>) => msg('uz', key, values);
  const orderId = await placeOrder(request, 'uz');
  const board = await signedIn(browser, 'uz', (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
  await board.goto('/uz/console/orders');
  const cards = board.getByRole('list', { name: m('console.ordersList') }).getByTestId('console-order');
  await expect(cards.first()).toBeVisible();
  await expect(board.getByRole('table')).toHaveCount(0);

  await board.getByLabel(m('deskAlerts.search')).fill(String(orderId));
  await board.getByRole('button', { name: m('console.find') }).click();
  await expect(board).toHaveURL(new RegExp(`\\?q=${orderId}$`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(m('console.orderNumber', { id: orderId }));
  await board.reload();
  await expect(board.getByLabel(m('deskAlerts.search'))).toHaveValue(String(orderId));
  await expect(cards).toHaveCount(1);

  // A status it is not in: nothing, and a way back.
  await board
    .getByRole('group', { name: m('console.filterByStatus') })
    .getByRole('button', { name: m('console.status.6') })
    .click();
  await expect(board).toHaveURL(/status=6/);
  await expect(board.getByText(m('deskAlerts.noMatch'))).toBeVisible();
  await board.getByRole('button', { name: m('deskAlerts.clearFilters') }).click();
  await expect(board).toHaveURL(/\/uz\/console\/orders$/);
  await expect(board.getByLabel(m('deskAlerts.search'))).toHaveValue('');
});
