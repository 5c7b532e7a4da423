/**
 * The API answers image paths relative to its host (`/media/emoji/red-apple.svg`). The storefront
 * serves /media itself, so a path is used as it is; NEXT_PUBLIC_MEDIA_URL can point elsewhere.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const base = process.env.NEXT_PUBLIC_MEDIA_URL ?? '';
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
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

const EMOJI_PATH = /^\/media\/emoji\/([a-z0-9-]+)\.svg$/;

/**
 * A raster source set for an emoji picture drawn `width` CSS pixels wide, or null for any other
 * image. Why: each SVG <img> makes the browser build a separate SVG document on the main thread
 * (10 to 25 ms apiece on a phone); a small WebP only needs decoding, which happens off it.
 */
export function emojiRaster(path: string | null | undefined, width: number): { src: string; srcSet: string } | null {
  const match = path ? EMOJI_PATH.exec(path) : null;
  if (!match) return null;
  const url = (px: number) => mediaUrl(`/media/emoji/${match[1]}.${rasterSize(px)}.webp`)!;
  return { src: url(width * 2), srcSet: `${url(width)} 1x, ${url(width * 2)} 2x, ${url(width * 3)} 3x` };
}
