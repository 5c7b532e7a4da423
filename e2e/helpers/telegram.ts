import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Telegram as the journeys play it: the e2e server's webhook secret (playwright.config.ts gives it
 * to the server) and Updates shaped as Telegram sends them, posted to the bot's webhook.
 */
export const E2E_TELEGRAM_SECRET = 'e2e-telegram-webhook-secret';
export const BOT_USERNAME = 'savat_desk_bot';

let updateId = Math.floor(Date.now() / 1000);

const tgUser = (id: number, language_code = 'uz') => ({ id, is_bot: false, first_name: `Xodim ${id}`, language_code });

export async function postUpdate(request: APIRequestContext, update: object, secret: string | null = E2E_TELEGRAM_SECRET) {
  return request.post('/api/v1/telegram/webhook/', { data: update, headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret } });
}

/** `/start@bot <token>` in a group, as the group deep link makes it. */
export const startInGroup = (chat: { id: number; title: string }, fromId: number, token: string) => {
  const text = `/start@${BOT_USERNAME} ${token}`;
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      from: tgUser(fromId),
      chat: { ...chat, type: 'supergroup' },
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: text.indexOf(' '), type: 'bot_command' }],
    },
  };
};

/** `/start <token>` in a user's private chat with the bot, as the `?start=` deep link makes it (the chat's id is the user's). */
export const startInPrivate = (userId: number, token: string, language = 'uz') => {
  const text = `/start ${token}`;
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      from: tgUser(userId, language),
      chat: { id: userId, first_name: `Xaridor ${userId}`, type: 'private' },
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: '/start'.length, type: 'bot_command' }],
    },
  };
};

/** A press of an inline button under the bot's post `messageId` in `chat`. */
export const buttonPress = (chat: { id: number; title: string }, fromId: number, data: string, messageId = 1, language = 'uz') => ({
  update_id: ++updateId,
  callback_query: {
    id: `${fromId}${updateId}`,
    from: tgUser(fromId, language),
    message: {
      message_id: messageId,
      from: { id: 1, is_bot: true, first_name: 'Savat', username: BOT_USERNAME },
      chat: { ...chat, type: 'supergroup' },
      date: Math.floor(Date.now() / 1000),
      text: '…',
    },
    chat_instance: '-5387341227471891',
    data,
  },
});

export interface OutboxMessage {
  id: number;
  chat_id: number;
  text: string;
  reply_markup: { inline_keyboard: { text: string; callback_data: string }[][] } | null;
  order_id: number | null;
  kind: string;
}

/** The bot's messages to a chat, newest first (the dev outbox). */
export async function outbox(request: APIRequestContext, chatId: number): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/v1/dev/telegram/?chat_id=${chatId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}
