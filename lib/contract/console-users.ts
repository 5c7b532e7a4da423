import { z } from '@hono/zod-openapi';
import { BodyIdSchema, pageOf, pagingQuery } from './common';
import { CONSOLE_ROLES, RoleSchema } from './console';

/** Users in the console (ADR 0017, operators only): find by phone, roles, block. */

export const ConsoleUserSchema = z
  .object({
    id: z.number().int(),
    phone_number: z.string(),
    full_name: z.string().nullable(),
    created_at: z.string(),
    roles: z.array(RoleSchema),
    blocked: z.boolean(),
    blocked_at: z.string().nullable(),
  })
  .openapi('ConsoleUser');
export type ConsoleUser = z.infer<typeof ConsoleUserSchema>;

export const ConsoleUserPageSchema = pageOf(ConsoleUserSchema);

export const ConsoleUsersQuerySchema = pagingQuery(20).extend({
  phone: z
    .string()
    .max(20)
    .transform((s) => s.replace(/\D/g, ''))
    .optional()
    .openapi({ description: 'Digits of the phone number, any part of it (spaces, + and dashes are ignored)' }),
});

export const RoleInputSchema = z.strictObject({ role: z.enum(CONSOLE_ROLES), store_id: BodyIdSchema.optional() }).openapi('RoleInput');
export type RoleInput = z.infer<typeof RoleInputSchema>;
