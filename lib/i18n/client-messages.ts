import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The namespaces the client islands of every page read (header, menus, product cards, filters,
 * location and its map, search, "show more" of the lists, the shelves of the home page and the
 * empty cart, the auth modal, the footer, error and 404); the rest of the messages stay on the
 * server.
 */
export const CLIENT_NAMESPACES = ['common', 'nav', 'header', 'footer', 'languages', 'catalogMenu', 'scrollTop', 'product', 'productPage', 'features', 'cart', 'favourites', 'auth', 'error', 'notFound', 'filters', 'location', 'map', 'search', 'loadMore', 'shelves', 'offline'] as const;

/**
 * Of a namespace above that only some pages' islands read whole, the keys the islands of every
 * page read: of `cart`, the multi-store notice's (the basket button on any page can show it). The
 * whole namespace is 1.8 kB in Uzbek and 2.4 kB in Russian of every page's HTML (issue 21); the
 * basket, checkout, orders and console pages add it whole (below).
 */
const SHELL_KEYS: Readonly<Record<string, readonly string[]>> = {
  cart: ['multiStoreTitle', 'multiStoreText', 'multiStoreOk', 'multiStoreDontAsk'],
};

/** What the account pages' islands add (profile, orders with their totals, addresses, support). */
export const ACCOUNT_NAMESPACES = ['account', 'orders', 'addresses', 'support', 'checkout', 'cart'] as const;

/** What the console's pages add (issue 18): its own words, the orders' and the support tickets'. */
export const CONSOLE_NAMESPACES = ['account', 'orders', 'support', 'console', 'cart'] as const;

/** What the basket, its checkout and "order placed" pages add. */
export const CART_NAMESPACES = ['account', 'orders', 'addresses', 'checkout', 'cart'] as const;

/**
 * The product page's reviews island (its counts, list and the review form) runs under a provider of
 * its own with only these, so that no other page carries the form's words.
 */
export const REVIEW_NAMESPACES = ['common', 'product', 'productPage', 'reviews'] as const;

/** The messages of a few namespaces only, for an island's own NextIntlClientProvider. */
export async function islandMessages(namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
}

/**
 * The messages for a NextIntlClientProvider: the common client namespaces plus `extra`. A nested
 * provider replaces the outer one's messages, so it carries the common ones too.
 */
export async function clientMessages(extra: readonly string[] = []): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  const shell = CLIENT_NAMESPACES.map((ns): [string, AbstractIntlMessages[string]] => {
    const keys = SHELL_KEYS[ns];
    const all = messages[ns];
    if (!keys || extra.includes(ns) || typeof all !== 'object') return [ns, all];
    return [ns, Object.fromEntries(keys.map((key) => [key, all[key]]))];
  });
  return Object.fromEntries([...shell, ...extra.map((ns) => [ns, messages[ns]])]);
}
