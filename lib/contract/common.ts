import { z } from '@hono/zod-openapi';
import { ImportReportSchema } from './price-list';
import { API_ERROR_CODES } from './values';

/**
 * The envelope, errors and paging of every answer, and the parameters many routes share. This
 * folder is the API's contract: each request and answer as a zod schema, which the routes
 * validate with and the OpenAPI document (/api/v1/openapi.json) is generated from, and the
 * TypeScript types inferred from them, which the services, the storefront and the tests use.
 * Import the types with `import type`: the browser then loads no zod.
 */

export const MAX_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 100;

/** On `below_minimum_order`: each store whose goods do not reach its minimum, and by how much. */
const BelowMinimumSchema = z.object({ store: z.number().int(), min_order: z.number().int(), subtotal: z.number().int(), missing: z.number().int() });

/** What `/health/ready` checked (ADR 0026): only the database and draining decide; Redis and the replica are reported. */
const ReadyChecksSchema = z
  .object({
    database: z.enum(['ok', 'down']).openapi({ description: 'The primary answered `select 1` within 2 s' }),
    redis: z
      .enum(['ok', 'down', 'unknown'])
      .optional()
      .openapi({ description: 'With REDIS_URL: the shared cache answered (pages are rendered without it, slower)' }),
    replica: z
      .enum(['unchecked', 'ok', 'lagging', 'down', 'not-a-replica'])
      .optional()
      .openapi({ description: 'With DATABASE_REPLICA_URL: where catalog reads go (the primary answers them without it)' }),
    draining: z.boolean().openapi({ description: 'The instance was asked to stop and is finishing its requests' }),
  })
  .openapi('ReadyChecks');
export type ReadyChecks = z.infer<typeof ReadyChecksSchema>;

export const ErrorBodySchema = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.enum(API_ERROR_CODES).openapi({ example: 'validation_error' }),
      message: z.string().openapi({ description: "In the request's language" }),
      fields: z.record(z.string(), z.string()).optional().openapi({ description: 'On validation_error: a message per field (dotted paths)' }),
    }),
    new_otp_time: z
      .string()
      .optional()
      .openapi({ description: 'On otp_locked (and on the invalid_code that locked the phone): ISO 8601 time from which a new code may be requested' }),
    tries_left: z.number().int().optional().openapi({ description: 'On invalid_code: tries left on this code' }),
    resends_left: z.number().int().optional().openapi({ description: 'On invalid_code: resends left for this phone' }),
    retry_after: z.number().int().optional().openapi({ description: 'On rate_limited: seconds to wait (also the Retry-After header)' }),
    details: z
      .array(z.object({ product: z.number().int(), requested: z.number().int(), available: z.number().int() }))
      .optional()
      .openapi({ description: 'On not_available: each product short of stock and what is left' }),
    below_minimum: z
      .array(BelowMinimumSchema)
      .optional()
      .openapi({ description: 'On below_minimum_order: each store whose goods do not reach its minimum, and the amount missing' }),
    closed: z
      .array(z.object({ store: z.number().int(), opens_at: z.string().nullable().openapi({ description: 'ISO 8601; null when no opening is in sight' }) }))
      .optional()
      .openapi({ description: 'On store_closed: each store of the order that does not take orders now, and when it opens' }),
    checks: ReadyChecksSchema.optional().openapi({ description: 'On service_unavailable from /health/ready: what was checked' }),
    report: ImportReportSchema.optional().openapi({
      description: "On import_refused and price_change_unconfirmed: the price list's report (the refused rows, the flagged ones), nothing written",
    }),
  })
  .openapi('Error');
export type ApiErrorBody = z.infer<typeof ErrorBodySchema>;

const OkSchema = z.object({ ok: z.literal(true) });
/** `{ ok: true, result }`. */
export const envelope = <T extends z.ZodTypeAny>(result: T) => OkSchema.extend({ result });
/**
 * `{ ok: true, result, response }`, the same object twice: the contract's original web client reads
 * the orders from `response` (ADR 0019). Only the three order reads answer it.
 */
export const envelopeWithResponse = <T extends z.ZodTypeAny>(result: T) =>
  OkSchema.extend({ result, response: result.openapi({ description: 'The same as `result`, for the clients that read orders from `response`' }) });
export type ApiOk<T> = z.infer<typeof OkSchema> & { result: T };

const PageFieldsSchema = z.object({
  empty: z.boolean(),
  first: z.boolean(),
  last: z.boolean(),
  number: z.number().int().openapi({ description: 'Counts from 1, as the page query does' }),
  numberOfElements: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
/** A page: `{ content, empty, first, last, number, numberOfElements, size, totalElements, totalPages }`. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) => PageFieldsSchema.extend({ content: z.array(item) });
export type Page<T> = z.infer<typeof PageFieldsSchema> & { content: T[] };

/**
 * A picture or file as clients get it: an absolute URL under the media address (MEDIA_BASE_URL, else
 * the site's), never a bare path (ADR 0019). `format: uri` marks these fields in the OpenAPI
 * document; a test walks the document and checks every such field of every answer.
 */
export const MediaUrlSchema = z.string().openapi({ format: 'uri', example: 'https://savat.uz/media/emoji/red-apple.svg' });

export const ImageSchema = z.object({ id: z.number().int(), image: MediaUrlSchema });
export type Image = z.infer<typeof ImageSchema>;

/** A positive id inside a JSON body. */
export const BodyIdSchema = z.number().int().min(1).max(MAX_ID);

export const MessageSchema = z.object({ message: z.string() });
export const HealthSchema = z.object({ status: z.literal('ok') });

export const ReadySchema = z.object({ status: z.literal('ready'), checks: ReadyChecksSchema });

// ---- Path and query parameters ------------------------------------------------------------

/** A positive integer id from a path or query (digits only, within Postgres integer range). */
export const idSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ID)
  .openapi({ type: 'integer', example: 1 });

export const IdParamsSchema = z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) });

/** Query integers: digits only, so "1.5", "-1", "1e3" and "abc" are 400, never coerced. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${min}..${max}` })
    .openapi({ type: 'integer', minimum: min, maximum: max });

/**
 * A page size: a whole number from 1; above `maxSize` it is clamped to it, as Spring-style paging
 * does (ADR 0019: the contract's clients ask for 200 categories, or grow a list by 12 to 108), and
 * the page object says the size used. Below 1, or not a number: 400.
 */
export const querySize = (maxSize: number) =>
  z
    .string()
    // Up to nine digits: a larger number is no size a client means.
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((n) => n >= 1, { message: `1..${maxSize}` })
    .transform((n) => Math.min(n, maxSize))
    .openapi({ type: 'integer', minimum: 1, description: `Clamped to ${maxSize}` });

/**
 * An optional query parameter that a client may send empty (`?letter=` when no letter is chosen):
 * empty is as if it were not sent.
 */
export const blankIsAbsent = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** `page` (from 1) and `size` (from 1, clamped to max, `defaultSize` when absent). */
export const pagingQuery = (defaultSize: number, maxSize = MAX_PAGE_SIZE) =>
  z.object({
    page: queryInt(1, 1_000_000).optional().default(1).openapi({ type: 'integer', minimum: 1, default: 1 }),
    size: querySize(maxSize)
      .optional()
      .default(defaultSize)
      .openapi({ type: 'integer', minimum: 1, default: defaultSize, description: `Clamped to ${maxSize}` }),
  });

/** A query number such as latitude: finite decimal text. */
export const queryNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,20})?$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${min}..${max}` })
    .openapi({ type: 'number', minimum: min, maximum: max });
