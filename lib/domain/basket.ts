import { hasDiscount } from './product';

/**
 * The basket rules, free of React and storage: the basket store applies them on
 * the device and the server prices an order with the same function. Amounts are whole so'm.
 */

/** What a basket line needs to know about its product. */
export interface BasketLine {
  id: number;
  price: number;
  discount: number;
  discount_price: number;
  available: number;
  count: number;
  store: { id: number };
}

export interface BasketTotals {
  /** Sum of the counts. */
  totalCountProduct: number;
  /** Sum of price × count. */
  all_prices: number;
  /** Sum of (price − discount_price) × count over discounted lines. */
  discount_price: number;
  /** The promo percent applied to (all − discount), rounded. */
  promo_code_price: number;
  /** all − discount − promo. */
  cost_price: number;
}

export const DEFAULT_DELIVERY_PRICE = 5000;

export function basketTotals(lines: readonly BasketLine[], promoPercent = 0): BasketTotals {
  let totalCountProduct = 0;
  let all = 0;
  let discount = 0;
  for (const line of lines) {
    totalCountProduct += line.count;
    all += line.price * line.count;
    if (hasDiscount(line)) discount += (line.price - line.discount_price) * line.count;
  }
  const percent = Math.min(100, Math.max(0, promoPercent));
  const promo = Math.round(((all - discount) * percent) / 100);
  return { totalCountProduct, all_prices: all, discount_price: discount, promo_code_price: promo, cost_price: all - discount - promo };
}

/**
 * Adds `change` (may be negative) to a product's count, capped to its stock. A line whose count
 * reaches 0 leaves the basket; a product out of stock is not added.
 */
export function changeCount<T extends BasketLine>(lines: readonly T[], product: Omit<T, 'count'>, change: number): T[] {
  const index = lines.findIndex((line) => line.id === product.id);
  const current = index >= 0 ? lines[index].count : 0;
  const stock = Math.max(0, product.available);
  const next = Math.min(stock, current + change);
  if (next <= 0) return index >= 0 ? lines.filter((_, i) => i !== index) : [...lines];
  const line = { ...(index >= 0 ? lines[index] : product), ...product, count: next } as T;
  return index >= 0 ? lines.map((l, i) => (i === index ? line : l)) : [...lines, line];
}

/** The stores of the lines, each once, in the order they first appear. */
export function storesOf<S extends { id: number }>(lines: readonly { store: S }[]): S[] {
  const seen = new Map<number, S>();
  for (const line of lines) if (!seen.has(line.store.id)) seen.set(line.store.id, line.store);
  return [...seen.values()];
}

/**
 * The server check: lines sort into available (stock > 0, count capped to stock, current
 * prices from the server) and not_available (stock < 1). A line the server no longer knows is
 * not available either. Order follows the basket.
 */
export function applyCheck<T extends BasketLine>(lines: readonly T[], checked: readonly (Omit<T, 'count'> & { count?: number })[]) {
  const fresh = new Map(checked.map((p) => [p.id, p]));
  const available: T[] = [];
  const notAvailable: T[] = [];
  for (const line of lines) {
    const now = fresh.get(line.id);
    if (now && now.available > 0) {
      available.push({ ...line, ...now, count: Math.max(1, Math.min(line.count, now.available)) } as T);
    } else {
      notAvailable.push({ ...line, ...(now ?? {}), available: 0, count: line.count } as T);
    }
  }
  return { available, notAvailable };
}

/**
 * Undoing a removal: the line goes back where it was (`index`, clamped to the list). When the
 * shopper added the same product again meanwhile, that newer line stays as it is: undo never
 * doubles a count.
 */
export function putBack<T extends { id: number }>(lines: readonly T[], line: T, index: number): T[] {
  if (lines.some((l) => l.id === line.id)) return [...lines];
  const at = Math.min(Math.max(0, index), lines.length);
  return [...lines.slice(0, at), line, ...lines.slice(at)];
}

/**
 * Whether adding a product of `storeId` brings another store into a basket that already holds
 * one (or more): that store's part comes separately, for its own delivery fee.
 */
export const addsAnotherStore = (basketStoreIds: readonly number[], storeId: number): boolean => basketStoreIds.length > 0 && !basketStoreIds.includes(storeId);
