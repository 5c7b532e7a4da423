/**
 * Favourites rules (toggle, merge after login), shared by the device store and the login flow.
 */

/** Toggles a product in a list, newest first; answers the new list. */
export function toggleFavourite<T extends { id: number }>(list: readonly T[], product: T): T[] {
  return list.some((p) => p.id === product.id) ? list.filter((p) => p.id !== product.id) : [product, ...list];
}

/**
 * After login the server's favourites are merged with the device's: every product once, the
 * server's version of a product winning (it is fresher), the device's additions kept.
 */
export function mergeFavourites<T extends { id: number }>(local: readonly T[], server: readonly T[]): T[] {
  const ids = new Set(server.map((p) => p.id));
  return [...server, ...local.filter((p) => !ids.has(p.id))];
}

/** A shopper keeps at most this many favourites on the server (the oldest go first). */
export const MAX_FAVOURITES = 500;
