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

/**
 * Writes one console change to the audit log (issue 18): who, what, and the object before and
 * after. Call it in the change's own transaction, so that a change and its record land together.
 */
export async function audit(
  db: Queryable,
  entry: { actorId: number | null; actorLabel?: string | null; action: string; entity: string; entityId?: string | number | null; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorLabel ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
