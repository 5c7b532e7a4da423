import 'server-only';
import { DEFAULT_SITE_URL } from '@/lib/site/url';
import { env } from '../env';

/**
 * The addresses the API writes into its answers, from configuration only: never from a request's
 * Host header, which a client chooses (a forged host would put its links into our SMS, payment
 * return addresses and picture URLs).
 */

/** The site's public address without a trailing slash (NEXT_PUBLIC_SITE_URL). */
export const siteUrl = () => (env().NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Where pictures and files are served from: MEDIA_BASE_URL (a CDN in front of the site), else the site. */
const mediaBase = () => (env().MEDIA_BASE_URL ?? siteUrl()).replace(/\/+$/, '');

/**
 * A stored picture or file path (`/media/...`, `/api/v1/media/...`) as the absolute URL clients get
 * (ADR 0019): a phone app or a partner's page would resolve a bare path against itself.
 */
export function mediaLink(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${mediaBase()}${path.startsWith('/') ? path : `/${path}`}`;
}

export const mediaLinkOrNull = (path: string | null): string | null => (path ? mediaLink(path) : null);
