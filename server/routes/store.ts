import { createRoute, z } from '@hono/zod-openapi';
import { StoreLetterGroupSchema, StoreListQuerySchema, StoreSchema } from '@/lib/contract/catalog';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { getStore, listStores, storeList, storesByLetter } from '../services/catalog';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';
import { productIndexRoutes } from './products';

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
  async (c) => ok(c, await storesByLetter(c.var.read)),
);

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store',
    tags,
    summary: "Stores by name: a plain list (as the contract's clients read it), or a page with `paged=1`",
    description:
      'Without `paged`, every store matching `letter` and `q` as a plain array, by name (up to 1 000). With `paged=1`, a page object of them (`page`, `size`; the size is clamped to 100).',
    request: { query: StoreListQuerySchema },
    responses: { 200: json(z.union([z.array(StoreSchema), pageOf(StoreSchema)]), 'The stores, or a page of them with paged=1'), ...errorResponses },
  }),
  async (c) => {
    const { letter, q, page, size, paged } = c.req.valid('query');
    return ok(c, paged ? await listStores(c.var.read, c.var.locale, { letter, q, page, size }) : await storeList(c.var.read, c.var.locale, { letter, q }));
  },
);

// `GET /store/products/` (server/routes/products.ts): before `/store/{id}`, which would take it.
storeRoutes.route('/', productIndexRoutes);

storeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/{id}',
    tags,
    summary: 'One store',
    request: { params: IdParamsSchema },
    responses: { 200: json(StoreSchema, 'The store'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await getStore(c.var.read, c.req.valid('param').id, c.var.locale)),
);
