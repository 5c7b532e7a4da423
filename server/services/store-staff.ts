import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffAddInput, StaffMember, StoreStaff, StoreStaffRole } from '@/lib/contract/console-staff';
import { formatPhone } from '@/lib/domain/phone-format';
import type { Db, Queryable } from '../db/client';
import { stores, userRoles, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { grantRoleAudited, revokeRoleAudited } from './console-users';
import { managesStore, STORE_ROLES, type StaffScope } from './roles';

/**
 * A store's own staff (ADR 0036): its owner adds the people who sell for it by their phone, lists
 * them and removes them; an operator does the same for any store and also makes owners. The
 * rules, checked here and nowhere else:
 * - only an operator grants `owner` or takes it from someone else (an owner makes sellers only);
 * - an owner may step down, but not as the store's last owner (the store would be left with no
 *   one to run its staff), checked with the owners' rows locked;
 * - the person must have an account (signed up in the shop) and not be blocked;
 * - every grant and revoke is written to the audit log under the store, in its transaction.
 * Another store's staff are `not_found` to an owner, as any other store's object is (ADR 0017).
 */

async function storeOf(db: Queryable, scope: StaffScope, storeId: number) {
  if (!managesStore(scope, storeId)) throw notFound();
  const [store] = await db.select({ id: stores.id, brand_name: stores.brandName }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  return store;
}

/** The store's owners and sellers: owners first, then by when they joined. */
async function membersOf(db: Queryable, storeId: number): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, phone: users.phoneNumber, name: users.fullName, blockedAt: users.blockedAt, role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.storeId, storeId), inArray(userRoles.role, [...STORE_ROLES])))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id));
  const members = new Map<number, StaffMember>();
  for (const r of rows) {
    const member = members.get(r.id) ?? {
      user_id: r.id,
      phone_number: r.phone,
      full_name: r.name,
      roles: [],
      since: r.since.toISOString(),
      blocked: r.blockedAt !== null,
    };
    member.roles.push(r.role as StoreStaffRole);
    members.set(r.id, member);
  }
  const owner = (m: StaffMember) => (m.roles.includes('owner') ? 0 : 1);
  return [...members.values()]
    .map((m) => ({ ...m, roles: STORE_ROLES.filter((role) => m.roles.includes(role)) }))
    .sort((a, b) => owner(a) - owner(b) || a.since.localeCompare(b.since) || a.user_id - b.user_id);
}

/** `GET /console/stores/{id}/staff/`: the store's owners and sellers. */
export async function storeStaff(db: Db, scope: StaffScope, storeId: number): Promise<StoreStaff> {
  const store = await storeOf(db, scope, storeId);
  return { store, staff: await membersOf(db, storeId) };
}

/**
 * `POST /console/stores/{id}/staff/ { phone_number, role? }`: makes an account a seller of the
 * store (or, by an operator, its owner). An unknown phone is 404 and a role held already 409, each
 * saying so in the caller's language.
 */
export async function addStaff(db: Db, scope: StaffScope, storeId: number, input: StaffAddInput): Promise<StoreStaff> {
  const store = await storeOf(db, scope, storeId);
  const role: StoreStaffRole = input.role ?? 'seller';
  if (role === 'owner' && !scope.operator) throw new ApiFailure('forbidden', { message: text('staff.ownerByOperator') });
  const phone = formatPhone(input.phone_number);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, blockedAt: users.blockedAt }).from(users).where(eq(users.phoneNumber, input.phone_number));
    if (!user) {
      const message = text('staff.notSignedUp', { phone });
      throw new ApiFailure('not_found', { message, fields: { phone_number: message } });
    }
    if (user.blockedAt)
      throw new ApiFailure('conflict', { message: text('staff.blocked', { phone }), fields: { phone_number: text('staff.blocked', { phone }) } });
    const held = (
      await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.storeId, storeId)))
    ).map((r) => r.role);
    // An owner sells too: adding them as a seller changes nothing.
    if (held.includes('owner'))
      throw new ApiFailure('conflict', { message: text('staff.alreadyOwner', { phone }), fields: { phone_number: text('staff.alreadyOwner', { phone }) } });
    if (role === 'seller' && held.includes('seller'))
      throw new ApiFailure('conflict', { message: text('staff.alreadySeller', { phone }), fields: { phone_number: text('staff.alreadySeller', { phone }) } });
    const result = await grantRoleAudited(tx, { id: scope.userId }, user.id, role, storeId);
    if (result !== 'granted') throw new ApiFailure('conflict', { message: text('staff.alreadySeller', { phone }) });
  });
  return { store, staff: await membersOf(db, storeId) };
}

/**
 * `DELETE /console/stores/{id}/staff/{user_id}/`: takes the person's roles at the store away (an
 * owner's and a seller's). An owner removes sellers and may step down while another owner
 * remains; only an operator removes another owner.
 */
export async function removeStaff(db: Db, scope: StaffScope, storeId: number, userId: number): Promise<StoreStaff> {
  const store = await storeOf(db, scope, storeId);
  await db.transaction(async (tx) => {
    // The owners' rows locked: two owners stepping down at once cannot leave the store with none.
    const owners = (
      await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.storeId, storeId), eq(userRoles.role, 'owner')))
        .for('update')
    ).map((r) => r.userId);
    const held = (
      await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.storeId, storeId)))
    ).map((r) => r.role);
    if (!held.length) throw new ApiFailure('not_found', { message: text('staff.notStaff') });
    if (held.includes('owner') && !scope.operator) {
      if (userId !== scope.userId) throw new ApiFailure('forbidden', { message: text('staff.ownerByOperator') });
      if (owners.length <= 1) throw new ApiFailure('conflict', { message: text('staff.lastOwner') });
    }
    for (const role of STORE_ROLES) if (held.includes(role)) await revokeRoleAudited(tx, { id: scope.userId }, userId, role, storeId);
  });
  return { store, staff: await membersOf(db, storeId) };
}
