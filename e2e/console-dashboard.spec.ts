import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { StoreStats } from '../lib/contract/console-stats';
import { tashkentDay } from '../lib/domain/datetime';
import { formatMoney } from '../lib/domain/money';
import { addDays, bucketText, formatDay, formatNumber } from '../lib/domain/stats-period';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg, type Locale } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The console's dashboards (ADR 0035): a seller of store 1 sees an order a shopper just placed
 * counted, its money in the revenue to the so'm, switches the period and reads the chart's table;
 * in Russian, a chosen range, a cancellation in words and the store's threshold; on a 390 px
 * phone the dashboard fits; an operator sees the marketplace and sorts its table of stores.
 * The demo database is shared by every spec: figures are read before and after, never assumed.
 */
type Tokens = { access_token: string; refresh_token: string };

async function productOf(request: APIRequestContext, store: number): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', { data: { available: true, store } });
  const product = (await response.json()).result.content[0];
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product;
}

/** A new shopper's pickup order from a store: what it cost (no delivery, no promo: all of it is goods). */
async function placeOrder(
  request: APIRequestContext,
  locale: Locale,
  quantity = 2,
  store = 1,
): Promise<{ id: number; total: number; auth: Record<string, string> }> {
  const product = await productOf(request, store);
  const { phone, password } = await createAccount(request);
  const { access_token } = await apiLogin(request, phone, password);
  const auth = { Authorization: `Bearer ${access_token}`, 'Accept-Language': locale };
  const placed = await request.post('/api/v1/store/order/', {
    headers: auth,
    data: { type: 'T', full_name: 'Hisobot Xaridori', phone_number: phone, payment_type: 'cash', products: [{ product: product.id, quantity }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).result;
  expect(order.delivery_price).toBe(0);
  return { id: order.id, total: order.total_price, auth };
}

async function storeStats(request: APIRequestContext, tokens: Tokens, from: string, to: string): Promise<StoreStats> {
  const answer = await request.get(`/api/v1/console/stats/store/?store=1&from=${from}&to=${to}`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).result;
}

async function signedIn(browser: Browser, locale: Locale, tokens: Tokens, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, ...(viewport ? { viewport } : {}), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

const figure = (page: Page, name: string) => page.getByTestId(`stat-${name}`).getByTestId('stat-value');
/** The dashboard has its figures and no request on the way. */
const settled = (page: Page) => expect(page.getByTestId('store-dashboard')).toHaveAttribute('aria-busy', 'false');

test('a seller sees a new order counted with its money, switches to 7 days and reads the chart as a table (uz)', async ({ browser, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const money = (v: number) => formatMoney(v, locale, m('common.currency'));
  const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
  const today = tashkentDay(new Date());

  const before = await storeStats(request, seller.tokens, today, today);
  const order = await placeOrder(request, locale, 2);
  const after = await storeStats(request, seller.tokens, today, today);
  // The API counts the order and its goods to the so'm; the page shows the API's figures.
  expect(after.totals.orders).toBe(before.totals.orders + 1);
  expect(after.totals.revenue).toBe(before.totals.revenue + order.total);

  const page = await signedIn(browser, locale, seller.tokens);
  await page.goto(`/${locale}/console`);
  await settled(page);
  await expect(page.getByRole('group', { name: m('consoleStats.period') }).getByRole('button', { name: m('consoleStats.periods.today') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(figure(page, 'orders')).toHaveText(formatNumber(after.totals.orders, locale));
  await expect(figure(page, 'revenue')).toHaveText(money(after.totals.revenue));
  // Each figure says its change in words to a screen reader.
  await expect(page.getByTestId('stat-orders').locator('.sr-only')).not.toBeEmpty();

  // Today is drawn by the hour: the table under the chart has 24 rows, the order's hour counts it.
  const chart = page.getByTestId('stats-chart');
  await expect(chart.getByRole('img', { name: new RegExp(m('consoleStats.chart.titleByHour')) })).toBeVisible();
  await chart.getByText(m('consoleStats.chart.showTable')).click();
  const table = chart.getByRole('table', { name: m('consoleStats.chart.caption', { title: m('consoleStats.chart.titleByHour'), range: formatDay(today) }) });
  await expect(table.locator('tbody tr')).toHaveCount(24);
  // The order was just placed: its hour is the latest with orders.
  const hour = after.series.points.filter((p) => p.orders > 0).at(-1)!;
  await expect(table.getByRole('row', { name: new RegExp(`^${bucketText(hour.at)}`) })).toContainText(money(hour.revenue));

  // Seven days: the figures are the week's, and the table has a row per day with today's counts.
  await page.getByRole('button', { name: m('consoleStats.periods.7d') }).click();
  await expect(page).toHaveURL(/period=7d/);
  const week = await storeStats(request, seller.tokens, addDays(today, -6), today);
  await settled(page);
  await expect(figure(page, 'orders')).toHaveText(formatNumber(week.totals.orders, locale));
  await expect(figure(page, 'revenue')).toHaveText(money(week.totals.revenue));
  // The table stays open across the change of period.
  const weekTable = chart.getByRole('table');
  await expect(chart.locator('details')).toHaveAttribute('open', '');
  await expect(weekTable.locator('tbody tr')).toHaveCount(7);
  const todayRow = week.series.points.find((p) => p.at === today)!;
  await expect(weekTable.getByRole('row', { name: new RegExp(`^${formatDay(today)}`) })).toContainText(formatNumber(todayRow.orders, locale));

  // Top products and the reviews' link are there; nothing on the page fails axe.
  await expect(page.getByTestId('top-revenue').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('ratings').getByRole('link', { name: m('consoleStats.ratings.all') })).toHaveAttribute('href', /\/console\/reviews\?store=1/);
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a chosen range, a cancellation in words and the store threshold (ru)', async ({ browser, request }) => {
  const locale = 'ru';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
  const today = tashkentDay(new Date());
  const yesterday = addDays(today, -1);

  // A shopper orders and cancels: too long to wait.
  const order = await placeOrder(request, locale, 1);
  const cancelled = await request.get(`/api/v1/store/order/canceled/${order.id}/?reason=too_long`, { headers: order.auth });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const page = await signedIn(browser, locale, seller.tokens);
  await page.goto(`/${locale}/console`);
  await settled(page);
  await page.getByRole('button', { name: m('consoleStats.periods.range') }).click();
  await page.getByLabel(m('consoleStats.from')).fill(yesterday);
  await page.getByLabel(m('consoleStats.to')).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${today}`));
  const range = await storeStats(request, seller.tokens, yesterday, today);
  await settled(page);
  await expect(figure(page, 'cancelled')).toHaveText(formatNumber(range.totals.cancelled, locale));
  // Two days: by the day, previous period the two days before.
  await expect(
    page.getByText(
      m('consoleStats.comparedWith', { range: m('consoleStats.rangeText', { from: formatDay(addDays(today, -3)), to: formatDay(addDays(today, -2)) }) }),
    ),
  ).toBeVisible();

  // The reason in the shopper's words, and who cancelled.
  const cancellations = page.getByTestId('cancellations');
  await expect(cancellations.getByRole('list', { name: m('consoleStats.cancellations.byReason') })).toContainText(m('orders.cancelReasons.too_long'));
  await expect(cancellations.getByRole('list', { name: m('consoleStats.cancellations.byActor') })).toContainText(
    m('consoleStats.cancellations.actors.shopper'),
  );

  // A range the wrong way round is refused in words, and the figures stay.
  await page.getByLabel(m('consoleStats.from')).fill(addDays(today, -1));
  await page.getByLabel(m('consoleStats.to')).fill(addDays(today, -5));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m('consoleStats.rangeProblems.reversed'));

  // The threshold: shown, changed here, and the list follows it; put back afterwards.
  const running = page.getByTestId('running-out');
  const field = running.getByLabel(m('consoleStats.threshold.label'));
  const old = Number(await field.inputValue());
  await field.fill(String(old + 7));
  await running.getByRole('button', { name: m('consoleStats.threshold.save') }).click();
  await expect(running.getByText(m('consoleStats.threshold.help', { count: old + 7 }))).toBeVisible();
  const links = running.getByRole('link');
  if ((await links.count()) > 0) await expect(links.first()).toHaveAttribute('href', /\/ru\/console\/products\/\d+$/);
  const put = await request.patch('/api/v1/console/stores/1/', {
    headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
    data: { low_stock_threshold: old },
  });
  expect(put.status(), await put.text()).toBe(200);
});

test('on a 390 px phone the dashboard fits the screen and its table opens (uz) @mobile', async ({ browser, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
  // Something to draw, whatever ran before.
  await placeOrder(request, locale, 1);
  const page = await signedIn(browser, locale, seller.tokens, { width: 390, height: 844 });
  await page.goto(`/${locale}/console?period=30d`);
  await settled(page);
  await expect(figure(page, 'revenue')).toBeVisible();
  await expect(page.getByTestId('stats-chart').getByRole('img')).toBeVisible();
  await page.getByText(m('consoleStats.chart.showTable')).click();
  await expect(page.getByTestId('stats-chart').getByRole('table').locator('tbody tr')).toHaveCount(30);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an operator sees the marketplace, sorts the stores by keyboard and opens one (uz)', async ({ browser, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const operator = await staffSession(request, [{ role: 'operator' }]);
  // Two stores with orders at least: something to sort.
  await placeOrder(request, locale, 1, 1);
  await placeOrder(request, locale, 1, 2);
  const page = await signedIn(browser, locale, operator.tokens);
  await page.goto(`/${locale}/console?period=7d`);
  await expect(page.getByRole('tab', { name: m('consoleStats.tabs.platform') })).toHaveAttribute('aria-selected', 'true');
  const dashboard = page.getByTestId('platform-dashboard');
  await expect(dashboard).toHaveAttribute('aria-busy', 'false');
  const table = dashboard.getByTestId('stores-table').getByRole('table');
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const revenueHeader = table.getByRole('columnheader', { name: m('consoleStats.figures.revenue') });
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'descending');
  const names = () => table.locator('tbody th').allInnerTexts();
  // By name, with the keyboard: A first, then Z first.
  const storeHeader = table.getByRole('columnheader', { name: m('consoleStats.platform.store') });
  await storeHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(storeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(revenueHeader).not.toHaveAttribute('aria-sort', /.*/);
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort(new Intl.Collator('uz').compare));
  await page.keyboard.press('Space');
  await expect(storeHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await names()).toEqual([...ascending].reverse());

  // Orders, most first.
  await table
    .getByRole('columnheader', { name: m('consoleStats.figures.orders') })
    .getByRole('button')
    .click();
  const orders = (await table.locator('tbody tr td:nth-of-type(1)').allInnerTexts()).map((s) => Number(s.replace(/\D/g, '')));
  expect(orders).toEqual([...orders].sort((a, b) => b - a));

  // A store's name opens its own dashboard in the other tab.
  const first = (await names())[0]!;
  await table.locator('tbody th').first().getByRole('button').click();
  await expect(page.getByRole('tab', { name: m('consoleStats.tabs.store') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('store-dashboard')).toContainText(first);
});
