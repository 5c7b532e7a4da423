import 'server-only';

/** Headers of every generated image: immutable, and an SVG that can run nothing. */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const;

export function svgResponse(svg: string): Response {
  return new Response(svg, { headers: SVG_HEADERS });
}

export function notFoundResponse(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

/** A raster picture made from a picture that never changes under its address: kept for good. */
function rasterResponse(bytes: Buffer, type: 'image/webp' | 'image/png' | 'image/jpeg'): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Cache-Control': SVG_HEADERS['Cache-Control'], 'X-Content-Type-Options': 'nosniff' },
  });
}

export const webpResponse = (webp: Buffer) => rasterResponse(webp, 'image/webp');
export const pngResponse = (png: Buffer) => rasterResponse(png, 'image/png');
export const jpegResponse = (jpeg: Buffer) => rasterResponse(jpeg, 'image/jpeg');
