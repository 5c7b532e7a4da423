/**
 * How a product's figures read, the same on every card, page and basket line.
 */
import type { CardProduct, StoreOffer } from '../contract/catalog';

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

/**
 * The fields of a product that a card and its islands need (CardProduct), from a whole product or
 * one kept before: what a server component passes to a card, so that the page's React payload
 * carries no more (ADR 0022).
 */
/**
 * How many of a product's related products its page shows: one row of cards from `sm` up, two
 * rows of two on a phone. The API answers more (other clients may show them); the page carries
 * only what is seen without scrolling sideways, which keeps a crawled page small (ADR 0022).
 */
export const RELATED_ON_PAGE = 4;

export function cardProduct(p: CardProduct): CardProduct {
  const { store, category } = p;
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    discount: p.discount,
    discount_price: p.discount_price,
    available: p.available,
    // Only when set: every card of a page carries these (ADR 0022), and most are on sale and open.
    ...(p.stopped_until ? { stopped_until: p.stopped_until } : {}),
    amount_type: p.amount_type,
    weight: p.weight,
    // Only goods sold by weight carry it: every card's field crosses into the page's payload.
    ...(p.weight_step ? { weight_step: p.weight_step } : {}),
    price_per_unit: p.price_per_unit ?? null,
    rating: p.rating,
    rating_count: p.rating_count,
    free_shipping: p.free_shipping,
    pickup: p.pickup,
    around_the_clock: p.around_the_clock,
    flag: p.flag,
    images: p.images.slice(0, 1),
    // Only on a grouped list's cards (ADR 0034).
    ...(p.offers ? { offers: p.offers } : {}),
    category: { id: category.id },
    store: {
      id: store.id,
      brand_name: store.brand_name,
      store_location_name: store.store_location_name,
      working_time: store.working_time,
      ...(store.open_now === false ? { open_now: false, opens_at: store.opens_at ?? null } : {}),
    },
  };
}

/** The fields of a product that the "in other stores" block shows (StoreOffer). */
export function storeOffer(p: StoreOffer): StoreOffer {
  return {
    id: p.id,
    price: p.price,
    discount: p.discount,
    discount_price: p.discount_price,
    available: p.available,
    rating: p.rating,
    rating_count: p.rating_count,
    store: { brand_name: p.store.brand_name, logo: p.store.logo },
  };
}
