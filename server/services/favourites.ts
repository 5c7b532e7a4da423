import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FavouriteAction, Locale } from '@/lib/contract/values';
import { MAX_FAVOURITES } from '@/lib/domain/favourites';
import type { Product } from '@/lib/contract/catalog';
import type { Db } from '../db/client';
import { favourites, products } from '../db/schema';
import { productsByIds } from './product-rows';
import { shopVisible } from './shop-visibility';

/** The caller's favourite product ids, newest first. */
export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.id);
}

export async function favouriteProducts(db: Db, userId: number, locale: Locale): Promise<Product[]> {
  const ids = await favouriteIds(db, userId);
  return productsByIds(db, ids, { locale, favourites: new Set(ids) });
}

/**
 * Adds, removes or toggles products (unknown ids are ignored), then answers the whole list.
 * `add` is what the storefront sends after login to upload favourites kept on the device.
 */
export async function changeFavourites(db: Db, userId: number, productIds: number[], action: FavouriteAction, locale: Locale): Promise<Product[]> {
  const ids = [...new Set(productIds)];
  if (ids.length) {
    await db.transaction(async (tx) => {
      const existing = new Set(
        (
          await tx
            .select({ id: favourites.productId })
            .from(favourites)
            .where(and(eq(favourites.userId, userId), inArray(favourites.productId, ids)))
        ).map((r) => r.id),
      );
      const toAdd = action === 'remove' ? [] : ids.filter((id) => !existing.has(id));
      const toRemove = action === 'add' ? [] : ids.filter((id) => existing.has(id));
      if (toRemove.length) await tx.delete(favourites).where(and(eq(favourites.userId, userId), inArray(favourites.productId, toRemove)));
      if (toAdd.length) {
        const known = (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, toAdd), shopVisible))
        ).map((r) => r.id);
        if (known.length) {
          await tx
            .insert(favourites)
            .values(known.map((productId) => ({ userId, productId })))
            .onConflictDoNothing();
          // Oldest beyond the cap go, so a list never grows without bound.
          await tx.execute(sql`
            DELETE FROM favourites WHERE user_id = ${userId} AND product_id IN (
              SELECT product_id FROM favourites WHERE user_id = ${userId} ORDER BY created_at DESC, product_id DESC OFFSET ${MAX_FAVOURITES})`);
        }
      }
    });
  }
  return favouriteProducts(db, userId, locale);
}
