import 'server-only';
import { and, desc, inArray } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { ItemState, Substitution, SubstitutionChoice } from '@/lib/contract/order-changes';
import type { Locale } from '@/lib/contract/values';
import { SUBSTITUTE_WAIT_MS, itemState } from '@/lib/domain/order-changes';
import { lineTotal, lineUnitPrice } from '@/lib/domain/order-lines';
import type { Queryable } from '../db/client';
import { orderItems, orderSubstitutions, orders } from '../db/schema';
import { productMedia, productsByIdsInBothLanguages } from './product-rows';
import { mediaLink } from './public-address';

/**
 * What the shopper's and the store's order answers show of item changes (ADR 0029): each line's
 * money and state, and the substitute proposals. Apart from the service that makes the changes
 * (order-changes.ts) so that the order readers import it without a cycle.
 */

type ItemRow = typeof orderItems.$inferSelect;

/** The product as ordered, in the snapshot's first language (what the money rules read). */
export const snapshotOf = (item: Pick<ItemRow, 'productSnapshot'>) => (item.productSnapshot as Record<Locale, Product & { weight_step?: number | null }>).uz;

/** A line as the money rules read it (lib/domain/order-lines.ts, part-money.ts): weighed goods by the step of the product as ordered. */
export const lineMoneyOf = (i: ItemRow) => ({
  store_id: i.storeId,
  price: i.price,
  discount_price: i.discountPrice,
  quantity: i.quantity,
  weight_grams: i.weightGrams,
  weight_step: snapshotOf(i).weight_step ?? null,
});

/** One line's money now: by quantity, or by the packed weight for weighed goods. */
export const itemLineTotal = (i: ItemRow) => lineTotal(lineMoneyOf(i));

const changeLine = (i: ItemRow) => ({
  id: i.id,
  quantity: i.quantity,
  ordered_quantity: i.orderedQuantity,
  weight_grams: i.weightGrams,
  replaces_item_id: i.replacesItemId,
});

/** The change fields of a line, given the order's lines (a line replaced by a substitute reads so). */
export function itemChangeFields(
  item: ItemRow,
  lines: readonly ItemRow[],
): { ordered_quantity: number | null; weight_grams: number | null; replaces_item_id: number | null; state: ItemState; line_total: number } {
  const own = lines.filter((l) => l.orderId === item.orderId).map(changeLine);
  return {
    ordered_quantity: item.orderedQuantity,
    weight_grams: item.weightGrams,
    replaces_item_id: item.replacesItemId,
    state: itemState(changeLine(item), own),
    line_total: itemLineTotal(item),
  };
}

/** When an unanswered proposal applies by itself: only with "replace" and no consent needed. */
const applyAt = (choice: SubstitutionChoice, row: { needsConsent: boolean; status: string; createdAt: Date }) =>
  choice === 'replace' && !row.needsConsent && row.status === 'proposed' ? new Date(row.createdAt.getTime() + SUBSTITUTE_WAIT_MS).toISOString() : null;

/** The substitute proposals of the orders (only those on `itemIds` when given), newest first, by order id. */
export async function substitutionsOf(
  db: Queryable,
  orderRows: readonly Pick<typeof orders.$inferSelect, 'id' | 'substitution'>[],
  locale: Locale,
  itemIds?: readonly number[],
): Promise<Map<number, Substitution[]>> {
  const out = new Map<number, Substitution[]>(orderRows.map((o) => [o.id, []]));
  if (orderRows.length === 0 || itemIds?.length === 0) return out;
  const rows = await db
    .select()
    .from(orderSubstitutions)
    .where(
      and(
        inArray(
          orderSubstitutions.orderId,
          orderRows.map((o) => o.id),
        ),
        itemIds ? inArray(orderSubstitutions.itemId, [...itemIds]) : undefined,
      ),
    )
    .orderBy(desc(orderSubstitutions.createdAt), desc(orderSubstitutions.id));
  if (rows.length === 0) return out;
  const byLocale = await productsByIdsInBothLanguages(db, [...new Set(rows.map((r) => r.productId))]);
  const product = new Map(byLocale[locale].map((p) => [p.id, productMedia(p, mediaLink)]));
  const choice = new Map(orderRows.map((o) => [o.id, o.substitution]));
  for (const r of rows) {
    const p = product.get(r.productId);
    if (!p) continue;
    out.get(r.orderId)?.push({
      id: r.id,
      item_id: r.itemId,
      product: p,
      quantity: r.quantity,
      line_total: lineUnitPrice(p) * r.quantity,
      status: r.status,
      needs_consent: r.needsConsent,
      created_at: r.createdAt.toISOString(),
      apply_at: applyAt(choice.get(r.orderId) ?? 'remove', r),
    });
  }
  return out;
}
