import 'server-only';

export interface Monogram {
  letters: string;
  color: string;
}

/** Validates the two parts of `/media/monogram/<LETTERS>/<HEX>.svg`; null when either is bad. */
export function parseMonogram(letters: string, file: string): Monogram | null {
  if (!/^[A-Z]{1,2}$/.test(letters)) return null;
  const match = /^([0-9A-Fa-f]{6})\.svg$/.exec(file);
  if (!match) return null;
  return { letters, color: match[1].toUpperCase() };
}

/** A rounded square of the colour with the letters in white, centred. */
export function monogramSvg({ letters, color }: Monogram): string {
  const size = letters.length === 1 ? 56 : 44;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<rect width="128" height="128" rx="28" fill="#${color}"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" fill="#fff" font-family="Inter, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing="1">${letters}</text>`,
    '</svg>',
  ].join('');
}
