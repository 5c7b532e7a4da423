import type { ItemState, OrderType } from '../contract/order-values';
import type { PricedLine, TermsByStore } from './order';
import { lineTotal, lineUnitPrice } from './order-lines';
import { orderTotals, type OrderTotals } from './order-totals';
import type { PromoSet } from './promotions';

/**
 * The rules of changing an order's items after it was placed (ADR 0029), free of the database:
 * what state a line is in, how the order is priced again over the lines it has now, and the
 * limits a store keeps to (a substitute's price, a weighed line's weight).
 */

export { type ItemState } from '../contract/order-values';

/** A substitute raising the order's total above its total at placing by more than this needs the shopper's yes. */
const CONSENT_RAISE_PERCENT = 10;
/** A proposal the shopper did not answer applies itself (or lapses) after this long. */
export const SUBSTITUTE_WAIT_MS = 10 * 60_000;
/** A weighed line may come out this much lighter or heavier than ordered. */
const WEIGHT_TOLERANCE_PERCENT = 10;

export interface ChangeLine {
  id: number;
  quantity: number;
  ordered_quantity: number | null;
  weight_grams: number | null;
  replaces_item_id: number | null;
}

/** A line's state: a substitute, one replaced by a substitute, made unavailable, lowered, weighed, or as ordered. */
export function itemState(line: ChangeLine, lines: readonly ChangeLine[]): ItemState {
  if (line.replaces_item_id !== null) return 'substitute';
  if (line.quantity === 0) return lines.some((l) => l.replaces_item_id === line.id) ? 'replaced' : 'unavailable';
  if (line.ordered_quantity !== null && line.quantity < line.ordered_quantity) return 'reduced';
  if (line.weight_grams !== null) return 'weighed';
  return 'ordered';
}

/** One line of an order as it is priced again: its money and what the delivery rules read. */
export interface RepriceLine {
  id: number;
  store: number;
  price: number;
  discount_price: number;
  quantity: number;
  weight_grams: number | null;
  weight_step: number | null;
  free_shipping: boolean;
}

/**
 * The lines as the checkout's pricing reads them. A weighed line counts once at its money for the
 * packed weight (lineTotal), so the basket rules, the free-delivery amount and the promo see what
 * it really costs; its full price is scaled the same way, so the product discount stays its own.
 */
export function pricedLines(lines: readonly RepriceLine[]): PricedLine[] {
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const discounted = lineUnitPrice(l) < l.price;
      if (l.weight_grams !== null && l.weight_step) {
        const money = lineTotal(l);
        const full = Math.round((l.price * l.weight_grams) / l.weight_step);
        return {
          id: l.id,
          price: Math.max(full, money),
          discount: discounted ? 1 : 0,
          discount_price: money,
          available: 1,
          count: 1,
          store: { id: l.store },
          free_shipping: l.free_shipping,
        };
      }
      return {
        id: l.id,
        price: l.price,
        discount: discounted ? 1 : 0,
        discount_price: l.discount_price,
        available: l.quantity,
        count: l.quantity,
        store: { id: l.store },
        free_shipping: l.free_shipping,
      };
    });
}

/**
 * The order's figures over the lines it has now, by the checkout's rules; a store's delivery fee
 * never rises above what was charged (`feeCap`), so a store that drops an item never makes the
 * shopper pay for delivery they had free. `promo`: the order's promotions as placed (placedPromoSet).
 */
export function repriceOrder(
  lines: readonly RepriceLine[],
  type: OrderType,
  promo: number | PromoSet,
  terms: TermsByStore,
  feeCap: ReadonlyMap<number, number>,
): OrderTotals {
  return orderTotals(pricedLines(lines), type, promo, terms, feeCap);
}

/** Whether a new total needs the shopper's yes: more than CONSENT_RAISE_PERCENT above the total at placing. */
export const needsConsent = (newTotal: number, placedTotal: number) => newTotal * 100 > placedTotal * (100 + CONSENT_RAISE_PERCENT);

/**
 * What a paid online order owes back: what was paid less what the order costs now (never below
 * nothing: a store cannot take more online than was paid).
 */
export const refundDue = (paid: number, total: number) => Math.max(0, paid - total);

/** The weights a store may enter for a weighed line: ±WEIGHT_TOLERANCE_PERCENT of quantity × step, in whole grams. */
export function weightBounds(quantity: number, weightStep: number): { min: number; max: number } {
  const ordered = quantity * weightStep;
  return { min: Math.ceil((ordered * (100 - WEIGHT_TOLERANCE_PERCENT)) / 100), max: Math.floor((ordered * (100 + WEIGHT_TOLERANCE_PERCENT)) / 100) };
}
