import { emojiSvg } from '@/lib/media/emoji';
import { notFoundResponse, pngResponse, svgResponse, webpResponse } from '@/lib/media/headers';
import { parseRasterSize, svgToOgPng, svgToWebp } from '@/lib/media/raster';

export const runtime = 'nodejs';
export const dynamic = 'force-static';
export const dynamicParams = true;

/** Nothing is built ahead: each icon is made on its first request and then kept. */
export function generateStaticParams() {
  return [];
}

/**
 * GET /media/emoji/<name>.svg: an icon of the Fluent Emoji (flat) set (the path the API answers).
 * GET /media/emoji/<name>.<px>.webp: the same icon as a WebP square, for the pages (lib/media/url).
 * GET /media/emoji/<name>.og.png: the icon on a 1200×630 PNG card, a shared page's picture (lib/media/og).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^([a-z0-9-]+)\.(?:svg|(\d{2,3})\.webp|(og)\.png)$/.exec(file);
  const svg = match ? emojiSvg(match[1]) : null;
  if (!match || !svg) return notFoundResponse();
  if (match[3]) return pngResponse(await svgToOgPng(svg));
  if (match[2] === undefined) return svgResponse(svg);
  const size = parseRasterSize(match[2]);
  return size ? webpResponse(await svgToWebp(svg, size)) : notFoundResponse();
}
