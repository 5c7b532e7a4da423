import { z } from '@hono/zod-openapi';
import { SUPPORT_DESCRIPTION_MAX } from '../domain/support';
import { SUPPORT_TOPICS } from './support-values';
import { idSchema, MAX_ID, MediaUrlSchema } from './common';

/** Support tickets (api-contract.md, "Support"). */

export const SupportTicketSchema = z
  .object({
    id: z.number().int(),
    topic: z.enum(SUPPORT_TOPICS),
    description: z.string(),
    email: z.string().nullable(),
    order_id: z.number().int().nullable().openapi({ description: "The caller's order the ticket is about, or null" }),
    status: z.number().int().openapi({ description: '0 closed, 1 accepted, 2 in progress' }),
    type: z.number().int().openapi({ description: "The status again, under the name the contract's clients read" }),
    date: z.string(),
    files: z.array(
      z.object({ id: z.number().int(), file: MediaUrlSchema.openapi({ description: 'A signed absolute link, valid for an hour' }), name: z.string() }),
    ),
    answers: z.array(z.object({ id: z.number().int(), text: z.string(), date: z.string() })),
  })
  .openapi('SupportTicket');
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/** The ticket's fields (multipart or JSON); the files travel beside them. */
export const TicketInputSchema = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS),
  description: z.string().trim().min(1).max(SUPPORT_DESCRIPTION_MAX),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((s) => s || null)
    .pipe(z.email().nullable())
    .nullable()
    .optional(),
  // A number in JSON, a string in a form: either way one of the caller's own orders (else 404).
  order_id: z
    .union([
      z.number().int().min(1).max(MAX_ID),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(MAX_ID)),
    ])
    .nullable()
    .optional()
    .openapi({ type: ['integer', 'null'], description: "One of the caller's own orders the ticket is about, or null for none; another's is `not_found`" }),
});
export type TicketInput = z.input<typeof TicketInputSchema>;
export type ParsedTicketInput = z.output<typeof TicketInputSchema>;

const expiresSchema = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/** The older link's query: `/support/file/{id}/?expires=&signature=`. */
export const FileLinkQuerySchema = z.object({ expires: expiresSchema, signature: z.string().max(64) });

/** The link's path: `/support/file/{id}/{expires}/{signature}/{name}` (the name is not checked). */
export const FileLinkParamsSchema = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' } }),
  expires: expiresSchema.openapi({ type: 'integer', param: { name: 'expires', in: 'path' } }),
  signature: z
    .string()
    .max(64)
    .openapi({ param: { name: 'signature', in: 'path' } }),
  name: z
    .string()
    .max(400)
    .openapi({ param: { name: 'name', in: 'path' }, description: "The file's name with the extension of its type, for the client: not checked" }),
});
