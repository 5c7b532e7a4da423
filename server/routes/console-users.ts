import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import { ConsoleUserPageSchema, ConsoleUserSchema, ConsoleUsersQuerySchema, RoleInputSchema } from '@/lib/contract/console-users';
import { operatorOf, requireOperator } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { consoleUser, findUsers, grantUserRole, revokeUserRole, setUserBlocked } from '../services/console-users';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse } from './console';

/** Users (operators only): find by phone, grant and revoke roles, block and unblock. */
export const consoleUserRoutes = createRouter();

const tags = ['console'];
const operatorAuth = { security: [{ bearer: [] as string[] }], middleware: requireOperator };
const refused = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses };
const roleBody = { body: { required: true, content: { 'application/json': { schema: RoleInputSchema } } } };

consoleUserRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/users',
    tags,
    summary: 'Users whose phone holds the given digits (any part), newest first (operator)',
    ...operatorAuth,
    request: { query: ConsoleUsersQuerySchema },
    responses: { 200: json(ConsoleUserPageSchema, 'Users'), ...refused },
  }),
  async (c) => ok(c, await findUsers(c.var.db, operatorOf(c), c.req.valid('query')), 200),
);

consoleUserRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/users/{id}',
    tags,
    summary: 'A user: profile, roles and whether blocked (operator)',
    ...operatorAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleUserSchema, 'The user'), ...refused },
  }),
  async (c) => ok(c, await consoleUser(c.var.db, operatorOf(c), c.req.valid('param').id), 200),
);

consoleUserRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/users/{id}/roles',
    tags,
    summary: 'Grants a role: operator, or seller of a store (`store_id`; an unknown store is 400); a role held already changes nothing (operator)',
    ...operatorAuth,
    request: { params: IdParamsSchema, ...roleBody },
    responses: { 200: json(ConsoleUserSchema, 'The user with their roles'), ...refused },
  }),
  async (c) => ok(c, await grantUserRole(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

consoleUserRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/users/{id}/roles',
    tags,
    summary: "Takes a role back (a role the user lacks is 404); an operator's own operator role is 409 (operator)",
    ...operatorAuth,
    request: { params: IdParamsSchema, ...roleBody },
    responses: { 200: json(ConsoleUserSchema, 'The user with their roles'), 409: failure('`conflict`: your own operator role'), ...refused },
  }),
  async (c) => ok(c, await revokeUserRole(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

for (const blocked of [true, false]) {
  consoleUserRoutes.openapi(
    createRoute({
      method: 'post',
      path: blocked ? '/console/users/{id}/block' : '/console/users/{id}/unblock',
      tags,
      summary: blocked
        ? 'Blocks a user: every session ends at once and sign-in is refused; yourself or a blocked user is 409 (operator)'
        : 'Lets a blocked user sign in again (operator)',
      ...operatorAuth,
      request: { params: IdParamsSchema },
      responses: {
        200: json(ConsoleUserSchema, 'The user'),
        409: failure(blocked ? '`conflict`: yourself, or blocked already' : '`conflict`: not blocked'),
        ...refused,
      },
    }),
    async (c) => ok(c, await setUserBlocked(c.var.db, operatorOf(c), c.req.valid('param').id, blocked), 200),
  );
}
