import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { MAX_GROUP_WORDS, MAX_SYNONYM_LENGTH, synonymGroupProblem, synonymIndex, type SynonymIndex } from '@/lib/domain/search-synonyms';
import type { Db } from '../db/client';
import { searchSynonyms } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text, type ApiText } from '../http/messages';
import { cachesForget } from './cache-invalidation';
import { cachedDerived } from './count-cache';

/**
 * The search synonyms (docs/adr/0013-search-synonyms.md): groups of words that mean the same to
 * a shopper, kept in the `search_synonyms` table, which is the one source an operator edits. The
 * search reads them as an index (lib/domain/search-synonyms.ts) kept like a count
 * (count-cache.ts): a change here reaches every search through the one cache door, and another
 * instance follows within a minute.
 */

export interface SynonymGroup {
  /** The group's name for the operator ("bread"). */
  name: string;
  /** The words as people type them. */
  words: string[];
}

/** Every group, by name. */
export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  return db.select({ name: searchSynonyms.name, words: searchSynonyms.words }).from(searchSynonyms).orderBy(asc(searchSynonyms.name));
}

/** The index the search expands a term with. */
export function synonymsIndex(db: Db): Promise<SynonymIndex> {
  return cachedDerived('search-synonyms', async () => synonymIndex((await listSynonymGroups(db)).map((g) => g.words)));
}

const PROBLEM_TEXT: Record<NonNullable<ReturnType<typeof synonymGroupProblem>>, ApiText> = {
  too_many: text('fields.synonymsTooMany', { maximum: MAX_GROUP_WORDS }),
  too_long: text('fields.synonymsTooLong', { maximum: MAX_SYNONYM_LENGTH }),
  not_one_word: text('fields.synonymsNotOneWord'),
  too_few: text('fields.synonymsTooFew'),
};

const MAX_NAME_LENGTH = 60;

/**
 * Adds a group, or replaces the words of the group of that name. Refuses words that are not one
 * search word each (validation_error on `words`). The next search uses the change.
 */
export async function saveSynonymGroup(db: Db, group: SynonymGroup): Promise<SynonymGroup> {
  const name = group.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH) {
    throw new ApiFailure('validation_error', { fields: { name: text(name ? 'fields.tooBig' : 'fields.required', { maximum: MAX_NAME_LENGTH }) } });
  }
  const words = [...new Set(group.words.map((w) => w.trim().normalize('NFC')).filter(Boolean))];
  const problem = synonymGroupProblem(words);
  if (problem) throw new ApiFailure('validation_error', { fields: { words: PROBLEM_TEXT[problem] } });
  await db
    .insert(searchSynonyms)
    .values({ name, words })
    .onConflictDoUpdate({ target: searchSynonyms.name, set: { words, updatedAt: sql`now()` } });
  await cachesForget({ kind: 'synonyms' });
  return { name, words };
}

/** Removes the group of that name (not_found when there is none). */
export async function deleteSynonymGroup(db: Db, name: string): Promise<void> {
  const removed = await db.delete(searchSynonyms).where(eq(searchSynonyms.name, name.trim())).returning({ id: searchSynonyms.id });
  if (removed.length === 0) throw notFound();
  await cachesForget({ kind: 'synonyms' });
}
