import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { AuditEntry, AuditQuery } from '@/lib/contract/console-audit';
import type { Locale } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { auditLog, stores, users } from '../db/schema';
import { notFound } from '../http/errors';
import { say, table } from '../http/messages';
import { toPage } from '../http/respond';
import { managesStore, type StaffScope } from './roles';
import { pageAndTotal } from '../db/page';

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/**
 * An entry in words, in the reader's language, where words say more than the JSON: an
 * order's move names the store whose part moved and the statuses by name (and the whole order's,
 * when it moved too, and the reason); a line's change names its store; a role names who and where.
 * Null for the rest, which the before/after show well enough.
 */
function auditSummary(
  locale: Locale,
  entry: { action: string; before: unknown; after: unknown; store: { id: number; brand_name: string | null } | null },
): string | null {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const store = entry.store ? (entry.store.brand_name ?? `№${entry.store.id}`) : '—';
  const statuses = table(locale, 'orderStatus') as Readonly<Record<string, string>>;
  const status = (value: unknown) => (typeof value === 'number' ? (statuses[String(value)] ?? String(value)) : '—');
  switch (entry.action) {
    case 'order.status': {
      const parts = [say(locale, 'audit.orderPart', { store, from: status(before.status), to: status(after.status) })];
      // The whole order's move too, when it is not the part's own (an order of several stores).
      const whole = before.order_status !== after.order_status && typeof after.order_status === 'number';
      if (whole && (before.order_status !== before.status || after.order_status !== after.status)) {
        parts.push(say(locale, 'audit.orderWhole', { from: status(before.order_status), to: status(after.order_status) }));
      }
      if (typeof after.reason === 'string' && after.reason) parts.push(say(locale, 'audit.reason', { reason: after.reason }));
      return parts.join('; ');
    }
    case 'order.item_unavailable':
      return say(locale, 'audit.itemUnavailable', { store, quantity: typeof after.quantity === 'number' ? after.quantity : 0 });
    case 'order.item_weight':
      return say(locale, 'audit.itemWeight', { store, grams: typeof after.weight_grams === 'number' ? after.weight_grams : 0 });
    case 'order.item_substitute': {
      const state = ['proposed', 'approved', 'declined', 'applied'].includes(String(after.status)) ? String(after.status) : null;
      return state ? say(locale, 'audit.itemSubstitute', { store, state: say(locale, `audit.substituteStates.${state as 'proposed'}`) }) : null;
    }
    case 'role.grant':
    case 'role.revoke': {
      const role = fieldsOf(entry.action === 'role.grant' ? after.granted : after.revoked).role;
      if (role !== 'operator' && role !== 'seller' && role !== 'owner') return null;
      const words = say(locale, `audit.roles.${role}`, { store });
      return say(locale, entry.action === 'role.grant' ? 'audit.roleGranted' : 'audit.roleRevoked', { role: words });
    }
    default:
      return null;
  }
}

/**
 * The audit log, newest first: who (id and phone), what, before/after, the store the
 * object belongs to and the entry in words (`auditSummary`). An operator reads every entry; a store's owner (ADR 0036) only the
 * entries of the stores they own, and names another store to a 404 like any other store's object.
 */
export async function auditEntries(db: Db, scope: StaffScope, q: AuditQuery, locale: Locale = 'uz'): Promise<Page<AuditEntry>> {
  if (q.store !== undefined && !managesStore(scope, q.store)) throw notFound();
  // The phone filter names an account; a phone with none matches nothing.
  const actorByPhone = q.actor_phone ? ((await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, q.actor_phone)))[0]?.id ?? 0) : undefined;
  const where = and(
    scope.operator ? undefined : inArray(auditLog.storeId, [...scope.ownedStoreIds]),
    q.store !== undefined ? eq(auditLog.storeId, q.store) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actor ? eq(auditLog.actorId, q.actor) : undefined,
    actorByPhone !== undefined ? eq(auditLog.actorId, actorByPhone) : undefined,
  );
  const { rows, total } = await pageAndTotal(
    db
      .select({ entry: auditLog, phone: users.phoneNumber, storeName: stores.brandName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(stores, eq(stores.id, auditLog.storeId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    db.$count(auditLog, where),
    q,
  );
  const content = rows.map(({ entry, phone, storeName }) => {
    const store = entry.storeId === null ? null : { id: entry.storeId, brand_name: storeName };
    const before = entry.before ?? null;
    const after = entry.after ?? null;
    return {
      id: entry.id,
      actor: entry.actorId !== null && phone !== null ? { id: entry.actorId, phone_number: phone } : null,
      actor_label: entry.actorLabel,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      store,
      summary: auditSummary(locale, { action: entry.action, before, after, store }),
      before,
      after,
      created_at: entry.createdAt.toISOString(),
    };
  });
  return toPage(content, q.page, q.size, total);
}
