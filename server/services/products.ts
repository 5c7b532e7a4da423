import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale, ProductSort } from '@/lib/contract/values';
import type { Page } from '@/lib/contract/common';
import type { Product, ProductDetail, ProductFilter, WeightFacet } from '@/lib/contract/catalog';
import { isWeightValue } from '@/lib/domain/product-filter-rules';
import { orderedWeights } from '@/lib/domain/weights';
import { unitPrice } from '@/lib/domain/product';
import { searchFold } from '@/lib/domain/transliterate';
import { pricePerUnit } from '@/lib/domain/unit-price';
import { localizeWeight, unitName } from './units';
import type { Db, Queryable, ReadDb } from '../db/client';
import { categories, productImages, products, stores } from '../db/schema';
import { toPage } from '../http/respond';
import { notFound } from '../http/errors';
import { firstComments } from './comments';
import { cachedCount, cachedDerived, cachedList } from './count-cache';
import { countView, pendingViews, viewsSeen } from './tallies';
import { storesWithin } from './geo';
import { anyNameStarts, fuzzyMatch, fuzzyScore, languageTier, nameSearch, startsEvery, termPatterns, type Bind } from './product-search';
import { shopVisible } from './shop-visibility';
import { isStopped, storeHoursFields } from './store-hours';

// The folded search text is only for matching: answers never carry it.
const { searchText: _searchText, ...productFields } = getTableColumns(products);

/** The columns every product answer needs, joined with its store and category in one query. */
const productColumns = {
  p: productFields,
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
    schedule: stores.schedule,
    pausedUntil: stores.pausedUntil,
  },
  c: { id: categories.id, nameUz: categories.nameUz, nameRu: categories.nameRu },
  // The images ride along in the same query (one round trip per list, never one per product).
  images: sql<{ id: number; image: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', ${productImages.id}, 'image', ${productImages.image}) ORDER BY ${productImages.position}, ${productImages.id}), '[]'::json)
    FROM ${productImages} WHERE ${productImages.productId} = ${products.id})`,
};

type ProductRow = {
  /** A grouped list's row: the offers of its kind that the filters keep (see groupedRows). */
  offers?: { stores: number; minPrice: number } | null;
  p: Omit<typeof products.$inferSelect, 'searchText'>;
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

/**
 * A product's pictures (its images and its store's logo) passed through `link`: `imagePathOf`
 * when an order keeps a copy of the product, `mediaLink` when that copy is answered, so old orders
 * show their pictures under the media address of today.
 */
export function productMedia(p: Product, link: (path: string) => string): Product {
  return { ...p, images: p.images.map((i) => ({ ...i, image: link(i.image) })), store: { ...p.store, logo: link(p.store.logo) } };
}

function toProduct(row: ProductRow, ctx: ProductContext): Product {
  const { p, s, c, images } = row;
  const ru = ctx.locale === 'ru';
  const now = new Date();
  const stopped = isStopped(p.stoppedUntil, now);
  return {
    id: p.id,
    name: ru ? p.nameRu : p.nameUz,
    description: ru ? p.descriptionRu : p.descriptionUz,
    price: p.price,
    discount: p.discount,
    discount_price: p.discountPrice,
    // A stopped product keeps its stock in the database; the shop (and any older client) reads none left.
    available: stopped ? 0 : p.available,
    stopped_until: stopped ? p.stoppedUntil!.toISOString() : null,
    amount_type: unitName(p.amountType, ctx.locale),
    weight: localizeWeight(p.weight, ctx.locale),
    weight_step: p.weightStep,
    price_per_unit: pricePerUnit(unitPrice({ price: p.price, discount: p.discount, discount_price: p.discountPrice }), p.weight),
    rating: Math.round(p.rating * 10) / 10,
    rating_count: p.ratingCount,
    view_count: p.viewCount,
    number_of_sales: p.numberOfSales,
    free_shipping: s.freeShipping,
    pickup: s.pickup,
    around_the_clock: s.aroundTheClock,
    flag: p.flag,
    images: images && images.length > 0 ? images.map((i) => ({ id: i.id, image: mediaLink(i.image) })) : [{ id: 0, image: mediaLink(p.image) }],
    category: { id: c.id, name: ru ? c.nameRu : c.nameUz },
    store: {
      id: s.id,
      brand_name: s.brandName,
      logo: mediaLink(s.logo),
      latitude: s.latitude,
      longitude: s.longitude,
      store_location_name: ru ? s.locationNameRu : s.locationNameUz,
      rating: Math.round(s.rating * 10) / 10,
      rating_count: s.ratingCount,
      free_shipping_distance: s.freeShippingDistance,
      ...storeHoursFields(s, ctx.locale, now),
    },
    is_favorite: ctx.favourites?.has(p.id) ?? false,
    ...(row.offers ? { offers: { stores: row.offers.stores, min_price: row.offers.minPrice } } : {}),
  };
}

function toProducts(rows: ProductRow[], ctx: ProductContext): Product[] {
  return rows.map((r) => toProduct(r, ctx));
}

// ---- Filtering and sorting ------------------------------------------------------------------

/** Every sort puts what is in stock first; the indexes in server/db/schema.ts follow these orders. */
const inStockFirst = desc(products.inStock);
const SORTS: Record<ProductSort, SQL[]> = {
  popular: [inStockFirst, desc(products.numberOfSales), desc(products.id)],
  cheap: [inStockFirst, asc(products.discountPrice), asc(products.id)],
  expensive: [inStockFirst, desc(products.discountPrice), desc(products.id)],
  highRate: [inStockFirst, desc(products.rating), desc(products.ratingCount), desc(products.id)],
  new: [inStockFirst, desc(products.createdAt), desc(products.id)],
  discount: [inStockFirst, desc(products.discount), desc(products.id)],
};

/**
 * A product list query with placeholders for its values, and those values. Lists of the same
 * shape (the same filters present, the same sort) share one SQL text, so each shape is built and
 * prepared once per database (`prepared` below): no query building per request, and on Postgres a
 * named statement that each pooled connection parses once.
 */
interface FilterQuery {
  /** Which conditions and order: equal shapes have equal SQL. */
  shape: string;
  where: SQL[];
  order: SQL[];
  params: Record<string, unknown>;
}

const ph = (name: string) => sql.placeholder(name);

/** Every filter of the contract as SQL conditions. Prices mean the price the shopper pays. */
async function filterQuery(db: Db, f: ProductFilter, sort: ProductSort, folded: string, locale: Locale): Promise<FilterQuery | null> {
  const where: SQL[] = [];
  const shape: string[] = [sort];
  const params: Record<string, unknown> = {};
  const add = (token: string, condition: SQL, values: Record<string, unknown> = {}) => {
    shape.push(token);
    where.push(condition);
    Object.assign(params, values);
  };
  // With a search term and the default sort, the best matches come first (product-search.ts).
  let rank: SQL[] = [];
  if (folded) {
    params.folded = folded;
    if (await anyNameStarts(db, folded)) {
      const patterns = await termPatterns(db, folded);
      const bind: Bind = (name, value) => {
        params[name] = value;
        return sql`${ph(name)}`;
      };
      add(`words:${patterns.map((alternatives) => alternatives.length).join('.')}`, startsEvery(patterns, bind));
      rank = [languageTier(patterns, locale, bind), sql`word_similarity(${ph('folded')}, ${products.searchText}) DESC`];
    } else {
      add('fuzzy', fuzzyMatch(sql`${ph('folded')}`));
      rank = [sql`${fuzzyScore(sql`${ph('folded')}`)} DESC`];
    }
  }
  if (f.category) add('category', eq(products.categoryId, ph('category')), { category: f.category });
  if (f.min_price !== undefined) add('min_price', gte(products.discountPrice, ph('min_price')), { min_price: f.min_price });
  if (f.max_price !== undefined) add('max_price', lte(products.discountPrice, ph('max_price')), { max_price: f.max_price });
  if (f.rating) add('rating', gte(products.rating, ph('rating')), { rating: f.rating });
  // discount: 1 means "any discount", a larger number "at least that percent"; 0 adds nothing.
  if (f.discount !== undefined && f.discount > 0) {
    if (f.discount === 1) add('any_discount', gt(products.discount, 0));
    else add('discount', gte(products.discount, ph('discount')), { discount: f.discount });
  }
  if (f.comments) add('comments', gt(products.ratingCount, 0));
  if (f.available) add('available', gt(products.available, 0));
  const storeIds = f.store === undefined ? undefined : Array.isArray(f.store) ? f.store : [f.store];
  if (f.weight && f.weight.length > 0) add('weight', sql`${products.weight} = ANY(${ph('weight')}::text[])`, { weight: f.weight });
  if (storeIds && storeIds.length > 0) add('store', sql`${products.storeId} = ANY(${ph('store')}::int[])`, { store: storeIds });
  // Store flags live on the (small) stores table; filter products by the matching store ids.
  const storeFlags: SQL[] = [];
  if (f.free_shipping) storeFlags.push(eq(stores.freeShipping, true));
  if (f.pickup) storeFlags.push(eq(stores.pickup, true));
  if (f.around_the_clock) storeFlags.push(eq(stores.aroundTheClock, true));
  if (storeFlags.length > 0) {
    add(
      `flags:${f.free_shipping ? 1 : 0}${f.pickup ? 1 : 0}${f.around_the_clock ? 1 : 0}`,
      inArray(
        products.storeId,
        db
          .select({ id: stores.id })
          .from(stores)
          .where(and(...storeFlags)),
      ),
    );
  }
  if (f.latitude !== undefined && f.longitude !== undefined && f.distance) {
    const near = await storesWithin(db, f.latitude, f.longitude, f.distance);
    if (near.length === 0) return null;
    add('near', sql`${products.storeId} = ANY(${ph('near')}::int[])`, { near: near.map((s) => s.id) });
  }
  const ranked = folded && sort === 'popular';
  // The language tier depends on the shopper's language: one statement per language.
  if (ranked) shape.push(locale);
  const order = ranked ? [inStockFirst, ...rank, ...SORTS.popular.slice(1)] : SORTS[sort];
  return { shape: shape.join(','), where, order, params };
}

/** The prepared list and count queries of each shape, per database (tests open several). */
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepareFilter>>>();
/** Statement names: one per shape for the process (a name always means the same SQL). */
const statementNames = new Map<string, number>();

function prepareFilter(db: Db, q: FilterQuery) {
  let n = statementNames.get(q.shape);
  if (n === undefined) statementNames.set(q.shape, (n = statementNames.size));
  const condition = and(shopVisible, ...q.where);
  return {
    rows: baseQuery(db)
      .where(condition)
      .orderBy(...q.order)
      .limit(ph('limit'))
      .offset(ph('offset'))
      .prepare(`product_list_${n}`),
    // Every product has its store and category (foreign keys, not null): no join to count them.
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(condition)
      .prepare(`product_count_${n}`),
  };
}

function preparedFilter(db: Db, q: FilterQuery) {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let statements = byShape.get(q.shape);
  if (!statements) byShape.set(q.shape, (statements = prepareFilter(db, q)));
  return statements;
}

/**
 * The grouped list (ADR 0034): the same product sold by several stores is one row. "The same
 * product" is what the product page compares across stores: the same `kind` (the seed and the
 * price-list import give the same name and unit one kind). Each kind is shown by its first offer
 * in the list's own order (the cheapest in "cheap", the best seller in "popular"; in stock first),
 * with how many offers the filters keep and the lowest price among them (among those in stock,
 * when any is). The groups are then sorted and paged by that offer, all in SQL.
 */
const groupedPrepared = new WeakMap<Db, Map<string, ReturnType<typeof prepareGrouped>>>();

function prepareGrouped(db: Db, q: FilterQuery) {
  let n = statementNames.get(`group:${q.shape}`);
  if (n === undefined) statementNames.set(`group:${q.shape}`, (n = statementNames.size));
  const condition = and(shopVisible, ...q.where);
  const firsts = db.$with('firsts').as(
    db
      .selectDistinctOn([products.kind], {
        id: sql<number>`${products.id}`.as('first_id'),
        stores: sql<number>`(count(*) OVER (PARTITION BY ${products.kind}))::int`.as('offer_stores'),
        minPrice: sql<number>`coalesce(
          min(${products.discountPrice}) FILTER (WHERE ${products.available} > 0) OVER (PARTITION BY ${products.kind}),
          min(${products.discountPrice}) OVER (PARTITION BY ${products.kind}))::int`.as('offer_min_price'),
      })
      .from(products)
      .where(condition)
      .orderBy(products.kind, ...q.order),
  );
  return {
    rows: db
      .with(firsts)
      .select({ ...productColumns, offers: { stores: firsts.stores, minPrice: firsts.minPrice } })
      .from(firsts)
      .innerJoin(products, eq(products.id, firsts.id))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...q.order)
      .limit(ph('limit'))
      .offset(ph('offset'))
      .prepare(`product_groups_${n}`),
    count: db
      .select({ total: sql<number>`count(DISTINCT ${products.kind})::int` })
      .from(products)
      .where(condition)
      .prepare(`product_group_count_${n}`),
  };
}

function preparedGrouped(db: Db, q: FilterQuery) {
  let byShape = groupedPrepared.get(db);
  if (!byShape) groupedPrepared.set(db, (byShape = new Map()));
  let statements = byShape.get(q.shape);
  if (!statements) byShape.set(q.shape, (statements = prepareGrouped(db, q)));
  return statements;
}

/** Whether a list is grouped: asked for, and not narrowed to stores (a store's cards stay its own). */
export function groupsOffers(filter: ProductFilter, group: boolean): boolean {
  const storeIds = filter.store === undefined ? [] : Array.isArray(filter.store) ? filter.store : [filter.store];
  return group && storeIds.length === 0;
}

/** The caller's favourites marked on products computed for a visitor. */
function withFavourites(list: Product[], favourites: ReadonlySet<number> | undefined): Product[] {
  if (!favourites?.size) return list;
  return list.map((p) => (favourites.has(p.id) ? { ...p, is_favorite: true } : p));
}

/**
 * A page of the product list. The page a visitor sees is computed once per LIST_TTL_MS for every
 * caller (server/services/count-cache.ts); a logged-in caller's favourites are marked on it after.
 */
export async function filterProducts(
  db: ReadDb,
  filter: ProductFilter,
  sort: ProductSort,
  page: number,
  size: number,
  ctx: ProductContext,
  { group = false }: { group?: boolean } = {},
): Promise<Page<Product>> {
  const folded = filter.q ? searchFold(filter.q) : '';
  const request = filter.q ? { ...filter, q: folded } : filter;
  const grouped = groupsOffers(filter, group);
  const list = grouped ? 'groups' : 'filter';
  const visitor = await cachedList(db, JSON.stringify([list, ctx.locale, sort, page, size, request]), async () => {
    const query = await filterQuery(db, filter, sort, folded, ctx.locale);
    if (query === null) return toPage<Product>([], page, size, 0);
    const statements = grouped ? preparedGrouped(db, query) : preparedFilter(db, query);
    const [rows, total] = await Promise.all([
      statements.rows.execute({ ...query.params, limit: size, offset: (page - 1) * size }),
      cachedCount(JSON.stringify([list, request]), () => statements.count.execute(query.params).then(([r]) => r.total)),
    ]);
    return toPage(toProducts(rows as ProductRow[], { locale: ctx.locale }), page, size, total);
  });
  return ctx.favourites?.size ? { ...visitor, content: withFavourites(visitor.content, ctx.favourites) } : visitor;
}

/** Products of the stores within `distance` km, nearest store first. */
export async function productsNear(
  db: ReadDb,
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
  const condition = and(shopVisible, inArray(products.storeId, ids), gt(products.available, 0));
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

/** The home page's shelf of best sellers: never a sold-out one. */
export function popularProducts(db: ReadDb, page: number, size: number, ctx: ProductContext) {
  return filterProducts(db, { available: true }, 'popular', page, size, ctx);
}

export function discountedProducts(db: ReadDb, page: number, size: number, ctx: ProductContext) {
  return filterProducts(db, { discount: 1, available: true }, 'discount', page, size, ctx);
}

/** The queries of a product page, prepared once per database (tests open several). */
const detailStatements = new WeakMap<Queryable, ReturnType<typeof prepareDetail>>();

function prepareDetail(db: Queryable) {
  return {
    byId: baseQuery(db).where(and(shopVisible, eq(products.id, ph('id')))).limit(1).prepare('product_by_id'),
    byIds: baseQuery(db)
      .where(and(shopVisible, sql`${products.id} = ANY(${ph('ids')}::int[])`))
      .prepare('products_by_ids'),
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
  return { product: toProduct(row, { locale }), kind: row.p.kind, categoryId: row.p.categoryId, views: row.p.viewCount + pendingViews(db, id), seenAt: viewsSeen(db, id) };
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
    cachedList(read, JSON.stringify(['comparison', ctx.locale, kind, id]), async () => toProducts((await q.comparison.execute({ kind, id })) as ProductRow[], visitor)),
    cachedList(read, JSON.stringify(['related', ctx.locale, categoryId, kind]), async () => toProducts((await q.related.execute({ category: categoryId, kind })) as ProductRow[], visitor)),
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

/** The rows of some products, by id, in the order of `ids`; unknown ids are left out. */
async function rowsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await detailQueries(db).byIds.execute({ ids })) as ProductRow[];
  const found = new Map(rows.map((r) => [r.p.id, r]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Products by id, in the order of `ids`; unknown ids are left out. */
export async function productsByIds(db: Db, ids: number[], ctx: ProductContext): Promise<Product[]> {
  return toProducts(await rowsByIds(db, ids), ctx);
}

/** The same products in both languages from one query (an order keeps both as it was placed). */
export async function productsByIdsInBothLanguages(db: Queryable, ids: number[]): Promise<Record<Locale, Product[]>> {
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

/**
 * The sizes of a category's products (the "volume or weight" filter): each size as the
 * filter takes it, in the request's language, and how many products have it (a product of several
 * stores once, as a grouped list shows it); litres, then kilograms, grams, pieces; small first.
 */
export async function weightFacets(db: ReadDb, category: number, locale: Locale): Promise<WeightFacet[]> {
  const rows = await cachedList(db, JSON.stringify(['weights', category]), () =>
    db
      .select({ value: products.weight, count: sql<number>`count(DISTINCT ${products.kind})::int` })
      .from(products)
      .where(and(shopVisible, eq(products.categoryId, category), sql`${products.weight} IS NOT NULL`))
      .groupBy(products.weight),
  );
  return orderedWeights(rows.flatMap((r) => (r.value && isWeightValue(r.value) ? [{ value: r.value, label: localizeWeight(r.value, locale) ?? r.value, count: r.count }] : [])));
}
