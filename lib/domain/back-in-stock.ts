/**
 * "Tell me when it is back" (ADR 0033): the rules the product page, favourites and the API share.
 *
 * A shopper may wait for a product the shop shows as out of stock: none left, or stop-listed (the
 * shop reads a stopped product's stock as 0, ADR 0030). The notice is due once they can buy it
 * again: stock above 0, not stopped, and its store neither suspended nor paused (a paused store
 * refuses orders: a notice then would send the shopper to a product they cannot order). The sender
 * (server/services/back-in-stock.ts) asks the same question of the database in SQL.
 */

export interface ShownStock {
  /** The stock as the shop shows it (0 for a stopped product). */
  available: number;
}

/** The stock the shop shows: none while the product is stopped. */
export function shownStock(available: number, stoppedUntil: Date | null, now: Date): ShownStock {
  return { available: stoppedUntil !== null && stoppedUntil.getTime() > now.getTime() ? 0 : available };
}

/** Whether the "notify me" offer applies to a product as the shop shows it. */
export function mayWaitFor(product: ShownStock): boolean {
  return product.available < 1;
}

export interface StockNow {
  available: number;
  stoppedUntil: Date | null;
  storePausedUntil: Date | null;
  /** Deleted, or its store suspended: out of the shop. */
  hidden: boolean;
}

/** Whether a waiting shopper's notice is due now. */
export function noticeDue(p: StockNow, now: Date): boolean {
  const after = (until: Date | null) => until === null || until.getTime() <= now.getTime();
  return !p.hidden && p.available > 0 && after(p.stoppedUntil) && after(p.storePausedUntil);
}

/** The product page a notice links to, in the shopper's language. */
export function productLink(siteUrl: string, locale: string, productId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/${locale}/products/${productId}`;
}

/**
 * A shopper waits for at most this many products at once: each may become an SMS we pay for, so a
 * script cannot sign one account up for the whole catalog.
 */
export const MAX_WAITING = 50;
