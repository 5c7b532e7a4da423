import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { queryInt } from '../http/validation';
import { sitemapPage } from '../services/sitemap';
import { errorResponses, json, pageOf } from '../openapi/schemas';

export const sitemapRoutes = createRouter();

/**
 * Rows are two small fields, and one sitemap file holds up to 50 000 URLs (25 000 pages in two
 * languages), so this list allows pages of up to 5 000 rows instead of the usual 100.
 */
export const SITEMAP_MAX_PAGE_SIZE = 5000;

const SitemapEntrySchema = z
  .object({
    type: z.enum(['category', 'store', 'product']),
    id: z.number().int(),
    updated_at: z.string().nullable().openapi({ description: 'ISO 8601; null when unknown (categories)' }),
  })
  .openapi('SitemapEntry');

sitemapRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/sitemap',
    tags: ['meta'],
    summary: 'Every public catalog page (category lists, stores, products) as ids and times, for sitemaps',
    description:
      'Categories first, then stores, then products, each by id, so a page holds the same rows while the catalog does not change. ' +
      `Pages of up to ${SITEMAP_MAX_PAGE_SIZE} rows (1 000 by default): the rows are small and a sitemap file holds up to 50 000 URLs.`,
    request: {
      query: z.object({
        page: queryInt(1, 1_000_000).optional().default(1).openapi({ type: 'integer', minimum: 1, default: 1 }),
        size: queryInt(1, SITEMAP_MAX_PAGE_SIZE)
          .optional()
          .default(1000)
          .openapi({ type: 'integer', minimum: 1, maximum: SITEMAP_MAX_PAGE_SIZE, default: 1000 }),
      }),
    },
    responses: { 200: json(pageOf(SitemapEntrySchema), 'A page of sitemap rows'), ...errorResponses },
  }),
  async (c) => {
    const { page, size } = c.req.valid('query');
    return ok(c, await sitemapPage(c.var.db, page, size));
  },
);
