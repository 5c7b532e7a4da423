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

const unsupported = () => new ApiFailure('unsupported_media_type', { fields: { file: text('fields.imageType') } });

/** Checks an upload and renders the storefront's size; 413 when too big, 415 when not a picture. */
export async function renderProductImage(data: Uint8Array, px: number = PRODUCT_IMAGE_PX): Promise<Buffer> {
  if (data.byteLength > PRODUCT_IMAGE_MAX_BYTES) {
    throw new ApiFailure('payload_too_large', { fields: { file: text('fields.imageSize', { maximum: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }) } });
  }
  if (!imageKindOf(data)) throw unsupported();
  try {
    // A picture of more than 40 megapixels is refused before it is decoded (a small file can hold a huge one).
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(px, px, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}

/** Stores a rendered picture; its public path (served by GET /media/product-images/{file}). */
export async function storeProductImage(webp: Buffer): Promise<{ key: string; path: string }> {
  const key = await fileStorage().put(PRODUCT_IMAGE_FOLDER, webp, 'webp');
  return { key, path: PRODUCT_IMAGE_PATH + key.slice(PRODUCT_IMAGE_FOLDER.length + 1) };
}

/** A stored picture by its file name (`<token>.webp`), or null. */
export async function readProductImage(file: string): Promise<Uint8Array | null> {
  if (!/^[A-Za-z0-9_-]{20,}\.webp$/.test(file)) return null;
  return fileStorage().get(`${PRODUCT_IMAGE_FOLDER}/${file}`);
}

export function removeProductImage(key: string): Promise<void> {
  return fileStorage().remove(key);
}
