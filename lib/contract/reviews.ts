import { z } from '@hono/zod-openapi';
import { REVIEW_COMMENT_MAX, REVIEW_IMAGE_MAX_BYTES, REVIEW_MAX_IMAGES, REVIEW_NAME_MAX, reviewName } from '../domain/reviews';
import { CommentSchema } from './catalog';

/**
 * A shopper's own review (api-contract.md, "Comment"): `POST /store/comment/` writes it, or edits
 * the one the caller wrote before (one per product and shopper), and `GET /store/comment/mine/{id}/`
 * (the product's id) tells the product page whether the caller may write one. Only a verified buyer
 * may: an order of theirs holds the product and that store's part of it was delivered (6) or
 * picked up (7).
 */

/** Text of a form field: Postgres text cannot hold U+0000, so a NUL is refused as a wrong value. */
const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * The form's text fields (multipart/form-data: every value is a string). The custom messages are
 * rule names that server/http/validation.ts puts into words in the request's language.
 */
export const ReviewInputSchema = z.strictObject({
  product_id: z
    .string()
    .refine((s) => /^\d{1,10}$/.test(s.trim()), 'invalid')
    .transform((s) => Number(s.trim()))
    .pipe(z.number().int().min(1).max(2_147_483_647)),
  rating: z
    .string()
    .refine((s) => /^[1-5]$/.test(s.trim()), 'review_rating')
    .transform((s) => Number(s.trim())),
  comment: z
    .string()
    .refine(hasNoNul, 'no_nul')
    .transform((s) => s.trim())
    .refine((s) => s.length >= 1, 'review_comment_empty')
    .refine((s) => s.length <= REVIEW_COMMENT_MAX, 'review_comment_long'),
  name: z
    .string()
    .refine(hasNoNul, 'no_nul')
    .transform(reviewName)
    .refine((s) => s === null || s.length <= REVIEW_NAME_MAX, 'review_name_long')
    .optional()
    .transform((s) => s ?? null),
});
export type ParsedReviewInput = z.output<typeof ReviewInputSchema>;

/** What the storefront sends (the photos travel beside the fields, under `images`). */
export interface ReviewInput {
  product_id: number;
  rating: number;
  comment: string;
  name?: string | null;
}

/** The multipart body as the OpenAPI document shows it (the handler reads and checks the form). */
export const reviewFormBody = {
  type: 'object' as const,
  required: ['product_id', 'rating', 'comment'],
  properties: {
    product_id: { type: 'integer' as const, minimum: 1 },
    rating: { type: 'integer' as const, minimum: 1, maximum: 5 },
    comment: { type: 'string' as const, minLength: 1, maxLength: REVIEW_COMMENT_MAX, description: 'Trimmed; plain text (never rendered as HTML)' },
    name: {
      type: 'string' as const,
      maxLength: REVIEW_NAME_MAX,
      description:
        'The name the review goes under. Absent, empty or the literal string `null`: anonymous, shown as the anonymous-buyer word of the language the review was written in (`Accept-Language`), which is stored as its name',
    },
    images: {
      type: 'array' as const,
      maxItems: REVIEW_MAX_IMAGES,
      items: { type: 'string' as const, format: 'binary' },
      description: `Up to ${REVIEW_MAX_IMAGES} photos (PNG, JPEG or WebP by their content, ${REVIEW_IMAGE_MAX_BYTES / 1024 / 1024} MB each), stored as WebP. On an edit, photos sent replace the old ones; none sent keeps them`,
    },
  },
};

export const MyReviewSchema = z
  .object({
    can_review: z.boolean().openapi({ description: 'The caller bought the product (a delivered or picked-up order holds it) and may write or edit a review' }),
    comment: CommentSchema.nullable().openapi({ description: "The caller's review of the product, or null" }),
    name: z
      .string()
      .nullable()
      .openapi({ description: "The name the caller's review goes under as they gave it: null when anonymous or when there is no review (for the edit form)" }),
  })
  .openapi('MyReview');
export type MyReview = z.infer<typeof MyReviewSchema>;
