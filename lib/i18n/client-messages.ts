import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache } from 'react';

/**
 * The namespaces the client islands of every page read (header, menus, product cards, the location
 * button, search, the footer, error and 404); the rest of the messages stay on the server. The
 * islands loaded on demand bring their own (the auth modal, the location dialog, its map, the
 * nearby list: lib/i18n/with-messages.tsx), and the list pages add theirs (LIST_NAMESPACES).
 */
const CLIENT_NAMESPACES = [
  'common',
  'nav',
  'header',
  'footer',
  'languages',
  'catalogMenu',
  'scrollTop',
  'product',
  'features',
  'cart',
  'favourites',
  'error',
  'notFound',
  'location',
  'search',
  'offline',
  'storeHours',
  'orderChanges',
] as const;

/**
 * Of a namespace above that only some pages' islands read whole, the keys the islands of every
 * page read. The whole `cart` namespace is 1.8 kB in Uzbek and 2.4 kB in Russian of every page's
 * HTML (ADR 0022); the basket, checkout, orders and console pages add it whole (below). The
 * another-store toast of any page's basket button brings its own words (`separateStore`, with its code).
 */
const SHELL_KEYS: Readonly<Record<string, readonly string[]>> = {
  // The delivery estimate (the product page's column: components/product/product-info.tsx).
  cart: ['eta'],
  // The location button's (components/location/location-picker.tsx); its dialog brings the rest.
  location: ['button', 'current'],
  // A stopped product's and a closed store's words on cards and the product page (ADR 0030); the console adds the rest.
  storeHours: ['notAvailableToday', 'notAvailableUntil', 'closed', 'closedOpensToday', 'closedOpensTomorrow', 'closedOpensOn'],
  // Of the item changes' words, what a card and the product page say of goods sold by weight.
  orderChanges: ['byWeightKg', 'byWeightG'],
};

/** What the list pages' islands add (the filters sheet and sidebar, "show more"). */
export const LIST_NAMESPACES = ['filters', 'loadMore'] as const;

/** The /products list adds `offers`: its grouped cards (ADR 0034), which no other page shows. */
export const GROUPED_LIST_NAMESPACES = [...LIST_NAMESPACES, 'offers'] as const;

/**
 * What the account pages' islands add (profile with its Telegram, orders with their totals,
 * addresses, support), and the API's field words their forms say as the server would.
 */
export const ACCOUNT_NAMESPACES = [
  'account',
  'orders',
  'addresses',
  'support',
  'checkout',
  'cart',
  'orderChanges',
  'orderDesk.shopper',
  'shopperTelegram',
  'storePromos.shop',
  'api.fields',
] as const;

/**
 * What the console's pages add (ADR 0017): its own words, the orders', the addresses' and the
 * support tickets', the order desk's, and the API's field words (what the contract's schemas say
 * in its forms, as the server would: components/forms/contract-form.ts).
 */
export const CONSOLE_NAMESPACES = [
  'account',
  'orders',
  'addresses',
  'support',
  'console',
  'consoleShell',
  'consoleStaff',
  'cart',
  'auth',
  'storeHours',
  'deskAlerts',
  'deskTelegram',
  'orderChanges',
  'orderDesk',
  'consoleReports',
  'consolePriceList',
  'api.fields',
  // The words of a store promotion's rules between its fields, as the API says them (lib/contract/field-issues.ts).
  'api.storePromos',
  'storePromos',
  'catalogScale',
] as const;

/** What the basket, its checkout and "order placed" pages add (of the stores' promotions, the shop's words). */
export const CART_NAMESPACES = ['account', 'orders', 'addresses', 'checkout', 'cart', 'orderChanges', 'orderDesk.shopper', 'storePromos.shop'] as const;

/** The checkout adds the API's field words, in which its address form's checks speak (components/forms/contract-form.ts). */
export const CHECKOUT_NAMESPACES = [...CART_NAMESPACES, 'api.fields'] as const;

/**
 * The product page's islands (gallery, other stores, the reviews' counts and list) add
 * `productPage` and, of `reviews`, the photo label of the list; the review form (loaded on demand)
 * brings the rest of its words with its code (lib/i18n/with-messages.tsx).
 */
export async function productPageMessages(): Promise<AbstractIntlMessages> {
  const [shell, messages] = await Promise.all([clientMessages(['productPage']), getMessages()]);
  const reviews = messages.reviews as AbstractIntlMessages;
  return { ...shell, reviews: { photoOf: reviews.photoOf } };
}

/**
 * The messages for a NextIntlClientProvider: the common client namespaces plus `extra`. A nested
 * provider replaces the outer one's messages, so it carries the common ones too. `ns.key` brings
 * one group of a namespace only (the shopper's few words of the order desk's namespace).
 */
export async function clientMessages(extra: readonly string[] = []): Promise<AbstractIntlMessages> {
  const [messages, shell] = await Promise.all([getMessages(), shellMessages()]);
  const picked: Record<string, AbstractIntlMessages | string> = {};
  for (const name of extra) {
    const [ns, key] = name.split('.') as [string, string | undefined];
    if (!key) picked[ns] = messages[ns]!;
    else picked[ns] = { ...(picked[ns] as AbstractIntlMessages | undefined), [key]: (messages[ns] as AbstractIntlMessages)[key]! };
  }
  return { ...shell, ...picked };
}

/**
 * The common namespaces, made once per request: a nested provider's messages then hold the very
 * objects the layout's do, which React's payload sends once and refers to after.
 */
const shellMessages = cache(async (): Promise<AbstractIntlMessages> => {
  const messages = await getMessages();
  return Object.fromEntries(
    CLIENT_NAMESPACES.map((ns) => {
      const keys = SHELL_KEYS[ns];
      const all = messages[ns];
      if (!keys || typeof all !== 'object') return [ns, all];
      return [ns, Object.fromEntries(keys.map((key) => [key, all[key]]))];
    }),
  );
});
