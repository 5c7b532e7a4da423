import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GET as emojiGET } from '@/app/media/emoji/[file]/route';
import { GET as photoGET } from '@/app/media/product-images/[file]/route';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { renderProductImage, storeProductImage } from '@/server/services/product-images';
import { ogImageOf, OG_HEIGHT, OG_WIDTH } from './og';

const emoji = (file: string) => emojiGET(new Request(`http://localhost/media/emoji/${file}`), { params: Promise.resolve({ file }) });
const photo = (file: string) => photoGET(new Request(`http://localhost/media/product-images/${file}`), { params: Promise.resolve({ file }) });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("ogImageOf: a shared page's picture as a PNG or JPEG card", () => {
  it("gives an emoji picture's PNG card and an uploaded photo's JPEG card, on the picture's host", () => {
    expect(ogImageOf('https://cdn.savat.uz/media/emoji/red-apple.svg')).toEqual({
      url: 'https://cdn.savat.uz/media/emoji/red-apple.og.png',
      width: 1200,
      height: 630,
      type: 'image/png',
    });
    expect(ogImageOf('/media/emoji/red-apple.svg')?.url).toBe('/media/emoji/red-apple.og.png');
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(ogImageOf(`http://localhost:3000/api/v1/media/product-images/${token}.webp`)).toEqual({
      url: `http://localhost:3000/media/product-images/${token}.og.jpg`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });

  it('gives none for a picture without a card (never an SVG)', () => {
    for (const picture of [
      '/media/monogram/FS/0D9488.svg',
      'https://other.example/a.svg',
      '/api/v1/media/review-images/AbCdEfGhIjKlMnOpQrStUv.webp',
      '',
      null,
      undefined,
    ]) {
      expect(ogImageOf(picture)).toBeNull();
    }
  });
});

describe("the share cards' routes", () => {
  it('draws an emoji on an opaque 1200×630 PNG, and 404 for an unknown one', async () => {
    const response = await emoji('red-apple.og.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const png = await bytes(response);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: OG_WIDTH, height: OG_HEIGHT });
    // Opaque everywhere (an app may lay a transparent picture on black), and the emoji drawn in the middle.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
    const centre = (315 * info.width + 600) * info.channels;
    expect([data[centre], data[centre + 1], data[centre + 2]]).not.toEqual([0xee, 0xf7, 0xee]);
    for (const file of ['no-such-emoji.og.png', 'red-apple.og.jpg', 'red-apple.og.webp']) expect((await emoji(file)).status).toBe(404);
  });

  it('turns an uploaded photo into a 1200×630 JPEG, and 404 for a file that is not there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-og-'));
    setFileStorageForTests(new DiskStorage(dir));
    try {
      const source = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
        .png()
        .toBuffer();
      const { path: stored } = await storeProductImage(await renderProductImage(new Uint8Array(source)));
      const card = ogImageOf(`http://localhost:3000${stored}`)!;
      const response = await photo(card.url.split('/').pop()!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const jpeg = await bytes(response);
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: OG_WIDTH, height: OG_HEIGHT });
      for (const file of ['AbCdEfGhIjKlMnOpQrStUv.og.jpg', `${card.url.split('/').pop()!.replace('.og.jpg', '.webp')}`, '..%2F..%2Fetc.og.jpg']) {
        expect((await photo(file)).status).toBe(404);
      }
    } finally {
      setFileStorageForTests(undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
