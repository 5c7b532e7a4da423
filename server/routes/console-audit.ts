import { createRoute } from '@hono/zod-openapi';
import { AuditPageSchema, AuditQuerySchema } from '@/lib/contract/console-audit';
import { requireOperator } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { auditEntries } from '../services/console-audit';
import { errorResponses, json, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse } from './console';

/** The audit log of the console's changes (issue 18), read by operators. */
export const consoleAuditRoutes = createRouter();

consoleAuditRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/audit',
    tags: ['console'],
    summary: 'The audit log, newest first: who (id and phone), the action, the object, before and after (operator)',
    security: [{ bearer: [] as string[] }],
    middleware: requireOperator,
    request: { query: AuditQuerySchema },
    responses: { 200: json(AuditPageSchema, 'Entries'), ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses },
  }),
  async (c) => ok(c, await auditEntries(c.var.db, c.req.valid('query')), 200),
);
