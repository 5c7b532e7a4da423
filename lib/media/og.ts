/**
 * The picture a shared page shows in Telegram, Facebook, WhatsApp and the like (og:image). They show
 * PNG and JPEG, not SVG, and lay a picture out at 1.91:1: a product's picture is drawn once more as
 * a 1200×630 card beside the original, on the same host.
 * - An emoji picture (`/media/emoji/<name>.svg`) → `/media/emoji/<name>.og.png`.
 * - An uploaded photo (`/api/v1/media/product-images/<file>.webp`) → `/media/product-images/<file>.og.jpg`.
 * Any other picture (a monogram, another site's) has no such copy: the page shares without one.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgImage {
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
}

const EMOJI = /^((?:https?:\/\/[^/]+)?)\/media\/emoji\/([a-z0-9-]+)\.svg$/;
const PHOTO = /^((?:https?:\/\/[^/]+)?)\/api\/v1\/media\/product-images\/([A-Za-z0-9_-]{20,})\.webp$/;

/** The share card of a picture, or null when it has none. */
export function ogImageOf(picture: string | null | undefined): OgImage | null {
  if (!picture) return null;
  const emoji = EMOJI.exec(picture);
  if (emoji) return { url: `${emoji[1]}/media/emoji/${emoji[2]}.og.png`, width: OG_WIDTH, height: OG_HEIGHT, type: 'image/png' };
  const photo = PHOTO.exec(picture);
  if (photo) return { url: `${photo[1]}/media/product-images/${photo[2]}.og.jpg`, width: OG_WIDTH, height: OG_HEIGHT, type: 'image/jpeg' };
  return null;
}
