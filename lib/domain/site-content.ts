/**
 * What the operator's pictures, colours and links may be (ADR 0017): categories, banners and
 * partners show them on every page, so the console refuses anything the shop could not show.
 */

/** A colour as the shop paints it: "#RRGGBB". */
export const isHexColor = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value);

/** A path inside the storefront, without the locale ("/products?category_id=2"); never another host ("//x"). */
export const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value) && value.length <= 500;

/**
 * An image: a path on this host (/media/...). Never another site's address: the pages may load
 * images from their own origin only (lib/http/security-headers.ts, img-src 'self').
 */
export const isImageRef = (value: string) => isSitePath(value);

/**
 * The API answers pictures as absolute URLs (ADR 0019); a client that sends one back (a form
 * saved as it was loaded) means the picture at that path here. Only the media paths are taken
 * back, whatever the host: what is stored is always a path on this site.
 */
export function imagePathOf(value: string): string {
  const match = /^https?:\/\/[^/\s]+(\/(?:api\/v1\/)?media\/\S*)$/.exec(value);
  return match ? match[1]! : value;
}

/** A link to another site (a partner, the map, a social page): http(s) only, never "javascript:" and the like. */
export function isWebUrl(value: string): boolean {
  if (value.length > 500 || !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
