import { z } from '@hono/zod-openapi';
import { MAX_ID, pageOf, pagingQuery, queryInt } from './common';

/** The audit log of the console's changes (issue 18), read by operators. */

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), phone_number: z.string() }).nullable(),
    actor_label: z.string().nullable().openapi({ description: 'Who acted when it was not a console user: `cli:<machine user>` for `npm run console:grant`' }),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
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
});
