import { queryOptions } from './query-options';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** The shopper's Telegram (login): /auth/telegram/ and /auth/telegram/link/. */

const getShopperTelegram = (http: Http) => call(http, shopApi.auth.telegram.get);

export const createShopperTelegramLink = (http: Http) => call(http, shopApi.auth.telegram.link);

export const unlinkShopperTelegram = (http: Http) => call(http, shopApi.auth.telegram.unlink);

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
