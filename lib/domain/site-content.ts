/**
 * What the operator's pictures, colours and links may be (issue 18): categories, banners and
 * partners show them on every page, so the console refuses anything the shop could not show.
 */

/** A colour as the shop paints it: "#RRGGBB". */
export const isHexColor = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value);

/** A path inside the storefront, without the locale ("/products?category_id=2"); never another host ("//x"). */
export const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value) && value.length <= 500;

/** An image: a path on this host (/media/...) or an https address. */
export const isImageRef = (value: string) => isSitePath(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
