/**
 * The site's public address as the pages know it (inlined at build time in the browser). The API
 * reads its own configuration (server/services/public-address.ts), with the same default.
 */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
