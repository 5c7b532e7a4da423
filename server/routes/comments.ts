import { createRoute } from '@hono/zod-openapi';
import { CommentsPageSchema, CommentsQuerySchema } from '@/lib/contract/catalog';
import { IdParamsSchema } from '@/lib/contract/common';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { commentsPage } from '../services/comments';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';

export const commentRoutes = createRouter();

commentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/comments/{id}',
    tags: ['products'],
    summary: "A page of a product's comments, optionally of one rating, with counts per rating",
    request: { params: IdParamsSchema, query: CommentsQuerySchema },
    responses: { 200: json(CommentsPageSchema, 'Comments, newest first'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { page, size, rating } = c.req.valid('query');
    return ok(c, await commentsPage(c.var.db, c.req.valid('param').id, page, size, rating));
  },
);
