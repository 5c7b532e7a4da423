import { createRoute } from '@hono/zod-openapi';
import { AuditPageSchema, AuditQuerySchema } from '@/lib/contract/console-audit';
import { requireOwner, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { auditEntries } from '../services/console-audit';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';

/**
 * The audit log of the console's changes, read by operators, and by a store's owners
 * for their stores' entries only (ADR 0036); a seller who owns no store is 403.
 */
export const consoleAuditRoutes = createRouter();

consoleAuditRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/audit',
    tags: ['console'],
    summary:
      "The audit log, newest first: who (id and phone), the action, the object and its store, before and after. An operator reads every entry; a store's owner only their stores' (`store` of another store: 404)",
    security: [{ bearer: [] as string[] }],
    middleware: requireOwner,
    request: { query: AuditQuerySchema },
    responses: {
      200: json(AuditPageSchema, 'Entries'),
      ...unauthorizedResponse,
      403: failure('`forbidden`: neither an operator nor an owner of a store'),
      ...notFoundResponse,
      ...errorResponses,
    },
  }),
  async (c) => ok(c, await auditEntries(c.var.db, staffOf(c), c.req.valid('query'), c.var.locale), 200),
);
