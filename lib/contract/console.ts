import { z } from '@hono/zod-openapi';

/** The console's roles (issue 18): the platform's operators and the stores' sellers. */
export const CONSOLE_ROLES = ['operator', 'seller'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** One role of a user, as `GET /auth/me/` answers it. */
export const RoleSchema = z
  .discriminatedUnion('role', [
    z.object({ role: z.literal('operator') }),
    z.object({ role: z.literal('seller'), store_id: z.number().int() }),
  ])
  .openapi('Role');
export type Role = z.infer<typeof RoleSchema>;
