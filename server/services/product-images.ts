import 'server-only';
import sharp from 'sharp';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { fileStorage } from './storage';

/**
 * A product photo uploaded from the console (issue 18). The type is read from the file's first
 * bytes, never from its name or the client's content type; sharp then decodes it (a file that only
 * starts like an image fails there, the same 415), turns it upright, and writes the one size the
 * storefront draws: the product page's gallery is 320 CSS pixels wide (components/product/
 * product-gallery.tsx), so 640 pixels cover a 2x screen; cards (160) and thumbnails (72) scale the
 * same file down. WebP, as the emoji's raster copies are (lib/media/raster.ts).
 */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_PX = 640;
/**
 * A store's logo goes through the same checks into the same folder, at the size its largest use
 * needs: the store card draws it at 56 CSS pixels (components/catalog/store-card.tsx), 168 at 3x.
 */
export const STORE_LOGO_PX = 256;
/** The folder of the storage (server/services/storage.ts) and the public path that serves it. */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
export const PRODUCT_IMAGE_PATH = '/api/v1/media/product-images/';
/**
 * A shopper's review photos (server/services/reviews.ts) go through the same checks into a folder
 * of their own, at a size that fills a phone's screen when opened (412 CSS pixels at 2.6x); the
 * review shows them as small thumbnails of the same file.
 */
export const REVIEW_IMAGE_FOLDER = 'review-images';
export const REVIEW_IMAGE_PATH = '/api/v1/media/review-images/';
export const REVIEW_IMAGE_PX = 1024;

const SERVED_AT = { [PRODUCT_IMAGE_FOLDER]: PRODUCT_IMAGE_PATH, [REVIEW_IMAGE_FOLDER]: REVIEW_IMAGE_PATH } as const;
export type ImageFolder = keyof typeof SERVED_AT;

const KINDS = [
  { kind: 'png', test: (d: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => d[i] === b) },
  { kind: 'jpeg', test: (d: Uint8Array) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  // "RIFF" <size> "WEBP"
  { kind: 'webp', test: (d: Uint8Array) => ascii(d, 0, 4) === 'RIFF' && ascii(d, 8, 12) === 'WEBP' },
] as const;

const ascii = (d: Uint8Array, from: number, to: number) => String.fromCharCode(...d.subarray(from, to));

/** The image kind by its magic bytes, or null. */
export function imageKindOf(data: Uint8Array): (typeof KINDS)[number]['kind'] | null {
  return KINDS.find((k) => k.test(data))?.kind ?? null;
}

const unsupported = (field: string) => new ApiFailure('unsupported_media_type', { fields: { [field]: text('fields.imageType') } });

/**
 * Checks an upload and renders the storefront's size; 413 when too big, 415 when not a picture,
 * the message under `field` (the form's name of the file).
 */
export async function renderProductImage(data: Uint8Array, px: number = PRODUCT_IMAGE_PX, field = 'file'): Promise<Buffer> {
  if (data.byteLength > PRODUCT_IMAGE_MAX_BYTES) {
    throw new ApiFailure('payload_too_large', { fields: { [field]: text('fields.imageSize', { maximum: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }) } });
  }
  if (!imageKindOf(data)) throw unsupported(field);
  try {
    // A picture of more than 40 megapixels is refused before it is decoded (a small file can hold a huge one).
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(px, px, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported(field);
  }
}

/** Stores a rendered picture; its public path (served by GET /media/product-images/{file}, or review-images). */
export async function storeProductImage(webp: Buffer, folder: ImageFolder = PRODUCT_IMAGE_FOLDER): Promise<{ key: string; path: string }> {
  const key = await fileStorage().put(folder, webp, 'webp');
  return { key, path: SERVED_AT[folder] + key.slice(folder.length + 1) };
}

/** A stored picture by its file name (`<token>.webp`), or null. */
export async function readProductImage(file: string, folder: ImageFolder = PRODUCT_IMAGE_FOLDER): Promise<Uint8Array | null> {
  if (!/^[A-Za-z0-9_-]{20,}\.webp$/.test(file)) return null;
  return fileStorage().get(`${folder}/${file}`);
}

/** The storage key of a picture stored here, from its public path; null for any other path (the seed's pictures). */
export function storedImageKey(path: string, folder: ImageFolder): string | null {
  const prefix = SERVED_AT[folder];
  const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return /^[A-Za-z0-9_-]{20,}\.webp$/.test(file) ? `${folder}/${file}` : null;
}

export function removeProductImage(key: string): Promise<void> {
  return fileStorage().remove(key);
}
