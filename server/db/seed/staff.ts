import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords';
import { grantRole } from '../../services/roles';
import type { Db } from '../client';
import * as schema from '../schema';

/**
 * The console's demo accounts (issue 18), for the embedded demo database only (never on a
 * DATABASE_URL): one operator, and one seller for each of the first two stores. The password is
 * printed in the README, for local demos; it is never a real account's.
 */
export const DEMO_STAFF_PASSWORD = 'Savat-demo-2026';
export const DEMO_STAFF = [
  { phone: '+998900000001', name: 'Operator (demo)', role: 'operator' as const, storeIndex: null },
  { phone: '+998900000002', name: 'Sotuvchi 1 (demo)', role: 'seller' as const, storeIndex: 0 },
  { phone: '+998900000003', name: 'Sotuvchi 2 (demo)', role: 'seller' as const, storeIndex: 1 },
];

/** Creates the demo staff unless their phones already have accounts. */
export async function seedDemoStaff(db: Db): Promise<void> {
  const storeIds = (await db.select({ id: schema.stores.id }).from(schema.stores).orderBy(schema.stores.id).limit(2)).map((s) => s.id);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const staff of DEMO_STAFF) {
    const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phoneNumber, staff.phone));
    if (existing) continue;
    const storeId = staff.storeIndex === null ? null : storeIds[staff.storeIndex];
    if (staff.role === 'seller' && storeId === undefined) continue;
    const [user] = await db
      .insert(schema.users)
      .values({ phoneNumber: staff.phone, passwordHash, fullName: staff.name })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (user) await grantRole(db, { userId: user.id, role: staff.role, storeId });
  }
}
