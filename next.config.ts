import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The API answers every path with and without a trailing slash (never a redirect); the
  // middleware removes a trailing slash from page URLs itself.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default withNextIntl(nextConfig);
