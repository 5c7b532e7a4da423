import 'server-only';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Writes one console change to the audit log (issue 18): who, what, and the object before and
 * after. Call it in the change's own transaction, so that a change and its record land together.
 */
export async function audit(
  db: Queryable,
  entry: { actorId: number | null; action: string; entity: string; entityId?: string | number | null; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
