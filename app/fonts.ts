import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter (next/font/google cannot download here).
 * One family per subset: the browser takes each glyph from the first family that has it, so
 * Uzbek Latin (oʻ, gʻ), Russian and Uzbek Cyrillic (ў, қ, ғ, ҳ) all render in Inter.
 */
// The one preloaded on every page, so made smaller (48 → 29 kB): the same characters, weights 400 to
// 800 only, the OpenType features the pages use (scripts/subset-font.sh makes it from fontsource's
// file; the licence is app/inter-LICENSE.txt).
const latin = localFont({
  src: './inter-latin-wght-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter-latin',
});

const latinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin-ext',
});

const cyrillic = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-cyrillic',
});

const cyrillicExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-cyrillic-ext',
});

export const fontVariables = [latin, latinExt, cyrillic, cyrillicExt].map((f) => f.variable).join(' ');
