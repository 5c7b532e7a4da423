import type { Order } from '../contract/orders';
import { ORDER_STATUS, type OrderType } from '../contract/order-values';
import type { BasketLine } from './basket';
import type { DeliveryTerms } from './delivery';
import { canMove } from './order-status';
import { platformPercent, priceBasket, type PromoSet } from './promotions';

/**
 * Order rules shared by the checkout page and the server, which prices every order with them
 * (from the database, never from what a client sends). The status codes and order types are the
 * contract's (lib/contract/values.ts).
 */

/** A pickup order waits this long at the store. */
export const PICKUP_HOLD_HOURS = 4;

/**
 * Whether the shopper may still cancel: 0, 1 or 2; a pickup order also while 3 or 5. The rule is
 * the state machine's (order-status.ts), read from there so the console and the shop agree.
 */
export function canCancel(type: OrderType, status: number): boolean {
  return canMove(type, status, ORDER_STATUS.CANCELLED, 'shopper');
}

/**
 * Whether an online order still waits for its money (status 0, and the provider's link to pay it
 * is there): the orders list offers "Pay" for it.
 */
export function awaitsPayment(order: Pick<Order, 'status' | 'payment_url'>): boolean {
  return order.status === ORDER_STATUS.WAITING_PAYMENT && !!order.payment_url;
}

/**
 * Whether the order's page shows when its delivery is to arrive: not for a cancelled order, and
 * not for one that waits for its online payment: no store starts on it until it is
 * paid, so a time shown then would be a promise nobody made yet.
 */
export function showsDeliveryTime(status: number): boolean {
  return status !== ORDER_STATUS.CANCELLED && status !== ORDER_STATUS.WAITING_PAYMENT;
}

/** How often an open order's page asks for its status (store staff move it in the console). */
export const ORDER_REFRESH_MS = 5000;

export interface PricedLine extends BasketLine {
  free_shipping: boolean;
}

/** An order's figures, as its answer carries them. */
export type OrderPrice = Pick<Order, 'all_prices' | 'sale_price' | 'sale_price_promo_code' | 'delivery_price' | 'total_price'>;

/** Each store's delivery terms by store id; a store missing from it has DEFAULT_TERMS. */
export type TermsByStore = ReadonlyMap<number, Omit<DeliveryTerms, 'store'>>;

/**
 * What an order costs: the basket totals (lib/domain/basket.ts) plus delivery, store by store
 * (lib/domain/delivery.ts): each store's fee unless all its goods ship free or they reach its
 * free-from amount; nothing for pickup. With the default terms that is the contract's 5000 so'm
 * for an order from one store. `promo` is the platform code's percent, or the promotions
 * (lib/domain/promotions.ts: a store's code and offers too), priced by priceBasket.
 */
export function priceOrder(lines: readonly PricedLine[], type: OrderType, promo: number | PromoSet = 0, terms?: TermsByStore): OrderPrice {
  return priceBasket(lines, type, { ...promoSetOf(promo), terms }).order;
}

/** A platform percent (how callers before store promotions said it) as a set of promotions. */
export const promoSetOf = (promo: number | PromoSet): PromoSet => (typeof promo === 'number' ? { code: platformPercent(promo) } : promo);
