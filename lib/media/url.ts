import { SITE_URL } from '@/lib/site/url';
import { pictureWidth } from '@/lib/domain/pictures';

/**
 * The site's own address that `url` starts with, or null. The server knows the configured one at run
 * time; the browser has the one inlined at build time, which `next start` may run without (the e2e
 * server sets it only when starting), so the page's own origin counts too: both sides then render
 * the same path.
 */
function ownOrigin(url: string): string | null {
  const origins = typeof window === 'undefined' ? [SITE_URL] : [SITE_URL, window.location.origin];
  return origins.find((origin) => url.startsWith(`${origin}/`)) ?? null;
}

/**
 * The API answers pictures as absolute URLs under the media address (ADR 0019:
 * `https://savat.uz/media/emoji/red-apple.svg`). Under the site's own address the pages use the
 * path, so that a picture is same-origin whatever host the page was opened under (the service
 * worker keeps same-origin /media, the CSP allows 'self'); under a CDN's address it stays as it is.
 * A bare path (the pages' own pictures) is used as it is.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  const own = ownOrigin(path);
  if (own) return path.slice(own.length);
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Pixel sizes of the raster copies of the emoji pictures (/media/emoji/<name>.<px>.webp). A fixed
 * set, so the copies kept on the server are bounded (at most 8 per emoji).
 */
export const RASTER_SIZES = [32, 48, 64, 96, 128, 192, 256, 384] as const;

/** The smallest raster size that covers `px` pixels, or the largest. */
export function rasterSize(px: number): number {
  return RASTER_SIZES.find((size) => size >= px) ?? RASTER_SIZES[RASTER_SIZES.length - 1];
}

const EMOJI_PATH = /^((?:https?:\/\/[^/]+)?)\/media\/emoji\/([a-z0-9-]+)\.svg$/;

/**
 * A raster source set for an emoji picture drawn `width` CSS pixels wide, or null for any other
 * image. Why: each SVG <img> makes the browser build a separate SVG document on the main thread
 * (10 to 25 ms apiece on a phone); a small WebP only needs decoding, which happens off it.
 */
export function emojiRaster(path: string | null | undefined, width: number): { src: string; srcSet: string } | null {
  const match = path ? EMOJI_PATH.exec(path) : null;
  if (!match) return null;
  // The copies sit beside the picture, on the same host.
  const url = (px: number) => mediaUrl(`${match[1]}/media/emoji/${match[2]}.${rasterSize(px)}.webp`)!;
  return { src: url(width * 2), srcSet: `${url(width)} 1x, ${url(width * 2)} 2x, ${url(width * 3)} 3x` };
}

const UPLOADED_PATH = /^((?:https?:\/\/[^/]+)?\/api\/v1\/media\/(?:product-images|review-images)\/[A-Za-z0-9_-]{20,})\.webp$/;

/** Whether a picture is an uploaded one (a product photo, a logo, a banner), which is served at the set's widths. */
export const isUploadedPicture = (path: string | null | undefined): path is string => !!path && UPLOADED_PATH.test(path);

/** An uploaded picture's copy at most `px` pixels wide (a width of the set; lib/domain/pictures.ts), or null for any other picture. */
export function pictureCopy(path: string | null | undefined, px: number): string | null {
  const match = path ? UPLOADED_PATH.exec(path) : null;
  return match ? mediaUrl(`${match[1]}.${pictureWidth(px)}.webp`) : null;
}

/**
 * A 1x/2x/3x source set for an uploaded picture drawn `width` CSS pixels wide, from the copies of
 * its one stored file (ADR 0024), or null for any other picture: a card or a basket line gets a
 * small file, not the gallery's 640 pixels.
 */
export function uploadedRaster(path: string | null | undefined, width: number): { src: string; srcSet: string } | null {
  if (!isUploadedPicture(path)) return null;
  const url = (px: number) => pictureCopy(path, px)!;
  return { src: url(width * 2), srcSet: `${url(width)} 1x, ${url(width * 2)} 2x, ${url(width * 3)} 3x` };
}

/** A width-described source set (`<copy> 480w, …`) of an uploaded picture drawn at `sizes`, or null for any other picture. */
export function uploadedWidthSet(path: string | null | undefined, widths: readonly number[]): string | null {
  if (!isUploadedPicture(path)) return null;
  return widths.map((w) => `${pictureCopy(path, w)} ${pictureWidth(w)}w`).join(', ');
}
