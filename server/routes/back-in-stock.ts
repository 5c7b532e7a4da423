import { createRoute } from '@hono/zod-openapi';
import { BackInStockListSchema } from '@/lib/contract/catalog';
import { IdParamsSchema } from '@/lib/contract/common';
import { requireUser, userIdOf } from '../http/auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { stopWaiting, waitFor, waitingList } from '../services/back-in-stock';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse as unauthorized } from '../openapi/responses';

/**
 * "Tell me when it is back" (ADR 0033), for logged-in shoppers: one message when the product can
 * be bought again, from the Telegram bot when they linked it (/auth/telegram/), else by SMS.
 * Mounted before the product routes: `/store/products/{id}` would take these paths.
 */
export const backInStockRoutes = createRouter();

const tags = ['back in stock'];

backInStockRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/back-in-stock',
    tags,
    summary: 'The products the caller waits for (not yet told), newest first',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(BackInStockListSchema, 'The products waited for'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await waitingList(c.var.db, userIdOf(c)), 200),
);

backInStockRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/products/back-in-stock/{id}',
    tags,
    summary: "Waits for an out-of-stock product: one message (Telegram when linked, else SMS), in the request's language, once it can be bought again",
    description:
      'Only for a product the shop shows as out of stock (none left, or stop-listed); one in stock is a 409 `conflict`, as is a shopper already waiting for 50 products. Asking again after the notice waits again. Answers the products waited for.',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: { params: IdParamsSchema },
    responses: {
      200: json(BackInStockListSchema, 'The products waited for, this one included'),
      ...unauthorized,
      ...notFoundResponse,
      409: failure('`conflict`: the product is in stock, or too many products are waited for'),
      ...errorResponses,
    },
  }),
  async (c) => ok(c, await waitFor(c.var.db, userIdOf(c), c.req.valid('param').id, c.var.locale), 200),
);

backInStockRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/store/products/back-in-stock/{id}',
    tags,
    summary: 'Stops waiting for a product (waiting for nothing is no error)',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: { params: IdParamsSchema },
    responses: { 200: json(BackInStockListSchema, 'The products waited for, this one left out'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await stopWaiting(c.var.db, userIdOf(c), c.req.valid('param').id), 200),
);
