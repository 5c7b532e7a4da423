import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import type { ProductDetail } from '@/lib/contract/catalog';
import type { Db, Queryable, ReadDb } from '../db/client';
import { products } from '../db/schema';
import { notFound } from '../http/errors';
import { firstComments } from './comments';
import { cachedList } from './count-cache';
import { countView, pendingViews, viewsSeen } from './tallies';
import { shopVisible } from './shop-visibility';
import { SORTS, baseQuery, ph, toProduct, toProducts, withFavourites, type ProductContext, type ProductRow } from './product-rows';

/** The product page: one product with the same product in other stores, related products and first comments. */

/** The queries of a product page, prepared once per database (tests open several). */
const detailStatements = new WeakMap<Queryable, ReturnType<typeof prepareDetail>>();

function prepareDetail(db: Queryable) {
  return {
    byId: baseQuery(db)
      .where(and(shopVisible, eq(products.id, ph('id'))))
      .limit(1)
      .prepare('product_by_id'),
    comparison: baseQuery(db)
      .where(and(shopVisible, eq(products.kind, ph('kind')), ne(products.id, ph('id'))))
      .orderBy(asc(products.discountPrice), asc(products.id))
      .limit(10)
      .prepare('product_comparison'),
    related: baseQuery(db)
      .where(and(shopVisible, eq(products.categoryId, ph('category')), ne(products.kind, ph('kind'))))
      .orderBy(...SORTS.popular)
      .limit(8)
      .prepare('product_related'),
  };
}

function detailQueries(db: Queryable) {
  let statements = detailStatements.get(db);
  if (!statements) detailStatements.set(db, (statements = prepareDetail(db)));
  return statements;
}

/**
 * A product row as a visitor sees it, kept like a list (server/services/count-cache.ts), with its
 * view count as it stood when read: the database's count plus this process's views not written yet
 * (server/services/tallies.ts), and how many views this process had counted by then, so that the
 * views since can be added without reading the row again.
 */
async function productSnapshot(read: ReadDb, db: Db, id: number, locale: Locale) {
  const [row] = (await detailQueries(read).byId.execute({ id })) as ProductRow[];
  if (!row) return null;
  return {
    product: toProduct(row, { locale }),
    kind: row.p.kind,
    categoryId: row.p.categoryId,
    views: row.p.viewCount + pendingViews(db, id),
    seenAt: viewsSeen(db, id),
  };
}

/**
 * One product with its comparison and related products and first comments; counts a view. Like
 * the lists, what a visitor sees is kept for LIST_TTL_MS and dropped at once by an order here; the
 * caller's favourites are marked after. Read from `read` (the replica, when there is one); the
 * view is counted for the primary, `db`, where the tallies write it.
 */
export async function productDetail({ read, db }: { read: ReadDb; db: Db }, id: number, ctx: ProductContext): Promise<ProductDetail> {
  const q = detailQueries(read);
  const snapshot = await cachedList(read, JSON.stringify(['product', ctx.locale, id]), () => productSnapshot(read, db, id, ctx.locale));
  if (!snapshot) throw notFound();
  countView(db, id);
  const visitor = { locale: ctx.locale };
  const { kind, categoryId, product } = snapshot;
  const [comparison, related, comments] = await Promise.all([
    cachedList(read, JSON.stringify(['comparison', ctx.locale, kind, id]), async () =>
      toProducts((await q.comparison.execute({ kind, id })) as ProductRow[], visitor),
    ),
    cachedList(read, JSON.stringify(['related', ctx.locale, categoryId, kind]), async () =>
      toProducts((await q.related.execute({ category: categoryId, kind })) as ProductRow[], visitor),
    ),
    cachedList(read, JSON.stringify(['first-comments', id]), () => firstComments(read, id, 5)),
  ]);
  return {
    ...product,
    is_favorite: ctx.favourites?.has(id) ?? false,
    view_count: snapshot.views + viewsSeen(db, id) - snapshot.seenAt,
    comparison_products: withFavourites(comparison, ctx.favourites),
    related_products: withFavourites(related, ctx.favourites),
    comments,
  };
}
