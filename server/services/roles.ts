import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ConsoleRole, Role } from '@/lib/contract/console';
import type { Queryable } from '../db/client';
import { stores, userRoles, users } from '../db/schema';

/** A role that belongs to one store: a seller's or an owner's (ADR 0036). */
export const STORE_ROLES = ['owner', 'seller'] as const;
type StoreRole = (typeof STORE_ROLES)[number];
const isStoreRole = (role: ConsoleRole): role is StoreRole => role !== 'operator';

/**
 * The console's roles of a user (ADR 0017): the operator's first, then the owners' and the
 * sellers' by store (an owner of a store who was its seller first holds both rows).
 */
export async function rolesOf(db: Queryable, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role, storeId: userRoles.storeId }).from(userRoles).where(eq(userRoles.userId, userId));
  const operator: Role[] = rows.some((r) => r.role === 'operator') ? [{ role: 'operator' }] : [];
  const ofStores = (role: StoreRole): Role[] =>
    rows
      .filter((r) => r.role === role && r.storeId !== null)
      .map((r) => r.storeId!)
      .sort((a, b) => a - b)
      .map((storeId) => ({ role, store_id: storeId }));
  return [...operator, ...ofStores('owner'), ...ofStores('seller')];
}

/**
 * What a console caller may reach: every store (an operator), or the stores they serve. Services
 * take it and scope their reads and writes by it; another store's object is `not_found`.
 */
export interface StaffScope {
  userId: number;
  operator: boolean;
  /** The stores served: as a seller or as an owner (an owner has every right of a seller). */
  storeIds: readonly number[];
  /** The stores owned: their staff and audit log too. */
  ownedStoreIds: readonly number[];
}

declare const operatorProof: unique symbol;

/**
 * A scope known to be an operator's. The operator-only services (users, the support desk, the
 * platform's figures, the shared catalog and promo codes, new and suspended stores, hidden
 * reviews) take one, and only asOperator() makes one, so a route that forgot to check the role
 * does not compile, beside requireOperator refusing the request.
 */
export type OperatorScope = StaffScope & { readonly operator: true; readonly [operatorProof]: true };

/** The scope as an operator's, or null when it is not one. */
export function asOperator(scope: StaffScope): OperatorScope | null {
  return scope.operator ? (scope as OperatorScope) : null;
}

export function scopeOf(userId: number, roles: readonly Role[]): StaffScope {
  const ownedStoreIds = roles.flatMap((r) => (r.role === 'owner' ? [r.store_id] : []));
  const sold = roles.flatMap((r) => (r.role === 'seller' ? [r.store_id] : []));
  return {
    userId,
    operator: roles.some((r) => r.role === 'operator'),
    storeIds: [...new Set([...sold, ...ownedStoreIds])].sort((a, b) => a - b),
    ownedStoreIds,
  };
}

/** Whether the scope reaches a store's objects. */
export function reachesStore(scope: StaffScope, storeId: number | null | undefined): boolean {
  return scope.operator || (storeId != null && scope.storeIds.includes(storeId));
}

/** Whether the scope manages a store's staff and reads its audit log (ADR 0036): an operator or its owner. */
export function managesStore(scope: StaffScope, storeId: number | null | undefined): boolean {
  return scope.operator || (storeId != null && scope.ownedStoreIds.includes(storeId));
}

export type GrantResult = 'granted' | 'already' | 'unknown_user' | 'unknown_store' | 'store_needed';

/**
 * Grants a role (the console's users and staff pages, `npm run console:grant`): a seller's or an
 * owner's needs a store that exists; an operator's takes none. Granting a role the user has
 * changes nothing.
 */
export async function grantRole(
  db: Queryable,
  input: { userId: number; role: ConsoleRole; storeId?: number | null; grantedBy?: number | null },
): Promise<GrantResult> {
  const storeId = isStoreRole(input.role) ? (input.storeId ?? null) : null;
  if (isStoreRole(input.role) && storeId === null) return 'store_needed';
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
  const storeId = isStoreRole(input.role) ? (input.storeId ?? null) : null;
  const removed = await db
    .delete(userRoles)
    .where(
      and(eq(userRoles.userId, input.userId), eq(userRoles.role, input.role), storeId === null ? isNull(userRoles.storeId) : eq(userRoles.storeId, storeId)),
    )
    .returning({ id: userRoles.id });
  return removed.length > 0;
}
