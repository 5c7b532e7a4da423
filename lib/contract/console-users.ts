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

/**
 * A role to grant or take back: a seller's or an owner's names its store, an operator's names none
 * (its issue a rule id: lib/contract/field-issues.ts words it). Checked beside the fields' own issues.
 */
export const RoleInputSchema = z
  .strictObject({ role: z.enum(CONSOLE_ROLES), store_id: BodyIdSchema.optional() })
  .refine((input) => input.role !== 'operator' || input.store_id === undefined, {
    path: ['store_id'],
    message: 'store_not_for_operator',
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .refine((input) => input.role === 'operator' || input.store_id !== undefined, {
    path: ['store_id'],
    message: 'store_needed',
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .openapi('RoleInput');
export type RoleInput = z.infer<typeof RoleInputSchema>;
