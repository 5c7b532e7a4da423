import { createRoute } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { ConsoleMeSchema } from '@/lib/contract/console';
import { stores } from '../db/schema';
import { requireStaff, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { rolesOf } from '../services/roles';
import { errorResponses, failure, json, unauthorizedResponse } from '../openapi/responses';

/**
 * The console's own routes (ADR 0017), under `/console/`. Every one checks the caller's role on the
 * server: requireStaff (store staff and operators) or requireOperator. The areas (orders, products,
 * support, the catalog's shared parts) live in their own modules, `console-*.ts`.
 */
export const consoleRoutes = createRouter();

export const staffAuth = { security: [{ bearer: [] as string[] }], middleware: requireStaff };
export const forbiddenResponse = { 403: failure('`forbidden`: the caller has no console role for this') } as const;

consoleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/me',
    tags: ['console'],
    summary: "The caller's console roles and the stores they serve (a shopper: 403)",
    ...staffAuth,
    responses: { 200: json(ConsoleMeSchema, 'Roles'), ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses },
  }),
  async (c) => {
    const scope = staffOf(c);
    const served = scope.storeIds.length
      ? await c.var.db
          .select({ id: stores.id, brand_name: stores.brandName })
          .from(stores)
          .where(inArray(stores.id, [...scope.storeIds]))
          .orderBy(stores.id)
      : [];
    return ok(c, { user_id: scope.userId, roles: await rolesOf(c.var.db, scope.userId), all_stores: scope.operator, stores: served }, 200);
  },
);
