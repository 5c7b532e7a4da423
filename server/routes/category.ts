import { createRoute, z } from '@hono/zod-openapi';
import { CategoryQuerySchema, CategorySchema } from '@/lib/contract/catalog';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { listCategories } from '../services/catalog';
import { errorResponses, json } from '../openapi/responses';

export const categoryRoutes = createRouter();

categoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/category',
    tags: ['category'],
    summary: 'Categories in catalog order, or the most popular first with q=popular',
    request: { query: CategoryQuerySchema },
    responses: { 200: json(z.array(CategorySchema), 'Categories with their product counts'), ...errorResponses },
  }),
  async (c) => {
    const { size, q } = c.req.valid('query');
    return ok(c, await listCategories(c.var.read, c.var.locale, { size, popular: q === 'popular' }));
  },
);
