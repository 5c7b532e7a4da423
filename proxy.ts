import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { localeRedirect } from '@/lib/i18n/locale-redirect';
import { isLocale, LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

/**
 * next-intl handles the prefixed paths (the locale header); hreflang alternates are in each page's
 * metadata (with x-default = uz), so its Link header is off. Its cookie sync is off too:
 * it would put a Set-Cookie on cacheable pages, and it compares with Accept-Language,
 * which our negotiation does not use. The cookie holds the shopper's explicit choice only: the
 * language switcher writes it (with local storage `locale`), and `/` follows it.
 */
const intl = createMiddleware({ ...routing, localeCookie: false, alternateLinks: false });

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = localeRedirect(pathname, search, request.cookies.get(LOCALE_COOKIE)?.value);
  if (target) {
    // A plain URL: NextURL would put back the trailing slash it saw on the way in.
    const url = new URL(target, request.url);
    // Dropping a slash is permanent; choosing a locale depends on the cookie, so it is not.
    const hadLocale = isLocale(pathname.split('/')[1]);
    return NextResponse.redirect(url, hadLocale ? 308 : 307);
  }
  return intl(request);
}

export const config = {
  // Pages only: not the API, Next's own files, the media handler, the benchmarks' static page
  // (app/bench-static) or any file with a dot. Nor a page path under a locale whose segments are
  // none of them empty (`/uz`, `/ru/products/5`): there the proxy only added next-intl's
  // locale header, which no page reads (each one takes its locale from its params:
  // lib/i18n/page.ts), and running it cost about a quarter of a cached page's throughput (ADR 0003).
  // Next matches this without the path's trailing slash, so `/ru/stores/` does not come here
  // either: a redirect of next.config.mjs drops that slash (lib/i18n/locale-redirect.ts).
  // The list of locales is lib/i18n/routing.ts's (proxy.test.ts): Next reads this literal.
  matcher: ['/((?!api|_next|_vercel|media|bench-static|(?:uz|ru)(?:/[^/]+)*$|.*\\..*).*)'],
};
