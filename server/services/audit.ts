import 'server-only';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Who made a change: a console user, or something else named by a label (`cli:<machine user>` for
 * `npm run console:grant`).
 */
export type Actor = { id: number } | { label: string };

/** The audit columns of an actor. */
export const actorColumns = (actor: Actor) => ('id' in actor ? { actorId: actor.id, actorLabel: null } : { actorId: null, actorLabel: actor.label });

/** The store an object recorded in an entry names, if any: its `store_id`, or its `store: { id }`. */
function storeIdIn(value: unknown): number | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { store_id: flat, store } = value as { store_id?: unknown; store?: unknown };
  const nested = store && typeof store === 'object' && !Array.isArray(store) ? (store as { id?: unknown }).id : undefined;
  const id = flat ?? nested;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The store an entry is about (ADR 0036: its owner reads it): the one given, else the `store_id`
 * of the object after or before the change, or its `store.id` (a product, an order's part, a
 * store's promotion, a linked chat), else none (the platform's own objects: categories, content, support, users).
 */
export function auditStoreOf(entry: { storeId?: number | null; before?: unknown; after?: unknown }): number | null {
  return entry.storeId ?? storeIdIn(entry.after) ?? storeIdIn(entry.before);
}

/**
 * Writes one console change to the audit log: who, what, the object before and after,
 * and the store it belongs to (`auditStoreOf`). Call it in the change's own transaction, so that a
 * change and its record land together.
 */
export async function audit(
  db: Queryable,
  entry: {
    actorId: number | null;
    actorLabel?: string | null;
    action: string;
    entity: string;
    entityId?: string | number | null;
    storeId?: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorLabel ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    storeId: auditStoreOf(entry),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
