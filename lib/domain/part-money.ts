import { ORDER_STATUS, type OrderType, type PaymentType } from '../contract/order-values';
import { lineTotal, type OrderLineMoney } from './order-lines';
import { splitByWeight, toCollect } from './order-totals';

/**
 * Each store's part of a placed order in money, read from what the order stores (its promotions
 * and each store's fee as charged), never priced again: a part's goods are the sum of its lines,
 * its fee is the store's in the order's deliveries (nothing for pickup), its store's own promotion
 * is its own, and the platform code's discount is shared among the parts by their goods after
 * those, so that the parts' totals add up to the order's total to the so'm. The shares are taken over every part of the order, also those a
 * seller does not see, so a seller reads the same figures for their part as an operator.
 */

export interface PartMoney {
  subtotal: number;
  delivery_price: number;
  discount: number;
  /** subtotal + delivery_price − discount. */
  total: number;
  /** What the courier or the pickup desk collects: nothing when paid online or when the part was cancelled. */
  to_collect: number;
}

export interface PartMoneyOrder {
  type: OrderType;
  payment_type: PaymentType;
  /** The promo code's discount on the whole order, as stored. */
  sale_price_promo_code: number;
  /** Each store's fee as charged (the order's deliveries). */
  deliveries: readonly { store: { id: number }; delivery_price: number }[];
  /**
   * The promotions the order got (ADR 0037), with what each took off; null or absent for an order
   * placed before them (its promo discount is then the platform code's alone).
   */
  promotions?: readonly { store: number | null; saving: number }[] | null;
}

export interface PartMoneyLine extends OrderLineMoney {
  store_id: number | null;
}

/** The money of every store's part of an order (store id → figures), for `parts` (every part, with its status). */
export function partMoney(
  order: PartMoneyOrder,
  parts: readonly { store_id: number; status: number }[],
  lines: readonly PartMoneyLine[],
): Map<number, PartMoney> {
  const subtotals = parts.map((p) => lines.filter((l) => l.store_id === p.store_id).reduce((s, l) => s + lineTotal(l), 0));
  // A store's own promotion is its part's; the platform code's saving is shared by what the goods cost after them.
  const own = parts.map((p) => (order.promotions ?? []).filter((x) => x.store === p.store_id).reduce((s, x) => s + x.saving, 0));
  const platform = order.promotions ? order.promotions.filter((x) => x.store === null).reduce((s, x) => s + x.saving, 0) : order.sale_price_promo_code;
  const platformShares = splitByWeight(
    platform,
    subtotals.map((s, i) => Math.max(0, s - own[i]!)),
  );
  const shares = platformShares.map((s, i) => s + own[i]!);
  return new Map(
    parts.map((p, i) => {
      const delivery = order.type === 'T' ? 0 : (order.deliveries.find((d) => d.store.id === p.store_id)?.delivery_price ?? 0);
      const total = subtotals[i]! + delivery - shares[i]!;
      const collect = p.status === ORDER_STATUS.CANCELLED ? 0 : toCollect(total, order.payment_type);
      return [p.store_id, { subtotal: subtotals[i]!, delivery_price: delivery, discount: shares[i]!, total, to_collect: collect }];
    }),
  );
}
