import { expect, test, type Page } from '@playwright/test';
import { pageContentSecurityPolicy, REFERRER_POLICY } from '../lib/http/security-headers';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';

/**
 * Security headers on every page, file and API answer, and pages that satisfy their own
 * Content-Security-Policy: a page that loads with the policy on must report no violation.
 */
const PAGES = [
  '',
  '/catalog',
  '/products',
  '/products?category_id=4',
  '/products/586',
  '/stores',
  '/stores/1',
  '/about',
  '/offer',
  '/favourites',
  '/cart',
  '/no-such-page',
];
const ACCOUNT_PAGES = ['/account', '/account/profile', '/account/orders', '/account/addresses', '/account/support', '/cart/checkout'];

function expectPageHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toBe(pageContentSecurityPolicy());
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe(REFERRER_POLICY);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
}

/** Collects the policy's violations as the page reports them. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to: CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test.describe('security headers', () => {
  // Each test walks many pages.
  test.describe.configure({ timeout: 240_000 });
  for (const locale of ['uz', 'ru'] as const) {
    test(`every page in ${locale} carries the headers and breaks none of its policy`, async ({ page }) => {
      const violations = await watchViolations(page);
      for (const path of PAGES) {
        const res = await page.goto(`/${locale}${path}`);
        expect(res, path).not.toBeNull();
        expectPageHeaders(res!.headers());
        await page.waitForLoadState('networkidle');
        const html = await page.content();
        expect(html).not.toMatch(/node_modules|\n\s+at \S+ \(|e2e-only-jwt-secret/);
      }
      expect(violations).toEqual([]);
    });
  }

  test('account pages carry the headers and satisfy the policy for a logged-in shopper', async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    await page.goto('/uz');
    await storeTokens(page, await apiLogin(request, phone, password));
    const violations = await watchViolations(page);
    for (const path of ACCOUNT_PAGES) {
      const res = await page.goto(`/uz${path}`);
      expectPageHeaders(res!.headers());
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('files and API answers carry their own headers', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg']) {
      const res = await request.get(path);
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
    for (const [method, path] of [
      ['GET', '/api/v1/health/'],
      ['GET', '/api/v1/store/products/586/'],
      ['GET', '/api/v1/no/such/route'],
      ['POST', '/api/v1/auth/login/'],
      ['GET', '/api/v1/auth/me/'],
    ] as const) {
      const res = await request.fetch(path, { method, data: method === 'POST' ? '{' : undefined, headers: { 'Content-Type': 'application/json' } });
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe(REFERRER_POLICY);
      expect(await res.text()).not.toMatch(/node_modules|\n\s+at |e2e-only-jwt-secret/);
    }
  });
});
