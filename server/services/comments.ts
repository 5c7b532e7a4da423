import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentsPage, RatingCount } from '@/lib/contract/catalog';
import type { Db, Queryable } from '../db/client';
import { commentAnswers, commentImages, comments, products } from '../db/schema';
import { notFound } from '../http/errors';
import { toPage } from '../http/respond';
import { shopVisible } from './shop-visibility';

type CommentRow = typeof comments.$inferSelect;

/** Attaches images and answers to a page of comments with two queries in all. */
export async function withExtras(db: Queryable, rows: CommentRow[]): Promise<Comment[]> {
  const ids = rows.map((r) => r.id);
  const [images, answers] = ids.length
    ? await Promise.all([
        db.select().from(commentImages).where(inArray(commentImages.commentId, ids)).orderBy(asc(commentImages.id)),
        db.select().from(commentAnswers).where(inArray(commentAnswers.commentId, ids)).orderBy(asc(commentAnswers.createdAt)),
      ])
    : [[], []];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    images: images.filter((i) => i.commentId === r.id).map((i) => ({ id: i.id, image: mediaLink(i.image) })),
    answers: answers.filter((a) => a.commentId === r.id).map((a) => ({ id: a.id, name: a.name, comment: a.comment, created_at: a.createdAt.toISOString() })),
  }));
}

/** A product's comments that shoppers see: an operator's hidden ones are left out. */
const shownOf = (productId: number) => and(eq(comments.productId, productId), isNull(comments.hiddenAt));

/** The newest comments of a product (the product page shows the first few). */
export async function firstComments(db: Db, productId: number, size: number): Promise<Comment[]> {
  const rows = await db.select().from(comments).where(shownOf(productId)).orderBy(desc(comments.createdAt), desc(comments.id)).limit(size);
  return withExtras(db, rows);
}

/** A page of a product's comments, optionally of one star rating, with counts per rating. */
export async function commentsPage(db: Db, productId: number, page: number, size: number, rating?: number): Promise<CommentsPage> {
  // A product gone from the shop (deleted, or its store suspended) has no public reviews page either.
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), shopVisible))
    .limit(1);
  if (!product) throw notFound();
  const where = rating ? and(shownOf(productId), eq(comments.rating, rating)) : shownOf(productId);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ rating: comments.rating, n: sql<number>`count(*)::int` })
      .from(comments)
      .where(shownOf(productId))
      .groupBy(comments.rating),
  ]);
  const ratingCount: RatingCount = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const c of counts) ratingCount[String(c.rating) as keyof RatingCount] = c.n;
  const total = rating ? ratingCount[String(rating) as keyof RatingCount] : Object.values(ratingCount).reduce((a, b) => a + b, 0);
  return { ...toPage(await withExtras(db, rows), page, size, total), rating_count: ratingCount };
}
