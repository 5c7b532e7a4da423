import type { TokenAnswer } from '@/lib/contract/account';

/**
 * The session as our pages keep it (ADR 0005):
 * - the access token in this page's memory only, never in storage: a script injected into a page
 *   finds nothing lasting to take;
 * - the refresh token in the HttpOnly cookie `savat_refresh` (server/http/session-cookies.ts), which
 *   no script reads and only the refresh call sends;
 * - in local storage, no credential: `session`, a mark that this device has a session (a new value
 *   per sign-in, so that the other tabs notice a new one), and the stored `user` (lib/stores/session.ts).
 * A reload starts without an access token: the first call that needs one refreshes (lib/api/browser.ts).
 * Browser only; every function is a no-op on the server. A `savat:session` event tells the page's
 * islands (account link, bottom navbar) that it changed.
 */
export const SESSION_KEY = 'session';
export const USER_KEY = 'user';
const SESSION_EVENT = 'savat:session';
/**
 * Where the first web clients kept both tokens. A page that finds a refresh token there trades
 * it for the cookie (lib/api/browser.ts) and then removes both.
 */
export const LEGACY_ACCESS_KEY = 'access_token';
export const LEGACY_REFRESH_KEY = 'refresh_token';

let accessToken: string | null = null;

const hasStorage = () => typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';

function read(key: string): string | null {
  if (!hasStorage()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function announce() {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export const getAccessToken = () => accessToken;

/** Whether this device has a session: a token in memory, the mark, or a first client's stored refresh token. */
export const hasSession = () => accessToken !== null || read(SESSION_KEY) !== null || read(LEGACY_REFRESH_KEY) !== null;

/** A refresh token a first client left in local storage, if any. */
export const legacyRefreshToken = () => read(LEGACY_REFRESH_KEY);

/**
 * A sign-in or a refresh: the access token into memory; a sign-in also marks the device anew. A
 * first client's stored tokens go now, and not before: a page left while their trade is on its
 * way loses the answer, and the next page trades the same token again (the grace window answers
 * it the same pair, server/services/tokens.ts).
 */
export function setSession({ access_token }: Pick<TokenAnswer, 'access_token'>, { signedIn }: { signedIn: boolean }) {
  if (!hasStorage()) return;
  accessToken = access_token;
  window.localStorage.removeItem(LEGACY_REFRESH_KEY);
  window.localStorage.removeItem(LEGACY_ACCESS_KEY);
  if (signedIn || read(SESSION_KEY) === null) window.localStorage.setItem(SESSION_KEY, crypto.randomUUID());
  announce();
}

/** Logout and a failed refresh: the token, the mark and the stored user go. */
export function clearSession() {
  if (!hasStorage()) return;
  accessToken = null;
  for (const key of [SESSION_KEY, USER_KEY, LEGACY_ACCESS_KEY, LEGACY_REFRESH_KEY]) window.localStorage.removeItem(key);
  announce();
}

/**
 * For useSyncExternalStore: changes in this tab (the event) and in others (storage). Another tab
 * that logged out, or signed in anew, changes the mark: this tab's access token is then of an
 * ended or another session, and goes (the next call refreshes with the cookie they share).
 */
export function subscribeSession(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_KEY) return;
    accessToken = null;
    onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
