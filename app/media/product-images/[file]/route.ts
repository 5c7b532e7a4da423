import { jpegResponse, notFoundResponse } from '@/lib/media/headers';
import { photoToOgJpeg } from '@/lib/media/raster';
import { readProductImage } from '@/server/services/product-images';

export const runtime = 'nodejs';
// Made on request and never kept by the server: any random name is an address a client may ask
// for, and Next would write each one to disk (app/media/monogram's route says the same). Shared
// pages are fetched once per app that previews them, and the answer is kept for a year after.
export const dynamic = 'force-dynamic';

/**
 * GET /media/product-images/<file>.og.jpg: an uploaded product photo (served as WebP by the API at
 * /api/v1/media/product-images/<file>.webp) as a 1200×630 JPEG card, a shared page's picture
 * (lib/media/og.ts): the apps that preview links do not all show WebP.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^([A-Za-z0-9_-]{20,})\.og\.jpg$/.exec(file);
  const webp = match ? await readProductImage(`${match[1]}.webp`) : null;
  return webp ? jpegResponse(await photoToOgJpeg(webp)) : notFoundResponse();
}
