import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { asOperator, rolesOf, scopeOf, type OperatorScope, type StaffScope } from '../services/roles';
import { requireUser } from './auth';
import { ApiFailure } from './errors';
import type { AppEnv } from './router';

/**
 * For every console route (ADR 0017): a signed-in user with a console role, in a session that
 * passed the second factor on this device (ADR 0025). No token is 401; a shopper is 403
 * `forbidden`; staff on an unconfirmed device are 403 `second_factor_required`. The roles are read on every request, so a revoked role ends the
 * access at once. Services scope what they read and write by `staffOf(c)`; another store's object
 * is `not_found`, never `forbidden`.
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireUser(c, async () => {
    const userId = c.get('userId')!;
    const scope = scopeOf(userId, await rolesOf(c.var.db, userId));
    if (!scope.operator && scope.storeIds.length === 0) throw new ApiFailure('forbidden');
    // After the roles, so that a shopper learns nothing of it: staff confirm each new device (ADR 0025).
    if (!c.get('session')?.secondFactor) throw new ApiFailure('second_factor_required');
    c.set('staff', scope);
    await next();
  });

/** For the operator's routes: store staff are 403 `forbidden` too. */
export const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireStaff(c, async () => {
    if (!c.get('staff')!.operator) throw new ApiFailure('forbidden');
    await next();
  });

/**
 * For the routes of a store's owners (ADR 0036: its staff, its audit log) and operators: a
 * seller who owns no store is 403 `forbidden`; an owner naming a store they do not own gets 404
 * from the service, as for any other store's object.
 */
export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireStaff(c, async () => {
    const staff = c.get('staff')!;
    if (!staff.operator && staff.ownedStoreIds.length === 0) throw new ApiFailure('forbidden');
    await next();
  });

/** The operator's scope set by requireOperator, for the operator-only services; anyone else is `forbidden`. */
export function operatorOf(c: Context<AppEnv>): OperatorScope {
  const operator = asOperator(staffOf(c));
  if (!operator) throw new ApiFailure('forbidden');
  return operator;
}

/** The scope set by requireStaff. */
export function staffOf(c: Context<AppEnv>): StaffScope {
  const staff = c.get('staff');
  if (!staff) throw new ApiFailure('forbidden');
  return staff;
}
