/**
 * Coming Back to a list after "show more" (ADR 0034): the list page is rendered again from its
 * first page, so the pages loaded on the phone and the place the shopper was would be lost (12
 * cards, and the browser's scroll lands in the footer). The load-more island keeps what it loaded
 * and the card the shopper opened in the tab's session storage, under a mark it puts in that
 * history entry's state: Back to that entry finds them again; a new visit of the same list (a new
 * entry, without the mark) starts from its first page, as a link should.
 */

/** The key in `history.state` that names the saved list of an entry. */
export const LIST_ENTRY_STATE_KEY = 'savatList';

/** A tab keeps at most this many products of a list (the pages loaded past the first). */
export const MAX_SAVED_PRODUCTS = 240;

export interface SavedList<T> {
  /** Which list (its request): a saved list is only put back under the list it was loaded for. */
  list: string;
  /** The products loaded past the server's page, in order. */
  products: T[];
  /** The next page "show more" asks for. */
  next: number;
  /** The product whose card the shopper opened last, to bring back into view. */
  opened: number | null;
}

export const savedListStorageKey = (entry: string) => `savat:list:${entry}`;

/** A new entry mark: random enough for the entries of one tab. */
export function newListEntry(random: () => number = Math.random): string {
  return random().toString(36).slice(2, 10) || 'entry';
}

/** The entry mark in a history state, if it has one. */
export function listEntryOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[LIST_ENTRY_STATE_KEY];
  return typeof value === 'string' && /^[a-z0-9]{1,16}$/.test(value) ? value : null;
}

/** The stored text of a saved list, capped (a very long scroll keeps its first products). */
export function serializeSavedList<T>(saved: SavedList<T>): string {
  return JSON.stringify({ ...saved, products: saved.products.slice(0, MAX_SAVED_PRODUCTS) });
}

/**
 * The saved list of `list` from its stored text, or null: nothing stored, another list's, or text
 * that is not a saved list (an older version of the site, a hand edit). Products must carry an id.
 */
export function parseSavedList<T extends { id: number }>(raw: string | null, list: string): SavedList<T> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.list !== list || !Array.isArray(v.products) || !Number.isInteger(v.next) || (v.next as number) < 2) return null;
  const products = v.products.filter((p): p is T => !!p && typeof p === 'object' && Number.isInteger((p as { id?: unknown }).id));
  const opened = Number.isInteger(v.opened) ? (v.opened as number) : null;
  return { list, products: products.slice(0, MAX_SAVED_PRODUCTS), next: v.next as number, opened };
}

/** The saved products without those the page shows already (the list changed since). */
export function withoutShown<T extends { id: number }>(products: T[], shown: Iterable<number>): T[] {
  const seen = new Set(shown);
  return products.filter((p) => {
    if (seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
}
