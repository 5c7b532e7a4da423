import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema, envelope, envelopeWithResponse } from '@/lib/contract/common';

/**
 * The response entries of the OpenAPI document's routes, built from the contract's schemas
 * (lib/contract): a success in the envelope, and the failures every route may give.
 */

/** A 2xx answer: `{ ok: true, result }` with `result` of this schema. */
export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelope(schema) } },
});

/** A 200 answer in the orders' form for the field clients: `{ ok: true, result, response }` (the same object). */
export const jsonWithResponse = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeWithResponse(schema) } },
});

/** A failure answer (`{ ok: false, error }`) described in a word. */
export const failure = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

/** Error answers every route may give. */
export const errorResponses = {
  400: failure('Invalid input (`validation_error` with fields)'),
  500: failure('Unexpected failure (`internal_error`)'),
} as const;

export const notFoundResponse = { 404: failure('`not_found`') } as const;
export const unauthorizedResponse = { 401: failure('`unauthorized`') } as const;
