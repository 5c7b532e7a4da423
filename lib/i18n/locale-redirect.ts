import { isLocale, toLocale } from './routing';

/**
 * Where a page request must go before it is rendered, or null when it is fine as it is.
 * Pure, so that the middleware's rules are tested without Next: one redirect at most, never a loop.
 *
 * - A trailing slash is dropped (`/uz/` → `/uz`, `/ru/stores/` → `/ru/stores`).
 * - A path without a locale gets the one from the cookie (`default` or unknown → uz):
 *   `/` → `/uz`, `/stores?letter=a` → `/uz/stores?letter=a`.
 */
export function localeRedirect(pathname: string, search: string, cookieLocale: string | undefined): string | null {
  let path = pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  // Collapse a leading run of slashes (`//evil.example`) so that the result is never protocol-relative.
  path = path.replace(/^\/{2,}/, '/');

  const first = path.split('/')[1] ?? '';
  if (!isLocale(first)) {
    const locale = toLocale(cookieLocale);
    path = path === '/' ? `/${locale}` : `/${locale}${path}`;
  }
  return path === pathname ? null : `${path}${search}`;
}
