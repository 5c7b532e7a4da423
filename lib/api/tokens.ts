import type { Tokens } from '@/lib/contract/account';

/**
 * The session as kept on the device (spec section 3): `access_token` and `refresh_token` in local
 * storage, raw strings, and the stored `user`. Browser only; every function is a no-op on the server.
 * A `savat:session` event tells the page's islands (account link, bottom navbar) that it changed.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const USER_KEY = 'user';
export const SESSION_EVENT = 'savat:session';

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

export const getAccessToken = () => read(ACCESS_TOKEN_KEY);
export const getRefreshToken = () => read(REFRESH_TOKEN_KEY);

export function setTokens({ access_token, refresh_token }: Tokens) {
  if (!hasStorage()) return;
  window.localStorage.setItem(ACCESS_TOKEN_KEY, access_token);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, refresh_token);
  announce();
}

/** Logout and a failed refresh: both tokens and the stored user go. */
export function clearSession() {
  if (!hasStorage()) return;
  window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
  announce();
}

/** For useSyncExternalStore: changes in this tab (the event) and in others (storage). */
export function subscribeSession(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
