import { SignJWT } from 'jose';
import { app } from '@/server/app';
import { createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { installMemoryStorage } from '@/test/memory-storage';
import { browserApi } from './browser';
import { unwrap } from './http';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY, setTokens } from './tokens';

/**
 * The browser client's session rules (spec section 4, "Session") against the real API, in
 * process: the page's window is a stand-in with local storage and location, and fetch hands
 * each request to the Hono app.
 */
const calls: string[] = [];
let alwaysUnauthorized = false;
const assign = jest.fn();

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

/** After the database is open: PGlite takes a global `window` for a browser. */
function installPage() {
  installMemoryStorage();
  const window = Object.assign(new EventTarget(), { localStorage: globalThis.localStorage, location: { href: 'http://localhost/uz/account', assign } });
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(path);
    if (alwaysUnauthorized && path.endsWith('/auth/me/')) {
      return Response.json({ ok: false, error: { code: 'unauthorized', message: 'x' } }, { status: 401 });
    }
    return app.fetch(request);
  };
}

async function expiredAccessToken(userId = 1) {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('savat')
    .setIssuedAt(1_700_000_000)
    .setExpirationTime(1_700_000_900)
    .sign(new TextEncoder().encode(process.env.JWT_SECRET));
}

const count = (suffix: string) => calls.filter((c) => c.endsWith(suffix)).length;

describe.each(testTargets().slice(0, 1))('the browser client on %s', (target) => {
  const db = useSeededDb(target, { seed: false });
  beforeAll(installPage);

  beforeEach(() => {
    calls.length = 0;
    alwaysUnauthorized = false;
    assign.mockClear();
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  });

  it('refreshes once for many concurrent 401s, stores the new tokens and repeats each request', async () => {
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    const expired = await expiredAccessToken();
    setTokens({ access_token: expired, refresh_token: tokens.refresh_token });

    const answers = await Promise.all(Array.from({ length: 5 }, () => browserApi().get('auth/me/').then((r) => unwrap<{ phone_number: string }>(r))));
    expect(answers.map((a) => a.phone_number)).toEqual(Array(5).fill(phone));
    expect(count('/auth/refresh/')).toBe(1);
    expect(count('/auth/me/')).toBe(10);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).not.toBe(tokens.refresh_token);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBe(expired);
    expect(assign).not.toHaveBeenCalled();
  });

  it('repeats a request sent with a token replaced meanwhile without a second refresh', async () => {
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    setTokens({ access_token: await expiredAccessToken(), refresh_token: tokens.refresh_token });
    const stale = browserApi(); // carries the expired token
    await unwrap(await browserApi().get('auth/me/')); // refreshes
    expect(count('/auth/refresh/')).toBe(1);
    expect((await stale.get('auth/me/')).status).toBe(200);
    expect(count('/auth/refresh/')).toBe(1);
  });

  it('never retries a retried request: a second 401 goes to the caller', async () => {
    const { phone, password } = await createAccount(db());
    setTokens(await loginAs(phone, password));
    alwaysUnauthorized = true;
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/me/')).toBe(2);
    expect(count('/auth/refresh/')).toBe(1);
    // The refresh itself worked, so the session stays.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("clears the tokens and the user and goes to the home page in the page's language when the refresh is refused", async () => {
    // A Russian page (this file runs in node: the page is its <html lang> alone).
    Object.assign(globalThis, { document: { documentElement: { lang: 'ru' } } });
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    // Spend the refresh token elsewhere first, so this one is a reuse.
    await app.request('/api/v1/auth/refresh/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh: tokens.refresh_token }) });
    setTokens({ access_token: await expiredAccessToken(), refresh_token: tokens.refresh_token });
    localStorage.setItem(USER_KEY, '{"phone_number":"x"}');
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/refresh/')).toBe(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/ru');
    delete (globalThis as { document?: unknown }).document;
  });

  it('does not refresh for a visitor (no refresh token): the 401 goes to the caller', async () => {
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/refresh/')).toBe(0);
  });
});
