import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalog';
import type { Order, ParsedOrderInput, ShippingAddress } from '@/lib/contract/orders';
import { type Locale } from '@/lib/contract/values';
import { ORDER_STATUS, isOnlinePayment } from '@/lib/contract/order-values';
import { canPickUp } from '@/lib/domain/checkout';
import { PICKUP_HOLD_HOURS } from '@/lib/domain/order';
import { priceBasket } from '@/lib/domain/promotions';
import type { Db, Tx } from '../db/client';
import { orderItems, orderParts, orderStatusHistory, orders, promoCodeUses, promoCodes, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { countOrder } from '../metrics';
import { cachesForget } from './cache-invalidation';
import { productMedia, productsByIdsInBothLanguages } from './product-rows';
import { imagePathOf } from '@/lib/domain/site-content';
import { refuseUnusedCode, storedPromotions, storeNames, storeOffers, promoTermsOf, usablePromo } from './promo';
import { ownShipping, toShipping } from './shipping';
import { promiseDelivery, termsOf } from './delivery';
import { refuseClosedStores } from './store-hours';
import { rememberLocale } from './user-locale';
import { orderEvent } from './order-events';
import { isOffered } from './payments/config';
import { isUniqueViolation } from '../db/errors';
import { checkStock, lockProducts, moveStock } from './order-stock';
import { getOrder, toOrders } from './orders';
import { emptyBasketOnOrder } from './basket';

/** Placing an order: one transaction that checks, prices, takes stock and writes, or writes nothing. */

/** The order an Idempotency-Key already made for this shopper, if any. */
async function replayOf(db: Db, userId: number, key: string | undefined, locale: Locale): Promise<Order | null> {
  if (!key) return null;
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return existing ? (await toOrders(db, [existing], locale))[0]! : null;
}

/** One quantity per product (lines of the same product added up), products in id order. */
function quantitiesOf(input: ParsedOrderInput): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of input.products) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.quantity);
  return new Map([...quantities].sort(([a], [b]) => a - b));
}

/** Where the order goes: a delivery needs one of the shopper's addresses; a pickup, stores that offer it. */
async function destination(tx: Tx, userId: number, input: ParsedOrderInput, lines: readonly Product[]): Promise<ShippingAddress | null> {
  if (input.type === 'T') {
    if (!canPickUp(lines)) throw new ApiFailure('validation_error', { fields: { type: text('fields.noPickup') } });
    return null;
  }
  // The contract's schema has already asked for one (OrderInputSchema).
  if (!input.delivery_address) throw new Error('a delivery without an address passed the schema');
  const row = await ownShipping(tx, userId, input.delivery_address).catch(() => {
    throw new ApiFailure('validation_error', { fields: { delivery_address: text('fields.addressNotFound') } });
  });
  return toShipping(row);
}

/**
 * The name typed at checkout fills an empty profile name, but only when the order is
 * for the shopper's own phone: a name given for someone else's phone is that person's.
 */
async function fillEmptyProfileName(tx: Tx, userId: number, input: ParsedOrderInput) {
  await tx
    .update(users)
    .set({ fullName: input.full_name })
    .where(and(eq(users.id, userId), eq(users.phoneNumber, input.phone_number), sql`coalesce(${users.fullName}, '') = ''`));
}

/**
 * Places an order in one transaction: the products' rows are locked and stock is checked for every
 * line, every price comes from the database and is totalled with the basket rules, the promo
 * code's row is locked and its use counted, stock is taken, and the order is written with each
 * item as ordered. Any failure writes nothing. The same Idempotency-Key gives back the first order.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  input: ParsedOrderInput,
  locale: Locale,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  const replay = await replayOf(db, userId, idempotencyKey, locale);
  if (replay) return { order: replay, replayed: true };
  const quantities = quantitiesOf(input);
  const paymentType = input.payment_type ?? 'cash';
  // A provider without its settings is not offered (GET /store/payment-methods/), and not accepted.
  if (!isOffered(paymentType)) throw new ApiFailure('validation_error', { fields: { payment_type: text('fields.paymentUnavailable') } });
  // Paid online, the order waits for its payment (0) with its stock taken; cash and card start accepted (2).
  const online = isOnlinePayment(paymentType);
  const startStatus = online ? ORDER_STATUS.WAITING_PAYMENT : ORDER_STATUS.ACCEPTED;
  let placed: { id: number; storeIds: number[]; soldOut: number[] };
  try {
    placed = await db.transaction(async (tx) => {
      const stock = await lockProducts(tx, [...quantities.keys()], { forSale: true });
      checkStock(stock, quantities);
      const { uz, ru } = await productsByIdsInBothLanguages(tx, [...quantities.keys()]);
      const address = await destination(tx, userId, input, uz);
      // The code's row first, then the offers' in id order: the limits hold when orders race (ADR 0037).
      const code = input.promocode ? await usablePromo(tx, input.promocode, userId, { lock: true }) : null;
      const lines = uz.map((p) => ({ ...p, count: quantities.get(p.id)! }));
      const now = new Date();
      const storeIdsOfOrder = [...new Set(uz.map((p) => p.store.id))];
      const offers = await storeOffers(tx, storeIdsOfOrder, userId, { lock: true });
      const terms = await termsOf(tx, storeIdsOfOrder);
      const deliveries = input.type === 'D' ? promiseDelivery(lines, terms, input.slots, now) : [];
      await refuseClosedStores(tx, [...terms.keys()], {
        locale,
        now,
        windows: new Map(deliveries.map((d) => [d.store.id, { from: d.promised_from, to: d.promised_to, slot: d.slot }])),
      });
      const priced = priceBasket(lines, input.type, { terms, code: code && promoTermsOf(code), offers: offers.map(promoTermsOf) });
      const names = await storeNames(tx, storeIdsOfOrder);
      refuseUnusedCode(priced, code, names);
      const price = priced.order;
      // A store's code that the store's better offer beat is not used (nor counted).
      const promo = priced.code?.status === 'applied' ? code : null;
      // The fee each store charges after its promotions (free delivery).
      for (const d of deliveries) d.delivery_price = priced.stores.find((g) => g.store === d.store.id)?.delivery_price ?? d.delivery_price;
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          type: input.type,
          status: startStatus,
          fullName: input.full_name,
          phoneNumber: input.phone_number,
          shippingAddressId: address?.id ?? null,
          deliveryAddress: address,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          promoDiscount: promo?.discount ?? null,
          promotions: storedPromotions(priced.applied, names),
          allPrices: price.all_prices,
          salePrice: price.sale_price,
          salePricePromoCode: price.sale_price_promo_code,
          deliveryPrice: price.delivery_price,
          totalPrice: price.total_price,
          paymentType,
          paymentState: online ? 'waiting' : null,
          comment: input.comment ?? null,
          substitution: input.substitution ?? 'remove',
          pickupUntil: input.type === 'T' ? new Date(now.getTime() + PICKUP_HOLD_HOURS * 3_600_000) : null,
          deliveries,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      const ruById = new Map(ru.map((p) => [p.id, p]));
      await tx.insert(orderItems).values(
        lines.map(({ count, ...p }) => ({
          orderId,
          productId: p.id,
          storeId: p.store.id,
          nameUz: p.name,
          nameRu: ruById.get(p.id)?.name ?? p.name,
          productSnapshot: {
            uz: productMedia({ ...p, is_favorite: false }, imagePathOf),
            ru: productMedia({ ...(ruById.get(p.id) ?? p), is_favorite: false }, imagePathOf),
          },
          quantity: count,
          price: p.price,
          discountPrice: p.discount_price,
        })),
      );
      // One part per store, each fulfilled by its store (ADR 0016), starting where the order starts.
      const storeIds = [...new Set(uz.map((p) => p.store.id))].sort((a, b) => a - b);
      await tx.insert(orderParts).values(storeIds.map((storeId) => ({ orderId, storeId, status: startStatus, updatedAt: now })));
      await moveStock(tx, quantities, -1);
      await fillEmptyProfileName(tx, userId, input);
      await rememberLocale(tx, userId, locale);
      await emptyBasketOnOrder(tx, userId);
      await tx.insert(orderStatusHistory).values({ orderId, status: startStatus, actorId: userId, createdAt: now });
      // Every code and offer the order got counts one use (their rows are locked above).
      const used = priced.applied.map((p) => p.id).filter((id) => id > 0);
      if (used.length) {
        await tx.insert(promoCodeUses).values(used.map((promoCodeId) => ({ promoCodeId, userId, orderId })));
        await tx
          .update(promoCodes)
          .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
          .where(inArray(promoCodes.id, used));
      }
      return { id: orderId, storeIds, soldOut: [...quantities].filter(([pid, q]) => stock.get(pid)! - q === 0).map(([pid]) => pid) };
    });
  } catch (err) {
    // The same Idempotency-Key raced in twice: the loser's transaction rolled back; answer the winner's order.
    const winner = isUniqueViolation(err) ? await replayOf(db, userId, idempotencyKey, locale) : null;
    if (winner) return { order: winner, replayed: true };
    throw err;
  }
  countOrder(input.type, paymentType);
  await cachesForget({ kind: 'stock', productIds: [...quantities.keys()], soldOutOrBack: placed.soldOut });
  await orderEvent(db, { kind: 'placed', orderId: placed.id, storeIds: placed.storeIds, actorId: userId });
  return { order: await getOrder(db, userId, placed.id, locale), replayed: false };
}
