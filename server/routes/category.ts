import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { MAX_PAGE_SIZE, queryInt } from '../http/validation';
import { listCategories } from '../services/catalog';
import { CategorySchema, errorResponses, json } from '../openapi/schemas';

export const categoryRoutes = createRouter();

categoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/category',
    tags: ['category'],
    summary: 'Categories in catalog order, or the most popular first with q=popular',
    request: {
      query: z.object({
        size: queryInt(1, MAX_PAGE_SIZE).optional(),
        q: z.enum(['popular']).optional(),
      }),
    },
    responses: { 200: json(z.array(CategorySchema), 'Categories with their product counts'), ...errorResponses },
  }),
  async (c) => {
    const { size, q } = c.req.valid('query');
    return ok(c, await listCategories(c.var.db, c.var.locale, { size, popular: q === 'popular' }));
  },
);
