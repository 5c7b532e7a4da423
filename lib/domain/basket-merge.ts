/**
 * The basket a logged-in shopper keeps on the server (ADR 0031): its limits, what a stored line
 * keeps of its count, and how the device's basket joins the account's at login. Shared by the
 * storefront's sync and the server's basket service.
 */

/** At most this many lines in a basket kept on the server: as many as one order takes. */
export const MAX_BASKET_LINES = 100;
/** At most this many of one product in a line: as many as an order line takes. */
export const MAX_LINE_COUNT = 999;

/** A line as the server keeps it. */
export interface SavedLine {
  id: number;
  count: number;
}

/**
 * The count a stored line keeps, given the product's stock now: capped to the stock while any is
 * left (the basket never holds more than can be bought); a product sold out keeps its count,
 * as the device keeps it under not_available until it is back or removed.
 */
export function keptCount(count: number, available: number): number {
  const wanted = Math.min(MAX_LINE_COUNT, Math.max(1, Math.trunc(count)));
  return available > 0 ? Math.min(wanted, available) : wanted;
}

/**
 * At login the device's basket joins the account's. A product on both sides keeps the LARGER of
 * its two counts, not their sum: a device that was logged in before still holds the account's own
 * lines (logging out keeps the basket on the device), and adding them up would double every line at
 * each login; the larger count is what the shopper chose on one device, never more than either.
 * The account's lines come first in their order (the line object the account's, which the server
 * answered fresh), then the lines only on the device, in the device's order; beyond
 * MAX_BASKET_LINES the last ones are left out.
 */
export function mergeBaskets<T extends SavedLine>(device: readonly T[], account: readonly T[]): T[] {
  const onDevice = new Map(device.map((line) => [line.id, line.count]));
  const merged = account.map((line) => {
    const mine = onDevice.get(line.id);
    return mine === undefined ? line : { ...line, count: Math.min(MAX_LINE_COUNT, Math.max(line.count, mine)) };
  });
  const known = new Set(account.map((line) => line.id));
  const seen = new Set<number>();
  for (const line of device) {
    if (known.has(line.id) || seen.has(line.id)) continue;
    seen.add(line.id);
    merged.push({ ...line, count: Math.min(MAX_LINE_COUNT, line.count) });
  }
  return merged.slice(0, MAX_BASKET_LINES);
}

/** A basket's lines as one string (ids and counts in order): whether two baskets hold the same. */
export function linesKey(lines: readonly SavedLine[]): string {
  return lines.map((line) => `${line.id}:${line.count}`).join(',');
}
