import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

/**
 * The shopper's language for the messages the console sends them later (an order's SMS, a support
 * answer's SMS): the language of their last sign-in, order or ticket, kept on `users.locale`.
 * One place that writes it and one that reads it.
 */
export async function rememberLocale(db: Db | Tx, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** The language to write to a user in: their last one, else the shop's default (Uzbek). */
export async function localeOfUser(db: Db | Tx, userId: number | null): Promise<Locale> {
  if (userId == null) return 'uz';
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'uz';
}
