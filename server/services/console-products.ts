import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, desc, eq, gt, gte, inArray, isNull, like, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleProduct, ProductBulk, ProductBulkResult, ProductCreate, ProductPatch, StockFilter } from '@/lib/contract/console-products';
import type { Page } from '@/lib/contract/common';
import { discountedPrice, priceByPercent, PRICE_MAX, productSearchText } from '@/lib/domain/product-pricing';
import { searchFold } from '@/lib/domain/transliterate';
import type { Db, Queryable } from '../db/client';
import { auditLog, categories, productImages, products, stores } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { toPage } from '../http/respond';
import { audit } from './audit';
import { isStopped } from './store-hours';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { reachesStore, type StaffScope } from './roles';
import { randomToken } from './secrets';
import { PRODUCT_IMAGE_PATH } from './product-images';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';
import { inReachedStores } from '../db/store-scope';

/**
 * The console's products. Every read and write is scoped by the caller's StaffScope: a
 * seller reaches the products of the stores they serve, an operator every product; another store's
 * product is `not_found`, as one that does not exist. Each change writes the audit log in its own
 * transaction and then tells the caches (server/services/cache-invalidation.ts), so the shop shows
 * it at once. The derived columns (`discount_price`, `search_text`) come from
 * lib/domain/product-pricing.ts, as the seed's do.
 */

type ProductRow = typeof products.$inferSelect;

/** The condition that keeps a query inside the caller's stores (none for an operator). */
export const inScope = (scope: StaffScope): SQL | undefined => inReachedStores(scope, products.storeId);

/** The audited figures of a product: what the console can change. */
function audited(p: ProductRow) {
  return {
    store_id: p.storeId,
    sku: p.sku,
    name_uz: p.nameUz,
    name_ru: p.nameRu,
    description_uz: p.descriptionUz,
    description_ru: p.descriptionRu,
    price: p.price,
    discount: p.discount,
    discount_price: p.discountPrice,
    available: p.available,
    amount_type: p.amountType,
    weight: p.weight,
    weight_step: p.weightStep,
    category_id: p.categoryId,
    flag: p.flag,
    image: p.image,
    stopped_until: p.stoppedUntil?.toISOString() ?? null,
    deleted_at: p.deletedAt?.toISOString() ?? null,
  };
}

function toConsoleProduct(p: ProductRow, images: { id: number; image: string }[], storeName: string): ConsoleProduct {
  // A stop that has run out reads as none: the product is on sale again.
  const stopped = isStopped(p.stoppedUntil, new Date());
  return {
    id: p.id,
    ...audited(p),
    store_name: storeName,
    stopped_until: stopped ? p.stoppedUntil!.toISOString() : null,
    image: mediaLink(p.image),
    images: images.map((i) => ({ id: i.id, image: mediaLink(i.image) })),
    created_at: p.createdAt.toISOString(),
  };
}

async function imagesOf(db: Queryable, ids: number[]): Promise<Map<number, { id: number; image: string }[]>> {
  const byProduct = new Map<number, { id: number; image: string }[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ id: productImages.id, productId: productImages.productId, image: productImages.image })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ id: r.id, image: r.image });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

/** The brand names of some stores, by id. */
async function storeNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: stores.id, name: stores.brandName }).from(stores).where(inArray(stores.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Products as the console reads them: each with its photos and its store's name (two queries for any number). */
async function answerAll(db: Queryable, rows: ProductRow[]): Promise<ConsoleProduct[]> {
  const [images, names] = await Promise.all([
    imagesOf(
      db,
      rows.map((r) => r.id),
    ),
    storeNames(
      db,
      rows.map((r) => r.storeId),
    ),
  ]);
  return rows.map((r) => toConsoleProduct(r, images.get(r.id) ?? [], names.get(r.storeId) ?? ''));
}

async function answer(db: Queryable, p: ProductRow): Promise<ConsoleProduct> {
  return (await answerAll(db, [p]))[0]!;
}

export interface ConsoleProductQuery {
  page: number;
  size: number;
  store?: number;
  q?: string;
  category?: number;
  available?: boolean;
  deleted?: boolean;
  stock?: StockFilter;
  price_min?: number;
  price_max?: number;
  no_photo?: boolean;
}

/**
 * An uploaded photo's path (server/services/product-images.ts); the demo's and the categories'
 * stand-in pictures are anything else.
 */
const UPLOADED_PHOTO = `${PRODUCT_IMAGE_PATH}%`;

/**
 * A page of the caller's products, newest first, filtered in SQL: store, category, text
 * (either name, folded across scripts, or the SKU), stock (in, out, stopped now), price range, and
 * no uploaded photo.
 */
export async function listConsoleProducts(db: Db, scope: StaffScope, query: ConsoleProductQuery): Promise<Page<ConsoleProduct>> {
  const where: (SQL | undefined)[] = [inScope(scope)];
  if (query.store !== undefined) where.push(eq(products.storeId, query.store));
  if (query.category !== undefined) where.push(eq(products.categoryId, query.category));
  if (query.available === true) where.push(gt(products.available, 0));
  if (query.available === false) where.push(eq(products.available, 0));
  if (!query.deleted) where.push(isNull(products.deletedAt));
  const now = new Date();
  if (query.stock === 'in') where.push(gt(products.available, 0), or(isNull(products.stoppedUntil), lte(products.stoppedUntil, now)));
  if (query.stock === 'out') where.push(eq(products.available, 0));
  if (query.stock === 'stopped') where.push(gt(products.stoppedUntil, now));
  if (query.price_min !== undefined) where.push(gte(products.price, query.price_min));
  if (query.price_max !== undefined) where.push(lte(products.price, query.price_max));
  if (query.no_photo) {
    where.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(productImages)
          .where(and(eq(productImages.productId, products.id), like(productImages.image, UPLOADED_PHOTO))),
      ),
    );
  }
  const folded = query.q ? searchFold(query.q) : '';
  if (query.q) {
    const like = likeContaining;
    where.push(or(sql`${products.searchText} LIKE ${like(folded)}`, sql`lower(${products.sku}) LIKE ${like(query.q.toLowerCase())}`));
  }
  const condition = and(...where);
  const { rows, total } = await pageAndTotal(
    db.select().from(products).where(condition).orderBy(desc(products.id)).$dynamic(),
    db.$count(products, condition),
    query,
  );
  return toPage(await answerAll(db, rows), query.page, query.size, total);
}

/** One of the caller's products (deleted ones too, when asked), locked for a change when in a transaction. */
async function ownProduct(db: Queryable, scope: StaffScope, id: number, opts: { lock?: boolean; deleted?: boolean } = {}): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), inScope(scope), opts.deleted ? undefined : isNull(products.deletedAt)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getConsoleProduct(db: Db, scope: StaffScope, id: number): Promise<ConsoleProduct> {
  return answer(db, await ownProduct(db, scope, id, { deleted: true }));
}

/**
 * The store a new product or a price list is for: the one named (a seller: one they serve, else
 * `not_found`), or a seller's only store. An operator, or a seller of several stores, must name it.
 */
export async function targetStore(db: Queryable, scope: StaffScope, requested: number | undefined): Promise<number> {
  let storeId = requested;
  if (storeId === undefined) {
    if (scope.operator || scope.storeIds.length !== 1) throw new ApiFailure('validation_error', { fields: { store: text('fields.storeNeeded') } });
    storeId = scope.storeIds[0]!;
  }
  if (!reachesStore(scope, storeId)) throw notFound();
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  return storeId;
}

async function checkCategory(db: Queryable, categoryId: number | undefined) {
  if (categoryId === undefined) return null;
  const [category] = await db.select({ id: categories.id, image: categories.image }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new ApiFailure('validation_error', { fields: { category_id: text('fields.unknownCategory') } });
  return category;
}

/** Whether an error is Postgres's unique violation (a second product with the same SKU in a store). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

async function checkSku(db: Queryable, storeId: number, sku: string | null | undefined, exceptId?: number) {
  if (!sku) return;
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.sku, sku)));
  if (taken && taken.id !== exceptId) throw skuTaken();
}

const skuTaken = () => new ApiFailure('conflict', { fields: { sku: text('fields.skuTaken') } });

/** Runs a change, turning a SKU that another product took in the meantime into the same 409. */
async function withSkuGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken();
    throw err;
  }
}

/** Inserts a new product (in the caller's transaction), audited; the category's picture stands in until it has photos. */
async function insertProduct(tx: Queryable, scope: StaffScope, input: ProductCreate, photos: readonly string[] = []): Promise<ProductRow> {
  const storeId = await targetStore(tx, scope, input.store_id);
  const category = (await checkCategory(tx, input.category_id))!;
  await checkSku(tx, storeId, input.sku);
  const [row] = await tx
    .insert(products)
    .values({
      storeId,
      categoryId: category.id,
      // A store's own product is its own kind until someone matches it with other stores' offers.
      kind: `store-${storeId}:${randomToken().slice(0, 16)}`,
      sku: input.sku ?? null,
      nameUz: input.name_uz,
      nameRu: input.name_ru,
      descriptionUz: input.description_uz,
      descriptionRu: input.description_ru,
      searchText: productSearchText(input.name_uz, input.name_ru),
      price: input.price,
      discount: input.discount,
      discountPrice: discountedPrice(input.price, input.discount),
      available: input.available,
      amountType: input.amount_type,
      weight: input.weight ?? null,
      weightStep: input.amount_type === 'kg' ? (input.weight_step ?? null) : null,
      flag: input.flag ?? null,
      // The first photo is the cover; without one, the category's picture until the store uploads a photo.
      image: photos[0] ?? category.image,
    })
    .returning();
  if (photos.length) await tx.insert(productImages).values(photos.map((image, position) => ({ productId: row!.id, image, position })));
  await audit(tx, {
    actorId: scope.userId,
    action: 'product.create',
    entity: 'product',
    entityId: row!.id,
    storeId: row!.storeId,
    after: { ...audited(row!), ...(photos.length ? { images: [...photos] } : {}) },
  });
  return row!;
}

export async function createProduct(db: Db, scope: StaffScope, input: ProductCreate): Promise<ConsoleProduct> {
  const created = await withSkuGuard(() => db.transaction((tx) => insertProduct(tx, scope, input)));
  await cachesForget({ kind: 'catalog' });
  return answer(db, created);
}

/**
 * A new product with its photos in one step: the photos are already checked and stored
 * (their public paths, in order: the first is the cover); the product, its photos and the audit
 * entry are written in one transaction, so the shop shows the product with all its photos or not
 * at all. The caller removes the stored files if this fails.
 */
export async function createProductWithPhotos(db: Db, scope: StaffScope, input: ProductCreate, photos: readonly string[]): Promise<ConsoleProduct> {
  const created = await withSkuGuard(() => db.transaction((tx) => insertProduct(tx, scope, input, photos)));
  await cachesForget({ kind: 'catalog' });
  return answer(db, created);
}

/** Checks, before any photo is read, that the caller may create this product (its store; a seller's only store). */
export async function checkProductTarget(db: Db, scope: StaffScope, input: ProductCreate): Promise<void> {
  const storeId = await targetStore(db, scope, input.store_id);
  await checkCategory(db, input.category_id);
  await checkSku(db, storeId, input.sku);
}

export async function patchProduct(db: Db, scope: StaffScope, id: number, patch: ProductPatch): Promise<ConsoleProduct> {
  const updated = await withSkuGuard(() =>
    db.transaction(async (tx) => {
      const before = await ownProduct(tx, scope, id, { lock: true });
      await checkCategory(tx, patch.category_id);
      if (patch.sku !== undefined) await checkSku(tx, before.storeId, patch.sku, id);
      const nameUz = patch.name_uz ?? before.nameUz;
      const nameRu = patch.name_ru ?? before.nameRu;
      const price = patch.price ?? before.price;
      const discount = patch.discount ?? before.discount;
      const [row] = await tx
        .update(products)
        .set({
          sku: patch.sku === undefined ? before.sku : patch.sku,
          nameUz,
          nameRu,
          descriptionUz: patch.description_uz ?? before.descriptionUz,
          descriptionRu: patch.description_ru ?? before.descriptionRu,
          searchText: productSearchText(nameUz, nameRu),
          price,
          discount,
          discountPrice: discountedPrice(price, discount),
          available: patch.available ?? before.available,
          amountType: patch.amount_type ?? before.amountType,
          weight: patch.weight === undefined ? before.weight : patch.weight,
          // Only goods sold by the kilogram keep a weight step.
          weightStep: (patch.amount_type ?? before.amountType) === 'kg' ? (patch.weight_step === undefined ? before.weightStep : patch.weight_step) : null,
          categoryId: patch.category_id ?? before.categoryId,
          flag: patch.flag === undefined ? before.flag : patch.flag,
          stoppedUntil: patch.stopped_until === undefined ? before.stoppedUntil : stopUntil(patch.stopped_until),
        })
        .where(eq(products.id, id))
        .returning();
      // A stop or a resume alone is its own entry in the log: the desk looks for them by name.
      const onlyStop = Object.keys(patch).every((k) => k === 'stopped_until');
      const action = onlyStop ? (patch.stopped_until ? 'product.stop' : 'product.resume') : 'product.update';
      await audit(tx, { actorId: scope.userId, action, entity: 'product', entityId: id, storeId: row!.storeId, before: audited(before), after: audited(row!) });
      return row!;
    }),
  );
  await cachesForget({ kind: 'products', productIds: [id] });
  // A stock raised from 0, or a stop lifted.
  tellBackInStock(db, [id]);
  return answer(db, updated);
}

/** The end of a stop: a time still ahead (a past one would stop nothing: refused), or null to resume. */
function stopUntil(value: string | null): Date | null {
  if (value === null) return null;
  const until = new Date(value);
  if (until.getTime() <= Date.now()) throw new ApiFailure('validation_error', { fields: { stopped_until: text('storeHours.stopInPast') } });
  return until;
}

/** Deletes softly: the shop no longer shows or sells it; orders keep their snapshot of it. */
export async function deleteProduct(db: Db, scope: StaffScope, id: number): Promise<ConsoleProduct> {
  const deleted = await db.transaction(async (tx) => {
    const before = await ownProduct(tx, scope, id, { lock: true });
    const [row] = await tx.update(products).set({ deletedAt: new Date() }).where(eq(products.id, id)).returning();
    await audit(tx, {
      actorId: scope.userId,
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      storeId: before.storeId,
      before: audited(before),
      after: audited(row!),
    });
    return row!;
  });
  await cachesForget({ kind: 'products', productIds: [id] });
  await cachesForget({ kind: 'catalog' });
  return answer(db, deleted);
}

/**
 * Adds a stored picture to a product as its main image (first in the gallery, and the picture of
 * its cards). The file is stored before the transaction; the caller removes it if this fails.
 */
export async function addProductImage(db: Db, scope: StaffScope, id: number, path: string): Promise<ConsoleProduct> {
  const updated = await db.transaction(async (tx) => {
    const before = await ownProduct(tx, scope, id, { lock: true });
    const [{ first }] = await tx
      .select({ first: sql<number | null>`min(${productImages.position})` })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const [image] = await tx
      .insert(productImages)
      .values({ productId: id, image: path, position: (first ?? 1) - 1 })
      .returning({ id: productImages.id });
    const [row] = await tx.update(products).set({ image: path }).where(eq(products.id, id)).returning();
    await audit(tx, {
      actorId: scope.userId,
      action: 'product.image',
      entity: 'product',
      entityId: id,
      storeId: before.storeId,
      before: { image: before.image },
      after: { image: path, image_id: image!.id },
    });
    return row!;
  });
  await cachesForget({ kind: 'products', productIds: [id] });
  return answer(db, updated);
}

// ---- Bulk actions -----------------------------------------------------------------------------

/**
 * One action on many of the caller's products at once (the products table's selection): a price
 * changed by a percent, a stock set, a stop, a resume, a delete. All in one transaction, the rows
 * locked; any id that is not the caller's live product (another store's, deleted, unknown) fails
 * the whole request with 404 and nothing changes. Each product gets the audit entry its single
 * edit would write, and the caches are told as a single edit tells them.
 */
export async function bulkProducts(db: Db, scope: StaffScope, input: ProductBulk): Promise<ProductBulkResult> {
  const ids = [...new Set(input.ids)];
  const changed = await db.transaction(async (tx) => {
    const before = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), inScope(scope), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .for('update');
    if (before.length !== ids.length) {
      throw new ApiFailure('not_found', { fields: { ids: text('catalogScale.bulkNotYours', { count: ids.length - before.length }) } });
    }
    let action: string;
    switch (input.action) {
      case 'price_percent': {
        const prices = before.map((p) => priceByPercent(p.price, input.percent));
        const over = prices.findIndex((price) => price > PRICE_MAX);
        if (over >= 0) throw new ApiFailure('validation_error', { fields: { percent: text('catalogScale.bulkPriceTooHigh', { id: before[over]!.id }) } });
        const column = (values: number[]) => sql.param(values);
        await tx.execute(sql`
          UPDATE ${products} SET price = line.price, discount_price = line.discount_price
          FROM unnest(${column(before.map((p) => p.id))}::int[], ${column(prices)}::int[], ${column(before.map((p, i) => discountedPrice(prices[i]!, p.discount)))}::int[])
            AS line(id, price, discount_price)
          WHERE ${products.id} = line.id`);
        action = 'product.update';
        break;
      }
      case 'set_stock':
        await tx.update(products).set({ available: input.available }).where(inArray(products.id, ids));
        action = 'product.update';
        break;
      case 'stop':
        await tx
          .update(products)
          .set({ stoppedUntil: stopUntil(input.stopped_until) })
          .where(inArray(products.id, ids));
        action = 'product.stop';
        break;
      case 'resume':
        await tx.update(products).set({ stoppedUntil: null }).where(inArray(products.id, ids));
        action = 'product.resume';
        break;
      case 'delete':
        await tx.update(products).set({ deletedAt: new Date() }).where(inArray(products.id, ids));
        action = 'product.delete';
        break;
    }
    const after = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
    const byId = new Map(before.map((p) => [p.id, p]));
    await tx.insert(auditLog).values(
      after.map((row) => ({
        actorId: scope.userId,
        action,
        entity: 'product',
        entityId: String(row.id),
        storeId: row.storeId,
        before: audited(byId.get(row.id)!),
        after: { ...audited(row), bulk: input.action },
      })),
    );
    return after;
  });
  await cachesForget({ kind: 'products', productIds: ids });
  if (input.action === 'delete') await cachesForget({ kind: 'catalog' });
  // A stock raised from 0, or a stop lifted.
  if (input.action === 'set_stock' || input.action === 'resume') tellBackInStock(db, ids);
  const answered = new Map((await answerAll(db, changed)).map((p) => [p.id, p]));
  return { action: input.action, count: changed.length, products: ids.map((id) => answered.get(id)!) };
}
