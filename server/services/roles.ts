import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ConsoleRole, Role } from '@/lib/contract/console';
import type { Queryable } from '../db/client';
import { stores, userRoles, users } from '../db/schema';

/** The console's roles of a user (issue 18): the operator's first, then the sellers' by store. */
export async function rolesOf(db: Queryable, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role, storeId: userRoles.storeId }).from(userRoles).where(eq(userRoles.userId, userId));
  const operator: Role[] = rows.some((r) => r.role === 'operator') ? [{ role: 'operator' }] : [];
  const sellers: Role[] = rows
    .filter((r) => r.role === 'seller' && r.storeId !== null)
    .map((r) => r.storeId!)
    .sort((a, b) => a - b)
    .map((storeId) => ({ role: 'seller', store_id: storeId }));
  return [...operator, ...sellers];
}

/**
 * What a console caller may reach: every store (an operator), or the stores they serve. Services
 * take it and scope their reads and writes by it; another store's object is `not_found`.
 */
export interface StaffScope {
  userId: number;
  operator: boolean;
  storeIds: readonly number[];
}

export function scopeOf(userId: number, roles: readonly Role[]): StaffScope {
  return {
    userId,
    operator: roles.some((r) => r.role === 'operator'),
    storeIds: roles.flatMap((r) => (r.role === 'seller' ? [r.store_id] : [])),
  };
}

/** Whether the scope reaches a store's objects. */
export function reachesStore(scope: StaffScope, storeId: number | null | undefined): boolean {
  return scope.operator || (storeId != null && scope.storeIds.includes(storeId));
}

export type GrantResult = 'granted' | 'already' | 'unknown_user' | 'unknown_store' | 'store_needed';

/**
 * Grants a role (the console's users page and `npm run console:grant`): a seller's needs a store
 * that exists; an operator's takes none. Granting a role the user has changes nothing.
 */
export async function grantRole(
  db: Queryable,
  input: { userId: number; role: ConsoleRole; storeId?: number | null; grantedBy?: number | null },
): Promise<GrantResult> {
  const storeId = input.role === 'seller' ? (input.storeId ?? null) : null;
  if (input.role === 'seller' && storeId === null) return 'store_needed';
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) return 'unknown_user';
  if (storeId !== null) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) return 'unknown_store';
  }
  const inserted = await db
    .insert(userRoles)
    .values({ userId: input.userId, role: input.role, storeId, grantedBy: input.grantedBy ?? null })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return inserted.length > 0 ? 'granted' : 'already';
}

/** Takes a role back; whether there was one to take. */
export async function revokeRole(db: Queryable, input: { userId: number; role: ConsoleRole; storeId?: number | null }): Promise<boolean> {
  const storeId = input.role === 'seller' ? (input.storeId ?? null) : null;
  const removed = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, input.userId),
        eq(userRoles.role, input.role),
        storeId === null ? isNull(userRoles.storeId) : eq(userRoles.storeId, storeId),
      ),
    )
    .returning({ id: userRoles.id });
  return removed.length > 0;
}
