import sharp from 'sharp';
import { GET } from '@/app/media/emoji/[file]/route';
import { emojiSvg } from './emoji';
import { parseRasterSize, svgToWebp } from './raster';
import { emojiRaster, mediaUrl, rasterSize, RASTER_SIZES } from './url';

const get = (file: string) => GET(new Request(`http://localhost/media/emoji/${file}`), { params: Promise.resolve({ file }) });

describe('emoji raster copies', () => {
  it('picks the smallest size that covers the pixels, capped at the largest', () => {
    expect(rasterSize(1)).toBe(32);
    expect(rasterSize(64)).toBe(64);
    expect(rasterSize(65)).toBe(96);
    expect(rasterSize(10_000)).toBe(RASTER_SIZES[RASTER_SIZES.length - 1]);
  });

  it('gives a 1x/2x/3x WebP source set for emoji paths only', () => {
    expect(emojiRaster('/media/emoji/red-apple.svg', 160)).toEqual({
      src: '/media/emoji/red-apple.384.webp',
      srcSet: '/media/emoji/red-apple.192.webp 1x, /media/emoji/red-apple.384.webp 2x, /media/emoji/red-apple.384.webp 3x',
    });
    expect(emojiRaster('/media/monogram/FS/0D9488.svg', 40)).toBeNull();
    expect(emojiRaster('https://cdn.example/x.svg', 40)).toBeNull();
    expect(emojiRaster(null, 40)).toBeNull();
  });

  it('accepts only the fixed sizes', () => {
    expect(parseRasterSize('96')).toBe(96);
    expect(parseRasterSize('97')).toBeNull();
    expect(parseRasterSize('096')).toBe(96);
    expect(parseRasterSize('')).toBeNull();
  });

  it('draws the SVG as a transparent WebP square of the size', async () => {
    const webp = await svgToWebp(emojiSvg('red-apple')!, 96);
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 96, hasAlpha: true });
    // The picture is drawn, not an empty square: the centre pixel is opaque.
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const centre = (48 * info.width + 48) * info.channels;
    expect(data[centre + 3]).toBeGreaterThan(200);
  });

  it('serves the SVG and its WebP copies, and 404 for unknown names and sizes', async () => {
    const svg = await get('red-apple.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const webp = await get('red-apple.64.webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(64);
    for (const file of ['red-apple.65.webp', 'red-apple.png', 'no-such-emoji.64.webp', '..%2Fx.64.webp', 'red-apple.9999.webp']) {
      expect((await get(file)).status).toBe(404);
    }
  });
});

describe('mediaUrl and absolute pictures (ADR 0019)', () => {
  // lib/site/url.ts: NEXT_PUBLIC_SITE_URL, unset in the tests, so http://localhost:3000.
  it("uses the path of a picture under the site's own address", () => {
    expect(mediaUrl('http://localhost:3000/media/emoji/red-apple.svg')).toBe('/media/emoji/red-apple.svg');
    expect(mediaUrl('http://localhost:3000/api/v1/media/product-images/a.webp')).toBe('/api/v1/media/product-images/a.webp');
  });
  it("keeps a CDN's address and a bare path", () => {
    expect(mediaUrl('https://cdn.savat.uz/media/emoji/red-apple.svg')).toBe('https://cdn.savat.uz/media/emoji/red-apple.svg');
    expect(mediaUrl('/media/app-qr.svg')).toBe('/media/app-qr.svg');
    expect(mediaUrl(null)).toBeNull();
  });
  it("draws emoji from their raster copies on the picture's own host", () => {
    expect(emojiRaster('http://localhost:3000/media/emoji/red-apple.svg', 32)?.src).toBe('/media/emoji/red-apple.64.webp');
    expect(emojiRaster('https://cdn.savat.uz/media/emoji/red-apple.svg', 32)?.src).toBe('https://cdn.savat.uz/media/emoji/red-apple.64.webp');
  });
});
