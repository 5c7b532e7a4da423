/**
 * The product shelves of the home page and the empty cart: "Recently viewed"
 * is kept on the device, "Buy again" comes from the shopper's orders. Pure: shared by the store,
 * the shelves and their tests.
 */

/** A product page seen on this device: the product's id and when (ms since the epoch). */
export interface ViewedEntry {
  id: number;
  at: number;
}

/** How many viewed products the device keeps; the oldest fall off. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** How many products a shelf shows. */
export const SHELF_SIZE = 12;

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * Records a view: the product goes to the top with its time (a product seen again moves up, so the
 * list never holds it twice); at most `limit` entries are kept. An invalid id changes nothing.
 */
export function addViewed(list: readonly ViewedEntry[], id: number, at: number, limit = RECENTLY_VIEWED_LIMIT): ViewedEntry[] {
  if (!isId(id)) return [...list];
  return [{ id, at }, ...list.filter((entry) => entry.id !== id)].slice(0, limit);
}

/**
 * The list as stored, made safe to use: entries with a positive whole id and a finite time only,
 * newest first, each product once (its newest view), at most `limit`. A hand-edited or older entry
 * never breaks a page.
 */
export function cleanViewed(stored: unknown, limit = RECENTLY_VIEWED_LIMIT): ViewedEntry[] {
  if (!Array.isArray(stored)) return [];
  const valid = stored.filter(
    (e): e is ViewedEntry => typeof e === 'object' && e !== null && isId((e as ViewedEntry).id) && Number.isFinite((e as ViewedEntry).at),
  );
  const seen = new Set<number>();
  return valid
    .map(({ id, at }) => ({ id, at }))
    .sort((a, b) => b.at - a.at)
    .filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)))
    .slice(0, limit);
}

/** The products of a shelf in their order, those sold out last (stable: each group keeps its order). */
export function soldOutLast<T extends { available: number }>(products: readonly T[]): T[] {
  return [...products.filter((p) => p.available > 0), ...products.filter((p) => p.available < 1)];
}

/** The Telegram share link of a page: t.me's share dialog with the page's address and a text. */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`;
}
