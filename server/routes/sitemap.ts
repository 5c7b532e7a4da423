import { createRoute } from '@hono/zod-openapi';
import { pageOf } from '@/lib/contract/common';
import { SITEMAP_MAX_PAGE_SIZE, SitemapEntrySchema, SitemapQuerySchema } from '@/lib/contract/content';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { sitemapPage } from '../services/sitemap';
import { errorResponses, json } from '../openapi/responses';

export const sitemapRoutes = createRouter();

sitemapRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/sitemap',
    tags: ['meta'],
    summary: 'Every public catalog page (category lists, stores, products) as ids and times, for sitemaps',
    description:
      'Categories first, then stores, then products, each by id, so a page holds the same rows while the catalog does not change. ' +
      `Pages of up to ${SITEMAP_MAX_PAGE_SIZE} rows (1 000 by default): the rows are small and a sitemap file holds up to 50 000 URLs.`,
    request: { query: SitemapQuerySchema },
    responses: { 200: json(pageOf(SitemapEntrySchema), 'A page of sitemap rows'), ...errorResponses },
  }),
  async (c) => {
    const { page, size } = c.req.valid('query');
    return ok(c, await sitemapPage(c.var.read, page, size));
  },
);
