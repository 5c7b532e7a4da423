/**
 * How a product's figures read, the same on every card, page and basket line.
 */

/** Whether a product sells below its price: a discount percent and a lower price to show for it. */
export function hasDiscount(p: { price: number; discount: number; discount_price: number }): boolean {
  return p.discount > 0 && p.discount_price < p.price;
}

/** What one unit costs now: the lower price when the product is discounted. */
export function unitPrice(p: { price: number; discount: number; discount_price: number }): number {
  return hasDiscount(p) ? p.discount_price : p.price;
}

/**
 * A product's weight and unit of sale, as a card and the product page print them: "0,9 l · dona".
 * A unit the weight already names is not repeated: "1 kg", never "1 kg · kg".
 */
export function unitLabel(p: { weight: string | null; amount_type: string }): string {
  const weight = p.weight?.trim();
  const unit = p.amount_type.trim();
  if (weight && unit && weight.split(/\s+/).pop()!.toLowerCase() === unit.toLowerCase()) return weight;
  return [weight, unit].filter(Boolean).join(' · ');
}

/**
 * Offers that can be bought first, the sold-out ones last, each group in its given order: a
 * shopper comparing stores looks for one to buy from.
 */
export function availableFirst<T extends { available: number }>(offers: readonly T[]): T[] {
  return [...offers.filter((o) => o.available > 0), ...offers.filter((o) => o.available <= 0)];
}
