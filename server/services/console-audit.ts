import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { AuditEntry } from '@/lib/contract/console-audit';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import { toPage } from '../http/respond';

/** The audit log (issue 18), newest first, for operators: who (id and phone), what, before/after. */
export async function auditEntries(
  db: Db,
  q: { entity?: string; entity_id?: string; action?: string; actor?: number; page: number; size: number },
): Promise<Page<AuditEntry>> {
  const where = and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actor ? eq(auditLog.actorId, q.actor) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, phone: users.phoneNumber })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const content = rows.map(({ entry, phone }) => ({
    id: entry.id,
    actor: entry.actorId !== null && phone !== null ? { id: entry.actorId, phone_number: phone } : null,
    actor_label: entry.actorLabel,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: entry.createdAt.toISOString(),
  }));
  return toPage(content, q.page, q.size, count?.n ?? 0);
}
