import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Category, Store, StoreLetterGroup } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';
import { cyrillicToLatin } from '@/lib/domain/transliterate';
import type { Db, ReadDb } from '../db/client';
import { categories, products, stores } from '../db/schema';
import { notFound } from '../http/errors';
import { pick } from '../http/locale';
import { toPage } from '../http/respond';
import { cachedDerived, cachedList } from './count-cache';
import { shopVisible } from './shop-visibility';

/**
 * The product count of every category: a scan of the whole catalog, so kept for a minute
 * (server/services/count-cache.ts), like the totals of the product lists.
 */
function categoryCounts(db: Db): Promise<Map<number, number>> {
  return cachedDerived('category-counts', async () => {
    const rows = await db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(shopVisible)
      .groupBy(products.categoryId);
    return new Map(rows.map((r) => [r.categoryId, r.n]));
  });
}

/** Categories in catalog order, or the most popular first; public, so kept like a list (count-cache.ts). */
export function listCategories(db: ReadDb, locale: Locale, opts: { size?: number; popular?: boolean }): Promise<Category[]> {
  return cachedList(db, JSON.stringify(['categories', locale, opts.size ?? null, opts.popular ?? false]), () => readCategories(db, locale, opts));
}

async function readCategories(db: Db, locale: Locale, opts: { size?: number; popular?: boolean }): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(...(opts.popular ? [desc(categories.popularity), asc(categories.position)] : [asc(categories.position)]), asc(categories.id))
      .limit(opts.size ?? 100),
    categoryCounts(db),
  ]);
  return rows.map((c) => ({
    id: c.id,
    name: pick(locale, c.nameUz, c.nameRu),
    icon: mediaLink(c.icon),
    image: mediaLink(c.image),
    color: c.color,
    count_product: counts.get(c.id) ?? 0,
  }));
}

import { storeHoursFields } from './store-hours';
import type { WeeklySchedule } from '@/lib/domain/schedule';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';

export function toStore(s: typeof stores.$inferSelect, locale: Locale): Store {
  return {
    id: s.id,
    brand_name: s.brandName,
    logo: mediaLink(s.logo),
    latitude: s.latitude,
    longitude: s.longitude,
    store_location_name: pick(locale, s.locationNameUz, s.locationNameRu),
    rating: Math.round(s.rating * 10) / 10,
    rating_count: s.ratingCount,
    free_shipping_distance: s.freeShippingDistance,
    ...storeHoursFields(s, locale),
    schedule: (s.schedule as WeeklySchedule | null) ?? null,
    legal_name: s.legalName,
    description: pick(locale, s.descriptionUz, s.descriptionRu),
    customers_count: s.customersCount,
    view_count: s.viewCount,
    created_at: s.createdAt.toISOString(),
    around_the_clock: s.aroundTheClock,
    free_shipping: s.freeShipping,
    pickup: s.pickup,
    phone_number: s.phoneNumber,
  };
}

/** The first letter a store is filed under in the A–Z index. */
const firstLetter = sql<string>`upper(left(${stores.brandName}, 1))`;

/** A store an operator suspended is out of the shop: no list shows it and its page is 404. */
export const listed = isNull(stores.suspendedAt);

/** The most stores `GET /store/` answers as a plain list (the paged form has no such limit). */
const STORE_LIST_MAX = 1000;

/** Stores under a letter of the A–Z index and whose names hold `q` (as typed, or in the other script). */
function storeWhere(opts: { letter?: string; q?: string }): SQL {
  const conditions: SQL[] = [listed];
  if (opts.letter) conditions.push(eq(firstLetter, opts.letter.toUpperCase()));
  const term = opts.q?.trim();
  if (term) {
    const forms = [...new Set([term, cyrillicToLatin(term)])].map(likeContaining);
    conditions.push(or(...forms.flatMap((like) => [ilike(stores.brandName, like), ilike(stores.legalName, like)]))!);
  }
  return and(...conditions)!;
}

export async function listStores(db: ReadDb, locale: Locale, opts: { letter?: string; q?: string; page: number; size: number }) {
  const where = storeWhere(opts);
  const { rows, total } = await pageAndTotal(
    db.select().from(stores).where(where).orderBy(asc(stores.brandName), asc(stores.id)).$dynamic(),
    db.$count(stores, where),
    opts,
  );
  return toPage(
    rows.map((s) => toStore(s, locale)),
    opts.page,
    opts.size,
    total,
  );
}

/** The stores as the contract's clients read them: a plain list by name (ADR 0019). */
export async function storeList(db: ReadDb, locale: Locale, opts: { letter?: string; q?: string }): Promise<Store[]> {
  const rows = await db.select().from(stores).where(storeWhere(opts)).orderBy(asc(stores.brandName), asc(stores.id)).limit(STORE_LIST_MAX);
  return rows.map((s) => toStore(s, locale));
}

export async function getStore(db: ReadDb, id: number, locale: Locale): Promise<Store> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), listed))
    .limit(1);
  if (!row) throw notFound();
  return toStore(row, locale);
}

/** Every store grouped by the first letter of its name, letters in order. */
export async function storesByLetter(db: ReadDb): Promise<StoreLetterGroup[]> {
  const rows = await db.select({ id: stores.id, brandName: stores.brandName }).from(stores).where(listed).orderBy(asc(stores.brandName), asc(stores.id));
  const groups = new Map<string, StoreLetterGroup>();
  for (const r of rows) {
    const letter = r.brandName.charAt(0).toUpperCase();
    const group = groups.get(letter) ?? { letter, stores: [] };
    group.stores.push({ id: r.id, brand_name: r.brandName });
    groups.set(letter, group);
  }
  return [...groups.values()].sort((a, b) => a.letter.localeCompare(b.letter));
}
