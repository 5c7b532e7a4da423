import 'server-only';
import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import { DID_YOU_MEAN_SIMILARITY, SEARCH_TIERS, SOUND_FROM, SOUND_TO } from '@/lib/domain/search-ranking';
import { expandTerm } from '@/lib/domain/search-synonyms';
import { searchFold } from '@/lib/domain/transliterate';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { cachedDerived } from './count-cache';
import { synonymsIndex } from './search-synonyms';
import { shopVisible } from './shop-visibility';
import { likeEscape } from '../db/like';

/**
 * How a search term meets product names (docs/adr/0002, 0013, 0032-search-ranking-and-stores.md), all in SQL:
 * - exactly: every word typed (or a synonym of it) starts a word of the folded names. Start of a
 *   word, not anywhere: "non" is inside "shampinyon", "mol" inside nothing it should find;
 * - ranked by language: names whose part in the shopper's language matches come before those
 *   that match in the other language ("мол" in Russian: milk, "moloko", before beef, "mol goʻshti");
 * - only when no name matches exactly, fuzzily: the names whose sound key is alike enough
 *   (lib/domain/search-ranking.ts), served by their own trigram index.
 */

/** A SQL value: a placeholder of a prepared list query, or the value itself in a one-off query. */
export type Bind = (name: string, value: unknown) => SQL;
const inline: Bind = (_name, value) => sql`${value}`;

/**
 * The word-start patterns of a folded term, per word: [pattern at the start of the text, pattern
 * after a space], for the word typed and each of its synonyms (server/services/search-synonyms.ts).
 */
export async function termPatterns(db: Db, folded: string): Promise<[string, string][][]> {
  const index = await synonymsIndex(db);
  return expandTerm(folded, index).map((words) => words.map((w) => [likeEscape(w) + '%', '% ' + likeEscape(w) + '%']));
}

/** The names that hold every word at the start of one of their words (the trigram index serves each LIKE). */
export function startsEvery(patterns: [string, string][][], bind: Bind): SQL {
  return and(
    ...patterns.map((alternatives, i) =>
      or(
        ...alternatives.flatMap(([start, inside], j) => [
          sql`${products.searchText} LIKE ${bind(`w${i}_${j}a`, start)}`,
          sql`${products.searchText} LIKE ${bind(`w${i}_${j}b`, inside)}`,
        ]),
      )!,
    ),
  )!;
}

/**
 * The Uzbek name folded as `searchFold` folds it (lowercase, apostrophes dropped, anything but
 * letters and digits one space): the search text begins with it, then a space, then the folded
 * Russian name (productSearchText). Uzbek names are Latin, so no transliteration is needed here.
 */
const uzFolded = sql`btrim(regexp_replace(lower(translate(${products.nameUz}, 'ʻʼ‘’''\`´', '')), '[^[:alnum:]]+', ' ', 'g'))`;
/** The folded name in one language, with a leading space so that every word starts after one. */
const foldedIn = (locale: Locale) => (locale === 'uz' ? sql`(' ' || ${uzFolded})` : sql`(' ' || substr(${products.searchText}, char_length(${uzFolded}) + 2))`);

/**
 * The tier of an exact match (SEARCH_TIERS): 0 when every word starts a word of the name in the
 * shopper's language, else 1. Only for rows that match exactly; it reuses their `b` patterns.
 */
export function languageTier(patterns: [string, string][][], locale: Locale, bind: Bind): SQL {
  const part = foldedIn(locale);
  const own = and(...patterns.map((alternatives, i) => or(...alternatives.map(([, inside], j) => sql`${part} LIKE ${bind(`w${i}_${j}b`, inside)}`))!))!;
  return sql`(CASE WHEN ${own} THEN ${SEARCH_TIERS.ownLanguage} ELSE ${SEARCH_TIERS.otherLanguage} END)`;
}

/** The sound key of a SQL text (lib/domain/search-ranking.ts); the same expression as the index's. */
const soundOf = (text: SQL | typeof products.searchText) => sql`translate(${text}, ${sql.raw(`'${SOUND_FROM}'`)}, ${sql.raw(`'${SOUND_TO}'`)})`;
const soundText = soundOf(products.searchText);

/** A fuzzy match: the sound keys alike above the connection's threshold (FUZZY_SIMILARITY), with the index. */
export const fuzzyMatch = (folded: SQL) => sql`${soundOf(folded)} <% ${soundText}`;
/** How alike, for the order of fuzzy matches. */
export const fuzzyScore = (folded: SQL) => sql`word_similarity(${soundOf(folded)}, ${soundText})`;

/**
 * Whether every word of a folded term (or a synonym of it) starts a word of some product name. It
 * changes as slowly as a count, so it is kept like one (server/services/count-cache.ts).
 */
export function anyNameStarts(db: Db, folded: string): Promise<boolean> {
  return cachedDerived(JSON.stringify(['name-hit', folded]), async () => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(shopVisible, startsEvery(await termPatterns(db, folded), inline)))
      .limit(1);
    return row !== undefined;
  });
}

/** Whether a term finds products by name (not only look-alikes): a popular search must. */
export function termHasHits(db: Db, term: string): Promise<boolean> {
  const folded = searchFold(term);
  return folded ? anyNameStarts(db, folded) : Promise.resolve(false);
}

/** A term's match and rank for a one-off query: the condition, the tier and the closeness. */
export async function nameSearch(db: Db, folded: string, locale: Locale): Promise<{ where: SQL; tier: SQL; score: SQL }> {
  if (await anyNameStarts(db, folded)) {
    const patterns = await termPatterns(db, folded);
    return {
      where: startsEvery(patterns, inline),
      tier: languageTier(patterns, locale, inline),
      score: sql`word_similarity(${folded}, ${products.searchText})`,
    };
  }
  return { where: fuzzyMatch(sql`${folded}`), tier: sql`${SEARCH_TIERS.fuzzy}`, score: fuzzyScore(sql`${folded}`) };
}

/**
 * "Did you mean": when a term finds nothing, even fuzzily, the name (in the shopper's language)
 * closest to it above DID_YOU_MEAN_SIMILARITY, or null. It reads every name (no index serves a
 * similarity below the connection's threshold), so it runs only for a term that found nothing,
 * and its answer is kept like a count.
 */
export function didYouMean(db: Db, folded: string, locale: Locale): Promise<string | null> {
  if (!folded) return Promise.resolve(null);
  const name = locale === 'ru' ? products.nameRu : products.nameUz;
  return cachedDerived(JSON.stringify(['did-you-mean', locale, folded]), async () => {
    const score = fuzzyScore(sql`${folded}`);
    const [row] = await db
      .select({ name })
      .from(products)
      .where(and(shopVisible, sql`${score} >= ${DID_YOU_MEAN_SIMILARITY}`))
      .orderBy(desc(score), sql`char_length(${name})`, desc(products.numberOfSales))
      .limit(1);
    return row?.name ?? null;
  });
}
