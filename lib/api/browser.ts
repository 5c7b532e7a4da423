'use client';

import ky from 'ky';
import { toLocale } from '@/lib/i18n/routing';
import type { Tokens } from '@/lib/contract/account';
import { createHttp, unwrap, type Http } from './http';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './tokens';

/** Where the browser finds the API: another host when configured, else this site. */
export const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL ?? '/api/v1';

function absoluteBase(): string {
  // ky's prefixUrl needs an absolute URL in some environments; resolve a path against the page.
  return typeof window === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL.replace(/\/?$/, '/'), window.location.href).toString();
}

/** The shopper's language: the page's <html lang>, which the server renders from the URL. */
export const pageLocale = () => toLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for new tokens, once for all the requests that need it at the
 * same moment. true when new tokens are stored. A 401 from the refresh clears the session and
 * goes to the home page in the page's language; any other failure leaves the session alone and the caller gets the original 401.
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) return false;
    // Sent without the Authorization header.
    const plain = createHttp({ baseUrl: absoluteBase(), locale: pageLocale() });
    const response = await plain.post('auth/refresh/', { json: { refresh } });
    if (response.status === 401) {
      clearSession();
      window.location.assign(`/${pageLocale()}`);
      return false;
    }
    try {
      setTokens(await unwrap<Tokens>(response));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A client for the browser, made per call so that it carries the current token and language.
 * A 401 is retried once after a refresh; the retry has no hooks, so it is never retried again.
 */
export function browserApi(): Http {
  return createHttp({
    baseUrl: absoluteBase(),
    locale: pageLocale(),
    token: getAccessToken(),
    hooks: {
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401 || !getRefreshToken()) return response;
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
