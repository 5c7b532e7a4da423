import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { VITALS_SAMPLE_KEY } from '../lib/domain/vitals-sample';
import { storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * Shoppers' real speed: a shopper's page views send their Core Web Vitals when they are left, and
 * an operator reads the 75th percentiles in the console, in both languages. The build is the
 * production one (one page view in ten); this browser measures every page view, by its own
 * setting in local storage.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isBeacon = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/vitals/';

/**
 * The page as the browser makes it when the shopper switches tab or app: hidden. Headless Chromium
 * has no other tab to switch to, so the state and its event are simulated; leaving the page (the
 * other way a beacon goes) is real below, but a request sent while a page unloads never reaches
 * Playwright's events, so that one is checked by its count on the server.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** Opens a page, lets its beacon load after `load`, presses a key (an interaction for INP), hides it: answers the beacon and its status. */
async function view(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Shift');
  const sent = page.waitForRequest(isBeacon);
  await hide(page);
  const request = await sent;
  const response = await request.response();
  return { body: JSON.parse(request.postData() ?? '{}') as { page_type: string; metrics: { name: string; value: number }[] }, status: response?.status() };
}

type Figures = { pages: { page_type: string; metrics: { metric: string; count: number; p75: number | null }[] }[] };
async function countOf(request: APIRequestContext, token: string, pageType: string, metric: string): Promise<number> {
  const res = await request.get('/api/v1/console/vitals/?days=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { pages } = (await res.json()).result as Figures;
  return pages.find((p) => p.page_type === pageType)!.metrics.find((m) => m.metric === metric)!.count;
}

test("a shopper's page views reach the operator's console as p75 per page type (uz, ru)", async ({ page, browser, request }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), VITALS_SAMPLE_KEY);
  const { tokens } = await staffSession(request, [{ role: 'operator' }]);

  for (const [path, type] of [
    ['/uz', 'home'],
    ['/ru/catalog', 'list'],
    ['/uz/products?q=olma', 'search'],
  ] as const) {
    const { body, status } = await view(page, path);
    expect(status).toBe(200);
    expect(body.page_type).toBe(type);
    expect(body.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'CLS', 'TTFB']));
    // Nothing but a page type and figures: no address, no visitor.
    expect(Object.keys(body).sort()).toEqual(['metrics', 'page_type']);
  }

  // Leaving a page sends its beacon too (other journeys of this run may add page views: counted from here).
  const before = await countOf(request, tokens.access_token, 'product', 'TTFB');
  await page.goto('/uz/products/1');
  await page.waitForLoadState('networkidle');
  await page.goto('/uz/about');
  // Written within a second of arriving.
  await expect.poll(() => countOf(request, tokens.access_token, 'product', 'TTFB')).toBe(before + 1);

  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const desk = await context.newPage();
  const deskBeacons: Request[] = [];
  desk.on('request', (r) => void (isBeacon(r) && deskBeacons.push(r)));
  await desk.addInitScript((key) => localStorage.setItem(key, '1'), VITALS_SAMPLE_KEY);
  await desk.goto('/uz');
  await storeTokens(desk, tokens);
  for (const locale of ['uz', 'ru'] as const) {
    const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
    await desk.goto(`/${locale}/console`);
    await desk
      .getByRole('navigation', { name: m('console.menu') })
      .getByRole('link', { name: m('console.sections.vitals') })
      .click();
    await expect(desk).toHaveURL(new RegExp(`/${locale}/console/vitals$`));
    await expect(desk.getByRole('heading', { name: m('console.sections.vitals') })).toBeVisible();
    // Today's figures: the page views above were made today.
    await desk
      .getByRole('group', { name: m('console.vitals.period') })
      .getByRole('button', { name: m('console.vitals.today') })
      .click();
    const table = desk.getByRole('table', { name: new RegExp(`^${escape(m('console.vitals.table'))}`) });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([m('console.vitals.pageType'), 'LCP', 'INP', 'CLS', 'TTFB']);
    await expect(table.getByRole('rowheader')).toHaveText(
      ['all', 'home', 'list', 'search', 'product', 'store', 'basket', 'checkout', 'account', 'other'].map((type) => m(`console.vitals.pageTypes.${type}`)),
    );
    for (const type of ['home', 'list', 'search', 'product']) {
      const row = table.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: m(`console.vitals.pageTypes.${type}`), exact: true }) });
      // TTFB, the last column: a figure in seconds, rated, with the page views counted.
      const ttfb = row.getByRole('cell').nth(3);
      await expect(ttfb).toHaveAttribute('data-rating', /^(good|needs_improvement|poor)$/);
      await expect(ttfb).toContainText(new RegExp(escape(m('console.vitals.seconds', { value: '0,00' })).replace('0,00', '\\d+[.,]\\d{2}')));
      const rating = (await ttfb.getAttribute('data-rating'))!;
      await expect(ttfb).toContainText(m(`console.vitals.rating.${rating}`));
    }
    // A page type nobody opened today (none of the other journeys either): no figure.
    for (const type of ['store', 'basket', 'checkout', 'account', 'other']) {
      if ((await countOf(request, tokens.access_token, type, 'LCP')) > 0) continue;
      const row = table.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: m(`console.vitals.pageTypes.${type}`), exact: true }) });
      await expect(row.getByRole('cell').first()).toContainText(m('console.vitals.noData'));
    }
    // The table with its colours passes the accessibility checks of e2e/a11y.spec.ts (WCAG 2.2 AA).
    await desk.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page: desk })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .include('main')
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  // The console is staff's, not shoppers': its page views send nothing, measured or not.
  // A beacon is sent while the page hides; a request sent after the hiding arrives after it would.
  await hide(desk);
  const after = desk.waitForRequest((r) => r.url().includes('/api/v1/health/?after-hide'));
  await desk.evaluate(() => void fetch('/api/v1/health/?after-hide', { keepalive: true }));
  await after;
  expect(deskBeacons).toEqual([]);
  await context.close();
});
