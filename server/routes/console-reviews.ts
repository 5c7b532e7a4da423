import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import { ConsoleReviewPageSchema, ConsoleReviewSchema, ConsoleReviewsQuerySchema, ReviewAnswerInputSchema } from '@/lib/contract/console-reviews';
import { operatorOf, requireOperator, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { answerReview, consoleReview, consoleReviews, setReviewHidden } from '../services/console-reviews';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';

/** Reviews: store staff read and answer their products' reviews; operators also hide. */
export const consoleReviewRoutes = createRouter();

const tags = ['console'];
const operatorAuth = { security: [{ bearer: [] as string[] }], middleware: requireOperator };
const refused = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses };

consoleReviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/reviews',
    tags,
    summary: "Reviews, newest first: a seller's stores' products, or every product for an operator",
    ...staffAuth,
    request: { query: ConsoleReviewsQuerySchema },
    responses: { 200: json(ConsoleReviewPageSchema, 'Reviews'), ...refused },
  }),
  async (c) => ok(c, await consoleReviews(c.var.db, staffOf(c), c.var.locale, c.req.valid('query')), 200),
);

consoleReviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/reviews/{id}',
    tags,
    summary: "One review (another store's is `not_found`)",
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleReviewSchema, 'The review'), ...refused },
  }),
  async (c) => ok(c, await consoleReview(c.var.db, staffOf(c), c.var.locale, c.req.valid('param').id), 200),
);

consoleReviewRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/reviews/{id}/answer',
    tags,
    summary: "Answers a review under the store's brand name; it shows under the review on the product page",
    ...staffAuth,
    request: { params: IdParamsSchema, body: { required: true, content: { 'application/json': { schema: ReviewAnswerInputSchema } } } },
    responses: { 200: json(ConsoleReviewSchema, 'The review with its answers'), ...refused },
  }),
  async (c) => ok(c, await answerReview(c.var.db, staffOf(c), c.var.locale, c.req.valid('param').id, c.req.valid('json').text), 200),
);

for (const hidden of [true, false]) {
  consoleReviewRoutes.openapi(
    createRoute({
      method: 'post',
      path: hidden ? '/console/reviews/{id}/hide' : '/console/reviews/{id}/unhide',
      tags,
      summary: hidden
        ? "Hides a review that breaks the rules: it leaves the product page and the product's rating (operator)"
        : "Shows a hidden review again, and counts it in the product's rating (operator)",
      ...operatorAuth,
      request: { params: IdParamsSchema },
      responses: { 200: json(ConsoleReviewSchema, 'The review'), 409: failure(hidden ? '`conflict`: already hidden' : '`conflict`: not hidden'), ...refused },
    }),
    async (c) => ok(c, await setReviewHidden(c.var.db, operatorOf(c), c.var.locale, c.req.valid('param').id, hidden), 200),
  );
}
