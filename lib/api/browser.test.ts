import { SignJWT } from 'jose';
import { app } from '@/server/app';
import { createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { installMemoryStorage } from '@/test/memory-storage';
import { login } from './auth';
import { browserApi } from './browser';
import { unwrap } from './http';
import { LEGACY_ACCESS_KEY, LEGACY_REFRESH_KEY, SESSION_KEY, USER_KEY, clearSession, getAccessToken, setSession } from './tokens';
import { logout } from './auth';

/**
 * The browser client's session rules (ADR 0005: the access token in
 * memory, the refresh token in an HttpOnly cookie) against the real API, in process: the page's
 * window is a stand-in with local storage and location, and fetch hands each request to the Hono
 * app through a cookie jar that plays the browser's (path-scoped cookies, Max-Age=0 deletes).
 */
const calls: string[] = [];
let alwaysUnauthorized = false;
/** The next refresh reaches the server, but its answer never reaches the page (the page was left). */
let loseRefreshAnswer = false;
const assign = jest.fn();
const jar = new Map<string, { value: string; path: string }>();

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

function keepCookies(response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict']));
    if (attr('max-age') === '0' || !value) jar.delete(name);
    else jar.set(name, { value, path: attr('path') ?? '/' });
  }
}

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
    const cookies = [...jar].filter(([, c]) => path === c.path || path.startsWith(`${c.path}/`)).map(([name, c]) => `${name}=${c.value}`);
    if (cookies.length) request.headers.set('Cookie', cookies.join('; '));
    const response = await app.fetch(request);
    if (loseRefreshAnswer && path.endsWith('/auth/refresh/')) {
      loseRefreshAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    keepCookies(response);
    return response;
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

/** Signs in as our pages do: the access token into memory, the refresh token into the jar. */
async function signIn(phone: string, password: string) {
  const answer = await login(browserApi(), { phone_number: phone, password });
  expect(answer.refresh_token).toBeUndefined();
  setSession(answer, { signedIn: true });
  calls.length = 0;
  return answer;
}

/** A reload: the page's memory is gone; storage and cookies stay. */
function reload() {
  const session = localStorage.getItem(SESSION_KEY);
  clearSession();
  if (session) localStorage.setItem(SESSION_KEY, session);
}

describe.each(testTargets().slice(0, 1))('the browser client on %s', (target) => {
  const db = useSeededDb(target, { seed: false });
  beforeAll(installPage);

  beforeEach(() => {
    calls.length = 0;
    alwaysUnauthorized = false;
    loseRefreshAnswer = false;
    assign.mockClear();
    jar.clear();
    clearSession();
  });

  it('keeps the refresh token in an HttpOnly cookie scoped to the refresh path, and nothing in storage', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    expect([...jar.keys()]).toEqual(['savat_refresh']);
    expect(jar.get('savat_refresh')!.path).toBe('/api/v1/auth/refresh');
    expect(localStorage.getItem(LEGACY_ACCESS_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toMatch(/^[0-9a-f-]{36}$/);
    expect(getAccessToken()).toBeTruthy();
  });

  it('refreshes once for many concurrent 401s with the cookie, and repeats each request', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    const cookieBefore = jar.get('savat_refresh')!.value;
    const expired = await expiredAccessToken();
    setSession({ access_token: expired }, { signedIn: false });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        browserApi()
          .get('auth/me/')
          .then((r) => unwrap<{ phone_number: string }>(r)),
      ),
    );
    expect(answers.map((a) => a.phone_number)).toEqual(Array(5).fill(phone));
    expect(count('/auth/refresh/')).toBe(1);
    expect(count('/auth/me/')).toBe(10);
    expect(jar.get('savat_refresh')!.value).not.toBe(cookieBefore);
    expect(getAccessToken()).not.toBe(expired);
    expect(assign).not.toHaveBeenCalled();
  });

  it('after a reload, refreshes before the first call (once for all of them) instead of sending it without a token', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    reload();
    expect(getAccessToken()).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        browserApi()
          .get('auth/me/')
          .then((r) => unwrap<{ phone_number: string }>(r)),
      ),
    );
    expect(answers.map((a) => a.phone_number)).toEqual(Array(3).fill(phone));
    expect(count('/auth/refresh/')).toBe(1);
    expect(count('/auth/me/')).toBe(3);
  });

  it("trades a first client's stored refresh token for the cookie once, and removes both stored tokens", async () => {
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    localStorage.setItem(LEGACY_ACCESS_KEY, tokens.access_token);
    localStorage.setItem(LEGACY_REFRESH_KEY, tokens.refresh_token);
    const me = await unwrap<{ phone_number: string }>(await browserApi().get('auth/me/'));
    expect(me.phone_number).toBe(phone);
    expect(count('/auth/refresh/')).toBe(1);
    expect(localStorage.getItem(LEGACY_ACCESS_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
    expect(jar.has('savat_refresh')).toBe(true);
  });

  it("keeps a first client's stored tokens when the trade's answer is lost, and the next page trades them again", async () => {
    const { phone, password } = await createAccount(db());
    const tokens = await loginAs(phone, password);
    localStorage.setItem(LEGACY_ACCESS_KEY, tokens.access_token);
    localStorage.setItem(LEGACY_REFRESH_KEY, tokens.refresh_token);
    loseRefreshAnswer = true;
    await expect(browserApi().get('auth/me/')).rejects.toThrow();
    // The server rotated the token, but the page never heard: what it stored is still there.
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBe(tokens.refresh_token);
    expect(jar.has('savat_refresh')).toBe(false);
    // The next page trades the same token within the grace window and is answered.
    const me = await unwrap<{ phone_number: string }>(await browserApi().get('auth/me/'));
    expect(me.phone_number).toBe(phone);
    expect(count('/auth/refresh/')).toBe(2);
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_ACCESS_KEY)).toBeNull();
    expect(jar.has('savat_refresh')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('repeats a request sent with a token replaced meanwhile without a second refresh', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    setSession({ access_token: await expiredAccessToken() }, { signedIn: false });
    const stale = browserApi(); // carries the expired token
    await unwrap(await browserApi().get('auth/me/')); // refreshes
    expect(count('/auth/refresh/')).toBe(1);
    expect((await stale.get('auth/me/')).status).toBe(200);
    expect(count('/auth/refresh/')).toBe(1);
  });

  it('never retries a retried request: a second 401 goes to the caller', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    alwaysUnauthorized = true;
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/me/')).toBe(2);
    expect(count('/auth/refresh/')).toBe(1);
    // The refresh itself worked, so the session stays.
    expect(getAccessToken()).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("clears the session, the cookie and the user and goes to the home page in the page's language when the refresh is refused", async () => {
    // A Russian page (this file runs in node: the page is its <html lang> alone).
    Object.assign(globalThis, { document: { documentElement: { lang: 'ru' } } });
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    // The session ends elsewhere (a password reset, an operator's block, a replay).
    await app.request('/api/v1/auth/logout/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getAccessToken()}` },
      body: '{}',
    });
    setSession({ access_token: await expiredAccessToken() }, { signedIn: false });
    localStorage.setItem(USER_KEY, '{"phone_number":"x"}');
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/refresh/')).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(jar.has('savat_refresh')).toBe(false);
    expect(assign).toHaveBeenCalledWith('/ru');
    delete (globalThis as { document?: unknown }).document;
  });

  it('logs out: the session ends on the server and the cookie goes', async () => {
    const { phone, password } = await createAccount(db());
    await signIn(phone, password);
    const access = getAccessToken()!;
    const cookie = jar.get('savat_refresh')!.value;
    await logout(browserApi());
    expect(jar.has('savat_refresh')).toBe(false);
    const me = await app.request('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${access}` } });
    expect(me.status).toBe(401);
    const refresh = await app.request('/api/v1/auth/refresh/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: cookie }),
    });
    expect(refresh.status).toBe(401);
  });

  it('does not refresh for a visitor (no session): the 401 goes to the caller', async () => {
    const response = await browserApi().get('auth/me/');
    expect(response.status).toBe(401);
    expect(count('/auth/refresh/')).toBe(0);
  });
});
