import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords';
import { grantRole } from '../../services/roles';
import type { Db } from '../client';
import * as schema from '../schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff-accounts';

/** Creates the demo staff unless their phones already have accounts. */
export async function seedDemoStaff(db: Db): Promise<void> {
  const storeIds = (await db.select({ id: schema.stores.id }).from(schema.stores).orderBy(schema.stores.id).limit(2)).map((s) => s.id);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const staff of DEMO_STAFF) {
    const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phoneNumber, staff.phone));
    if (existing) continue;
    const storeId = staff.storeIndex === null ? null : storeIds[staff.storeIndex];
    if (staff.role !== 'operator' && storeId === undefined) continue;
    const [user] = await db
      .insert(schema.users)
      .values({ phoneNumber: staff.phone, passwordHash, fullName: staff.name })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (user) await grantRole(db, { userId: user.id, role: staff.role, storeId });
  }
}
