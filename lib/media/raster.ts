import 'server-only';
import sharp from 'sharp';
import { OG_HEIGHT, OG_WIDTH } from './og';
import { RASTER_SIZES } from './url';

/** A size of the fixed set, or null: the route answers 404 for any other. */
export function parseRasterSize(text: string): number | null {
  const size = Number(text);
  return (RASTER_SIZES as readonly number[]).includes(size) ? size : null;
}

/**
 * The SVG drawn as a square WebP of `size` pixels (transparent background). The density makes
 * librsvg draw the picture at the target size rather than scale up a small bitmap.
 */
export async function svgToWebp(svg: string, size: number): Promise<Buffer> {
  return drawSvg(svg, size).webp({ quality: 82, alphaQuality: 90 }).toBuffer();
}

function drawSvg(svg: string, size: number) {
  const svgWidth = Number(/^<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]) || size;
  return sharp(Buffer.from(svg), { density: Math.min(2400, Math.ceil((72 * size) / svgWidth)) }).resize(size, size, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

/** The share card's background: the soft green of the product pages' first tint (components/product/product-tint.ts). */
const CARD_BACKGROUND = { r: 0xee, g: 0xf7, b: 0xee, alpha: 1 };

/**
 * An emoji picture as a share card (lib/media/og.ts): drawn at 420 pixels in the middle of an
 * opaque 1200×630 PNG (some apps show a transparent PNG on black).
 */
export async function svgToOgPng(svg: string): Promise<Buffer> {
  const picture = await drawSvg(svg, 420).png().toBuffer();
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 4, background: CARD_BACKGROUND } })
    .composite([{ input: picture, gravity: 'centre' }])
    .flatten({ background: CARD_BACKGROUND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An uploaded photo (WebP) as a 1200×630 JPEG share card, the whole photo shown on the card's background. */
export async function photoToOgJpeg(webp: Uint8Array): Promise<Buffer> {
  return sharp(webp, { limitInputPixels: 40_000_000 })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'contain', background: CARD_BACKGROUND })
    .flatten({ background: CARD_BACKGROUND })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
