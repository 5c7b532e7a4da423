import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountBasket } from '@/lib/contract/basket';
import type { Locale } from '@/lib/contract/values';
import { keptCount, type SavedLine } from '@/lib/domain/basket-merge';
import { tashkentDay } from '@/lib/domain/datetime';
import type { Db, Tx } from '../db/client';
import { basketDays, basketLines, products } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { favouriteIds } from './favourites';
import { productsByIds } from './product-rows';
import { shopVisible } from './shop-visibility';

/**
 * The basket a logged-in shopper keeps on the server (ADR 0031), so that it follows the account
 * from device to device. The device sends its whole basket after each change (PUT) and reads it
 * on load; the merge at login is the device's (lib/domain/basket-merge.ts), the rules the server
 * keeps are here.
 */

/** The caller's basket: each line as its product is now, in the shopper's order. */
export async function accountBasket(db: Db, userId: number, locale: Locale): Promise<AccountBasket> {
  const [rows, favourites] = await Promise.all([
    db
      .select({ id: basketLines.productId, count: basketLines.count })
      .from(basketLines)
      .where(eq(basketLines.userId, userId))
      .orderBy(asc(basketLines.position)),
    favouriteIds(db, userId),
  ]);
  const counts = new Map(rows.map((r) => [r.id, r.count]));
  // A product the shop no longer shows (deleted, its store suspended) is left out, as the check does.
  const found = await productsByIds(
    db,
    rows.map((r) => r.id),
    { locale, favourites: new Set(favourites) },
  );
  return { products: found.map((product) => ({ ...product, count: keptCount(counts.get(product.id)!, product.available) })) };
}

/**
 * Replaces the caller's basket with `lines` (an empty list empties it). Refused whole, nothing
 * written, when a product is named twice or is one the shop does not sell (unknown, deleted, its
 * store suspended): 400 naming each such line. A count over the stock left is kept at the stock;
 * a sold-out product keeps its count (lib/domain/basket-merge.ts keptCount).
 */
export async function saveBasket(db: Db, userId: number, lines: readonly SavedLine[], locale: Locale): Promise<AccountBasket> {
  const fields: Record<string, ReturnType<typeof text>> = {};
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    if (seen.has(line.id)) fields[`products.${i}.id`] = text('fields.repeatedProduct');
    seen.add(line.id);
  });
  const ids = [...seen];
  const stock = new Map(
    ids.length
      ? (
          await db
            .select({ id: products.id, available: products.available })
            .from(products)
            .where(and(inArray(products.id, ids), shopVisible))
        ).map((r) => [r.id, r.available])
      : [],
  );
  lines.forEach((line, i) => {
    if (!stock.has(line.id)) fields[`products.${i}.id`] = text('fields.unknownProduct');
  });
  if (Object.keys(fields).length) throw new ApiFailure('validation_error', { fields });

  await db.transaction(async (tx) => {
    // Two devices saving at once: one after the other, never a half of each (the user row's lock).
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    await tx.delete(basketLines).where(eq(basketLines.userId, userId));
    if (lines.length) {
      // The day's basket, for the operator's basket conversion (ADR 0038): one small row a shopper and day.
      await tx
        .insert(basketDays)
        .values({ userId, day: tashkentDay(new Date()) })
        .onConflictDoNothing();
      await tx
        .insert(basketLines)
        .values(lines.map((line, position) => ({ userId, productId: line.id, count: keptCount(line.count, stock.get(line.id)!), position })));
    }
  });
  return accountBasket(db, userId, locale);
}

/**
 * Empties the shopper's basket as an order is placed, in the order's transaction: the device that
 * placed it empties its own at the same moment (components/orders/use-place-order.ts), but its save
 * of the empty basket may never leave a page that is already on its way to the payment provider,
 * and the next page load would then bring the ordered lines back from here.
 */
export async function emptyBasketOnOrder(tx: Tx, userId: number): Promise<void> {
  await tx.delete(basketLines).where(eq(basketLines.userId, userId));
}
