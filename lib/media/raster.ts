import 'server-only';
import sharp from 'sharp';
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
  const svgWidth = Number(/^<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]) || size;
  return sharp(Buffer.from(svg), { density: Math.min(2400, Math.ceil((72 * size) / svgWidth)) })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 82, alphaQuality: 90 })
    .toBuffer();
}
