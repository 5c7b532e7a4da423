import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { msg } from './messages';

/**
 * Accounts for the journeys: each test takes its own random phone (tests share one server and
 * the server limits calls per phone), and reads its codes from the dev SMS outbox
 * (DEV_SMS_OUTBOX=1 on the e2e server).
 */
export function randomPhone(): string {
  return `+99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** A password that meets the rules and is on no common-password list. */
export function randomPassword(): string {
  return `Qovun${Math.floor(Math.random() * 90_000 + 10_000)}sv`;
}

interface Sms {
  phone_number: string;
  text: string;
  code: string | null;
  created_at: string;
}

async function messages(request: APIRequestContext, phone: string): Promise<Sms[]> {
  const response = await request.get(`/api/v1/dev/sms/?phone_number=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result as Sms[];
}

/** The code of the newest SMS once there are more than `seen` messages for the phone. */
export async function nextCode(request: APIRequestContext, phone: string, seen = 0): Promise<string> {
  let list: Sms[] = [];
  await expect.poll(async () => (list = await messages(request, phone)).length).toBeGreaterThan(seen);
  return list[0]!.code!;
}

export const smsCount = async (request: APIRequestContext, phone: string) => (await messages(request, phone)).length;

/**
 * An API call a journey needs to succeed. The server limits calls per address (30 a minute per
 * action, server/services/rate-limit.ts) and every journey comes from 127.0.0.1: a `rate_limited`
 * answer is waited out as a polite client would (its Retry-After), since the limit is proved by its
 * own tests, not by the journeys' pace.
 */
async function call(
  request: APIRequestContext,
  path: string,
  data: unknown,
  locale: string,
): Promise<{ ok: boolean; result?: unknown; error?: { code: string } }> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(`/api/v1/${path}`, { data, headers: { 'Accept-Language': locale } });
    const body = await response.json();
    if (body.ok || body.error?.code !== 'rate_limited' || attempt >= 3) return body;
    await new Promise((resolve) => setTimeout(resolve, (Number(body.retry_after) || 1) * 1000));
  }
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, locale = 'uz'): Promise<T> {
  const body = await call(request, path, data, locale);
  expect(body.ok, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.result as T;
}

/**
 * Signs up through the API (register, the code from the outbox, verify). A random phone is one of
 * ten million, and a run signs up about a thousand: when one was already taken (a few runs in a
 * hundred), another is drawn.
 */
export async function createAccount(request: APIRequestContext, phone?: string, password = randomPassword()) {
  for (let attempt = 0; ; attempt++) {
    const number = phone ?? randomPhone();
    const body = await call(request, 'auth/register/', { phone_number: number, password }, 'uz');
    if (!body.ok && body.error?.code === 'account_already_exists' && phone === undefined && attempt < 3) continue;
    expect(body.ok, `auth/register/: ${JSON.stringify(body)}`).toBe(true);
    const { otp_key } = body.result as { otp_key: string };
    await post(request, 'auth/verify/', { otp_key, otp_code: await nextCode(request, number) });
    return { phone: number, password };
  }
}

/** Signs in as a client of the API does (bearer tokens in the body); `device_token`: a staff member's remembered device. */
export function apiLogin(request: APIRequestContext, phone: string, password: string, device_token?: string) {
  return post<{ access_token: string; refresh_token: string }>(request, 'auth/login/', {
    phone_number: phone,
    password,
    ...(device_token ? { device_token } : {}),
  });
}

/**
 * Puts a session on the device as the login does (ADR 0005; the page must be on the site's
 * origin): the refresh token is traded for the HttpOnly refresh cookie through the page's own
 * context, and the device is marked as having a session; the page's first call refreshes to get
 * its access token. The pair's refresh token is spent (rotated); its access token still works.
 */
export async function storeTokens(page: Page, tokens: { access_token: string; refresh_token: string }) {
  const response = await page.request.post('/api/v1/auth/refresh/', { headers: { 'X-Refresh-Cookie': '1' }, data: { refresh: tokens.refresh_token } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.evaluate(() => localStorage.setItem('session', crypto.randomUUID()));
}

/** Passes the staff's second factor for a session (ADR 0025): the device code from the outbox. */
export async function confirmDevice(request: APIRequestContext, phone: string, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const seen = await smsCount(request, phone);
  const sent = await request.post('/api/v1/auth/device/code/', { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { otp_key } = (await sent.json()).result;
  const confirmed = await request.post('/api/v1/auth/device/verify/', { headers, data: { otp_key, otp_code: await nextCode(request, phone, seen) } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()).result.device_token as string;
}

/** "+998901234567" → "901234567": what a shopper types after the fixed +998. */
export const localDigits = (phone: string) => phone.slice(4);

/** Types a phone into a phone field (its "+998" is fixed): the local digits after it, as a person does. */
export async function typePhone(field: Locator, phone: string) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(localDigits(phone));
}

/** Fills the open login dialog (phone, password) and waits for it to close. */
export async function logInThroughModal(page: Page, locale: 'uz' | 'ru', phone: string, password: string) {
  const dialog = page.getByRole('dialog', { name: msg(locale, 'auth.titles.login') });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(msg(locale, 'auth.phone'));
  await field.click();
  await field.press('End');
  await field.pressSequentially(localDigits(phone));
  await dialog.getByLabel(msg(locale, 'auth.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: msg(locale, 'auth.enter'), exact: true }).click();
  await expect(dialog).toBeHidden();
}
