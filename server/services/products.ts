import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale, Page, Product, ProductDetail, ProductFilter, ProductSort } from '@/lib/api/types';
import { searchFold } from '@/lib/domain/transliterate';
import { localizeWeight, unitName } from '@/lib/domain/units';
import type { Db } from '../db/client';
import { categories, productImages, products, stores } from '../db/schema';
import { toPage } from '../http/respond';
import { notFound } from '../http/errors';
import { firstComments } from './comments';
import { cachedCount } from './count-cache';
import { storesWithin } from './geo';

/** The columns every product answer needs, joined with its store and category in one query. */
const productColumns = {
  p: products,
  s: {
    id: stores.id,
    brandName: stores.brandName,
    logo: stores.logo,
    latitude: stores.latitude,
    longitude: stores.longitude,
    locationNameUz: stores.locationNameUz,
    locationNameRu: stores.locationNameRu,
    workingTime: stores.workingTime,
    rating: stores.rating,
    ratingCount: stores.ratingCount,
    freeShippingDistance: stores.freeShippingDistance,
    freeShipping: stores.freeShipping,
    pickup: stores.pickup,
    aroundTheClock: stores.aroundTheClock,
  },
  c: { id: categories.id, nameUz: categories.nameUz, nameRu: categories.nameRu },
  // The images ride along in the same query (one round trip per list, never one per product).
  images: sql<{ id: number; image: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', ${productImages.id}, 'image', ${productImages.image}) ORDER BY ${productImages.position}, ${productImages.id}), '[]'::json)
    FROM ${productImages} WHERE ${productImages.productId} = ${products.id})`,
};

type ProductRow = {
  p: typeof products.$inferSelect;
  s: { [K in keyof (typeof productColumns)['s']]: (typeof productColumns)['s'][K]['_']['data'] };
  c: { id: number; nameUz: string; nameRu: string };
  images: { id: number; image: string }[];
};

function baseQuery(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export interface ProductContext {
  locale: Locale;
  /** The caller's favourite product ids (empty for a visitor). */
  favourites?: ReadonlySet<number>;
}

function toProduct(row: ProductRow, ctx: ProductContext): Product {
  const { p, s, c, images } = row;
  const ru = ctx.locale === 'ru';
  return {
    id: p.id,
    name: ru ? p.nameRu : p.nameUz,
    description: ru ? p.descriptionRu : p.descriptionUz,
    price: p.price,
    discount: p.discount,
    discount_price: p.discountPrice,
    available: p.available,
    amount_type: unitName(p.amountType, ctx.locale),
    weight: localizeWeight(p.weight, ctx.locale),
    rating: Math.round(p.rating * 10) / 10,
    rating_count: p.ratingCount,
    view_count: p.viewCount,
    number_of_sales: p.numberOfSales,
    free_shipping: s.freeShipping,
    pickup: s.pickup,
    around_the_clock: s.aroundTheClock,
    flag: p.flag,
    images: images && images.length > 0 ? images : [{ id: 0, image: p.image }],
    category: { id: c.id, name: ru ? c.nameRu : c.nameUz },
    store: {
      id: s.id,
      brand_name: s.brandName,
      logo: s.logo,
      latitude: s.latitude,
      longitude: s.longitude,
      store_location_name: ru ? s.locationNameRu : s.locationNameUz,
      working_time: s.workingTime,
      rating: Math.round(s.rating * 10) / 10,
      rating_count: s.ratingCount,
      free_shipping_distance: s.freeShippingDistance,
    },
    is_favorite: ctx.favourites?.has(p.id) ?? false,
  };
}

function toProducts(rows: ProductRow[], ctx: ProductContext): Product[] {
  return rows.map((r) => toProduct(r, ctx));
}

// ---- Filtering and sorting ------------------------------------------------------------------

const SORTS: Record<ProductSort, SQL[]> = {
  popular: [desc(products.numberOfSales), desc(products.id)],
  cheap: [asc(products.discountPrice), asc(products.id)],
  expensive: [desc(products.discountPrice), desc(products.id)],
  highRate: [desc(products.rating), desc(products.ratingCount), desc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
  discount: [desc(products.discount), desc(products.id)],
};

const likeEscape = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/**
 * How a folded search term matches product names (both scripts, see lib/domain/transliterate.ts).
 * First exactly: every word of the term appears in the name. Only when nothing matches that way,
 * fuzzily: pg_trgm word similarity above the connection's threshold, which forgives a typo
 * ("molako" → "moloko") but would flood a correct term with look-alikes. Both use the GIN
 * trigram index.
 */
export async function nameMatches(db: Db, folded: string): Promise<SQL> {
  const words = folded.split(' ').filter(Boolean);
  const exact = and(...words.map((w) => sql`${products.searchText} LIKE ${'%' + likeEscape(w) + '%'}`))!;
  const [hit] = await db.select({ id: products.id }).from(products).where(exact).limit(1);
  return hit ? exact : sql`${folded} <% ${products.searchText}`;
}

/** Every filter of the contract as SQL conditions. Prices mean the price the shopper pays. */
async function filterConditions(db: Db, f: ProductFilter & { folded?: string }): Promise<SQL[] | null> {
  const where: SQL[] = [];
  if (f.folded) where.push(await nameMatches(db, f.folded));
  if (f.category) where.push(eq(products.categoryId, f.category));
  if (f.min_price !== undefined) where.push(gte(products.discountPrice, f.min_price));
  if (f.max_price !== undefined) where.push(lte(products.discountPrice, f.max_price));
  if (f.rating) where.push(gte(products.rating, f.rating));
  // discount: 1 means "any discount", a larger number "at least that percent"; 0 adds nothing.
  if (f.discount !== undefined && f.discount > 0) where.push(f.discount === 1 ? gt(products.discount, 0) : gte(products.discount, f.discount));
  if (f.comments) where.push(gt(products.ratingCount, 0));
  if (f.available) where.push(gt(products.available, 0));
  const storeIds = f.store === undefined ? undefined : Array.isArray(f.store) ? f.store : [f.store];
  if (storeIds && storeIds.length > 0) where.push(inArray(products.storeId, storeIds));
  // Store flags live on the (small) stores table; filter products by the matching store ids.
  const storeFlags: SQL[] = [];
  if (f.free_shipping) storeFlags.push(eq(stores.freeShipping, true));
  if (f.pickup) storeFlags.push(eq(stores.pickup, true));
  if (f.around_the_clock) storeFlags.push(eq(stores.aroundTheClock, true));
  if (storeFlags.length > 0) where.push(and(...storeFlags)!);
  if (f.latitude !== undefined && f.longitude !== undefined && f.distance) {
    const near = await storesWithin(db, f.latitude, f.longitude, f.distance);
    if (near.length === 0) return null;
    where.push(
      inArray(
        products.storeId,
        near.map((s) => s.id),
      ),
    );
  }
  return where;
}

export async function filterProducts(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  page: number,
  size: number,
  ctx: ProductContext,
): Promise<Page<Product>> {
  const folded = filter.q ? searchFold(filter.q) : '';
  const where = await filterConditions(db, { ...filter, folded: folded || undefined });
  if (where === null) return toPage([], page, size, 0);
  const condition = where.length ? and(...where) : undefined;
  // With a search term and the default sort, the closest names come first.
  const order = folded && sort === 'popular' ? [sql`word_similarity(${folded}, ${products.searchText}) DESC`, ...SORTS.popular] : SORTS[sort];
  const countKey = JSON.stringify(['filter', filter.q ? { ...filter, q: folded } : filter]);
  const [rows, total] = await Promise.all([
    baseQuery(db)
      .where(condition)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
    cachedCount(countKey, () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(condition)
        .then(([r]) => r.total),
    ),
  ]);
  return toPage(toProducts(rows as ProductRow[], ctx), page, size, total);
}

/** Products of the stores within `distance` km, nearest store first. */
export async function productsNear(
  db: Db,
  at: { latitude: number; longitude: number; distance: number },
  page: number,
  size: number,
  ctx: ProductContext,
): Promise<Page<Product>> {
  const near = await storesWithin(db, at.latitude, at.longitude, at.distance);
  if (near.length === 0) return toPage([], page, size, 0);
  const ids = near.map((s) => s.id);
  const rank = sql.join(
    near.map((s, i) => sql`WHEN ${s.id} THEN ${i}`),
    sql` `,
  );
  const condition = and(inArray(products.storeId, ids), gt(products.available, 0));
  const [rows, total] = await Promise.all([
    baseQuery(db)
      .where(condition)
      .orderBy(sql`CASE ${products.storeId} ${rank} END`, desc(products.numberOfSales), desc(products.id))
      .limit(size)
      .offset((page - 1) * size),
    cachedCount(JSON.stringify(['near', ids]), () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(condition)
        .then(([r]) => r.total),
    ),
  ]);
  return toPage(toProducts(rows as ProductRow[], ctx), page, size, total);
}

export function popularProducts(db: Db, page: number, size: number, ctx: ProductContext) {
  return filterProducts(db, {}, 'popular', page, size, ctx);
}

export function discountedProducts(db: Db, page: number, size: number, ctx: ProductContext) {
  return filterProducts(db, { discount: 1, available: true }, 'discount', page, size, ctx);
}

/** One product with its comparison and related products and first comments; counts a view. */
export async function productDetail(db: Db, id: number, ctx: ProductContext): Promise<ProductDetail> {
  const [row] = (await baseQuery(db).where(eq(products.id, id)).limit(1)) as ProductRow[];
  if (!row) throw notFound();
  const [comparison, related, comments] = await Promise.all([
    baseQuery(db)
      .where(and(eq(products.kind, row.p.kind), ne(products.id, id)))
      .orderBy(asc(products.discountPrice), asc(products.id))
      .limit(10),
    baseQuery(db)
      .where(and(eq(products.categoryId, row.p.categoryId), ne(products.kind, row.p.kind)))
      .orderBy(desc(products.numberOfSales), desc(products.id))
      .limit(8),
    firstComments(db, id, 5),
    db
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, id)),
  ]);
  const all = toProducts([row, ...(comparison as ProductRow[]), ...(related as ProductRow[])], ctx);
  const product = all[0];
  return {
    ...product,
    view_count: product.view_count + 1,
    comparison_products: all.slice(1, 1 + comparison.length),
    related_products: all.slice(1 + comparison.length),
    comments,
  };
}

/** The rows of some products, by id, in the order of `ids`; unknown ids are left out. */
async function rowsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await baseQuery(db).where(inArray(products.id, ids))) as ProductRow[];
  const found = new Map(rows.map((r) => [r.p.id, r]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Products by id, in the order of `ids`; unknown ids are left out. */
export async function productsByIds(db: Db, ids: number[], ctx: ProductContext): Promise<Product[]> {
  return toProducts(await rowsByIds(db, ids), ctx);
}

/** The same products in both languages from one query (an order keeps both as it was placed). */
export async function productsByIdsInBothLanguages(db: Db, ids: number[]): Promise<Record<Locale, Product[]>> {
  const rows = await rowsByIds(db, ids);
  return { uz: toProducts(rows, { locale: 'uz' }), ru: toProducts(rows, { locale: 'ru' }) };
}

/** The basket check: each known id's current product with `count` capped to stock. */
export async function checkProducts(db: Db, lines: { id: number; count: number }[], ctx: ProductContext) {
  const found = new Map((await productsByIds(db, [...new Set(lines.map((l) => l.id))], ctx)).map((p) => [p.id, p]));
  return lines.flatMap((line) => {
    const product = found.get(line.id);
    if (!product) return [];
    return [{ ...product, count: Math.max(0, Math.min(line.count, product.available)) }];
  });
}

/** Up to 10 distinct product names (in the request's language) that match what was typed. */
export async function nameSuggestions(db: Db, q: string, locale: Locale): Promise<string[]> {
  const folded = searchFold(q);
  if (!folded) return [];
  const name = locale === 'ru' ? products.nameRu : products.nameUz;
  const rows = await db
    .select({ name, score: sql<number>`max(word_similarity(${folded}, ${products.searchText}))`, sales: sql<number>`sum(${products.numberOfSales})` })
    .from(products)
    .where(await nameMatches(db, folded))
    .groupBy(name)
    .orderBy(sql`2 DESC`, sql`3 DESC`)
    .limit(10);
  return rows.map((r) => r.name);
}
