import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import { StorePromoCreateSchema, StorePromoParamsSchema, StorePromoQuerySchema, StorePromoSchema, StorePromoUpdateSchema } from '@/lib/contract/store-promos';
import { staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { createStorePromo, deactivateStorePromo, listStorePromos, updateStorePromo } from '../services/store-promos';
import { forbiddenResponse, staffAuth } from './console';

/**
 * A store's own promotions in the console (ADR 0037): its promo codes and automatic offers, for
 * its sellers (their stores) and operators (any store). Another store is 404, as is another
 * store's promotion under this store's path (ADR 0017).
 */
export const consoleStorePromoRoutes = createRouter();

const tags = ['console'];
const refusals = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses } as const;
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const scopeWords = 'A store the caller serves (a seller: theirs; another store is 404)';

consoleStorePromoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stores/{id}/promotions',
    tags,
    summary: `The store's promo codes and automatic offers, newest first, with their uses. ${scopeWords}`,
    ...staffAuth,
    request: { params: IdParamsSchema, query: StorePromoQuerySchema },
    responses: { 200: json(pageOf(StorePromoSchema), 'A page of promotions'), ...refusals },
  }),
  async (c) => ok(c, await listStorePromos(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('query'))),
);

consoleStorePromoRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores/{id}/promotions',
    tags,
    summary: `A new promo code or automatic offer for the store's goods: a percent, a fixed amount or free delivery, a minimum basket, a window and use limits (a code taken by any promotion: 409 conflict). Audited. ${scopeWords}`,
    ...staffAuth,
    request: { params: IdParamsSchema, ...body(StorePromoCreateSchema) },
    responses: { 201: json(StorePromoSchema, 'Created'), 409: failure('`conflict`: the code is taken'), ...refusals },
  }),
  async (c) => ok(c, await createStorePromo(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
);

consoleStorePromoRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/stores/{id}/promotions/{promo_id}',
    tags,
    summary: `Changes a promotion's terms (its code and whether it is automatic stay); the whole must still hold. Audited. ${scopeWords}`,
    ...staffAuth,
    request: { params: StorePromoParamsSchema, ...body(StorePromoUpdateSchema) },
    responses: { 200: json(StorePromoSchema, 'Changed'), ...refusals },
  }),
  async (c) => {
    const { id, promo_id } = c.req.valid('param');
    return ok(c, await updateStorePromo(c.var.db, staffOf(c), id, promo_id, c.req.valid('json')));
  },
);

consoleStorePromoRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores/{id}/promotions/{promo_id}/deactivate',
    tags,
    summary: `Ends a promotion now (its window closes; orders keep what they got). Audited. ${scopeWords}`,
    ...staffAuth,
    request: { params: StorePromoParamsSchema },
    responses: { 200: json(StorePromoSchema, 'Ended'), ...refusals },
  }),
  async (c) => {
    const { id, promo_id } = c.req.valid('param');
    return ok(c, await deactivateStorePromo(c.var.db, staffOf(c), id, promo_id));
  },
);
