import 'server-only';
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderItems, products } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { shopVisible } from './shop-visibility';
import { isStopped } from './store-hours';

/** An order's stock: the products' rows locked in id order, checked, taken and given back. */

/**
 * Locks the products' rows in id order, so that two orders (or cancels) never deadlock; their stock.
 * For a new order (`forSale`), a product the shop no longer shows (deleted, or its store suspended)
 * or one its store has stopped counts as none left, so the order is refused with `not_available`; a cancel still
 * gives its stock back.
 */
export async function lockProducts(tx: Tx, ids: readonly number[], opts: { forSale?: boolean } = {}): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const locked = await tx
    .select({ id: products.id, available: products.available, visible: sql<boolean>`${shopVisible}`, stoppedUntil: products.stoppedUntil })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
  // A stopped product (the store's stop-list, ADR 0030) sells none while its stock stays as it is.
  const now = new Date();
  return new Map(locked.map((p) => [p.id, opts.forSale && (!p.visible || isStopped(p.stoppedUntil, now)) ? 0 : p.available]));
}

/** Refuses the order with 409 `not_available`, naming each product short of stock. */
export function checkStock(stock: Map<number, number>, quantities: Map<number, number>) {
  const short = [...quantities.keys()].filter((id) => (stock.get(id) ?? 0) < quantities.get(id)!);
  if (short.length) {
    throw new ApiFailure('not_available', {
      message: text('failures.notEnoughStock'),
      fields: Object.fromEntries(short.map((id) => [`products.${id}`, `${stock.get(id) ?? 0}`])),
      extra: { details: short.map((id) => ({ product: id, requested: quantities.get(id)!, available: stock.get(id) ?? 0 })) },
    });
  }
}

/**
 * Moves each line's units out of stock (an order: -1) or back in (a cancel: +1), the sales counted
 * the other way, in one statement for every line; the rows are locked first.
 */
export async function moveStock(tx: Tx, quantities: Map<number, number>, direction: -1 | 1) {
  if (quantities.size === 0) return;
  await tx.execute(sql`
    UPDATE ${products}
    SET available = ${products.available} + ${direction}::int * line.quantity,
        number_of_sales = greatest(${products.numberOfSales} - ${direction}::int * line.quantity, 0)
    FROM unnest(${sql.param([...quantities.keys()])}::int[], ${sql.param([...quantities.values()])}::int[]) AS line(id, quantity)
    WHERE ${products.id} = line.id`);
}

/**
 * Puts an order's items back in stock (a cancel), only those of `storeIds` when given (a store's
 * part), the rows locked in id order first. Answers the products touched and those that were sold
 * out and are back, for the cache invalidation after the commit.
 */
export async function returnStock(tx: Tx, orderId: number, only?: { storeIds?: readonly number[]; exceptStoreIds?: readonly number[] }) {
  const conditions: SQL[] = [eq(orderItems.orderId, orderId)];
  if (only?.storeIds) conditions.push(only.storeIds.length ? inArray(orderItems.storeId, [...only.storeIds]) : sql`false`);
  // Items whose store is gone (store_id null) belong to no cancelled part: they go back with the rest.
  if (only?.exceptStoreIds?.length) conditions.push(or(isNull(orderItems.storeId), notInArray(orderItems.storeId, [...only.exceptStoreIds]))!);
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(...conditions))
    .orderBy(asc(orderItems.productId));
  const quantities = new Map<number, number>();
  for (const item of items) if (item.productId !== null) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const stock = await lockProducts(
    tx,
    [...quantities.keys()].sort((a, b) => a - b),
  );
  await moveStock(tx, quantities, 1);
  return { productIds: [...quantities.keys()], back: [...quantities.keys()].filter((pid) => (stock.get(pid) ?? 0) <= 0) };
}
