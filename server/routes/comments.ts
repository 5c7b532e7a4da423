import { createRoute } from '@hono/zod-openapi';
import { CommentSchema, CommentsPageSchema, CommentsQuerySchema } from '@/lib/contract/catalog';
import { IdParamsSchema } from '@/lib/contract/common';
import { MyReviewSchema, ReviewInputSchema, reviewFormBody } from '@/lib/contract/reviews';
import { REVIEW_COMMENT_MAX, REVIEW_IMAGE_MAX_BYTES, REVIEW_MAX_IMAGES } from '@/lib/domain/reviews';
import { requireUser, userIdOf } from '../http/auth';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { zodFields } from '../http/validation';
import { commentsPage } from '../services/comments';
import { REVIEW_IMAGE_FOLDER } from '../services/product-images';
import { servePictures } from './media';
import { hitLimits } from '../services/rate-limit';
import { myReview, postReview, REVIEW_LIMIT, reviewLimits } from '../services/reviews';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';

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

// ---- A shopper's own review ---------------------------------------------------------------------

const auth = { security: [{ bearer: [] as string[] }], middleware: requireUser };

/** The review form: four photos and the fields around them (server/app.ts sets the body limit from it). */
export const REVIEW_POST_PATH = /^\/api\/v1\/store\/comment\/?$/;
export const REVIEW_BODY_LIMIT = REVIEW_MAX_IMAGES * REVIEW_IMAGE_MAX_BYTES + 64 * 1024;

commentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/comment',
    tags: ['products'],
    summary:
      `Writes the caller's review of a product they received (a delivered or picked-up order holds it), or edits the one they wrote: one per product and shopper. ` +
      `Multipart: product_id, rating (1-5), comment (1-${REVIEW_COMMENT_MAX} characters), name (optional; absent, empty or "null": anonymous), up to ${REVIEW_MAX_IMAGES} photos under "images". ` +
      `The product's rating and rating_count follow at once. ${REVIEW_LIMIT.max} posts an hour per shopper.`,
    ...auth,
    request: {
      // A plain OpenAPI schema: the handler reads and checks the form (the form validator would
      // make one file a value, not a list), as POST /support/ does.
      body: { required: false, content: { 'multipart/form-data': { schema: reviewFormBody } } },
    },
    responses: {
      201: json(CommentSchema, 'Written'),
      200: json(CommentSchema, "Edited: the caller's review of the product existed"),
      ...unauthorizedResponse,
      403: failure('`not_a_buyer`: no order of the caller delivered this product'),
      ...notFoundResponse,
      413: failure('`payload_too_large`: a photo over its size (fields `images.N`), or the whole form'),
      415: failure('`unsupported_media_type`: not a form, or a photo that is no PNG, JPEG or WebP (fields `images.N`)'),
      429: failure('`rate_limited` (with Retry-After)'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const userId = userIdOf(c);
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiFailure('unsupported_media_type');
    const form = await c.req.formData().catch(() => {
      throw new ApiFailure('validation_error');
    });
    const fields: Record<string, string> = {};
    const images: Uint8Array[] = [];
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'images' || key === 'images[]') {
        // An empty file input of a plain HTML form sends a nameless empty part: no photo.
        if (value.size === 0 && !value.name) continue;
        images.push(new Uint8Array(await value.arrayBuffer()));
      } else throw new ApiFailure('validation_error', { fields: { [key]: text('fields.unknownField') } });
    }
    const parsed = ReviewInputSchema.safeParse(fields);
    if (!parsed.success) throw new ApiFailure('validation_error', { fields: zodFields(parsed.error) });
    // Counted once the form reads well (a typo costs no try), before the product is looked up
    // and any photo decoded.
    await hitLimits(c.var.db, reviewLimits(userId));
    const { comment, created } = await postReview(c.var.db, userId, parsed.data, images, c.var.locale);
    return created ? ok(c, comment, 201) : ok(c, comment, 200);
  },
);

commentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/comment/mine/{id}',
    tags: ['products'],
    summary: 'For the product page: whether the caller may review the product `id` (they received it), and their review of it if any',
    ...auth,
    request: { params: IdParamsSchema },
    responses: { 200: json(MyReviewSchema, 'May review, and the review'), ...unauthorizedResponse, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await myReview(c.var.db, userIdOf(c), c.req.valid('param').id), 200),
);

servePictures(commentRoutes, REVIEW_IMAGE_FOLDER, "A review's photo (WebP)");
