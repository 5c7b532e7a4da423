import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageSecurityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The API answers every path with and without a trailing slash (never a redirect); the
  // middleware removes a trailing slash from page URLs itself.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Every page, asset and media file; the API sets its own (server/app.ts), which win for /api.
  async headers() {
    return [{ source: '/:path*', headers: pageSecurityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default withNextIntl(nextConfig);
