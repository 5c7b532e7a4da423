import type { Locale } from '../contract/values';
import { searchFold } from './transliterate';

/** How many popular searches the search box offers. */
export const POPULAR_SEARCHES = 10;

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The popular searches offered in a language, from the most searched terms (most first): those
 * written in the language's script first (Cyrillic for ru, Latin for uz), each spelling of a word
 * once ("goʻsht", "go'sht" and "гўшт" are one search: the first in that order stays).
 */
export function popularSearchesFor(terms: readonly string[], locale: Locale, limit = POPULAR_SEARCHES): string[] {
  const ownScript = (term: string) => CYRILLIC.test(term) === (locale === 'ru');
  const ordered = [...terms.filter(ownScript), ...terms.filter((t) => !ownScript(t))];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of ordered) {
    const folded = searchFold(term);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    out.push(term);
    if (out.length === limit) break;
  }
  return out;
}
