import { queryOptions } from './query-options';
import type { ShopperTelegram, ShopperTelegramLink } from '@/lib/contract/account';
import { unwrap, type Http } from './http';

/** The shopper's Telegram (login): /auth/telegram/ and /auth/telegram/link/. */

export const getShopperTelegram = (http: Http) => http.get('auth/telegram/').then(unwrap<ShopperTelegram>);

export const createShopperTelegramLink = (http: Http) => http.post('auth/telegram/link/').then(unwrap<ShopperTelegramLink>);

export const unlinkShopperTelegram = (http: Http) => http.delete('auth/telegram/').then(unwrap<ShopperTelegram>);

export const shopperTelegramKeys = {
  all: ['auth', 'telegram'] as const,
};

/** Live; while a link is open (`polling`) and not yet used, asked every 3 s so that the page sees the bot's /start land. */
export const shopperTelegramQuery = (http: Http, polling = false) =>
  queryOptions({
    queryKey: shopperTelegramKeys.all,
    queryFn: () => getShopperTelegram(http),
    staleTime: 0,
    refetchInterval: (query) => (polling && !query.state.data?.linked ? 3000 : false),
  });
