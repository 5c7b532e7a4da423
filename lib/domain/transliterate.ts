/**
 * Uzbek is written in Latin (official) and Cyrillic; Russian in Cyrillic. Search folds every text
 * to one lowercase Latin form so that "olma", "олма" and the product's Russian name "яблоко"
 * ("yabloko") all meet in the same alphabet, where trigram similarity handles typos.
 *
 * Rules follow the official Uzbek Cyrillic → Latin table;
 * Russian-only letters get their common Uzbek-Latin spelling (щ → sh, ы → i, й → y).
 */

const VOWELS_CYR = 'аеёиоуўэюяыАЕЁИОУЎЭЮЯЫ';

const SIMPLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: 'ʼ',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'oʻ',
  қ: 'q',
  ғ: 'gʻ',
  ҳ: 'h',
};

/** Cyrillic (Uzbek or Russian) to Uzbek Latin, keeping the case of each letter. */
export function cyrillicToLatin(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    const lower = ch.toLowerCase();
    const prev = i > 0 ? input[i - 1] : '';
    const atWordStart = !prev || !/\p{L}/u.test(prev);
    let latin: string | undefined;
    if (lower === 'е') {
      // After a vowel or a hard/soft sign е is iotated: поезд → poyezd, съезд → sʼyezd.
      latin = atWordStart || VOWELS_CYR.includes(prev) || 'ъьЪЬ'.includes(prev) ? 'ye' : 'e';
    } else if (lower === 'ц') {
      latin = atWordStart || !VOWELS_CYR.includes(prev) ? 's' : 'ts';
    } else {
      latin = SIMPLE[lower];
    }
    if (latin === undefined) {
      out += ch;
    } else if (ch !== lower && latin.length > 0) {
      // Upper case: "Ш" → "Sh" inside a word, first letter capital.
      out += latin[0].toUpperCase() + latin.slice(1);
    } else {
      out += latin;
    }
  }
  return out;
}

/** Every way people type the Uzbek oʻ/gʻ sign and the tutuq belgisi. */
const APOSTROPHES = /[ʻʼ‘’'`´]/g;

/**
 * The search form of a text: Latin, lowercase, apostrophes dropped ("oʻ", "o'" and "o`" all
 * become "o"), anything but letters and digits turned into single spaces.
 */
export function searchFold(input: string): string {
  return cyrillicToLatin(input.normalize('NFC'))
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
