import type { Product } from '@/lib/contract/catalog';
import { get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { searchSynonyms, searchTerms } from '@/server/db/schema';
import { seedSynonymsIfEmpty } from '@/server/db/seed';
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from '@/server/services/search-synonyms';
import { ApiFailure } from '@/server/http/errors';

type Locale = 'uz' | 'ru';
type Page = { content: Product[]; totalElements: number };

/** The first page of a search (50 names), in a language. */
async function search(q: string, locale: Locale = 'uz', size = 50) {
  const res = await post(`/store/products/filter/?size=${size}`, { q }, { locale });
  expect(res.status).toBe(200);
  return res.body.result as Page;
}
const names = async (q: string, locale: Locale = 'uz') => (await search(q, locale)).content.map((p) => p.name.toLowerCase());

/** The names of the demo catalog's tandoor bread in each language. */
const NON: Record<Locale, string> = { uz: 'tandir non', ru: 'лепёшка тандырная' };

describe.each(testTargets())('search synonyms and popular searches on %s', (target) => {
  const db = useSeededDb(target);

  describe('synonyms', () => {
    it.each<[string, Locale]>([
      ['хлеб', 'uz'],
      ['хлеб', 'ru'],
      ['hleb', 'ru'],
      ['лепешка', 'uz'],
      ['нон', 'ru'],
    ])('"%s" finds the tandoor bread (%s)', async (q, locale) => {
      const found = await names(q, locale);
      expect(found).toContain(NON[locale]);
    });

    it('finds the names with the word typed first, and no unrelated word that contains a synonym', async () => {
      const found = await names('хлеб', 'ru');
      // Ordered by closeness to what was typed: "Хлеб ржаной" before the lepyoshkas.
      expect(found[0]).toContain('хлеб');
      // "non" is inside "шампиньоны": a synonym matches only at the start of a word.
      expect(found.some((n) => n.includes('шампиньон'))).toBe(false);
    });

    it('finds across languages where neither name has the word typed', async () => {
      expect((await names('мясо', 'ru')).some((n) => n.includes('говядина'))).toBe(true);
      expect((await names('яйцо', 'ru')).some((n) => n.includes('яйца'))).toBe(true);
      expect((await names('рыба', 'uz')).some((n) => n.includes('sazan'))).toBe(true);
      expect((await names('яблоки', 'uz')).some((n) => n.startsWith('olma'))).toBe(true);
    });

    it('suggests names found through a synonym, in the request language', async () => {
      for (const locale of ['uz', 'ru'] as const) {
        const suggestions = (await get(`/store/products/chace_name/?q=${encodeURIComponent('хлеб')}`, { locale })).body.result as string[];
        expect(suggestions.map((s) => s.toLowerCase())).toContain(NON[locale]);
      }
    });

    it("takes an operator's change at the next search, and a removed group no longer expands", async () => {
      expect(await names('bread')).not.toContain(NON.uz);
      const bread = (await listSynonymGroups(db().db)).find((g) => g.name === 'bread')!;
      await saveSynonymGroup(db().db, { name: 'bread', words: [...bread.words, 'bread'] });
      expect(await names('bread')).toContain(NON.uz);
      expect((await listSynonymGroups(db().db)).find((g) => g.name === 'bread')!.words).toContain('bread');

      // A new group works the same way.
      expect(await names('lavash')).not.toContain(NON.uz);
      await saveSynonymGroup(db().db, { name: 'flatbread', words: ['lavash', 'лаваш', 'non'] });
      expect(await names('лаваш', 'ru')).toContain(NON.ru);

      await deleteSynonymGroup(db().db, 'bread');
      await deleteSynonymGroup(db().db, 'flatbread');
      expect(await names('хлеб', 'ru')).not.toContain(NON.ru);
      await saveSynonymGroup(db().db, bread);
      expect(await names('хлеб', 'ru')).toContain(NON.ru);
    });

    it("keeps an operator's edits over a restart: the defaults go only into an empty table", async () => {
      await saveSynonymGroup(db().db, { name: 'milk', words: ['sut', 'молоко'] });
      expect(await seedSynonymsIfEmpty(db().db)).toBe(false);
      expect((await listSynonymGroups(db().db)).find((g) => g.name === 'milk')!.words).toEqual(['sut', 'молоко']);
      await db().db.delete(searchSynonyms);
      expect(await seedSynonymsIfEmpty(db().db)).toBe(true);
      expect((await listSynonymGroups(db().db)).find((g) => g.name === 'milk')!.words).toContain('сут');
    });

    it('refuses a group whose words are not single search words, and removing a group that is not there', async () => {
      await expect(saveSynonymGroup(db().db, { name: 'onions', words: ['лук репчатый', 'piyoz'] })).rejects.toMatchObject({ code: 'validation_error' });
      await expect(saveSynonymGroup(db().db, { name: 'x', words: ['non', 'нон'] })).rejects.toBeInstanceOf(ApiFailure);
      await expect(saveSynonymGroup(db().db, { name: ' ', words: ['non', 'хлеб'] })).rejects.toMatchObject({ code: 'validation_error' });
      await expect(deleteSynonymGroup(db().db, 'no such group')).rejects.toMatchObject({ code: 'not_found' });
    });
  });

  describe('popular searches', () => {
    it.each<Locale>(['uz', 'ru'])('offers only terms that find products by name (%s)', async (locale) => {
      // Shoppers searched often for things the catalog does not have.
      await db()
        .db.insert(searchTerms)
        .values([
          { term: 'iphone 15', count: 5_000_000 },
          { term: 'qwzx', count: 4_000_000 },
        ])
        .onConflictDoNothing();
      const terms = (await get('/store/products/most-viewed/', { locale })).body.result as string[];
      expect(terms.length).toBeGreaterThanOrEqual(8);
      expect(terms.length).toBeLessThanOrEqual(10);
      expect(terms).not.toContain('iphone 15');
      expect(terms).not.toContain('qwzx');
      for (const term of terms) {
        const page = await search(term, locale, 5);
        expect({ term, found: page.totalElements > 0 }).toEqual({ term, found: true });
      }
      // The language's own script first.
      expect(/\p{Script=Cyrillic}/u.test(terms[0]!)).toBe(locale === 'ru');
    });
  });
});
