import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { comments, products } from '../db/schema';

/**
 * A product's `rating` and `rating_count` are stored columns (the lists sort and filter by them),
 * so every change of its reviews (a shopper writes or edits one, an operator hides or shows one)
 * computes them again here, from the shown reviews, as the seed computes them: the mean rounded to
 * one decimal, 0 with no review. Call it inside the change's transaction, with the product's row
 * locked (`SELECT … FOR UPDATE`), so that two changes of one product's reviews take turns and the
 * second sees the first.
 */
export async function recomputeRating(tx: Queryable, productId: number) {
  const [figures] = await tx
    .select({
      rating: sql<number>`coalesce(round(avg(${comments.rating})::numeric, 1), 0)::real`,
      count: sql<number>`count(*)::int`,
    })
    .from(comments)
    .where(and(eq(comments.productId, productId), isNull(comments.hiddenAt)));
  const rating = Number(figures?.rating ?? 0);
  const count = figures?.count ?? 0;
  await tx.update(products).set({ rating, ratingCount: count }).where(eq(products.id, productId));
  return { rating, rating_count: count };
}
