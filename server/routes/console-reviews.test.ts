import { and, eq, sql } from 'drizzle-orm';
import { comments, products } from '@/server/db/schema';
import { expectError, get, post } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('console reviews on %s', (target) => {
  const db = useSeededDb(target);
  const used = new Set<number>();

  /** A product of the store with two reviews or more of different ratings, not used by another test. */
  async function reviewedProduct(storeId: number) {
    const rows = await db()
      .db.select({ productId: comments.productId, n: sql<number>`count(*)::int`, kinds: sql<number>`count(distinct ${comments.rating})::int` })
      .from(comments)
      .innerJoin(products, eq(products.id, comments.productId))
      .where(eq(products.storeId, storeId))
      .groupBy(comments.productId)
      .orderBy(comments.productId);
    const row = rows.find((r) => r.n >= 2 && r.kinds >= 2 && !used.has(r.productId));
    if (!row) throw new Error(`no reviewed product in store ${storeId}`);
    used.add(row.productId);
    const list = await db().db.select().from(comments).where(eq(comments.productId, row.productId)).orderBy(comments.id);
    return { productId: row.productId, reviews: list };
  }

  it('lets a seller read and answer only their stores’ reviews; another store’s is 404; a shopper 403', async () => {
    const { productId, reviews } = await reviewedProduct(1);
    const review = reviews[0]!;
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    const other = await staffHeaders(db(), [{ role: 'seller', storeId: 2 }]);
    const shopper = await staffHeaders(db());

    expectError(await get('/console/reviews/', { headers: shopper.headers }), 403, 'forbidden');
    expectError(await post(`/console/reviews/${review.id}/answer/`, { text: 'Rahmat' }, { headers: shopper.headers }), 403, 'forbidden');
    expectError(await post(`/console/reviews/${review.id}/answer/`, { text: 'Rahmat' }, { headers: other.headers }), 404, 'not_found');
    expectError(await get(`/console/reviews/${review.id}/`, { headers: other.headers }), 404, 'not_found');
    expectError(await post('/console/reviews/999999/answer/', { text: 'Rahmat' }, { headers: seller.headers }), 404, 'not_found');
    expectError(await post(`/console/reviews/${review.id}/answer/`, { text: '' }, { headers: seller.headers }), 400, 'validation_error');

    const mine = await get(`/console/reviews/?product=${productId}&size=100`, { headers: seller.headers });
    expect(mine.status).toBe(200);
    expect(mine.body.result.totalElements).toBe(reviews.length);
    expect(mine.body.result.content[0]).toMatchObject({ product: { id: productId }, store: { id: 1 }, hidden: false });
    const theirs = await get(`/console/reviews/?product=${productId}`, { headers: other.headers });
    expect(theirs.body.result.totalElements).toBe(0);
    const all = await get('/console/reviews/?size=100', { headers: other.headers });
    expect(all.body.result.content.every((r: { store: { id: number } }) => r.store.id === 2)).toBe(true);
    expect((await get('/console/reviews/?store=1', { headers: other.headers })).body.result.totalElements).toBe(0);

    const answered = await post(`/console/reviews/${review.id}/answer/`, { text: 'Fikringiz uchun rahmat!' }, { headers: seller.headers });
    expect(answered.status).toBe(200);
    const answer = answered.body.result.answers.at(-1);
    expect(answer).toMatchObject({ comment: 'Fikringiz uchun rahmat!', author_id: seller.userId, name: answered.body.result.store.brand_name });

    // The public API shows it under the review, on the comments page and on the product page.
    const page = await get(`/store/comments/${productId}/?size=100`);
    const publicReview = page.body.result.content.find((c: { id: number }) => c.id === review.id);
    expect(publicReview.answers).toContainEqual(expect.objectContaining({ id: answer.id, comment: 'Fikringiz uchun rahmat!', name: answer.name }));
    const product = await get(`/store/products/${productId}/`);
    const shown = product.body.result.comments.find((c: { id: number }) => c.id === review.id);
    if (shown) expect(shown.answers.map((a: { id: number }) => a.id)).toContain(answer.id);

    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const log = await get(`/console/audit/?entity=comment&entity_id=${review.id}`, { headers: operator.headers });
    expect(log.body.result.content[0]).toMatchObject({
      action: 'review.answer',
      actor: { id: seller.userId, phone_number: seller.phone },
      after: { answer_id: answer.id, comment: 'Fikringiz uchun rahmat!' },
    });
  });

  it('lets only an operator hide a review: it leaves the public list and the product’s rating; unhide brings it back', async () => {
    const { productId, reviews } = await reviewedProduct(3);
    const [before] = await db().db.select({ rating: products.rating, count: products.ratingCount }).from(products).where(eq(products.id, productId));
    const hiddenOne = reviews.find((r) => r.rating !== Math.round(before!.rating)) ?? reviews[0]!;
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 3 }]);
    const shopper = await staffHeaders(db());
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);

    expectError(await post(`/console/reviews/${hiddenOne.id}/hide/`, undefined, { headers: shopper.headers }), 403, 'forbidden');
    expectError(await post(`/console/reviews/${hiddenOne.id}/hide/`, undefined, { headers: seller.headers }), 403, 'forbidden');
    expectError(await post('/console/reviews/999999/hide/', undefined, { headers: operator.headers }), 404, 'not_found');
    expectError(await post(`/console/reviews/${hiddenOne.id}/unhide/`, undefined, { headers: operator.headers }), 409, 'conflict');
    // Warm the caches, so that the test sees them forgotten.
    await get(`/store/products/${productId}/`);
    await get(`/store/comments/${productId}/?size=100`);

    const hidden = await post(`/console/reviews/${hiddenOne.id}/hide/`, undefined, { headers: operator.headers });
    expect(hidden.status).toBe(200);
    expect(hidden.body.result).toMatchObject({ id: hiddenOne.id, hidden: true });
    expectError(await post(`/console/reviews/${hiddenOne.id}/hide/`, undefined, { headers: operator.headers }), 409, 'conflict');

    const rest = reviews.filter((r) => r.id !== hiddenOne.id);
    const mean = Math.round((rest.reduce((a, r) => a + r.rating, 0) / rest.length) * 10) / 10;
    const page = await get(`/store/comments/${productId}/?size=100`);
    expect(page.body.result.content.map((c: { id: number }) => c.id)).not.toContain(hiddenOne.id);
    expect(page.body.result.totalElements).toBe(rest.length);
    expect(Object.values(page.body.result.rating_count).reduce((a, b) => (a as number) + (b as number), 0)).toBe(rest.length);
    const product = await get(`/store/products/${productId}/`);
    expect(product.body.result.comments.map((c: { id: number }) => c.id)).not.toContain(hiddenOne.id);
    expect(product.body.result.rating_count).toBe(rest.length);
    expect(product.body.result.rating).toBeCloseTo(mean, 5);
    // The seller still sees it in the console, marked hidden.
    const inConsole = await get(`/console/reviews/?product=${productId}&hidden=1`, { headers: seller.headers });
    expect(inConsole.body.result.content.map((r: { id: number }) => r.id)).toEqual([hiddenOne.id]);

    const shown = await post(`/console/reviews/${hiddenOne.id}/unhide/`, undefined, { headers: operator.headers });
    expect(shown.body.result.hidden).toBe(false);
    const again = await get(`/store/products/${productId}/`);
    expect(again.body.result.rating_count).toBe(before!.count);
    expect(again.body.result.rating).toBeCloseTo(before!.rating, 5);
    expect((await get(`/store/comments/${productId}/?size=100`)).body.result.content.map((c: { id: number }) => c.id)).toContain(hiddenOne.id);

    const log = await get(`/console/audit/?entity=comment&entity_id=${hiddenOne.id}`, { headers: operator.headers });
    expect(log.body.result.content.map((e: { action: string }) => e.action)).toEqual(['review.unhide', 'review.hide']);
    expect(log.body.result.content[1]).toMatchObject({
      actor: { id: operator.userId },
      before: { hidden: false, product_rating_count: before!.count },
      after: { hidden: true, product_rating_count: rest.length },
    });
    const [row] = await db()
      .db.select({ hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(and(eq(comments.id, hiddenOne.id)));
    expect(row!.hiddenAt).toBeNull();
  });
});
