import { createRoute, z } from '@hono/zod-openapi';
import { StoreLetterGroupSchema, StoreListQuerySchema, StoreSchema } from '@/lib/contract/catalog';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { getStore, listStores, storesByLetter } from '../services/catalog';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';

export const storeRoutes = createRouter();
const tags = ['store'];

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/all',
    tags,
    summary: 'Every store grouped by the first letter of its name (the A–Z index)',
    responses: {
      200: json(z.array(StoreLetterGroupSchema), 'Letter groups'),
      ...errorResponses,
    },
  }),
  async (c) => ok(c, await storesByLetter(c.var.db)),
);

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store',
    tags,
    summary: 'Stores by name, optionally those starting with a letter',
    request: { query: StoreListQuerySchema },
    responses: { 200: json(pageOf(StoreSchema), 'A page of stores'), ...errorResponses },
  }),
  async (c) => {
    const { letter, page, size } = c.req.valid('query');
    return ok(c, await listStores(c.var.db, c.var.locale, { letter, page, size }));
  },
);

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/{id}',
    tags,
    summary: 'One store',
    request: { params: IdParamsSchema },
    responses: { 200: json(StoreSchema, 'The store'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await getStore(c.var.db, c.req.valid('param').id, c.var.locale)),
);
