import type { DbHandle } from '@/server/db/client';
import type { ConsoleRole } from '@/lib/contract/console';
import { users } from '@/server/db/schema';
import { grantRole } from '@/server/services/roles';
import { eq } from 'drizzle-orm';
import { bearer, createAccount, loginAs } from './auth';

/**
 * A signed-in console user for the tests (issue 18): a new account with the given roles, and the
 * headers of its session. No role makes a shopper.
 */
export async function staffHeaders(
  db: DbHandle,
  roles: readonly { role: ConsoleRole; storeId?: number }[] = [],
): Promise<{ headers: Record<string, string>; userId: number; phone: string }> {
  const { phone, password } = await createAccount(db);
  const [user] = await db.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  for (const r of roles) {
    const result = await grantRole(db.db, { userId: user.id, role: r.role, storeId: r.storeId });
    if (result !== 'granted') throw new Error(`grantRole: ${result}`);
  }
  return { headers: bearer((await loginAs(phone, password)).access_token), userId: user.id, phone };
}
