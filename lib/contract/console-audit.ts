import { z } from '@hono/zod-openapi';
import { MAX_ID, pageOf, pagingQuery, queryInt } from './common';
import { phoneFilterSchema } from './rules';

/**
 * The audit log of the console's changes (ADR 0017), read by operators, and by a store's owners
 * for that store's entries (ADR 0036).
 */

const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), phone_number: z.string() }).nullable(),
    actor_label: z.string().nullable().openapi({ description: 'Who acted when it was not a console user: `cli:<machine user>` for `npm run console:grant`' }),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    store: z
      .object({ id: z.number().int(), brand_name: z.string().nullable() })
      .nullable()
      .openapi({ description: "The store whose object changed (an order's part, a product, the store, its staff); null for the platform's own objects" }),
    summary: z.string().nullable().openapi({
      description:
        "The entry in words, in the request's language: an order's move names the store whose part moved and the statuses by name; a role names whom and where. Null where the before/after say it",
    }),
    before: z.unknown().openapi({ description: 'The object before the change (null for a creation)' }),
    after: z.unknown().openapi({ description: 'The object after the change (null for a removal)' }),
    created_at: z.string(),
  })
  .openapi('AuditEntry');
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = pageOf(AuditEntrySchema);

export const AuditQuerySchema = pagingQuery(50).extend({
  entity: z.string().max(40).optional(),
  entity_id: z.string().max(40).optional(),
  action: z.string().max(60).optional(),
  actor: queryInt(1, MAX_ID).optional(),
  actor_phone: phoneFilterSchema
    .optional()
    .openapi({ description: "The actor's phone: +998 and 9 digits, or the 9 digits alone; spaces and dashes are ignored" }),
  store: queryInt(1, MAX_ID)
    .optional()
    .openapi({ description: "One store's entries. An owner reads only their stores' (another store's is 404); an operator every entry" }),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
