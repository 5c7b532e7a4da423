import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { StorePause, StorePauseState } from '@/lib/contract/schedule';
import type { Locale } from '@/lib/contract/values';
import { formatDate, formatTime, tashkentDay } from '@/lib/domain/datetime';
import { windowOpen } from '@/lib/domain/delivery';
import { openState, untilTomorrow, workingTimeToday, type StoreHours, type WeeklySchedule } from '@/lib/domain/schedule';
import type { Db, Queryable } from '../db/client';
import { stores } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, text } from '../http/messages';
import { audit } from './audit';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { reachesStore, type StaffScope } from './roles';

/**
 * A store's hours as the shop and the order rules read them (ADR 0030): its weekly schedule, the
 * pause set from the order desk, and a product's stop. The rules themselves are pure
 * (lib/domain/schedule.ts); this module reads the rows and words the answers.
 */

/** Whether a product is stopped at `now` (its stop has not run out). */
export const isStopped = (stoppedUntil: Date | null, now: Date) => stoppedUntil !== null && stoppedUntil.getTime() > now.getTime();

interface StoreHoursRow {
  workingTime: string;
  schedule: unknown;
  pausedUntil: Date | null;
}

export const hoursOf = (s: { schedule: unknown; pausedUntil: Date | null }): StoreHours => ({
  schedule: (s.schedule as WeeklySchedule | null) ?? null,
  pausedUntil: s.pausedUntil,
});

/**
 * The store's hours fields of the shop's answers: `working_time` as today's hours for clients that
 * only know it (as typed when the store has no schedule), whether it takes orders now, and when it
 * opens when it does not.
 */
export function storeHoursFields(s: StoreHoursRow, locale: Locale, now = new Date()) {
  const hours = hoursOf(s);
  const state = openState(hours, now);
  return {
    working_time: hours.schedule ? workingTimeToday(hours.schedule, now, say(locale, 'storeHours.closedToday')) : s.workingTime,
    open_now: state.open_now,
    opens_at: state.opens_at,
  };
}

/** "08:00" today, "tomorrow at 08:00", or "25.11.2026 at 08:00", in the shopper's language. */
function whenOpens(iso: string, locale: Locale, now = new Date()): string {
  const at = new Date(iso);
  const time = formatTime(at, locale);
  const days = Math.round((Date.parse(`${tashkentDay(at)}T00:00:00Z`) - Date.parse(`${tashkentDay(now)}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return say(locale, 'storeHours.todayAt', { time });
  if (days === 1) return say(locale, 'storeHours.tomorrowAt', { time });
  return say(locale, 'storeHours.dateAt', { date: formatDate(at, locale), time });
}

/**
 * Refuses an order with 409 `store_closed` when one of its stores does not take orders now (its
 * schedule, or paused), saying when it opens. A delivery in a window the store picked within its
 * opening hours (one of its offered slots) is the exception: the store packs it when it opens.
 */
export async function refuseClosedStores(
  tx: Queryable,
  storeIds: readonly number[],
  opts: { locale: Locale; now: Date; windows?: ReadonlyMap<number, { from: string; to: string; slot: boolean }> },
) {
  if (storeIds.length === 0) return;
  const rows = await tx
    .select({ id: stores.id, brandName: stores.brandName, schedule: stores.schedule, pausedUntil: stores.pausedUntil })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  const closed = rows.flatMap((s) => {
    const hours = hoursOf(s);
    const state = openState(hours, opts.now);
    if (state.open_now) return [];
    const window = opts.windows?.get(s.id);
    if (window?.slot && windowOpen(hours, new Date(window.from), new Date(window.to))) return [];
    return [{ store: s.id, name: s.brandName, opens_at: state.opens_at }];
  });
  if (!closed.length) return;
  const words = (c: (typeof closed)[number]) =>
    c.opens_at
      ? say(opts.locale, 'storeHours.storeClosed', { store: c.name, when: whenOpens(c.opens_at, opts.locale, opts.now) })
      : say(opts.locale, 'storeHours.storeClosedNoTime', { store: c.name });
  throw new ApiFailure('store_closed', {
    message: text('storeHours.closedOrder', { detail: closed.map(words).join('; ') }),
    fields: Object.fromEntries(closed.map((c) => [`stores.${c.store}`, words(c)])),
    extra: { closed: closed.map(({ store, opens_at }) => ({ store, opens_at })) },
  });
}

// ---- The order desk's pause ------------------------------------------------------------------------

async function pauseState(db: Queryable, id: number, now: Date): Promise<StorePauseState> {
  const [row] = await db.select({ id: stores.id, schedule: stores.schedule, pausedUntil: stores.pausedUntil }).from(stores).where(eq(stores.id, id));
  if (!row) throw notFound();
  const state = openState(hoursOf(row), now);
  return { store_id: id, paused_until: state.paused_until, open_now: state.open_now, opens_at: state.opens_at };
}

/** The pause and open state of a store the caller serves (another store: 404). */
export async function getStorePause(db: Db, scope: StaffScope, id: number, now = new Date()): Promise<StorePauseState> {
  if (!reachesStore(scope, id)) throw notFound();
  return pauseState(db, id, now);
}

/**
 * Pauses a store for some minutes or until its first opening tomorrow, or resumes it (`null`):
 * staff of the store only, audited in the same transaction; the shop's caches forget the catalog
 * (its products show the store closed).
 */
export async function setStorePause(db: Db, scope: StaffScope, id: number, pause: StorePause | null, now = new Date()): Promise<StorePauseState> {
  if (!reachesStore(scope, id)) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: stores.id, schedule: stores.schedule, pausedUntil: stores.pausedUntil })
      .from(stores)
      .where(eq(stores.id, id))
      .for('update');
    if (!row) throw notFound();
    const until =
      pause === null ? null : pause.until === 'tomorrow' ? untilTomorrow(hoursOf(row).schedule, now) : new Date(now.getTime() + pause.minutes! * 60_000);
    await tx.update(stores).set({ pausedUntil: until }).where(eq(stores.id, id));
    await audit(tx, {
      actorId: scope.userId,
      action: pause === null ? 'store.resume' : 'store.pause',
      entity: 'store',
      entityId: id,
      storeId: id,
      before: { paused_until: row.pausedUntil?.toISOString() ?? null },
      after: { paused_until: until?.toISOString() ?? null },
    });
  });
  await cachesForget({ kind: 'catalog' });
  // A store resumed: shoppers waiting for its products in stock hear now (else the job, when a pause runs out).
  if (pause === null) tellBackInStock(db);
  return pauseState(db, id, now);
}
