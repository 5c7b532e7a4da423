import { OpenAPIHono } from '@hono/zod-openapi';
import type { Locale } from '@/lib/contract/values';
import type { Db, ReadDb } from '../db/client';
import type { StaffScope } from '../services/roles';
import type { Session } from '../services/tokens';
import { validationHook } from './validation';

/** What every request carries through the middleware chain of server/app.ts. */
export interface AppEnv {
  Variables: {
    /** The primary: writes, and every read that must see the caller's own writes. */
    db: Db;
    /** Catalog reads: the replica when there is one (ADR 0024). */
    read: ReadDb;
    locale: Locale;
    /** Set by the auth middleware for a valid access token. */
    userId?: number;
    /** The session of that token (how it began, whether it passed the staff's second factor). */
    session?: Session;
    /** Set by requireStaff (server/http/console-auth.ts) on the console's routes. */
    staff?: StaffScope;
  };
}

/** A route module's router: non-strict (with or without a trailing slash), validating with zod. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook });
}
