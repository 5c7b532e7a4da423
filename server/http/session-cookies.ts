import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TokenAnswer, Tokens } from '@/lib/contract/account';
import { REFRESH_COOKIE_HEADER } from '@/lib/contract/values';
import { REFRESH_TTL_DAYS } from '../services/tokens';

/**
 * The cookies of our own pages (ADR 0005, ADR 0025). Both are HttpOnly (no script of the page can
 * read them), Secure and SameSite=Strict (never sent by another site's page), and scoped to the
 * paths that read them:
 * - `savat_refresh`: the refresh token, only to the refresh path. The access token lives in the
 *   page's memory, so a script injected into a page can no longer take a 30-day credential away;
 * - `savat_device`: a staff member's remembered device, only to the sign-in paths.
 * Browsers treat http://localhost and 127.0.0.1 as secure, so the Secure flag holds in development.
 */
const REFRESH_COOKIE = 'savat_refresh';
const REFRESH_COOKIE_PATH = '/api/v1/auth/refresh';
const DEVICE_COOKIE = 'savat_device';
const DEVICE_COOKIE_PATH = '/api/v1/auth';

const DAY = 24 * 60 * 60;
const base = { httpOnly: true, secure: true, sameSite: 'Strict' } as const;

/** Whether the caller is one of our pages asking for the refresh token as a cookie. */
export const wantsRefreshCookie = (c: Context) => c.req.header(REFRESH_COOKIE_HEADER) === '1';

/**
 * The answer of a sign-in or a refresh: for our pages the refresh token goes into its cookie and
 * out of the body; other clients get the whole pair, as the contract says.
 */
export function answerTokens<T extends Tokens>(c: Context, pair: T): Omit<T, 'refresh_token'> & TokenAnswer {
  if (!wantsRefreshCookie(c)) return pair;
  setCookie(c, REFRESH_COOKIE, pair.refresh_token, { ...base, path: REFRESH_COOKIE_PATH, maxAge: REFRESH_TTL_DAYS * DAY });
  const { refresh_token: _inCookie, ...rest } = pair;
  return rest;
}

export const readRefreshCookie = (c: Context) => getCookie(c, REFRESH_COOKIE) || undefined;

/** Logout, a failed refresh: the page's refresh cookie goes (harmless for clients without one). */
export function clearRefreshCookie(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}

export function setDeviceCookie(c: Context, token: string, maxAgeSeconds: number) {
  setCookie(c, DEVICE_COOKIE, token, { ...base, path: DEVICE_COOKIE_PATH, maxAge: maxAgeSeconds });
}

export const readDeviceCookie = (c: Context) => getCookie(c, DEVICE_COOKIE) || undefined;
