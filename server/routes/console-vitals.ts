import { createRoute } from '@hono/zod-openapi';
import { ConsoleVitalsQuerySchema, ConsoleVitalsSchema } from '@/lib/contract/web-vitals';
import { operatorOf, requireOperator } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, json, unauthorizedResponse } from '../openapi/responses';
import { vitalsFigures } from '../services/web-vitals';
import { forbiddenResponse } from './console';

/** Shoppers' real speed for operators: the 75th percentile of each Core Web Vital per page type. */
export const consoleVitalsRoutes = createRouter();

consoleVitalsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/vitals',
    tags: ['console'],
    summary: "Shoppers' real speed: p75 of LCP, INP, CLS and TTFB per page type over the last days, with the page views counted and Google's rating (operator)",
    security: [{ bearer: [] as string[] }],
    middleware: requireOperator,
    request: { query: ConsoleVitalsQuerySchema },
    responses: { 200: json(ConsoleVitalsSchema, 'Figures'), ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses },
  }),
  async (c) => ok(c, await vitalsFigures(c.var.db, operatorOf(c), c.req.valid('query').days), 200),
);
