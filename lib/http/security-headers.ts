/** OpenStreetMap's tile server and geocoder, which the address map uses (see the policy below). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const GEOCODER_ORIGIN = 'https://nominatim.openstreetmap.org';

/**
 * The security headers of every page and file the storefront serves (next.config.mjs) and the
 * Content-Security-Policy of the API's answers (server/app.ts). One place, so the e2e and attack
 * suites check against the same values.
 *
 * Scripts: Next streams each page's React payload in inline `<script>` tags whose content differs per
 * page, so a static policy must allow inline scripts. A per-request nonce would make every page
 * dynamic (no page cache, see README "Performance"); instead no script comes from anywhere but our own
 * origin, React escapes all text, and the one raw HTML sink (JSON-LD) escapes `<`. `frame-ancestors`,
 * `object-src`, `base-uri` and `form-action` are locked down.
 *
 * The address map (components/location/map-picker.tsx) draws OpenStreetMap's tiles and asks
 * OpenStreetMap's geocoder (Nominatim) for addresses: those two origins, for images and for fetch
 * only, are the policy's only hosts besides our own.
 */

/** The origin of MEDIA_BASE_URL (a CDN the pictures come from, ADR 0019), or null. */
export function mediaOrigin(value = process.env.MEDIA_BASE_URL): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function pageContentSecurityPolicy(dev = false, media = mediaOrigin()): string {
  return [
    "default-src 'self'",
    // React's dev overlay and fast refresh evaluate code: development only.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Pictures from a CDN when MEDIA_BASE_URL names one (read when the site is built).
    `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}${media ? ` ${media}` : ''}`,
    "font-src 'self'",
    `connect-src 'self' ${GEOCODER_ORIGIN}${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are JSON or stored files: nothing in them may run, load or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Headers for every page, asset and media file. */
export function pageSecurityHeaders(dev = false): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: pageContentSecurityPolicy(dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: REFERRER_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // The location picker asks for the position and the code step reads SMS codes (WebOTP); nothing else.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), otp-credentials=(self)' },
    // Browsers ignore it over plain http (local runs); behind https it keeps shoppers on https.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}
