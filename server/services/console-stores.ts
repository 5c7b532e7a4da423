import 'server-only';
import { mediaLink } from './public-address';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { ConsoleStore, StoreCreate, StoreUpdate } from '@/lib/contract/console-stores';
import { deliveryTermsIssues, DEFAULT_TERMS } from '@/lib/domain/delivery';
import type { WeeklySchedule } from '@/lib/domain/schedule';
import type { Db, Queryable } from '../db/client';
import { stores } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { toPage } from '../http/respond';
import { audit } from './audit';
import { cachesForget } from './cache-invalidation';
import type { OperatorScope, StaffScope } from './roles';
import { reachesStore } from './roles';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';
import { inReachedStores } from '../db/store-scope';

/**
 * Store profiles in the console. A seller reads and edits the stores they serve; an
 * operator every store, and only an operator opens, suspends and unsuspends one. Another store is
 * `not_found` for a seller, never `forbidden`. Each change is audited in its transaction and
 * clears the shop's caches (stores are part of the catalog).
 */

type StoreRow = typeof stores.$inferSelect;

function toConsoleStore(s: StoreRow): ConsoleStore {
  return {
    id: s.id,
    brand_name: s.brandName,
    legal_name: s.legalName,
    description_uz: s.descriptionUz,
    description_ru: s.descriptionRu,
    logo: mediaLink(s.logo),
    store_location_name_uz: s.locationNameUz,
    store_location_name_ru: s.locationNameRu,
    latitude: s.latitude,
    longitude: s.longitude,
    working_time: s.workingTime,
    around_the_clock: s.aroundTheClock,
    free_shipping: s.freeShipping,
    pickup: s.pickup,
    free_shipping_distance: s.freeShippingDistance,
    phone_number: s.phoneNumber,
    min_order: s.minOrder,
    fee: s.deliveryFee,
    free_from: s.freeDeliveryFrom,
    eta_min: s.etaMin,
    eta_max: s.etaMax,
    slots: s.deliverySlots,
    schedule: (s.schedule as WeeklySchedule | null) ?? null,
    paused_until: s.pausedUntil?.toISOString() ?? null,
    rating: Math.round(s.rating * 10) / 10,
    rating_count: s.ratingCount,
    suspended_at: s.suspendedAt?.toISOString() ?? null,
    low_stock_threshold: s.lowStockThreshold,
    created_at: s.createdAt.toISOString(),
  };
}

/** The columns of the API's fields (those given). */
function toColumns(v: Partial<StoreCreate>): Partial<typeof stores.$inferInsert> {
  const columns: Partial<typeof stores.$inferInsert> = {
    brandName: v.brand_name,
    legalName: v.legal_name,
    descriptionUz: v.description_uz,
    descriptionRu: v.description_ru,
    logo: v.logo,
    locationNameUz: v.store_location_name_uz,
    locationNameRu: v.store_location_name_ru,
    latitude: v.latitude,
    longitude: v.longitude,
    workingTime: v.working_time,
    aroundTheClock: v.around_the_clock,
    freeShipping: v.free_shipping,
    pickup: v.pickup,
    freeShippingDistance: v.free_shipping_distance,
    phoneNumber: v.phone_number,
    minOrder: v.min_order,
    deliveryFee: v.fee,
    freeDeliveryFrom: v.free_from,
    etaMin: v.eta_min,
    etaMax: v.eta_max,
    deliverySlots: v.slots,
    schedule: v.schedule,
    lowStockThreshold: v.low_stock_threshold,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, x]) => x !== undefined));
}

/** The delivery terms' rules between fields (lib/domain/delivery.ts), on the store as it would be. */
function checkTerms(merged: { min_order: number; fee: number; free_from: number | null; eta_min: number; eta_max: number; slots: string[] }) {
  const issues = deliveryTermsIssues(merged);
  if (Object.keys(issues).length) throw new ApiFailure('validation_error', { fields: issues as Record<string, string> });
}

/** A store open around the clock shows "00:00-24:00" as its hours, whatever was typed before. */
const AROUND_THE_CLOCK_HOURS = '00:00-24:00';

export async function listConsoleStores(
  db: Db,
  scope: StaffScope,
  opts: { q?: string; suspended?: boolean; page: number; size: number },
): Promise<Page<ConsoleStore>> {
  const conditions: (SQL | undefined)[] = [inReachedStores(scope, stores.id)];
  if (opts.suspended !== undefined) conditions.push(opts.suspended ? isNotNull(stores.suspendedAt) : isNull(stores.suspendedAt));
  const term = opts.q?.trim();
  if (term) {
    const like = likeContaining(term);
    conditions.push(or(ilike(stores.brandName, like), ilike(stores.legalName, like))!);
  }
  const where = and(...conditions);
  const { rows, total } = await pageAndTotal(
    db.select().from(stores).where(where).orderBy(asc(stores.brandName), asc(stores.id)).$dynamic(),
    db.$count(stores, where),
    opts,
  );
  return toPage(rows.map(toConsoleStore), opts.page, opts.size, total);
}

/** A store the caller reaches, or `not_found` (also for a store of another seller). */
async function reachableStore(db: Queryable, scope: StaffScope, id: number, lock = false): Promise<StoreRow> {
  if (!reachesStore(scope, id)) throw notFound();
  const query = db.select().from(stores).where(eq(stores.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getConsoleStore(db: Db, scope: StaffScope, id: number): Promise<ConsoleStore> {
  return toConsoleStore(await reachableStore(db, scope, id));
}

/** The store's names are its identity with the platform (and its contract): an operator changes them, not its staff. */
const OPERATOR_FIELDS = ['brand_name', 'legal_name'] as const;

export async function updateConsoleStore(db: Db, scope: StaffScope, id: number, patch: StoreUpdate): Promise<ConsoleStore> {
  const after = await db.transaction(async (tx) => {
    const before = await reachableStore(tx, scope, id, true);
    if (!scope.operator && OPERATOR_FIELDS.some((f) => patch[f] !== undefined)) throw new ApiFailure('forbidden');
    const merged = { ...toConsoleStore(before), ...Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)) } as ConsoleStore;
    checkTerms(merged);
    const columns = toColumns(patch);
    if (merged.around_the_clock) columns.workingTime = AROUND_THE_CLOCK_HOURS;
    const [row] = await tx.update(stores).set(columns).where(eq(stores.id, id)).returning();
    await audit(tx, {
      actorId: scope.userId,
      action: 'store.update',
      entity: 'store',
      entityId: id,
      storeId: id,
      before: toConsoleStore(before),
      after: toConsoleStore(row),
    });
    return row;
  });
  await cachesForget({ kind: 'catalog' });
  return toConsoleStore(after);
}

export async function createConsoleStore(db: Db, scope: OperatorScope, input: StoreCreate): Promise<ConsoleStore> {
  const terms = {
    min_order: input.min_order ?? DEFAULT_TERMS.min_order,
    fee: input.fee ?? DEFAULT_TERMS.fee,
    free_from: input.free_from ?? DEFAULT_TERMS.free_from,
    eta_min: input.eta_min ?? DEFAULT_TERMS.eta_min,
    eta_max: input.eta_max ?? DEFAULT_TERMS.eta_max,
    slots: input.slots ?? DEFAULT_TERMS.slots,
  };
  checkTerms(terms);
  const columns = toColumns({ ...input, ...terms }) as typeof stores.$inferInsert;
  // A store without a logo gets its monogram, as the demo's stores have (served by /media/monogram/).
  columns.logo ??= `/media/monogram/${monogramLetters(input.brand_name)}/2E7D32.svg`;
  if (input.around_the_clock) columns.workingTime = AROUND_THE_CLOCK_HOURS;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(stores).values(columns).returning();
    await audit(tx, {
      actorId: scope.userId,
      action: 'store.create',
      entity: 'store',
      entityId: created.id,
      storeId: created.id,
      after: toConsoleStore(created),
    });
    return created;
  });
  await cachesForget({ kind: 'catalog' });
  return toConsoleStore(row);
}

/** 1–2 Latin capitals of a name for its monogram ("Qo'qon Non" → "QN"); "S" when it has none. */
function monogramLetters(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return letters || 'S';
}

/**
 * Suspends a store (its products leave the shop; the store leaves the public list and its page is
 * 404) or lifts it. Suspending a suspended store keeps its first time; both are idempotent.
 */
export async function setStoreSuspended(db: Db, scope: OperatorScope, id: number, suspend: boolean): Promise<ConsoleStore> {
  const after = await db.transaction(async (tx) => {
    const before = await reachableStore(tx, scope, id, true);
    if (Boolean(before.suspendedAt) === suspend) return before;
    const [row] = await tx
      .update(stores)
      .set({ suspendedAt: suspend ? new Date() : null })
      .where(and(eq(stores.id, id), suspend ? isNull(stores.suspendedAt) : isNotNull(stores.suspendedAt)))
      .returning();
    await audit(tx, {
      actorId: scope.userId,
      action: suspend ? 'store.suspend' : 'store.unsuspend',
      entity: 'store',
      entityId: id,
      storeId: id,
      before: { suspended_at: before.suspendedAt?.toISOString() ?? null },
      after: { suspended_at: row.suspendedAt?.toISOString() ?? null },
    });
    return row;
  });
  await cachesForget({ kind: 'catalog' });
  return toConsoleStore(after);
}
