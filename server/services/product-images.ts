import 'server-only';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { parsePictureWidth, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, PICTURE_PX, type PictureUse } from '@/lib/domain/pictures';
import { ApiFailure } from '../http/errors';
import { text, type ApiText } from '../http/messages';
import { fileStorage } from './storage';

/**
 * Uploaded pictures: product photos from the console, store logos, the shop's category,
 * banner and partner pictures, review photos. The type is read from the file's first bytes, never
 * from its name or the client's content type; sharp then decodes it (a file that only starts like
 * an image fails there, the same 415), turns it upright, and writes one WebP at the largest size
 * the shop draws that kind of picture (lib/domain/pictures.ts, PICTURE_PX): a product photo at 640
 * pixels for the gallery's 320 CSS pixels at 2x, a banner up to 1440 pixels wide. The smaller sizes
 * a page asks for (cards, thumbnails, a banner on a phone) are made from that one file on request
 * (servedPicture, below; ADR 0024).
 */
export const PRODUCT_IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
const PRODUCT_IMAGE_PX = PICTURE_PX.product;
/** A store's logo goes through the same checks into the same folder, at the size its largest use needs. */
export const STORE_LOGO_PX = PICTURE_PX.logo;
/** The folder of the storage (server/services/storage.ts) and the public path that serves it. */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
export const PRODUCT_IMAGE_PATH = '/api/v1/media/product-images/';
/**
 * A shopper's review photos (server/services/reviews.ts) go through the same checks into a folder
 * of their own, at a size that fills a phone's screen when opened (412 CSS pixels at 2.6x); the
 * review shows them as small thumbnails of the same file.
 */
export const REVIEW_IMAGE_FOLDER = 'review-images';
const REVIEW_IMAGE_PATH = '/api/v1/media/review-images/';
export const REVIEW_IMAGE_PX = PICTURE_PX.review;

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
function imageKindOf(data: Uint8Array): (typeof KINDS)[number]['kind'] | null {
  return KINDS.find((k) => k.test(data))?.kind ?? null;
}

/** The words of a refusal: the file's own name first when the form sent one (a product's photos in one step). */
function refusal(kind: 'Size' | 'Type' | 'Pixels', name: string | undefined): ApiText {
  const maximum = { Size: PICTURE_MAX_BYTES / 1024 / 1024, Type: 0, Pixels: PICTURE_MAX_PIXELS / 1_000_000 }[kind];
  if (name !== undefined) return text(`catalogScale.photo${kind}`, { file: name, maximum });
  return kind === 'Size' ? text('fields.imageSize', { maximum }) : kind === 'Type' ? text('fields.imageType') : text('catalogScale.imagePixels', { maximum });
}

/** A refusal of one picture: the message under `field`, and (a named file) as the answer's message too. */
function refused(code: 'payload_too_large' | 'unsupported_media_type', kind: 'Size' | 'Type' | 'Pixels', field: string, name: string | undefined): ApiFailure {
  const words = refusal(kind, name);
  return new ApiFailure(code, { fields: { [field]: words }, ...(name !== undefined ? { message: words } : {}) });
}

/**
 * Checks an upload and renders it at `px` (the longer side; a smaller picture keeps its size): 413
 * when the file is too big or the picture has too many pixels, 415 when it is not a picture; the
 * message under `field` (the form's name of the file), naming the file when `name` is given.
 */
export async function renderProductImage(data: Uint8Array, px: number = PRODUCT_IMAGE_PX, field = 'file', name?: string): Promise<Buffer> {
  if (data.byteLength > PICTURE_MAX_BYTES) throw refused('payload_too_large', 'Size', field, name);
  if (!imageKindOf(data)) throw refused('unsupported_media_type', 'Type', field, name);
  let pixels: number;
  try {
    // The header only: a picture of more than 40 megapixels is refused before it is decoded.
    const meta = await sharp(data).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw refused('unsupported_media_type', 'Type', field, name);
  }
  if (pixels > PICTURE_MAX_PIXELS) throw refused('payload_too_large', 'Pixels', field, name);
  try {
    return await sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize(px, px, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refused('unsupported_media_type', 'Type', field, name);
  }
}

/** An upload rendered for its use (lib/domain/pictures.ts): a banner up to 1440 pixels, a category's icon 256, and so on. */
export const renderPicture = (data: Uint8Array, use: PictureUse, field = 'file', name?: string) => renderProductImage(data, PICTURE_PX[use], field, name);

/** Stores a rendered picture; its public path (served by GET /media/product-images/{file}, or review-images). */
export async function storeProductImage(webp: Buffer, folder: ImageFolder = PRODUCT_IMAGE_FOLDER): Promise<{ key: string; path: string }> {
  const key = await fileStorage().put(folder, webp, 'webp');
  return { key, path: SERVED_AT[folder] + key.slice(folder.length + 1) };
}

const FILE = /^[A-Za-z0-9_-]{20,}\.webp$/;

/** A stored picture by its file name (`<token>.webp`), or null. */
export async function readProductImage(file: string, folder: ImageFolder = PRODUCT_IMAGE_FOLDER): Promise<Uint8Array | null> {
  if (!FILE.test(file)) return null;
  return fileStorage().get(`${folder}/${file}`);
}

/**
 * The smaller copies made on request: at most the set's widths per picture, kept here while there
 * is room (a copy is a few kB; the HTTP caches keep them for good, as the names never change).
 * Nothing in it is needed by another instance: any instance makes the same copy from the stored file.
 */
const copies = new LRUCache<string, Buffer>({ maxSize: 24 * 1024 * 1024, sizeCalculation: (b) => Math.max(1, b.byteLength) });

/**
 * What `GET /media/<folder>/<file>` answers: `<token>.webp` is the stored picture itself;
 * `<token>.<width>.webp` (a width of PICTURE_WIDTHS) is the same picture with its longer side at
 * most that width, made from the stored file (the file itself when it is no larger). Null: 404.
 */
export async function servedPicture(file: string, folder: ImageFolder): Promise<Uint8Array | null> {
  const match = /^([A-Za-z0-9_-]{20,})(?:\.(\d{2,4}))?\.webp$/.exec(file);
  if (!match) return null;
  const original = `${match[1]}.webp`;
  if (match[2] === undefined) return readProductImage(original, folder);
  const width = parsePictureWidth(match[2]);
  if (width === null) return null;
  const key = `${folder}/${match[1]}.${width}`;
  const kept = copies.get(key);
  if (kept) return kept;
  const data = await readProductImage(original, folder);
  if (!data) return null;
  const meta = await sharp(data).metadata();
  if (Math.max(meta.width ?? 0, meta.height ?? 0) <= width) return data;
  const copy = await sharp(data).resize(width, width, { fit: 'inside' }).webp({ quality: 80 }).toBuffer();
  copies.set(key, copy);
  return copy;
}

/** The storage key of a picture stored here, from its public path; null for any other path (the seed's pictures). */
export function storedImageKey(path: string, folder: ImageFolder): string | null {
  const prefix = SERVED_AT[folder];
  const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return FILE.test(file) ? `${folder}/${file}` : null;
}

export function removeProductImage(key: string): Promise<void> {
  return fileStorage().remove(key);
}
