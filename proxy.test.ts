// Next's documented test helper for a proxy's `config.matcher`: it compiles the matcher as the build
// does for the proxy manifest.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { localeRedirect } from '@/lib/i18n/locale-redirect';
import { locales } from '@/lib/i18n/routing';
import { config } from './proxy';

// Only the matcher is under test; next-intl's middleware pulls ESM packages jest does not transform.
jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => undefined }));

const matches = (pathname: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost${pathname}` });
/**
 * As `next start` decides: its router matches the path as asked, then the server that runs the
 * proxy matches it again without a trailing slash (which is why a page path's trailing slash
 * is dropped by a redirect of next.config.mjs instead: lib/i18n/locale-redirect.ts).
 */
const runsFor = (pathname: string) => matches(pathname) && matches(pathname.replace(/(.)\/$/, '$1'));

describe('where the proxy runs', () => {
  it('skips a page path that is already right: a locale, then segments none of them empty', () => {
    for (const path of ['/uz', '/ru', '/uz/products/5', '/ru/products/list/4-cheap', '/uz/account/orders/12', '/ru/stores']) {
      expect([path, runsFor(path)]).toEqual([path, false]);
      // …which is exactly where it would not redirect.
      expect(localeRedirect(path, '', 'ru')).toBeNull();
    }
  });

  it('runs wherever it may redirect: the root, no locale, a double slash', () => {
    const paths = ['/', '/stores', '/stores/', '/en/stores', '/UZ/stores', '/uzbek', '/russia/x', '//stores', '/uz//stores'];
    for (const path of paths) expect([path, runsFor(path)]).toEqual([path, true]);
  });

  it('leaves the trailing slash of a page path under a locale to the redirects', () => {
    for (const path of ['/uz/', '/ru/stores/', '/uz/products/5/']) expect([path, runsFor(path)]).toEqual([path, false]);
  });

  it('never runs for the API, Next files, media or files with a dot', () => {
    for (const path of [
      '/api/v1/category/',
      '/_next/static/chunks/main.js',
      '/media/emoji/apple.svg',
      '/favicon.ico',
      '/sitemap.xml',
      '/bench-static',
      '/bench-static/lq3x0',
    ]) {
      expect([path, runsFor(path)]).toEqual([path, false]);
    }
  });

  it('names the locales of lib/i18n/routing.ts (Next needs the matcher as a literal)', () => {
    const named = /\(\?:([a-z|]+)\)\(\?:\/\[\^\/\]\+\)\*\$/.exec(config.matcher[0])?.[1].split('|');
    expect(named?.sort()).toEqual([...locales].sort());
  });
});
