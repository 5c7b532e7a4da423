import { createRoute } from '@hono/zod-openapi';
import { PlatformStatsSchema, StatsRangeQuerySchema, StoreStatsQuerySchema, StoreStatsSchema } from '@/lib/contract/console-stats';
import { operatorOf, requireOperator, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { platformStats, storeStats } from '../services/console-stats';
import { forbiddenResponse, staffAuth } from './console';

/**
 * The console's dashboards (ADR 0035): a store's figures for its staff (and operators), the whole
 * marketplace's for operators. Periods are Tashkent dates, both included, at most 366 days.
 */
export const consoleStatsRoutes = createRouter();

const tags = ['console'];
const refusals = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses } as const;
const periodText =
  '`from` and `to` are Tashkent dates (a day starts at 00:00 UTC+5), both included, `from` ≤ `to`, at most 366 days (else 400); one day is shown by the hour, longer periods by the day.';

consoleStatsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stats/store',
    tags,
    summary:
      "A store's dashboard: orders, revenue, cancellations, series, top products, running out, reviews to answer (a seller: their stores; another store is 404)",
    description: periodText,
    ...staffAuth,
    request: { query: StoreStatsQuerySchema },
    responses: { 200: json(StoreStatsSchema, "The store's figures"), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await storeStats(c.var.db, staffOf(c), c.req.valid('query'), c.var.locale), 200),
);

consoleStatsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stats/platform',
    tags,
    summary:
      "The marketplace's dashboard: the same figures for all stores, each store's row, new shoppers, basket conversion, searches with no result, shoppers' page speed (operator)",
    description: periodText,
    security: [{ bearer: [] as string[] }],
    middleware: requireOperator,
    request: { query: StatsRangeQuerySchema },
    responses: { 200: json(PlatformStatsSchema, "The marketplace's figures"), ...refusals },
  }),
  async (c) => ok(c, await platformStats(c.var.db, operatorOf(c), c.req.valid('query'), c.var.locale), 200),
);
