import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { STRANGER_PORT } from './helpers/partner';

/**
 * Sessions that survive real clients (ADR 0005), on a server of its own whose access tokens live
 * ACCESS_TOKEN_TTL_SECONDS=6 s, so that a journey can outlive one: our pages with several requests
 * in flight when it expires, and the contract's original client, which refreshes twice with one
 * refresh token.
 */
const PORT = STRANGER_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const TTL_SECONDS = 6;
const DATA_DIR = '.data-e2e-session';

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, [path.join('scripts', 'start.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR,
      SEED_DEMO: '1',
      DEV_SMS_OUTBOX: '1',
      // A test server that reads codes from the outbox, on purpose (server/env.ts).
      ALLOW_DEV_SWITCHES: '1',
      ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
      JWT_SECRET: 'e2e-session-jwt-secret-0123456789abcdef',
      NEXT_PUBLIC_SITE_URL: BASE,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 300))) {
    if (server.exitCode !== null) throw new Error('the short-lived-token server exited');
    if (
      await fetch(`${BASE}/api/v1/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 150_000) throw new Error('the short-lived-token server did not answer');
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await gone;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const waitPastExpiry = () => new Promise((r) => setTimeout(r, (TTL_SECONDS + 1) * 1000));

/**
 * The shopper's favourites as the server holds them, read through a session of its own: signed in
 * once and refreshed when its short-lived token dies (signing in at each poll would meet the
 * sign-in limit).
 */
function favouritesReader(request: APIRequestContext, phone: string, password: string) {
  let tokens: { access_token: string; refresh_token: string } | undefined;
  const read = (token: string) => request.get('/api/v1/store/products/feature-list/', { headers: { Authorization: `Bearer ${token}` } });
  return async (): Promise<number[]> => {
    tokens ??= await apiLogin(request, phone, password);
    let answer = await read(tokens.access_token);
    if (answer.status() === 401) {
      const refreshed = await request.post('/api/v1/auth/refresh/', { data: { refresh: tokens.refresh_token } });
      expect(refreshed.status()).toBe(200);
      tokens = (await refreshed.json()).result as { access_token: string; refresh_token: string };
      answer = await read(tokens.access_token);
    }
    return ((await answer.json()).result as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  };
}

test('our page keeps the shopper logged in across an access-token expiry with several requests in flight', async ({ page, request }) => {
  const { phone, password } = await createAccount(request);
  const favouriteIds = favouritesReader(request, phone, password);
  await page.goto('/uz');
  await storeTokens(page, await apiLogin(request, phone, password));
  await page.goto('/uz/products?sort=popular');
  const hearts = page.getByRole('main').getByRole('button', { name: msg('uz', 'product.addToFavourites') });
  await expect(hearts.nth(3)).toBeVisible();
  // The first call after the load refreshes (no access token in memory after a load): done first.
  await hearts.nth(0).click();
  await expect.poll(async () => (await favouriteIds()).length).toBe(1);

  await waitPastExpiry();
  const seen: { path: string; status: number }[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/v1/')) seen.push({ path: pathname, status: r.status() });
  });
  // The refresh answers slowly, so that every heart's request is on its way with the dead token.
  await page.route('**/api/v1/auth/refresh/', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const ids = await page.evaluate(
    (label) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(`main button[aria-label="${label}"]`)].slice(0, 3);
      buttons.forEach((b) => b.click());
      return buttons.length;
    },
    msg('uz', 'product.addToFavourites'),
  );
  expect(ids).toBe(3);

  await expect.poll(async () => (await favouriteIds()).length).toBe(4);
  const favouriteCalls = seen.filter((s) => s.path.endsWith('/store/products/feature/'));
  expect(favouriteCalls.filter((s) => s.status === 401).length).toBe(3);
  expect(favouriteCalls.filter((s) => s.status === 200).length).toBe(3);
  expect(seen.filter((s) => s.path.endsWith('/auth/refresh/'))).toEqual([{ path: '/api/v1/auth/refresh/', status: 200 }]);
  // Still logged in, on the same page.
  expect(new URL(page.url()).pathname).toBe('/uz/products');
  await page.goto('/uz/account/profile');
  await expect(page.getByRole('main').getByRole('textbox', { name: msg('uz', 'auth.phone') })).toHaveValue(new RegExp(`${phone.slice(11)}$`));
});

test("the original web client's two refreshes with one token both succeed, and its session lives on", async ({ request }) => {
  const { phone, password } = await createAccount(request);
  const first = await apiLogin(request, phone, password);
  await waitPastExpiry();
  const me = (token: string) => request.get('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${token}` } });
  // Two requests of one page, both refused with the expired token...
  expect((await Promise.all([me(first.access_token), me(first.access_token)])).map((r) => r.status())).toEqual([401, 401]);
  // ...and two refreshes with the same refresh token, as that client sends them.
  const refresh = () => request.post('/api/v1/auth/refresh/', { data: { refresh: first.refresh_token } });
  const [a, b] = await Promise.all([refresh(), refresh()]);
  expect([a.status(), b.status()]).toEqual([200, 200]);
  const pair = (await a.json()).result;
  expect((await b.json()).result).toEqual(pair);
  expect((await me(pair.access_token)).status()).toBe(200);
  // Its session lives: the next expiry is refreshed as usual.
  await waitPastExpiry();
  const next = await request.post('/api/v1/auth/refresh/', { data: { refresh: pair.refresh_token } });
  expect(next.status()).toBe(200);
  expect((await me((await next.json()).result.access_token)).status()).toBe(200);
});
