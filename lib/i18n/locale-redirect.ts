import { isLocale, toLocale } from './routing';

/**
 * Where a page request must go before it is rendered, or null when it is fine as it is.
 * Pure, so that the middleware's rules are tested without Next: one redirect at most, never a loop.
 * The middleware asks it for the paths its matcher lets through: no locale, or an empty segment.
 * A page path under a locale with only a trailing slash never reaches it; trailingSlashRedirects
 * below drops that slash first, by the same rule.
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

/** A redirect of next.config.mjs (plain data: this module has no Next in it). */
export interface TrailingSlashRedirect {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * The trailing-slash rule for page paths that start with a locale, as redirects of next.config.mjs
 * (308; Next passes the query on). The middleware does not run for paths under a locale, because
 * Next matches its matcher against the path without its trailing slash (middleware.ts); redirects
 * come before the middleware and see the slash. Paths without a locale keep localeRedirect.
 */
export function trailingSlashRedirects(locales: readonly string[]): TrailingSlashRedirect[] {
  const locale = `:locale(${locales.join('|')})`;
  return [
    { source: `/${locale}/`, destination: '/:locale', permanent: true },
    { source: `/${locale}/:path+/`, destination: '/:locale/:path+', permanent: true },
  ];
}
