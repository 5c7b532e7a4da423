import { isOnlinePayment, type OrderType, type PaymentType } from '../contract/order-values';
import { promoSetOf, type OrderPrice, type PricedLine, type TermsByStore } from './order';
import { priceBasket, type AppliedPromo, type PromoSet } from './promotions';

export { splitByWeight } from './promotions';

/**
 * An order's money, store by store: what each store's part costs the shopper, so that the order
 * desk shows the courier what to collect and the parts add up to the order's total to the so'm.
 * The figures come from priceBasket (lib/domain/promotions.ts, the checkout's rules): a part's
 * discount is its store's own promotion and its share of the platform code's, shared by its goods.
 */

interface PartTotals {
  store: number;
  /** The part's goods after their product discounts. */
  subtotal: number;
  delivery_price: number;
  /** Its store's promotion's saving and its share of the platform code's. */
  discount: number;
  /** subtotal + delivery_price − discount. */
  total: number;
}

export interface OrderTotals {
  order: OrderPrice;
  parts: PartTotals[];
  /** The promotions that applied, with what each took off. */
  applied: AppliedPromo[];
}

/**
 * The order's figures and each store's part. `feeCap` (store id → the fee charged at checkout)
 * keeps a recomputed fee from ever rising after the order was placed: a store that drops an item
 * must not make the shopper pay for delivery they had free.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  type: OrderType,
  promo: number | PromoSet = 0,
  terms?: TermsByStore,
  feeCap?: ReadonlyMap<number, number>,
): OrderTotals {
  const priced = priceBasket(lines, type, { ...promoSetOf(promo), terms, feeCap });
  const parts = priced.stores.map((g) => ({ store: g.store, subtotal: g.subtotal, delivery_price: g.delivery_price, discount: g.discount, total: g.total }));
  return { order: priced.order, parts, applied: priced.applied };
}

/** What the courier (or the pickup desk) collects for a part: nothing when it was paid online. */
export const toCollect = (total: number, paymentType: PaymentType) => (isOnlinePayment(paymentType) ? 0 : total);
