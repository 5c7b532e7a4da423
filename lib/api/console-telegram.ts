import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { TelegramLinkInput } from '@/lib/contract/telegram';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** The order desk's Telegram chats in the console: /console/telegram/links/ and /console/telegram/chats/. */

export const telegramKeys = {
  all: [...consoleKeys.all, 'telegram'] as const,
  /** A store's chats, or (null) the operators'. */
  chats: (storeId: number | null) => [...telegramKeys.all, 'chats', storeId] as const,
};

const listTelegramChats = (http: Http, storeId: number | null) => call(http, consoleApi.telegram.chats, { query: { store_id: storeId ?? undefined } });

export const createTelegramLink = (http: Http, body: TelegramLinkInput) => call(http, consoleApi.telegram.link, { json: body });

export const unlinkTelegramChat = (http: Http, id: number) => call(http, consoleApi.telegram.unlink, { path: { id } });

export const telegramChatsQuery = (http: Http, storeId: number | null) =>
  queryOptions({ queryKey: telegramKeys.chats(storeId), queryFn: () => listTelegramChats(http, storeId), staleTime: 0 });
