/**
 * `node scripts/make-icons.mjs`: writes the app icons of the web app manifest (app/manifest.ts)
 * into public/icons/ and the Apple touch icon to app/apple-icon.png (Next links it from every
 * page), from the basket mark of components/layout/logo.tsx
 * (app/icon.svg is the same drawing). Run it again only if the mark changes; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png: the mark as it is, a green rounded square (purpose "any").
 * - icon-maskable-512.png: full-bleed green with the basket inside the central safe circle (80%
 *   of the width), so that a launcher's circle or squircle crop never cuts it (purpose "maskable").
 * - app/apple-icon.png (180): full-bleed too; iOS rounds the corners itself.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const BRAND = '#16a34a'; // --color-brand-600 of app/globals.css
const ROOT = new URL('../', import.meta.url);

const basket = `<path d="M12.5 17.5 17 10M27.5 17.5 23 10" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><path d="M8.5 17.5h23l-2.6 11.2a3 3 0 0 1-2.9 2.3H14a3 3 0 0 1-2.9-2.3z" fill="#fff"/><path d="M16 22v5M20 22v5M24 22v5" stroke="${BRAND}" stroke-width="2.2" stroke-linecap="round"/>`;

/** The mark: the basket (centred at 20, 20.5 in a 40 box) scaled by `scale` on a background. */
function svg({ rounded, scale }) {
  const background = `<rect width="40" height="40"${rounded ? ' rx="12"' : ''} fill="${BRAND}"/>`;
  const body = scale === 1 ? basket : `<g transform="translate(20 20.5) scale(${scale}) translate(-20 -20.5)">${basket}</g>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${background}${body}</svg>`);
}

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'public/icons/icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'public/icons/icon-maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  { file: 'app/apple-icon.png', size: 180, rounded: false, scale: 0.9 },
];

mkdirSync(new URL('public/icons/', ROOT), { recursive: true });
for (const { file, size, rounded, scale } of icons) {
  await sharp(svg({ rounded, scale }), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(file, ROOT).pathname);
  console.log(file);
}
