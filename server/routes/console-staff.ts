import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import { StaffAddInputSchema, StaffMemberParamsSchema, StoreStaffSchema } from '@/lib/contract/console-staff';
import { requireOwner, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { addStaff, removeStaff, storeStaff } from '../services/store-staff';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';

/**
 * A store's own staff (ADR 0036): its owner (or an operator) lists, adds by phone and removes the
 * store's sellers. A seller who owns no store is 403; another store's staff are 404 to an owner.
 */
export const consoleStaffRoutes = createRouter();

const tags = ['console'];
const ownerAuth = { security: [{ bearer: [] as string[] }], middleware: requireOwner };
const refused = {
  ...unauthorizedResponse,
  403: failure('`forbidden`: not an owner of any store (a seller), or an owner granting or removing an owner'),
  ...notFoundResponse,
  ...errorResponses,
};

consoleStaffRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stores/{id}/staff',
    tags,
    summary: "The store's owners and sellers, owners first (the store's owner, or an operator)",
    ...ownerAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(StoreStaffSchema, 'The staff'), ...refused },
  }),
  async (c) => ok(c, await storeStaff(c.var.db, staffOf(c), c.req.valid('param').id), 200),
);

consoleStaffRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores/{id}/staff',
    tags,
    summary:
      'Adds a seller by phone (an operator may add an owner: `role: owner`). The phone must belong to an account signed up in the shop: none is 404 `not_found`; a seller or owner already, or a blocked account, is 409 `conflict`, each with a message saying so. Audited.',
    ...ownerAuth,
    request: { params: IdParamsSchema, body: { required: true, content: { 'application/json': { schema: StaffAddInputSchema } } } },
    responses: {
      201: json(StoreStaffSchema, 'The staff with the new member'),
      409: failure('`conflict`: already a seller or owner of the store, or blocked'),
      ...refused,
    },
  }),
  async (c) => ok(c, await addStaff(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
);

consoleStaffRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/stores/{id}/staff/{user_id}',
    tags,
    summary:
      "Takes a member's roles at the store away. An owner removes sellers and may step down while another owner remains (the last owner is 409); another owner is an operator's to remove (403). Not a member: 404. Audited.",
    ...ownerAuth,
    request: { params: StaffMemberParamsSchema },
    responses: { 200: json(StoreStaffSchema, 'The staff left'), 409: failure('`conflict`: the last owner stepping down'), ...refused },
  }),
  async (c) => {
    const { id, user_id } = c.req.valid('param');
    return ok(c, await removeStaff(c.var.db, staffOf(c), id, user_id), 200);
  },
);
