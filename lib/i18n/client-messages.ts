import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The namespaces the client islands of every page read (header, menus, product cards, filters,
 * location and its map, search, "show more" of the lists, the shelves of the home page and the
 * empty cart, the auth modal, error and 404); the rest of the messages stay on the server.
 */
export const CLIENT_NAMESPACES = ['common', 'nav', 'header', 'languages', 'catalogMenu', 'scrollTop', 'product', 'productPage', 'features', 'cart', 'favourites', 'auth', 'error', 'notFound', 'filters', 'location', 'map', 'search', 'loadMore', 'shelves', 'offline'] as const;

/** What the account pages' islands add (profile, orders, addresses, support). */
export const ACCOUNT_NAMESPACES = ['account', 'orders', 'addresses', 'support', 'checkout'] as const;

/** What the console's pages add (issue 18): its own words, the orders' and the support tickets'. */
export const CONSOLE_NAMESPACES = ['account', 'orders', 'support', 'console'] as const;

/** What the basket's checkout and "order placed" pages add. */
export const CART_NAMESPACES = ['account', 'orders', 'addresses', 'checkout'] as const;

/**
 * The messages for a NextIntlClientProvider: the common client namespaces plus `extra`. A nested
 * provider replaces the outer one's messages, so it carries the common ones too.
 */
export async function clientMessages(extra: readonly string[] = []): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]]));
}
