import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageSecurityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The messages are compiled at build time (ICU to a small AST): the client formats them
    // without shipping an ICU parser (intl-messageformat) in every first load.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // The API answers every path with and without a trailing slash (never a redirect); the
  // middleware removes a trailing slash from page URLs itself.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Every page, asset and media file. Not the API: it sets its own (server/app.ts), and Next's
  // headers would replace them.
  async headers() {
    const headers = pageSecurityHeaders(process.env.NODE_ENV === 'development');
    return [
      { source: '/', headers },
      { source: '/:path((?!api/).*)', headers },
    ];
  },
};

export default withNextIntl(nextConfig);
