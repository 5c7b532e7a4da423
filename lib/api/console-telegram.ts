import { queryOptions } from './query-options';
import type { TelegramChats, TelegramLink, TelegramLinkInput } from '@/lib/contract/telegram';
import { consoleKeys } from './console';
import { searchParams, unwrap, type Http } from './http';

/** The order desk's Telegram chats in the console: /console/telegram/links/ and /console/telegram/chats/. */

export const telegramKeys = {
  all: [...consoleKeys.all, 'telegram'] as const,
  /** A store's chats, or (null) the operators'. */
  chats: (storeId: number | null) => [...telegramKeys.all, 'chats', storeId] as const,
};

export const listTelegramChats = (http: Http, storeId: number | null) =>
  http.get('console/telegram/chats/', { searchParams: searchParams({ store_id: storeId ?? undefined }) }).then(unwrap<TelegramChats>);

export const createTelegramLink = (http: Http, body: TelegramLinkInput) => http.post('console/telegram/links/', { json: body }).then(unwrap<TelegramLink>);

export const unlinkTelegramChat = (http: Http, id: number) => http.delete(`console/telegram/chats/${id}/`).then(unwrap<null>);

export const telegramChatsQuery = (http: Http, storeId: number | null) =>
  queryOptions({ queryKey: telegramKeys.chats(storeId), queryFn: () => listTelegramChats(http, storeId), staleTime: 0 });
