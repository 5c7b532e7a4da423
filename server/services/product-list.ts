import 'server-only';
import { and, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale, ProductSort } from '@/lib/contract/values';
import type { Page } from '@/lib/contract/common';
import type { Product, ProductFilter, WeightFacet } from '@/lib/contract/catalog';
import { isWeightValue } from '@/lib/domain/product-filter-rules';
import { orderedWeights } from '@/lib/domain/weights';
import { searchFold } from '@/lib/domain/transliterate';
import { localizeWeight } from './units';
import type { Db, ReadDb } from '../db/client';
import { categories, products, stores } from '../db/schema';
import { toPage } from '../http/respond';
import { cachedCount, cachedList } from './count-cache';
import { storesWithin } from './geo';
import { anyNameStarts, fuzzyMatch, fuzzyScore, languageTier, startsEvery, termPatterns, type Bind } from './product-search';
import { shopVisible } from './shop-visibility';
import { SORTS, baseQuery, inStockFirst, ph, productColumns, toProducts, withFavourites, type ProductContext, type ProductRow } from './product-rows';

/** The product lists: filtering and sorting (prepared per shape), grouping offers, products near a point, the size facets. */

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
function groupsOffers(filter: ProductFilter, group: boolean): boolean {
  const storeIds = filter.store === undefined ? [] : Array.isArray(filter.store) ? filter.store : [filter.store];
  return group && storeIds.length === 0;
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
  return orderedWeights(
    rows.flatMap((r) => (r.value && isWeightValue(r.value) ? [{ value: r.value, label: localizeWeight(r.value, locale) ?? r.value, count: r.count }] : [])),
  );
}
