import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { Role } from '@/lib/contract/console';
import type { ConsoleUser, RoleInput } from '@/lib/contract/console-users';
import type { Db, Queryable } from '../db/client';
import { userRoles, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { toPage } from '../http/respond';
import { actorColumns, audit, type Actor } from './audit';
import { grantRole, revokeRole, rolesOf, type GrantResult, type OperatorScope } from './roles';
import { revokeAllSessions } from './tokens';
import { pageAndTotal } from '../db/page';

/**
 * Users in the console (operators only): find by phone, grant and revoke roles, block.
 * A blocked user's sessions end at once (every refresh token revoked: an access token is checked
 * against its live session on every request) and sign-in refuses them (services/auth.ts). An
 * operator cannot block themselves or take back their own operator role, so the platform does not
 * lose its last operator by a slip.
 */

type UserRow = typeof users.$inferSelect;

async function withRoles(db: Db, rows: UserRow[]): Promise<ConsoleUser[]> {
  const ids = rows.map((u) => u.id);
  const roleRows = ids.length ? await db.select({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  const withAny = new Set(roleRows.map((r) => r.userId));
  const roles = new Map<number, Role[]>();
  for (const id of withAny) roles.set(id, await rolesOf(db, id));
  return rows.map((u) => ({
    id: u.id,
    phone_number: u.phoneNumber,
    full_name: u.fullName,
    created_at: u.createdAt.toISOString(),
    roles: roles.get(u.id) ?? [],
    blocked: u.blockedAt !== null,
    blocked_at: u.blockedAt?.toISOString() ?? null,
  }));
}

/** Users whose phone holds these digits (any part), newest first; every user without digits. */
export async function findUsers(db: Db, operator: OperatorScope, q: { phone?: string; page: number; size: number }): Promise<Page<ConsoleUser>> {
  const where = q.phone ? like(users.phoneNumber, `%${q.phone}%`) : undefined;
  const { rows, total } = await pageAndTotal(
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    db.$count(users, where),
    q,
  );
  return toPage(await withRoles(db, rows), q.page, q.size, total);
}

export async function consoleUser(db: Db, operator: OperatorScope, id: number): Promise<ConsoleUser> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  if (!rows.length) throw notFound();
  return (await withRoles(db, rows))[0]!;
}

/**
 * The role's store: none for an operator. The contract's schema has paired them (RoleInputSchema:
 * a seller or an owner names one, an operator none); grantRole answers `store_needed` to a caller
 * without it.
 */
const roleStore = (input: RoleInput): number | null => (input.role === 'operator' ? null : (input.store_id ?? null));

const roleOf = (role: RoleInput['role'], storeId: number | null) => (storeId === null ? { role } : { role, store_id: storeId });

/**
 * The roles an audit entry of a grant or revoke records: all of the user's for the operator's role;
 * for a store's role only those at that store, since the store's owner reads the entry (ADR 0036)
 * and the person's other stores are none of theirs.
 */
async function rolesAt(tx: Queryable, userId: number, storeId: number | null): Promise<Role[]> {
  const roles = await rolesOf(tx, userId);
  return storeId === null ? roles : roles.filter((r) => r.role !== 'operator' && r.store_id === storeId);
}

/**
 * Grants a role and writes its audit entry, in the caller's transaction: the console's users and
 * staff pages and `npm run console:grant` all come here. Granting a role the user has changes
 * nothing (and writes no audit row). A store's role is logged under that store.
 */
export async function grantRoleAudited(tx: Queryable, actor: Actor, userId: number, role: RoleInput['role'], storeId: number | null): Promise<GrantResult> {
  const before = await rolesAt(tx, userId, storeId);
  const result = await grantRole(tx, { userId, role, storeId, grantedBy: 'id' in actor ? actor.id : null });
  if (result === 'granted') {
    const after = { roles: await rolesAt(tx, userId, storeId), granted: roleOf(role, storeId) };
    await audit(tx, { ...actorColumns(actor), action: 'role.grant', entity: 'user', entityId: userId, storeId, before: { roles: before }, after });
  }
  return result;
}

/** Takes a role back and writes its audit entry; whether there was one to take. */
export async function revokeRoleAudited(tx: Queryable, actor: Actor, userId: number, role: RoleInput['role'], storeId: number | null): Promise<boolean> {
  const before = await rolesAt(tx, userId, storeId);
  if (!(await revokeRole(tx, { userId, role, storeId }))) return false;
  const after = { roles: await rolesAt(tx, userId, storeId), revoked: roleOf(role, storeId) };
  await audit(tx, { ...actorColumns(actor), action: 'role.revoke', entity: 'user', entityId: userId, storeId, before: { roles: before }, after });
  return true;
}

/** Grants a role in the console; granting one the user has changes nothing (and writes no audit row). */
export async function grantUserRole(db: Db, operator: OperatorScope, userId: number, input: RoleInput): Promise<ConsoleUser> {
  const actorId = operator.userId;
  const storeId = roleStore(input);
  await db.transaction(async (tx) => {
    const result = await grantRoleAudited(tx, { id: actorId }, userId, input.role, storeId);
    if (result === 'unknown_user') throw notFound();
    if (result === 'unknown_store') throw new ApiFailure('validation_error', { fields: { store_id: text('fields.storeNotFound') } });
    if (result === 'store_needed') throw new ApiFailure('validation_error', { fields: { store_id: text('fields.storeNeeded') } });
  });
  return consoleUser(db, operator, userId);
}

/** Takes a role back; a role the user does not have is `not_found`. */
export async function revokeUserRole(db: Db, operator: OperatorScope, userId: number, input: RoleInput): Promise<ConsoleUser> {
  const actorId = operator.userId;
  const storeId = roleStore(input);
  if (input.role === 'operator' && userId === actorId) throw new ApiFailure('conflict', { message: text('failures.selfOperator') });
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    if (!(await revokeRoleAudited(tx, { id: actorId }, userId, input.role, storeId)))
      throw new ApiFailure('not_found', { message: text('failures.noSuchRole') });
  });
  return consoleUser(db, operator, userId);
}

/** Blocks a user and ends every session of theirs in one transaction; or lets them back in. */
export async function setUserBlocked(db: Db, operator: OperatorScope, userId: number, blocked: boolean): Promise<ConsoleUser> {
  const actorId = operator.userId;
  if (blocked && userId === actorId) throw new ApiFailure('conflict', { message: text('failures.selfBlock') });
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    const changed = await tx
      .update(users)
      .set({ blockedAt: blocked ? sql`now()` : null })
      .where(and(eq(users.id, userId), blocked ? isNull(users.blockedAt) : isNotNull(users.blockedAt)))
      .returning({ blockedAt: users.blockedAt });
    if (!changed.length) throw new ApiFailure('conflict', { message: text(blocked ? 'failures.alreadyBlocked' : 'failures.notBlocked') });
    if (blocked) await revokeAllSessions(tx, userId);
    await audit(tx, {
      actorId,
      action: blocked ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: userId,
      before: { blocked: !blocked },
      after: { blocked, blocked_at: changed[0]!.blockedAt?.toISOString() ?? null, sessions_ended: blocked },
    });
  });
  return consoleUser(db, operator, userId);
}
