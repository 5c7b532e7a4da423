import 'server-only';
import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { ConsoleNewCount } from '@/lib/contract/console-orders';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { Db, Queryable } from '../db/client';
import { orderParts } from '../db/schema';
import { publishToBoards } from './order-stream';
import type { StaffScope } from './roles';
import { inReachedStores } from '../db/store-scope';

/**
 * The board's "new" marks (ADR 0028). A part is new from the moment it is placed until its store's
 * staff open the order or someone moves the part (order_parts.seen_at, set once). Orders that
 * arrive while no board is open are therefore new when one opens. An operator opening an order
 * does not clear a store's mark: the operator looks over the stores' shoulders, and the store
 * itself still has to notice the order (the Telegram reminders follow the same mark). A cancelled
 * part is never new: nothing is left to do about it.
 */

type PartRow = typeof orderParts.$inferSelect;

export const isNewPart = (part: Pick<PartRow, 'seenAt' | 'status'>) => part.seenAt === null && part.status !== ORDER_STATUS.CANCELLED;

/** The new parts as a condition, scoped to the stores the caller reaches (an operator: all). */
function newParts(scope: StaffScope): SQL {
  return and(isNull(orderParts.seenAt), ne(orderParts.status, ORDER_STATUS.CANCELLED), inReachedStores(scope, orderParts.storeId))!;
}

/**
 * The caller opened an order: its parts of the stores they serve as a seller are seen (not the
 * other stores' parts, even for an operator who also serves a store). The other boards of those
 * stores hear of it, so that their marks and counters follow.
 */
export async function markSeen(db: Db, scope: StaffScope, orderId: number): Promise<void> {
  if (!scope.storeIds.length) return;
  const seen = await db
    .update(orderParts)
    .set({ seenAt: new Date() })
    .where(and(eq(orderParts.orderId, orderId), inArray(orderParts.storeId, [...scope.storeIds]), isNull(orderParts.seenAt)))
    .returning({ storeId: orderParts.storeId });
  if (seen.length) await publishToBoards({ kind: 'seen', orderId, storeIds: seen.map((p) => p.storeId) });
}

/** How many parts are new for the caller, and the newest of their orders. */
export async function newCount(db: Queryable, scope: StaffScope): Promise<ConsoleNewCount> {
  const where = newParts(scope);
  const [[counted], ids] = await Promise.all([
    db.select({ n: count() }).from(orderParts).where(where),
    db.selectDistinct({ id: orderParts.orderId }).from(orderParts).where(where).orderBy(desc(orderParts.orderId)).limit(20),
  ]);
  return { count: Number(counted?.n ?? 0), order_ids: ids.map((r) => r.id) };
}
