'use client';

import ky from 'ky';
import { toLocale } from '@/lib/i18n/routing';
import { shopApi } from '@/lib/contract/shop-route-values';
import { REFRESH_COOKIE_HEADER } from '@/lib/contract/values';
import { call } from './call';
import { ApiError, createHttp, type Http } from './http';
import { clearSession, getAccessToken, hasSession, legacyRefreshToken, setSession } from './tokens';

/** Where the browser finds the API: another host when configured, else this site. */
export const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL ?? '/api/v1';

function absoluteBase(): string {
  // ky's prefixUrl needs an absolute URL in some environments; resolve a path against the page.
  return typeof window === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL.replace(/\/?$/, '/'), window.location.href).toString();
}

/** The shopper's language: the page's <html lang>, which the server renders from the URL. */
export const pageLocale = () => toLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);

/** Sent by our pages on the calls that set, read or clear the refresh cookie (ADR 0005). */
export const REFRESH_COOKIE_HEADERS = { [REFRESH_COOKIE_HEADER]: '1' } as const;

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the session's refresh token (the HttpOnly cookie, or once a first client's stored one)
 * for a new access token, once for all the requests that need it at the same moment. true when a
 * new token is in memory. A 401 from the refresh clears the session and goes to the home page in
 * the page's language; any other failure leaves the session alone and the caller gets the
 * original 401.
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    if (!hasSession()) return false;
    const legacy = legacyRefreshToken();
    // Sent without the Authorization header; the cookie goes with it (same site).
    const plain = createHttp({ baseUrl: absoluteBase(), locale: pageLocale() });
    let tokens;
    try {
      tokens = await call(plain, shopApi.auth.refresh, {
        json: legacy ? { refresh: legacy } : {},
        options: { headers: REFRESH_COOKIE_HEADERS, credentials: 'same-origin' },
      });
    } catch (error) {
      // A failed request (no network) is the caller's to see, as before; only the API's answers are handled here.
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) {
        clearSession();
        // A whole new page, not the router's: nothing of the ended session stays in memory.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`/${pageLocale()}`);
      }
      return false;
    }
    try {
      setSession(tokens, { signedIn: false });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The calls that start or end a session by themselves: never a refresh before them. */
const SESSION_CALLS = /\/auth\/(login|register|verify|resend|reset|check|update\/password|refresh)\b/;

/**
 * A client for the browser, made per call so that it carries the current token and language.
 * A page that has a session but no access token yet (just loaded) refreshes before its first call;
 * a 401 is retried once after a refresh; the retry has no hooks, so it is never retried again.
 */
export function browserApi(): Http {
  return createHttp({
    baseUrl: absoluteBase(),
    locale: pageLocale(),
    token: getAccessToken(),
    hooks: {
      beforeRequest: [
        async (request) => {
          if (request.headers.get('Authorization') || !hasSession() || SESSION_CALLS.test(new URL(request.url).pathname)) return;
          if (!getAccessToken()) await refreshTokens();
          const token = getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401 || !hasSession() || SESSION_CALLS.test(new URL(request.url).pathname)) return response;
          // A request sent with a token that has since been replaced (another request refreshed
          // while this one was on its way) only needs repeating with the new one.
          const fresh = getAccessToken();
          const replaced = fresh !== null && request.headers.get('Authorization') !== `Bearer ${fresh}`;
          if (!replaced && !(await refreshTokens())) return response;
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('Authorization', `Bearer ${getAccessToken() ?? ''}`);
          return ky(retry, { retry: 0, timeout: false, throwHttpErrors: false });
        },
      ],
    },
  });
}
