import 'server-only';
import { and, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import { searchFold } from '@/lib/domain/transliterate';
import type { ReadDb } from '../db/client';
import { products } from '../db/schema';
import { cachedDerived } from './count-cache';
import { nameSearch } from './product-search';
import { shopVisible } from './shop-visibility';

/** Up to 10 distinct product names (in the request's language) that match what was typed, best first. */
export async function nameSuggestions(db: ReadDb, q: string, locale: Locale): Promise<string[]> {
  const folded = searchFold(q);
  if (!folded) return [];
  const name = locale === 'ru' ? products.nameRu : products.nameUz;
  // Typed terms repeat a lot (every shopper types "o", "ol", "olm"...), and a fuzzy match scores
  // thousands of names: the answer is kept like a count (server/services/count-cache.ts).
  return cachedDerived(JSON.stringify(['suggest', locale, folded]), async () => {
    const { where, tier, score } = await nameSearch(db, folded, locale);
    const rows = await db
      .select({ name, tier: sql<number>`min(${tier})`, score: sql<number>`max(${score})`, sales: sql<number>`sum(${products.numberOfSales})` })
      .from(products)
      .where(and(shopVisible, where))
      .groupBy(name)
      .orderBy(sql`2`, sql`3 DESC`, sql`4 DESC`)
      .limit(10);
    return rows.map((r) => r.name);
  });
}
