import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { verifyAccessToken, type Caller } from '../services/tokens';
import { ApiFailure } from './errors';
import { noteUser } from './observe';
import type { AppEnv } from './router';

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/** For the routes that need a user: a missing, expired or invalid access token is 401 `unauthorized`. */
/** The request is the caller's: the routes read the user and session; its log lines name the user (observe.ts). */
function adoptCaller(c: Context<AppEnv>, caller: Caller) {
  c.set('userId', caller.userId);
  c.set('session', caller.session);
  noteUser(caller.userId);
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  // server/app.ts runs optionalUser on every request first: reuse its answer rather than verify twice.
  if (!c.get('userId')) {
    const token = bearer(c);
    const caller = token ? await verifyAccessToken(c.var.db, token) : null;
    if (!caller) throw new ApiFailure('unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });
    adoptCaller(c, caller);
  }
  await next();
};

/** For public routes that answer a little more to a user (is_favorite): a bad token is a visitor. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c);
  if (token) {
    const caller = await verifyAccessToken(c.var.db, token);
    if (caller) adoptCaller(c, caller);
  }
  await next();
};

/** The user id set by requireUser. */
export function userIdOf(c: Context<AppEnv>): number {
  const id = c.get('userId');
  if (!id) throw new ApiFailure('unauthorized');
  return id;
}

/** The session set by requireUser. */
export function sessionOf(c: Context<AppEnv>) {
  const session = c.get('session');
  if (!session) throw new ApiFailure('unauthorized');
  return session;
}

/**
 * The client's address for per-address rate limits: the rightmost X-Forwarded-For entry, the one
 * written by the nearest proxy (Next itself writes it when there is none). Deploy behind a proxy
 * that appends to the header; the per-phone limits hold whatever a client sends.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return (last || c.req.header('x-real-ip') || 'unknown').slice(0, 64);
}
