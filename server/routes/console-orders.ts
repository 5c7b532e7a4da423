import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import { ConsoleOrderPartSchema, ConsoleOrderSchema, ConsoleOrdersQuerySchema, ConsoleStatusInputSchema } from '@/lib/contract/console-orders';
import { staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { consoleOrder, listParts, movePart } from '../services/console-orders';
import { markSeen } from '../services/order-seen';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';

/**
 * The console's orders (ADR 0016): the orders board, one order, and a status move. A seller works
 * on their store's part of an order and sees only its items; another store's order is `not_found`.
 */
export const consoleOrderRoutes = createRouter();

const tags = ['console'];
const guarded = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses };

consoleOrderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/orders',
    tags,
    summary: "The parts of orders the caller's stores fulfil (an operator: every store's), newest first; `q` is an order number or a phone",
    ...staffAuth,
    request: { query: ConsoleOrdersQuerySchema },
    responses: { 200: json(pageOf(ConsoleOrderPartSchema), 'A page of order parts'), ...guarded },
  }),
  async (c) => ok(c, await listParts(c.var.db, staffOf(c), c.req.valid('query'), c.var.locale), 200),
);

consoleOrderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/orders/{id}',
    tags,
    summary: "One order with the caller's stores' items and parts, the address, the windows and the status history",
    description:
      "Opened by staff of one of its stores (as a seller), that store's part is no longer new on the boards (`is_new`, `/console/orders/new-count/`); an operator opening it changes no store's mark.",
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleOrderSchema, 'The order'), ...notFoundResponse, ...guarded },
  }),
  async (c) => {
    const order = await consoleOrder(c.var.db, staffOf(c), c.req.valid('param').id, c.var.locale);
    // Opened by the store's staff: no longer new on its boards (ADR 0028).
    await markSeen(c.var.db, staffOf(c), order.id);
    return ok(c, order, 200);
  },
);

consoleOrderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/orders/{id}/status',
    tags,
    summary:
      "Moves the caller's part of an order (8 cancels, with a reason, returning its stock); 409 `invalid_transition` for a move the state machine refuses or one that lost a race",
    ...staffAuth,
    request: { params: IdParamsSchema, body: { required: true, content: { 'application/json': { schema: ConsoleStatusInputSchema } } } },
    responses: { 200: json(ConsoleOrderSchema, 'The order after the move'), ...notFoundResponse, 409: failure('`invalid_transition`'), ...guarded },
  }),
  async (c) => ok(c, await movePart(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json'), c.var.locale), 200),
);
