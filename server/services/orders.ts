import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { Page } from '@/lib/contract/common';
import type { Order, ParsedOrderInput, ShippingAddress } from '@/lib/contract/orders';
import { ORDER_STATUS, type Locale } from '@/lib/contract/values';
import { PICKUP_HOLD_HOURS, canCancel, priceOrder } from '@/lib/domain/order';
import type { Db } from '../db/client';
import { orderItems, orderStatusHistory, orders, products, promoCodeUses, promoCodes } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { table, text } from '../http/messages';
import { toPage } from '../http/respond';
import { forgetLists } from './count-cache';
import { productsByIdsInBothLanguages } from './products';
import { usablePromo } from './promo';
import { ownShipping, toShipping } from './shipping';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

type ItemRow = typeof orderItems.$inferSelect;


const statusName = (status: number, locale: Locale) => table(locale, 'orderStatus')[String(status) as '0'] ?? String(status);

async function toOrders(db: Db | Tx, rows: OrderRow[], locale: Locale): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, history] = ids.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
        db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      ])
    : [[] as ItemRow[], [] as (typeof orderStatusHistory.$inferSelect)[]];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    status_name: statusName(r.status, locale),
    created_at: r.createdAt.toISOString(),
    full_name: r.fullName,
    phone_number: r.phoneNumber,
    delivery_address: (r.deliveryAddress as ShippingAddress | null) ?? null,
    promo_code: r.promoCode ? { promocode: r.promoCode, discount: r.promoDiscount ?? 0 } : null,
    order_items: items
      .filter((i) => i.orderId === r.id)
      .map((i) => ({
        id: i.id,
        product: (i.productSnapshot as Record<Locale, Product>)[locale],
        quantity: i.quantity,
        price: i.price,
        discount_price: i.discountPrice,
      })),
    all_prices: r.allPrices,
    sale_price: r.salePrice,
    sale_price_promo_code: r.salePricePromoCode,
    delivery_price: r.deliveryPrice,
    total_price: r.totalPrice,
    payment_type: r.paymentType,
    comment: r.comment,
    pickup_until: r.pickupUntil?.toISOString() ?? null,
    status_history: history.filter((h) => h.orderId === r.id).map((h) => ({ status: h.status, status_name: statusName(h.status, locale), created_at: h.createdAt.toISOString() })),
  }));
}

/** One of the caller's orders; another user's is `not_found`, never `forbidden`. */
export async function getOrder(db: Db, userId: number, id: number, locale: Locale): Promise<Order> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw notFound();
  return (await toOrders(db, [row], locale))[0]!;
}

export async function lastOrder(db: Db, userId: number, locale: Locale): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  if (!row) throw notFound();
  return (await toOrders(db, [row], locale))[0]!;
}

/** The caller's orders, newest first; `q` is an order number or part of a product's name. */
export async function listOrders(db: Db, userId: number, page: number, size: number, q: string | undefined, locale: Locale): Promise<Page<Order>> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  const term = q?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, '\\$&')}%`;
    const byName = db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(or(ilike(orderItems.nameUz, like), ilike(orderItems.nameRu, like)));
    const byNumber = /^#?\d{1,9}$/.test(term) ? eq(orders.id, Number(term.replace('#', ''))) : undefined;
    conditions.push(byNumber ? or(byNumber, inArray(orders.id, byName))! : inArray(orders.id, byName));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return toPage(await toOrders(db, rows, locale), page, size, Number(counted?.total ?? 0));
}

/**
 * Places an order in one transaction: the products' rows are locked (in id order, so two orders
 * never deadlock), stock is checked for every line, every price comes from the database and is
 * totalled with the basket rules, the promo code's row is locked and its use counted, stock is
 * taken, and the order is written with each item as ordered. Any failure writes nothing.
 */
export async function placeOrder(db: Db, userId: number, input: ParsedOrderInput, locale: Locale, idempotencyKey?: string): Promise<{ order: Order; replayed: boolean }> {
  if (idempotencyKey) {
    const [existing] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    if (existing) return { order: (await toOrders(db, [existing], locale))[0]!, replayed: true };
  }
  // One line per product, quantities added up.
  const quantities = new Map<number, number>();
  for (const line of input.products) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.quantity);
  const ids = [...quantities.keys()].sort((a, b) => a - b);

  try {
    const id = await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: products.id, available: products.available })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
      const stock = new Map(locked.map((p) => [p.id, p.available]));
      const short = ids.filter((pid) => (stock.get(pid) ?? 0) < quantities.get(pid)!);
      if (short.length) {
        throw new ApiFailure('not_available', {
          message: text('failures.notEnoughStock'),
          fields: Object.fromEntries(short.map((pid) => [`products.${pid}`, `${stock.get(pid) ?? 0}`])),
          extra: { details: short.map((pid) => ({ product: pid, requested: quantities.get(pid), available: stock.get(pid) ?? 0 })) },
        });
      }
      const { uz, ru } = await productsByIdsInBothLanguages(tx as unknown as Db, ids);
      const ruById = new Map(ru.map((p) => [p.id, p]));

      if (input.type === 'T') {
        const noPickup = uz.filter((p) => !p.pickup);
        if (noPickup.length) throw new ApiFailure('validation_error', { fields: { type: text('fields.noPickup') } });
      }
      let address: ShippingAddress | null = null;
      if (input.type === 'D') {
        if (!input.delivery_address) throw new ApiFailure('validation_error', { fields: { delivery_address: text('fields.chooseAddress') } });
        address = toShipping(await ownShipping(tx, userId, input.delivery_address).catch(() => {
          throw new ApiFailure('validation_error', { fields: { delivery_address: text('fields.addressNotFound') } });
        }));
      }
      const promo = input.promocode ? await usablePromo(tx, input.promocode, userId, { lock: true }) : null;

      const lines = uz.map((p) => ({ ...p, count: quantities.get(p.id)! }));
      const price = priceOrder(lines, input.type, promo?.discount ?? 0);
      const now = new Date();
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          type: input.type,
          status: ORDER_STATUS.ACCEPTED,
          fullName: input.full_name,
          phoneNumber: input.phone_number,
          shippingAddressId: address?.id ?? null,
          deliveryAddress: address,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          promoDiscount: promo?.discount ?? null,
          allPrices: price.all_prices,
          salePrice: price.sale_price,
          salePricePromoCode: price.sale_price_promo_code,
          deliveryPrice: price.delivery_price,
          totalPrice: price.total_price,
          paymentType: input.payment_type ?? 'cash',
          comment: input.comment ?? null,
          pickupUntil: input.type === 'T' ? new Date(now.getTime() + PICKUP_HOLD_HOURS * 3_600_000) : null,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx.insert(orderItems).values(
        lines.map((p) => ({
          orderId,
          productId: p.id,
          storeId: p.store.id,
          nameUz: p.name,
          nameRu: ruById.get(p.id)?.name ?? p.name,
          productSnapshot: { uz: { ...p, count: undefined, is_favorite: false }, ru: { ...(ruById.get(p.id) ?? p), is_favorite: false } },
          quantity: p.count,
          price: p.price,
          discountPrice: p.discount_price,
        })),
      );
      for (const p of lines) {
        await tx
          .update(products)
          .set({ available: sql`${products.available} - ${p.count}`, numberOfSales: sql`${products.numberOfSales} + ${p.count}` })
          .where(eq(products.id, p.id));
      }
      await tx.insert(orderStatusHistory).values({ orderId, status: ORDER_STATUS.ACCEPTED, createdAt: now });
      if (promo) {
        await tx.insert(promoCodeUses).values({ promoCodeId: promo.id, userId, orderId });
        await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(eq(promoCodes.id, promo.id));
      }
      return orderId;
    });
    // Stock and sales changed: this process's public lists are read afresh (other instances' expire).
    forgetLists();
    return { order: await getOrder(db, userId, id, locale), replayed: false };
  } catch (err) {
    // The same Idempotency-Key raced in twice: the loser's transaction rolled back; answer the winner's order.
    if (idempotencyKey && isUniqueViolation(err)) {
      const [existing] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      if (existing) return { order: (await toOrders(db, [existing], locale))[0]!, replayed: true };
    }
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

/** Cancels while the contract allows it, giving the stock and the promo use back in one transaction. */
export async function cancelOrder(db: Db, userId: number, id: number, locale: Locale): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).for('update');
    if (!order) throw notFound();
    if (!canCancel(order.type, order.status)) throw new ApiFailure('conflict', { message: text('failures.cannotCancel') });
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.productId));
    for (const item of items) {
      if (item.productId === null) continue;
      await tx
        .update(products)
        .set({ available: sql`${products.available} + ${item.quantity}`, numberOfSales: sql`greatest(${products.numberOfSales} - ${item.quantity}, 0)` })
        .where(eq(products.id, item.productId));
    }
    if (order.promoCodeId) {
      const removed = await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, id)).returning({ id: promoCodeUses.id });
      if (removed.length) await tx.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(eq(promoCodes.id, order.promoCodeId));
    }
    await tx.update(orders).set({ status: ORDER_STATUS.CANCELLED }).where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({ orderId: id, status: ORDER_STATUS.CANCELLED });
  });
  forgetLists();
  return getOrder(db, userId, id, locale);
}
