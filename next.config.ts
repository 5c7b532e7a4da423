import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
};

export default withNextIntl(nextConfig);
