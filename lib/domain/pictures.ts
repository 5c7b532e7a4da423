/**
 * Uploaded pictures (product photos, store logos, the shop's category, banner and partner pictures,
 * review photos): the limits the browser checks before anything is sent and the server checks again
 * (server/services/product-images.ts reads the bytes), the size each kind is kept at, and the
 * widths the pictures are served at (ADR 0024). No zod and no React: the browser runs these.
 *
 * One stored file per picture, at the largest size the shop shows it; the smaller sizes are made
 * from that file on request (`<file>.<width>.webp`, a fixed set of widths) and kept by the HTTP
 * caches (ADR 0024).
 */

/** Each uploaded picture, whatever its use (the review form says the same in lib/domain/reviews.ts). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A picture of more pixels is refused before it is decoded (a small file can hold a huge one). */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** What a file input offers; the server decides by the file's first bytes, never by this. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** A product's photos sent with it in one step (the first is the cover). */
export const PRODUCT_PHOTOS_MAX = 5;

/**
 * What a picture is for, and the longer side it is kept at: the largest size the shop draws it, at
 * twice the CSS pixels (a phone's screen).
 * - product: the product page's gallery, 320 CSS pixels (components/product/product-gallery.tsx).
 * - category: a category's picture stands in for its products' photos until they have their own
 *   (server/services/console-products.ts), so the same size.
 * - icon: a category's icon, 64 CSS pixels on the home page's tiles (components/catalog/category-tile.tsx).
 * - logo: a store's logo (112 CSS pixels on its page), a partner's logo, the app's QR code.
 * - banner: the home page's banner, drawn across its slide: at most about 684 CSS pixels wide
 *   (70 % of a 975-pixel column just under the `lg` breakpoint; components/catalog/banner-strip.tsx).
 * - review: a shopper's photo opened full screen on a phone (412 CSS pixels at 2.6x).
 */
export const PICTURE_PX = { product: 640, category: 640, icon: 256, logo: 256, banner: 1440, review: 1024 } as const;
export type PictureUse = keyof typeof PICTURE_PX;
export const PICTURE_USES = Object.keys(PICTURE_PX) as PictureUse[];

/**
 * The widths a stored picture is served at besides its own (`<file>.<width>.webp`): a fixed set, so
 * the copies made of one file are bounded. A width over the file's own size answers the file's size.
 */
export const PICTURE_WIDTHS = [48, 64, 96, 128, 160, 192, 256, 320, 480, 640, 960, 1280, 1440] as const;

/** The smallest served width that covers `px` pixels, or the largest. */
export function pictureWidth(px: number): number {
  return PICTURE_WIDTHS.find((w) => w >= px) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
}

/** A served width of the set, or null (the route answers 404 for any other). */
export function parsePictureWidth(text: string): number | null {
  if (!/^[1-9]\d{1,3}$/.test(text)) return null;
  const width = Number(text);
  return (PICTURE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

export type PictureRefusal = 'type' | 'size' | 'count';

const PICTURE_TYPES = new Set(PICTURE_ACCEPT.split(','));
const PICTURE_EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** Whether a picked file may be a picture the server takes; a file with no type is judged by its name. */
const pictureType = (file: { name: string; type: string }) => (file.type ? PICTURE_TYPES.has(file.type) : PICTURE_EXTENSIONS.test(file.name));

/** Why a picked file would be refused before it is sent (its type or its size), or null. */
export function pictureRefusal(file: { name: string; size: number; type: string }, maxBytes = PICTURE_MAX_BYTES): Exclude<PictureRefusal, 'count'> | null {
  if (!pictureType(file)) return 'type';
  if (file.size <= 0 || file.size > maxBytes) return 'size';
  return null;
}

/**
 * Adds picked files to those already chosen: the acceptable ones up to `max`, and each refused one
 * with its reason, by name. The browser's type is only a first filter; the server reads the bytes.
 */
export function addPictures<F extends { name: string; size: number; type: string }>(
  chosen: readonly F[],
  picked: readonly F[],
  { max, maxBytes = PICTURE_MAX_BYTES }: { max: number; maxBytes?: number },
) {
  const files = [...chosen];
  const refused: { name: string; reason: PictureRefusal }[] = [];
  for (const file of picked) {
    const refusal = pictureRefusal(file, maxBytes);
    if (refusal) refused.push({ name: file.name, reason: refusal });
    else if (files.length >= max) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}

/** The list with the item at `from` moved to `to` (both clamped): the photo picker's reordering. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}
