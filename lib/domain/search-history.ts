/**
 * Search history rules: a new term goes to the top only if it is not there yet; single
 * terms can be removed; all can be cleared. Pure: shared by the store and its tests.
 */

/** How many terms the device keeps; the oldest fall off. */
export const SEARCH_HISTORY_LIMIT = 10;

/** The longest term kept (the search box accepts no more). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A term as stored: trimmed, inner runs of white space collapsed, at most 100 characters. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX_LENGTH).trim();
}

/**
 * Adds a term at the top. An empty term changes nothing; a term already present (ignoring case)
 * stays where it is, so the list never holds duplicates. At most `limit` terms are kept.
 */
export function addTerm(history: readonly string[], term: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const value = normaliseTerm(term);
  if (!value) return [...history];
  const key = value.toLocaleLowerCase();
  if (history.some((t) => t.toLocaleLowerCase() === key)) return [...history];
  return [value, ...history].slice(0, limit);
}

/** Removes one term (exact match). */
export function removeTerm(history: readonly string[], term: string): string[] {
  return history.filter((t) => t !== term);
}

/** Forgets every term. */
export function clearTerms(): string[] {
  return [];
}
