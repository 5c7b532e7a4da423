import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Locale, ProductSort } from '@/lib/contract/values';
import type { Product } from '@/lib/contract/catalog';
import { unitPrice } from '@/lib/domain/product';
import { pricePerUnit } from '@/lib/domain/unit-price';
import { localizeWeight, unitName } from './units';
import type { Db, Queryable } from '../db/client';
import { categories, productImages, products, stores } from '../db/schema';
import { shopVisible } from './shop-visibility';
import { isStopped, storeHoursFields } from './store-hours';

/**
 * A product as every answer shows it (a card): the columns read with its store and category in one
 * query, and the answer made from them. The lists (product-list.ts), the product page
 * (product-page.ts), the basket, favourites and orders all read products through here.
 */

// The folded search text is only for matching: answers never carry it.
const { searchText: _searchText, ...productFields } = getTableColumns(products);

/** The columns every product answer needs, joined with its store and category in one query. */
export const productColumns = {
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

export type ProductRow = {
  /** A grouped list's row: the offers of its kind that the filters keep (see groupedRows). */
  offers?: { stores: number; minPrice: number } | null;
  p: Omit<typeof products.$inferSelect, 'searchText'>;
  s: { [K in keyof (typeof productColumns)['s']]: (typeof productColumns)['s'][K]['_']['data'] };
  c: { id: number; nameUz: string; nameRu: string };
  images: { id: number; image: string }[];
};

export function baseQuery(db: Db) {
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

export function toProduct(row: ProductRow, ctx: ProductContext): Product {
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

export function toProducts(rows: ProductRow[], ctx: ProductContext): Product[] {
  return rows.map((r) => toProduct(r, ctx));
}

/** Every sort puts what is in stock first; the indexes in server/db/schema.ts follow these orders. */
export const inStockFirst = desc(products.inStock);
export const SORTS: Record<ProductSort, SQL[]> = {
  popular: [inStockFirst, desc(products.numberOfSales), desc(products.id)],
  cheap: [inStockFirst, asc(products.discountPrice), asc(products.id)],
  expensive: [inStockFirst, desc(products.discountPrice), desc(products.id)],
  highRate: [inStockFirst, desc(products.rating), desc(products.ratingCount), desc(products.id)],
  new: [inStockFirst, desc(products.createdAt), desc(products.id)],
  discount: [inStockFirst, desc(products.discount), desc(products.id)],
};

export const ph = (name: string) => sql.placeholder(name);

/** The caller's favourites marked on products computed for a visitor. */
export function withFavourites(list: Product[], favourites: ReadonlySet<number> | undefined): Product[] {
  if (!favourites?.size) return list;
  return list.map((p) => (favourites.has(p.id) ? { ...p, is_favorite: true } : p));
}

/** Products by id, prepared once per database (tests open several). */
const byIdsStatements = new WeakMap<Queryable, ReturnType<typeof prepareByIds>>();

function prepareByIds(db: Queryable) {
  return baseQuery(db)
    .where(and(shopVisible, sql`${products.id} = ANY(${ph('ids')}::int[])`))
    .prepare('products_by_ids');
}

/** The rows of some products, by id, in the order of `ids`; unknown ids are left out. */
async function rowsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  let statement = byIdsStatements.get(db);
  if (!statement) byIdsStatements.set(db, (statement = prepareByIds(db)));
  const rows = (await statement.execute({ ids })) as ProductRow[];
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
