import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { ConsoleReview } from '@/lib/contract/console-reviews';
import type { Locale } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { commentAnswers, comments, products, stores } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { toPage } from '../http/respond';
import { audit } from './audit';
import { cachesForget } from './cache-invalidation';
import { recomputeRating } from './product-rating';
import type { OperatorScope, StaffScope } from './roles';
import { pageAndTotal } from '../db/page';
import { inReachedStores } from '../db/store-scope';

/**
 * Reviews in the console. A seller reads and answers the reviews of their stores'
 * products (another store's review is `not_found`); an operator reads all and hides those that
 * break the rules. Hiding or showing a review computes the product's `rating` and `rating_count`
 * again (product-rating.ts), as a shopper's new review does (reviews.ts).
 */

/** The scope as a condition on the reviewed product's store. */
const scopeWhere = (scope: StaffScope): SQL | undefined => inReachedStores(scope, products.storeId);

const reviewColumns = (locale: Locale) => ({
  id: comments.id,
  name: comments.name,
  rating: comments.rating,
  comment: comments.comment,
  createdAt: comments.createdAt,
  hiddenAt: comments.hiddenAt,
  productId: products.id,
  productName: locale === 'ru' ? products.nameRu : products.nameUz,
  storeId: stores.id,
  brandName: stores.brandName,
});

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function selectReviews(db: Db, locale: Locale, where: SQL | undefined) {
  return db
    .select(reviewColumns(locale))
    .from(comments)
    .innerJoin(products, eq(products.id, comments.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where);
}

async function withAnswers(db: Db, rows: ReviewRow[]): Promise<ConsoleReview[]> {
  const ids = rows.map((r) => r.id);
  const answers = ids.length
    ? await db.select().from(commentAnswers).where(inArray(commentAnswers.commentId, ids)).orderBy(asc(commentAnswers.createdAt), asc(commentAnswers.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    product: { id: r.productId, name: r.productName },
    store: { id: r.storeId, brand_name: r.brandName },
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hidden_at: r.hiddenAt?.toISOString() ?? null,
    answers: answers
      .filter((a) => a.commentId === r.id)
      .map((a) => ({ id: a.id, name: a.name, comment: a.comment, created_at: a.createdAt.toISOString(), author_id: a.authorId })),
  }));
}

/** The reviews the caller may see, newest first. */
export async function consoleReviews(
  db: Db,
  scope: StaffScope,
  locale: Locale,
  q: { store?: number; product?: number; hidden?: '0' | '1'; page: number; size: number },
): Promise<Page<ConsoleReview>> {
  const where = and(
    scopeWhere(scope),
    q.store ? eq(products.storeId, q.store) : undefined,
    q.product ? eq(comments.productId, q.product) : undefined,
    q.hidden === '1' ? isNotNull(comments.hiddenAt) : q.hidden === '0' ? isNull(comments.hiddenAt) : undefined,
  );
  const { rows, total } = await pageAndTotal(
    selectReviews(db, locale, where).orderBy(desc(comments.createdAt), desc(comments.id)).$dynamic(),
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(products, eq(products.id, comments.productId))
      .where(where)
      .then(([row]) => row?.n ?? 0),
    q,
  );
  return toPage(await withAnswers(db, rows), q.page, q.size, total);
}

/** One review the caller reaches; another store's is `not_found`. */
export async function consoleReview(db: Db, scope: StaffScope, locale: Locale, id: number): Promise<ConsoleReview> {
  const rows = await selectReviews(db, locale, and(scopeWhere(scope), eq(comments.id, id)));
  if (!rows.length) throw notFound();
  return (await withAnswers(db, rows))[0]!;
}

/** The store answers a review of its product, under the store's brand name. */
export async function answerReview(db: Db, scope: StaffScope, locale: Locale, id: number, answer: string): Promise<ConsoleReview> {
  const review = await consoleReview(db, scope, locale, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(commentAnswers).values({ commentId: id, name: review.store.brand_name, comment: answer, authorId: scope.userId }).returning();
    await audit(tx, {
      actorId: scope.userId,
      action: 'review.answer',
      entity: 'comment',
      entityId: id,
      storeId: review.store.id,
      after: { answer_id: row!.id, name: row!.name, comment: answer, product_id: review.product.id },
    });
  });
  await cachesForget({ kind: 'products', productIds: [review.product.id] });
  return consoleReview(db, scope, locale, id);
}

/**
 * The operator hides (or shows again) a review: it leaves the product page and its rating. The
 * change is conditional on the review's current state, so hiding twice is a 409, not a second row.
 */
export async function setReviewHidden(db: Db, scope: OperatorScope, locale: Locale, id: number, hidden: boolean): Promise<ConsoleReview> {
  const review = await consoleReview(db, scope, locale, id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rating: products.rating, rating_count: products.ratingCount })
      .from(products)
      .where(eq(products.id, review.product.id))
      .for('update');
    const changed = await tx
      .update(comments)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(and(eq(comments.id, id), hidden ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt)))
      .returning({ id: comments.id });
    if (!changed.length) throw new ApiFailure('conflict', { message: text(hidden ? 'failures.alreadyHidden' : 'failures.notHidden') });
    const after = await recomputeRating(tx, review.product.id);
    await audit(tx, {
      actorId: scope.userId,
      action: hidden ? 'review.hide' : 'review.unhide',
      entity: 'comment',
      entityId: id,
      storeId: review.store.id,
      before: { hidden: !hidden, product_id: review.product.id, product_rating: before?.rating, product_rating_count: before?.rating_count },
      after: { hidden, product_id: review.product.id, product_rating: after.rating, product_rating_count: after.rating_count },
    });
  });
  await cachesForget({ kind: 'products', productIds: [review.product.id] });
  return consoleReview(db, scope, locale, id);
}
