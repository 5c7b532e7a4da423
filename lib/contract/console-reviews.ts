import { z } from '@hono/zod-openapi';
import { REVIEW_ANSWER_MAX } from '../domain/support-desk';
import { MAX_ID, pageOf, pagingQuery, queryInt } from './common';

/** Reviews in the console (ADR 0017): the store answers, the operator hides. */

export const ConsoleReviewSchema = z
  .object({
    id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string() }),
    store: z.object({ id: z.number().int(), brand_name: z.string() }),
    name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    created_at: z.string(),
    hidden: z.boolean(),
    hidden_at: z.string().nullable(),
    answers: z.array(z.object({ id: z.number().int(), name: z.string(), comment: z.string(), created_at: z.string(), author_id: z.number().int().nullable() })),
  })
  .openapi('ConsoleReview');
export type ConsoleReview = z.infer<typeof ConsoleReviewSchema>;

export const ConsoleReviewPageSchema = pageOf(ConsoleReviewSchema);

export const ConsoleReviewsQuerySchema = pagingQuery(20).extend({
  store: queryInt(1, MAX_ID).optional(),
  product: queryInt(1, MAX_ID).optional(),
  hidden: z.enum(['0', '1']).optional().openapi({ description: '1: only hidden reviews, 0: only visible ones' }),
});

export const ReviewAnswerInputSchema = z.strictObject({ text: z.string().trim().min(1).max(REVIEW_ANSWER_MAX) }).openapi('ReviewAnswerInput');
