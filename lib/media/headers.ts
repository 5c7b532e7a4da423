import 'server-only';

/** Headers of every generated image: immutable, and an SVG that can run nothing. */
export const SVG_HEADERS = {
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

export function webpResponse(webp: Buffer): Response {
  return new Response(new Uint8Array(webp), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': SVG_HEADERS['Cache-Control'], 'X-Content-Type-Options': 'nosniff' },
  });
}
