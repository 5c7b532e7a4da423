import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Comment } from '@/lib/contract/catalog';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { MyReview, ParsedReviewInput } from '@/lib/contract/reviews';
import { LOCALES, type Locale } from '@/lib/contract/values';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_MAX_IMAGES } from '@/lib/domain/reviews';
import type { Db, Queryable } from '../db/client';
import { commentImages, comments, orderItems, orderParts, orders, products } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, text } from '../http/messages';
import { cachesForget } from './cache-invalidation';
import { withExtras } from './comments';
import { recomputeRating } from './product-rating';
import { REVIEW_IMAGE_FOLDER, REVIEW_IMAGE_PX, removeProductImage, renderProductImage, storedImageKey, storeProductImage } from './product-images';
import type { Limit } from './rate-limit';
import { shopVisible } from './shop-visibility';

/**
 * A shopper's own review of a product (POST /store/comment/, api-contract.md "Comment").
 *
 * - Only a verified buyer: an order of the caller holds the product, and the part of that order
 *   from the product's store was delivered (6) or picked up (7). An order's status follows its
 *   parts (ADR 0016), so a two-store order still on its way from the other store counts, and an
 *   item of a store that cancelled its part does not.
 * - One review per product and shopper (a unique index on comments (product_id, user_id)): a
 *   second post edits the first: rating, text, name; photos sent replace the old ones, none sent
 *   keeps them. The write locks the product's row first, as the console's hide does, so that the
 *   product's rating is computed again (product-rating.ts) after every other write of its reviews.
 * - Anonymous (no name): the review goes under the anonymous-buyer word of the language it was
 *   written in (`api.reviews.anonymous`), stored as its name, as the review's text is stored in
 *   the language the shopper wrote it in.
 * - Photos are checked by their bytes and rendered to WebP (product-images.ts) before anything is
 *   stored: a refused post leaves no file and no row behind.
 */

/**
 * Posts per shopper: 10 an hour, counted for every post whose form reads well (a field error
 * costs no try), refused or not after that: each may carry four photos to decode. A shopper
 * writes a review and edits it a few times at most.
 */
export const REVIEW_LIMIT = { max: 10, windowSeconds: 3600 };
export const reviewLimits = (userId: number): Limit[] => [{ key: `review:user:${userId}`, ...REVIEW_LIMIT }];

const RECEIVED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.PICKED_UP];
/** The anonymous-buyer words a review may be stored under, in every language. */
const ANONYMOUS = new Set(LOCALES.map((l) => say(l, 'reviews.anonymous')));

/** Whether the user received the product in one of their orders. */
async function receivedProduct(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderParts, and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.storeId, orderItems.storeId)))
    // An order without parts (none since migration 0007 backfilled them) answers with its own status.
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(sql`coalesce(${orderParts.status}, ${orders.status})`, RECEIVED)))
    .limit(1);
  return rows.length > 0;
}

/** The product if the shop shows it (not deleted, its store not suspended); 404 otherwise. */
async function visibleProduct(db: Queryable, productId: number, lock = false) {
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), shopVisible));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function ownComment(db: Queryable, userId: number, productId: number): Promise<Comment | null> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.productId, productId), eq(comments.userId, userId)))
    .limit(1);
  return rows.length ? (await withExtras(db, rows))[0]! : null;
}

/** For the product page: may the caller review the product, and their review if they wrote one. */
export async function myReview(db: Db, userId: number, productId: number): Promise<MyReview> {
  await visibleProduct(db, productId);
  const [canReview, comment] = await Promise.all([receivedProduct(db, userId, productId), ownComment(db, userId, productId)]);
  return { can_review: canReview, comment, name: comment && !ANONYMOUS.has(comment.name) ? comment.name : null };
}

/** Each photo checked and rendered, in order; the first refused one fails the post (413 or 415, under `images.N`). */
async function renderPhotos(images: readonly Uint8Array[]): Promise<Buffer[]> {
  const rendered: Buffer[] = [];
  for (const [i, data] of images.entries()) {
    const field = `images.${i}`;
    if (data.byteLength > REVIEW_IMAGE_MAX_BYTES) {
      throw new ApiFailure('payload_too_large', { fields: { [field]: text('fields.imageSize', { maximum: REVIEW_IMAGE_MAX_BYTES / 1024 / 1024 }) } });
    }
    rendered.push(await renderProductImage(data, REVIEW_IMAGE_PX, field));
  }
  return rendered;
}

/**
 * Writes the caller's review of a product, or edits the one they wrote. `created` tells which
 * (the route answers 201 or 200).
 */
export async function postReview(
  db: Db,
  userId: number,
  input: ParsedReviewInput,
  images: readonly Uint8Array[],
  locale: Locale,
): Promise<{ comment: Comment; created: boolean }> {
  if (images.length > REVIEW_MAX_IMAGES) {
    throw new ApiFailure('validation_error', { fields: { images: text('fields.reviewImageCount', { maximum: REVIEW_MAX_IMAGES }) } });
  }
  const productId = input.product_id;
  // 404, then 403, before a photo is decoded.
  await visibleProduct(db, productId);
  if (!(await receivedProduct(db, userId, productId))) throw new ApiFailure('not_a_buyer');
  const rendered = await renderPhotos(images);

  const stored: { key: string; path: string }[] = [];
  let outcome: { created: boolean; replaced: string[] };
  try {
    for (const webp of rendered) stored.push(await storeProductImage(webp, REVIEW_IMAGE_FOLDER));
    outcome = await db.transaction(async (tx) => {
      // The product's row first: the writes of one product's reviews take turns (the rating).
      await visibleProduct(tx, productId, true);
      const fields = { name: input.name ?? say(locale, 'reviews.anonymous'), rating: input.rating, comment: input.comment };
      const [before] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.productId, productId), eq(comments.userId, userId)));
      // The unique index is the last word: two posts that got here at once make one row.
      const [row] = await tx
        .insert(comments)
        .values({ productId, userId, ...fields })
        .onConflictDoUpdate({ target: [comments.productId, comments.userId], set: fields })
        .returning({ id: comments.id });
      let replaced: string[] = [];
      if (stored.length) {
        replaced = (await tx.delete(commentImages).where(eq(commentImages.commentId, row!.id)).returning({ image: commentImages.image })).map((r) => r.image);
        await tx.insert(commentImages).values(stored.map((s) => ({ commentId: row!.id, image: s.path })));
      }
      await recomputeRating(tx, productId);
      return { created: !before, replaced };
    });
  } catch (err) {
    await Promise.all(stored.map((s) => removeProductImage(s.key)));
    throw err;
  }
  // The replaced photos' files, once no row points at them (the seed's pictures are not ours to remove).
  const oldKeys = outcome.replaced.map((path) => storedImageKey(path, REVIEW_IMAGE_FOLDER)).filter((k): k is string => k !== null);
  await Promise.all(oldKeys.map((key) => removeProductImage(key).catch(() => undefined)));
  await cachesForget({ kind: 'products', productIds: [productId] });
  return { comment: (await ownComment(db, userId, productId))!, created: outcome.created };
}
