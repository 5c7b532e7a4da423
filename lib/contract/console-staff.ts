import { z } from '@hono/zod-openapi';
import { idSchema } from './common';
import { phoneSchema } from './rules';

/**
 * A store's own staff (ADR 0036): its owners and sellers, which the store's owner (or an operator)
 * lists, adds by phone and removes. An owner has every right of a seller of the store.
 */

const STORE_STAFF_ROLES = ['owner', 'seller'] as const;
export type StoreStaffRole = (typeof STORE_STAFF_ROLES)[number];

const StaffMemberSchema = z
  .object({
    user_id: z.number().int(),
    phone_number: z.string(),
    full_name: z.string().nullable(),
    roles: z.array(z.enum(STORE_STAFF_ROLES)).openapi({ description: 'At this store: `owner` (also sells), `seller`, or both rows' }),
    since: z.string().openapi({ description: 'When their first role at this store was granted' }),
    blocked: z.boolean(),
  })
  .openapi('StaffMember');
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StoreStaffSchema = z
  .object({
    store: z.object({ id: z.number().int(), brand_name: z.string() }),
    /** Owners first, then by when they joined. */
    staff: z.array(StaffMemberSchema),
  })
  .openapi('StoreStaff');
export type StoreStaff = z.infer<typeof StoreStaffSchema>;

export const StaffAddInputSchema = z
  .strictObject({
    phone_number: phoneSchema.openapi({ type: 'string', example: '+998901234567', description: 'The phone of an account signed up in the shop' }),
    role: z.enum(STORE_STAFF_ROLES).optional().openapi({ description: '`seller` (the default); `owner` only an operator grants' }),
  })
  .openapi('StaffAddInput');
export type StaffAddInput = z.input<typeof StaffAddInputSchema>;

export const StaffMemberParamsSchema = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, description: 'The store' }),
  user_id: idSchema.openapi({ param: { name: 'user_id', in: 'path' }, description: 'The staff member' }),
});
