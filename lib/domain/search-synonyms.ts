import { searchFold } from './transliterate';

/**
 * Synonyms of search: groups of words that mean the same to a shopper across Russian and both
 * Uzbek scripts ("хлеб", "non", "лепёшка"). A search for any word of a group finds the names that
 * contain any word of it (docs/adr/0013-search-synonyms.md). Words meet in their folded form
 * (`searchFold`), so "нон" and "non" are one word, and so are "goʻsht", "go'sht" and "гўшт".
 */

/** How many words a group may hold, and how long each may be: a group is a handful of words. */
export const MAX_GROUP_WORDS = 30;
export const MAX_SYNONYM_LENGTH = 40;

/** Folded word → every folded word it stands for (itself included), in the groups' order. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/**
 * Why a group's words cannot be saved, or null when they can: each word must fold to a single
 * search word of at least two letters, and a group needs two different words.
 */
export function synonymGroupProblem(words: readonly string[]): 'too_many' | 'too_long' | 'not_one_word' | 'too_few' | null {
  if (words.length > MAX_GROUP_WORDS) return 'too_many';
  if (words.some((w) => w.trim().length > MAX_SYNONYM_LENGTH)) return 'too_long';
  const folded = words.map(searchFold);
  if (folded.some((f) => f.length < 2 || f.includes(' '))) return 'not_one_word';
  if (new Set(folded).size < 2) return 'too_few';
  return null;
}

/**
 * The index of some groups. A word in several groups ("масло": butter and oil) stands for the
 * words of all of them. Words that do not fold to one search word are left out.
 */
export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    const folded = [...new Set(group.map(searchFold))].filter((f) => f.length >= 2 && !f.includes(' '));
    if (folded.length < 2) continue;
    for (const word of folded) {
      const known = index.get(word) ?? [word];
      index.set(word, [...new Set([...known, ...folded])]);
    }
  }
  return index;
}

/**
 * A folded search term as alternatives per word: a name matches when, for every word, it contains
 * one of that word's alternatives. "tandir xleb" → [["tandir"], ["xleb", "non", "lepyoshka", ...]].
 */
export function expandTerm(folded: string, index: SynonymIndex): string[][] {
  return folded
    .split(' ')
    .filter(Boolean)
    .map((word) => [...(index.get(word) ?? [word])]);
}
