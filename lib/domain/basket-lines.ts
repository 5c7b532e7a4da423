import type { BasketLineRef } from '../contract/catalog';
import type { OrderInput } from '../contract/orders';

/**
 * The lines a basket sends to the server. A file of their own: the cart's check needs them on
 * every cart page, while basket.ts rides on every page of the shop (the basket store) and
 * checkout.ts holds the checkout's other rules.
 */

/** A basket's lines (in stock and not) as the server's check takes them: `{ id, count }`. */
export function checkLines(basket: { products: readonly BasketLineRef[]; not_available: readonly BasketLineRef[] }): BasketLineRef[] {
  return [...basket.products, ...basket.not_available].map(({ id, count }) => ({ id, count }));
}

/** A basket's lines as an order takes them: `{ product, quantity }`. */
export function orderLines(products: readonly BasketLineRef[]): OrderInput['products'] {
  return products.map(({ id, count }) => ({ product: id, quantity: count }));
}
