import { z } from '@hono/zod-openapi';

/**
 * The console's roles (ADR 0017): the platform's operators, the stores' sellers, and (ADR 0036) the
 * stores' owners: a seller of the store who also adds and removes its sellers and reads its audit log.
 */
export const CONSOLE_ROLES = ['operator', 'seller', 'owner'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** One role of a user, as `GET /auth/me/` answers it. */
export const RoleSchema = z
  .discriminatedUnion('role', [
    z.object({ role: z.literal('operator') }),
    z.object({ role: z.literal('seller'), store_id: z.number().int() }),
    z.object({ role: z.literal('owner'), store_id: z.number().int() }),
  ])
  .openapi('Role');
export type Role = z.infer<typeof RoleSchema>;

/** `GET /console/me/`: the caller's console roles and the stores they serve. */
export const ConsoleMeSchema = z
  .object({
    /** The caller's own id (the staff page marks "you"). */
    user_id: z.number().int(),
    roles: z.array(RoleSchema),
    /** An operator reaches every store: they are not listed then (`all_stores`). */
    all_stores: z.boolean(),
    stores: z.array(z.object({ id: z.number().int(), brand_name: z.string() })),
  })
  .openapi('ConsoleMe');
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;
