import type { DbHandle } from '@/server/db/client';
import type { ConsoleRole } from '@/lib/contract/console';
import { products, stores, users } from '@/server/db/schema';
import { asOperator, grantRole, type OperatorScope } from '@/server/services/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { post } from './api';
import { bearer, createAccount, lastCode, loginAs } from './auth';

/**
 * Passes the staff's second factor for a session (ADR 0025): the device code sent to the phone,
 * read from the outbox. Answers the remembered device's token.
 */
/** An operator's scope for calling the operator-only services directly (a route gets it from operatorOf). */
export const anOperator: OperatorScope = asOperator({ userId: 0, operator: true, storeIds: [], ownedStoreIds: [] })!;

export async function confirmDevice(db: DbHandle, phone: string, headers: Record<string, string>): Promise<string> {
  const sent = await post('/auth/device/code/', undefined, { headers });
  if (sent.status !== 200) throw new Error(`device code: ${JSON.stringify(sent.body)}`);
  const confirmed = await post('/auth/device/verify/', { otp_key: sent.body.result.otp_key, otp_code: await lastCode(db, phone) }, { headers });
  if (confirmed.status !== 200) throw new Error(`device verify: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.result.device_token;
}

/**
 * A signed-in console user for the tests: a new account with the given roles, and the
 * headers of its session, which has passed the second factor. No role makes a shopper.
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
  const headers = bearer((await loginAs(phone, password)).access_token);
  if (roles.length) await confirmDevice(db, phone, headers);
  return { headers, userId: user.id, phone };
}

/**
 * The first two stores that offer pickup and have products in stock, set to the contract's
 * default delivery terms (5000 so'm, no minimum, free from nothing, 30–60 min, no windows) and
 * `terms` on top, so that the order desk's tests know every figure.
 */
export async function twoPickupStores(db: DbHandle, terms: Partial<typeof stores.$inferInsert> = {}): Promise<[number, number]> {
  const rows = await db.db
    .selectDistinct({ id: stores.id })
    .from(stores)
    .innerJoin(products, eq(products.storeId, stores.id))
    .where(and(eq(stores.pickup, true), sql`${products.available} > 0`))
    .orderBy(asc(stores.id))
    .limit(2);
  const [a, b] = rows.map((r) => r.id) as [number, number];
  await db.db
    .update(stores)
    .set({ minOrder: 0, deliveryFee: 5000, freeDeliveryFrom: null, etaMin: 30, etaMax: 60, deliverySlots: [], ...terms })
    .where(inArray(stores.id, [a, b]));
  return [a, b];
}
