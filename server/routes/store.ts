import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { idParams, pagingQuery } from '../http/validation';
import { getStore, listStores, storesByLetter } from '../services/catalog';
import { StoreSchema, errorResponses, json, notFoundResponse, pageOf } from '../openapi/schemas';

export const storeRoutes = createRouter();
const tags = ['store'];

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/all',
    tags,
    summary: 'Every store grouped by the first letter of its name (the A–Z index)',
    responses: {
      200: json(z.array(z.object({ letter: z.string(), stores: z.array(z.object({ id: z.number().int(), brand_name: z.string() })) })), 'Letter groups'),
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
    request: {
      query: pagingQuery(20).extend({
        letter: z
          .string()
          .regex(/^\p{L}$/u)
          .optional(),
      }),
    },
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
    request: { params: idParams },
    responses: { 200: json(StoreSchema, 'The store'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await getStore(c.var.db, c.req.valid('param').id, c.var.locale)),
);
