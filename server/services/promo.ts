import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { promoCodeUses, promoCodes } from '../db/schema';
import { ApiFailure } from '../http/errors';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Codes are matched case-insensitively and without surrounding spaces. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * A promo code a shopper may use now: within its dates, under its overall limit and (for a
 * user) under the per-user limit. Anything else is 400 `invalid_promo_code`. Inside an order's
 * transaction the code's row is locked, so two orders cannot both take its last use.
 */
export async function usablePromo(db: Db | Tx, code: string, userId?: number, opts: { lock?: boolean } = {}): Promise<PromoRow> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, normalizePromoCode(code)));
  const [promo] = opts.lock ? await query.for('update') : await query;
  const now = Date.now();
  if (!promo || promo.validFrom.getTime() > now || promo.validUntil.getTime() <= now) throw new ApiFailure('invalid_promo_code');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new ApiFailure('invalid_promo_code');
  if (userId) {
    const [{ uses }] = (await db
      .select({ uses: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promo.id), eq(promoCodeUses.userId, userId)))) as [{ uses: number }];
    if (Number(uses) >= promo.maxUsesPerUser) throw new ApiFailure('invalid_promo_code');
  }
  return promo;
}
