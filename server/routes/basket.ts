import { createRoute } from '@hono/zod-openapi';
import { AccountBasketSchema, BasketPutSchema } from '@/lib/contract/basket';
import { requireUser, userIdOf } from '../http/auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { accountBasket, saveBasket } from '../services/basket';
import { errorResponses, json, unauthorizedResponse as unauthorized } from '../openapi/responses';

/** The caller's basket kept on the server (ADR 0031). Mounted before the store routes: `/store/{id}` would take it. */
export const basketRoutes = createRouter();

const tags = ['basket'];

basketRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/basket',
    tags,
    summary: "The caller's basket as kept on the server, each product as it is now with its count (placing an order empties it)",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(AccountBasketSchema, 'The basket'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await accountBasket(c.var.db, userIdOf(c), c.var.locale), 200),
);

basketRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/store/basket',
    tags,
    summary:
      "Replaces the caller's basket (the storefront sends it whole after each change, and the merged one after login). A product named twice or not sold: 400 naming the line, nothing changed; a count over the stock left is kept at the stock",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: { body: { required: true, content: { 'application/json': { schema: BasketPutSchema } } } },
    responses: { 200: json(AccountBasketSchema, 'The basket as kept'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await saveBasket(c.var.db, userIdOf(c), c.req.valid('json').products, c.var.locale), 200),
);
