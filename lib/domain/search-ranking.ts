/**
 * How the search ranks and forgives (ADR 0002 and ADR 0032). The SQL lives in
 * server/services/product-search.ts; the rules it applies are here, so that the tests and the
 * database read the same numbers.
 *
 * Tiers, best first: every word typed starts a word of the name in the shopper's language; every
 * word starts a word of the name in the other language (or across both); only when no name
 * matches so, names whose sound key is alike enough (below).
 */
export const SEARCH_TIERS = { ownLanguage: 0, otherLanguage: 1, fuzzy: 2 } as const;

/**
 * The letters a shopper mixes up when typing what they hear: an unstressed Russian "о" sounds as
 * "а" ("малако" for "молоко"), and "ы", "и" and a Latin "y" are one sound to many ("syr" for
 * "сыр", folded "sir"); an unstressed "е" sounds as "и". The fuzzy match compares both sides with
 * these letters made one: `translate(text, SOUND_FROM, SOUND_TO)` in SQL, `soundKey` here.
 */
export const SOUND_FROM = 'oye';
export const SOUND_TO = 'aii';

/** The sound key of a folded text: what the fuzzy match and its index compare. */
export function soundKey(folded: string): string {
  let out = '';
  for (const ch of folded) {
    const at = SOUND_FROM.indexOf(ch);
    out += at < 0 ? ch : SOUND_TO[at];
  }
  return out;
}

/**
 * The least pg_trgm word similarity of two sound keys for a fuzzy match. Chosen with the held-out
 * list of real queries in server/routes/search-ranking.test.ts: at 0.4 "малоко" brought apples
 * ("yabloko", 0.43) and "nonn" nail polish; at 0.6 a dropped letter ("bodrng" for "bodring")
 * found nothing. It is set per connection (server/db/client.ts) so that `<%` and its trigram index
 * apply it.
 */
export const FUZZY_SIMILARITY = 0.5;

/**
 * Below the fuzzy match, what "did you mean" may still offer when nothing is found: a name this
 * alike is worth proposing, not worth listing.
 */
export const DID_YOU_MEAN_SIMILARITY = 0.3;
