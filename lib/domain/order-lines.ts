import { unitPrice } from './product';

/**
 * What one line of an order costs: its unit price (the discounted one when it had a discount)
 * times its quantity; for weighed goods whose real weight was entered when packing, the unit price
 * per weight step times the weight in steps, rounded to the so'm.
 */
export interface OrderLineMoney {
  price: number;
  discount_price: number;
  quantity: number;
  /** The real weight packed, in grams (weighed goods), or null. */
  weight_grams?: number | null;
  /** The product's weight step in grams (what one unit of quantity weighs), or null. */
  weight_step?: number | null;
}

export const lineUnitPrice = (l: Pick<OrderLineMoney, 'price' | 'discount_price'>) =>
  unitPrice({ price: l.price, discount_price: l.discount_price, discount: l.discount_price > 0 && l.discount_price < l.price ? 1 : 0 });

export function lineTotal(l: OrderLineMoney): number {
  const unit = lineUnitPrice(l);
  if (l.weight_grams != null && l.weight_step) return Math.round((unit * l.weight_grams) / l.weight_step);
  return unit * l.quantity;
}
