import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { idParams, pagingQuery, queryInt } from '../http/validation';
import { commentsPage } from '../services/comments';
import { CommentSchema, RatingCountSchema, errorResponses, json, notFoundResponse, pageOf } from '../openapi/schemas';

export const commentRoutes = createRouter();

commentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/comments/{id}',
    tags: ['products'],
    summary: "A page of a product's comments, optionally of one rating, with counts per rating",
    request: { params: idParams, query: pagingQuery(5).extend({ rating: queryInt(1, 5).optional() }) },
    responses: { 200: json(pageOf(CommentSchema).extend({ rating_count: RatingCountSchema }), 'Comments, newest first'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { page, size, rating } = c.req.valid('query');
    return ok(c, await commentsPage(c.var.db, c.req.valid('param').id, page, size, rating));
  },
);
