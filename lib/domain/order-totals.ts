import { isOnlinePayment, type OrderType, type PaymentType } from '../contract/order-values';
import { deliveryByStore } from './delivery';
import { priceOrder, type OrderPrice, type PricedLine, type TermsByStore } from './order';

/**
 * An order's money, store by store: what each store's part costs the shopper, so that the order
 * desk shows the courier what to collect and the parts add up to the order's total to the so'm.
 * The order's figures come from priceOrder (the checkout's rules); the promo's discount, computed
 * on the whole order there, is shared among the parts by their goods.
 */

export interface PartTotals {
  store: number;
  /** The part's goods after their product discounts. */
  subtotal: number;
  delivery_price: number;
  /** The part's share of the promo code's discount. */
  discount: number;
  /** subtotal + delivery_price − discount. */
  total: number;
}

export interface OrderTotals {
  order: OrderPrice;
  parts: PartTotals[];
}

/**
 * Splits a whole amount in proportion to the weights so that the shares add up to it exactly
 * (largest remainder: the rounding goes to the shares that lost most to it; ties to the first).
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The order's figures and each store's part. `feeCap` (store id → the fee charged at checkout)
 * keeps a recomputed fee from ever rising after the order was placed: a store that drops an item
 * must not make the shopper pay for delivery they had free.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  type: OrderType,
  promoPercent = 0,
  terms?: TermsByStore,
  feeCap?: ReadonlyMap<number, number>,
): OrderTotals {
  const groups = deliveryByStore(lines, terms, type).map((g) => ({
    store: g.store,
    subtotal: g.subtotal,
    delivery_price: feeCap?.has(g.store) ? Math.min(g.delivery_price, feeCap.get(g.store)!) : g.delivery_price,
  }));
  const price = priceOrder(lines, type, promoPercent, terms);
  const delivery = groups.reduce((s, g) => s + g.delivery_price, 0);
  const order: OrderPrice = { ...price, delivery_price: delivery, total_price: price.total_price - price.delivery_price + delivery };
  const shares = splitByWeight(order.sale_price_promo_code, groups.map((g) => g.subtotal));
  const parts = groups.map((g, i) => ({ ...g, discount: shares[i]!, total: g.subtotal + g.delivery_price - shares[i]! }));
  return { order, parts };
}

/** What the courier (or the pickup desk) collects for a part: nothing when it was paid online. */
export const toCollect = (total: number, paymentType: PaymentType) => (isOnlinePayment(paymentType) ? 0 : total);
