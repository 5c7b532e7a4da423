import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PromoCheck, StoreOffer } from '@/lib/contract/promotions';
import { priceBasket, type AppliedPromo, type BasketPricing, type PromoTerms } from '@/lib/domain/promotions';
import type { Db, Tx } from '../db/client';
import { products, promoCodeUses, promoCodes, stores } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { shopVisible } from './shop-visibility';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Codes are matched case-insensitively and without surrounding spaces. */
const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** A row's terms, as the pricing (lib/domain/promotions.ts) reads them. */
export const promoTermsOf = (p: PromoRow): PromoTerms => ({
  id: p.id,
  code: p.code,
  store: p.storeId,
  kind: p.kind,
  discount: p.discount,
  amount: p.amount,
  min_basket: p.minBasket,
});

/** How many times `userId` has used each of `ids` (orders not cancelled: a cancel gives the use back). */
async function usesBy(db: Db | Tx, ids: readonly number[], userId: number): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: promoCodeUses.promoCodeId, uses: count() })
    .from(promoCodeUses)
    .where(and(inArray(promoCodeUses.promoCodeId, [...ids]), eq(promoCodeUses.userId, userId)))
    .groupBy(promoCodeUses.promoCodeId);
  return new Map(rows.map((r) => [r.id, Number(r.uses)]));
}

/**
 * A promo code a shopper may use now (the platform's or a store's): within its dates, under its
 * overall limit and (for a user) under the per-user limit. Anything else is 400
 * `invalid_promo_code`. Inside an order's transaction the code's row is locked, so two orders
 * cannot both take its last use (nor a shopper's last use of it).
 */
export async function usablePromo(db: Db | Tx, code: string, userId?: number, opts: { lock?: boolean } = {}): Promise<PromoRow> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)));
  const [promo] = opts.lock ? await query.for('update') : await query;
  const now = Date.now();
  if (!promo || promo.validFrom.getTime() > now || promo.validUntil.getTime() <= now) throw new ApiFailure('invalid_promo_code');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new ApiFailure('invalid_promo_code');
  if (userId && promo.maxUsesPerUser !== null && ((await usesBy(db, [promo.id], userId)).get(promo.id) ?? 0) >= promo.maxUsesPerUser) {
    throw new ApiFailure('invalid_promo_code');
  }
  return promo;
}

/**
 * The automatic offers of `storeIds` working now, oldest first: within their dates, under their
 * overall limit and the shopper's own. Inside an order's transaction their rows are locked (in id
 * order, after the code's), so that the limits hold when orders race.
 */
export async function storeOffers(db: Db | Tx, storeIds: readonly number[], userId?: number, opts: { lock?: boolean } = {}): Promise<PromoRow[]> {
  if (!storeIds.length) return [];
  const now = new Date();
  const query = db
    .select()
    .from(promoCodes)
    .where(
      and(
        inArray(promoCodes.storeId, [...storeIds]),
        eq(promoCodes.auto, true),
        lte(promoCodes.validFrom, now),
        gt(promoCodes.validUntil, now),
        or(isNull(promoCodes.maxUses), sql`${promoCodes.usedCount} < ${promoCodes.maxUses}`),
      ),
    )
    .orderBy(asc(promoCodes.id));
  const rows = opts.lock ? await query.for('update') : await query;
  if (!userId) return rows;
  const uses = await usesBy(
    db,
    rows.filter((r) => r.maxUsesPerUser !== null).map((r) => r.id),
    userId,
  );
  return rows.filter((r) => r.maxUsesPerUser === null || (uses.get(r.id) ?? 0) < r.maxUsesPerUser);
}

/** Store id → its name, for the words of a refusal and the promotions an order keeps. */
export async function storeNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stores.id, name: stores.brandName })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Refuses a code the priced basket did not take: a store's code on a basket without that store's
 * goods (400 `promo_not_for_these_goods`: "This code is for X's goods") or short of its minimum
 * (400 `promo_below_minimum`, saying how much more). A code another offer of its store beats is no
 * refusal: the shopper gets the better one.
 */
export function refuseUnusedCode(priced: BasketPricing, code: PromoRow | null, names: ReadonlyMap<number, string>) {
  if (!code || !priced.code) return;
  const store = code.storeId === null ? '' : (names.get(code.storeId) ?? '');
  if (priced.code.status === 'not_for_these_goods')
    throw new ApiFailure('promo_not_for_these_goods', { message: text('storePromos.notForTheseGoods', { store }) });
  if (priced.code.status === 'below_minimum') {
    throw new ApiFailure('promo_below_minimum', {
      message: text(code.storeId === null ? 'storePromos.belowMinimumAll' : 'storePromos.belowMinimum', {
        store,
        min: code.minBasket,
        missing: priced.code.missing,
      }),
    });
  }
}

/**
 * `POST /store/check_promo_code/`: the code when it is usable, and, given the basket, for its
 * goods: a store's code on a basket with none of that store's goods is refused. Prices come
 * from the database; a code short of its minimum is taken (the basket says how much more).
 */
export async function checkPromo(db: Db, code: string, userId: number | undefined, basket?: readonly { id: number; count: number }[]): Promise<PromoCheck> {
  const promo = await usablePromo(db, code, userId);
  const names = await storeNames(db, promo.storeId === null ? [] : [promo.storeId]);
  if (promo.storeId !== null && basket?.length) {
    const counts = new Map<number, number>();
    for (const l of basket) if (l.count > 0) counts.set(l.id, (counts.get(l.id) ?? 0) + l.count);
    const rows = counts.size
      ? await db
          .select({ id: products.id, price: products.price, discount: products.discount, discountPrice: products.discountPrice, storeId: products.storeId })
          .from(products)
          .where(and(inArray(products.id, [...counts.keys()]), shopVisible))
      : [];
    const lines = rows.map((r) => ({
      id: r.id,
      price: r.price,
      discount: r.discount,
      discount_price: r.discountPrice,
      available: 1,
      count: counts.get(r.id)!,
      store: { id: r.storeId },
    }));
    const priced = priceBasket(lines, 'D', { code: promoTermsOf(promo) });
    if (priced.code?.status === 'not_for_these_goods') refuseUnusedCode(priced, promo, names);
  }
  if (promo.storeId === null) return { promocode: promo.code!, discount: promo.discount };
  return {
    promocode: promo.code!,
    discount: promo.discount,
    store: { id: promo.storeId, brand_name: names.get(promo.storeId) ?? '' },
    kind: promo.kind,
    amount: promo.amount,
    min_basket: promo.minBasket,
  };
}

/** `GET /store/promotions/`: the stores' automatic offers working now (for a signed-in shopper, those they may still use). */
export async function shopOffers(db: Db, storeIds: readonly number[], userId?: number): Promise<StoreOffer[]> {
  const rows = await storeOffers(db, storeIds, userId);
  const names = await storeNames(db, [...new Set(rows.map((r) => r.storeId!))]);
  return rows.map((r) => ({
    id: r.id,
    store: { id: r.storeId!, brand_name: names.get(r.storeId!) ?? '' },
    kind: r.kind,
    discount: r.discount,
    amount: r.amount,
    min_basket: r.minBasket,
    valid_until: r.validUntil.toISOString(),
  }));
}

/** What an order keeps of a promotion it got: its terms, its savings and its store's name then. */
export type StoredPromotion = AppliedPromo & { store_name: string | null };

export const storedPromotions = (applied: readonly AppliedPromo[], names: ReadonlyMap<number, string>): StoredPromotion[] =>
  applied.map((p) => ({ ...p, store_name: p.store === null ? null : (names.get(p.store) ?? null) }));

/** The promotions of an order priced again: what each takes off now, its store's name as it was kept. */
export function repricedPromotions(before: readonly StoredPromotion[], applied: readonly AppliedPromo[]): StoredPromotion[] {
  const names = new Map(before.flatMap((p) => (p.store !== null && p.store_name !== null ? [[p.store, p.store_name] as const] : [])));
  return storedPromotions(applied, names);
}
