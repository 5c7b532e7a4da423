import { createRoute, z } from '@hono/zod-openapi';
import { AboutSchema, BannerQuerySchema, BannerSchema, FaqSchema, PartnerSchema, StatisticsSchema } from '@/lib/contract/content';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { getAbout, listBanners, listFaq, listPartners, statistics } from '../services/content';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';

export const baseRoutes = createRouter();
const tags = ['base'];

baseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/base/about',
    tags,
    summary: 'Contact information',
    responses: { 200: json(AboutSchema, 'Contacts'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await getAbout(c.var.read, c.var.locale)),
);

baseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/base/banner',
    tags,
    summary: 'Banners, optionally of one type',
    request: { query: BannerQuerySchema },
    responses: { 200: json(z.array(BannerSchema), 'Banners in display order'), ...errorResponses },
  }),
  async (c) => ok(c, await listBanners(c.var.read, c.var.locale, c.req.valid('query').type)),
);

baseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/base/faq',
    tags,
    summary: 'Frequently asked questions',
    responses: { 200: json(z.array(FaqSchema), 'FAQ'), ...errorResponses },
  }),
  async (c) => ok(c, await listFaq(c.var.read, c.var.locale)),
);

baseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/base/partner',
    tags,
    summary: 'Partners',
    responses: { 200: json(z.array(PartnerSchema), 'Partners'), ...errorResponses },
  }),
  async (c) => ok(c, await listPartners(c.var.read)),
);

baseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/base/statistics',
    tags,
    summary: 'Live counts',
    responses: { 200: json(StatisticsSchema, 'Counts'), ...errorResponses },
  }),
  async (c) => ok(c, await statistics(c.var.read)),
);
