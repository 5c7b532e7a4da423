import 'server-only';
import { and, asc, desc, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SearchHints } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';
import { FUZZY_SIMILARITY } from '@/lib/domain/search-ranking';
import { searchFold } from '@/lib/domain/transliterate';
import type { ReadDb } from '../db/client';
import { categories, stores } from '../db/schema';
import { pick } from '../http/locale';
import { listed, toStore } from './catalog';
import { cachedDerived } from './count-cache';
import { didYouMean } from './product-search';
import { nameSuggestions } from './product-suggestions';
import { mediaLink } from './public-address';
import { likeEscape } from '../db/like';

/**
 * What the search box offers for a text (ADR 0032): the stores and categories whose names match,
 * above the product names, and "did you mean" when nothing matches at all. The results page leads
 * with the same stores. Stores and categories are small tables: a scan of each, in SQL.
 */

const MAX_STORES = 3;
const MAX_CATEGORIES = 3;

/** A name lowercased with the Uzbek apostrophes dropped and a leading space: Latin names then read as folded. */
const latinName = (column: SQLWrapper) => sql`(' ' || lower(translate(${column}, 'ʻʼ‘’''\`´', '')))`;

/** The words of a text as typed, lowercased: a Cyrillic name is matched by the Cyrillic words typed. */
const typedWords = (q: string) =>
  q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word starts a word of `name` (a text with a leading space). */
const startsEvery = (name: SQL, words: string[]) => and(...words.map((w) => sql`${name} LIKE ${'% ' + likeEscape(w) + '%'}`))!;

/** The stores whose names match: every folded word starts a word of the name, or the name is alike enough. */
async function storesMatching(db: ReadDb, locale: Locale, q: string) {
  const folded = searchFold(q);
  if (!folded) return [];
  const name = latinName(stores.brandName);
  const exact = or(startsEvery(name, folded.split(' ')), startsEvery(sql`(' ' || lower(${stores.brandName}))`, typedWords(q)))!;
  const score = sql`word_similarity(${folded}, lower(${stores.brandName}))`;
  const rows = await db
    .select()
    .from(stores)
    .where(and(listed, or(exact, sql`${score} >= ${FUZZY_SIMILARITY}`)))
    .orderBy(sql`(${exact}) DESC`, desc(score), desc(stores.rating), asc(stores.id))
    .limit(MAX_STORES);
  return rows.map((s) => toStore(s, locale));
}

/** The categories whose name (in either language) holds every word at a word's start. */
async function categoriesMatching(db: ReadDb, locale: Locale, q: string) {
  const folded = searchFold(q);
  if (!folded) return [];
  const exact = or(startsEvery(latinName(categories.nameUz), folded.split(' ')), startsEvery(sql`(' ' || lower(${categories.nameRu}))`, typedWords(q)))!;
  const rows = await db
    .select({ id: categories.id, nameUz: categories.nameUz, nameRu: categories.nameRu, icon: categories.icon })
    .from(categories)
    .where(exact)
    .orderBy(desc(categories.popularity), asc(categories.id))
    .limit(MAX_CATEGORIES);
  return rows.map((c) => ({ id: c.id, name: pick(locale, c.nameUz, c.nameRu), icon: mediaLink(c.icon) }));
}

/** Stores, categories and product names for a text; "did you mean" only when none of them matches. */
export async function searchHints(db: ReadDb, q: string, locale: Locale): Promise<SearchHints> {
  const folded = searchFold(q);
  if (!folded) return { stores: [], categories: [], names: [], did_you_mean: null };
  // Kept like the name suggestions: every shopper types the same first letters.
  const [found, names] = await Promise.all([
    cachedDerived(JSON.stringify(['search-hints', locale, folded, typedWords(q)]), async () => ({
      stores: await storesMatching(db, locale, q),
      categories: await categoriesMatching(db, locale, q),
    })),
    nameSuggestions(db, q, locale),
  ]);
  const nothing = found.stores.length === 0 && found.categories.length === 0 && names.length === 0;
  return { ...found, names, did_you_mean: nothing ? await didYouMean(db, folded, locale) : null };
}
