import 'server-only';
import { eq } from 'drizzle-orm';
import { Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Db } from '../db/client';
import { telegramMessages } from '../db/schema';
import { env } from '../env';
import { logger } from '../log';

const log = logger('telegram');

/**
 * Everything the bot says goes through here, as SMS go through server/sms: the message is first
 * kept in telegram_messages (status `outbox`); with TELEGRAM_BOT_TOKEN set it is then sent through
 * the Bot API and marked `sent` (with Telegram's message id) or `failed`. Without a token nothing
 * leaves the machine: development and the tests read the outbox (GET /dev/telegram/).
 */

export interface Outgoing {
  chatId: number;
  text: string;
  replyMarkup?: InlineKeyboardMarkup | null;
  orderId?: number | null;
  storeId?: number | null;
  /** 'new_order', 'reminder', 'escalation', 'edit', 'callback_answer', 'reply', 'back_in_stock'. */
  kind: string;
}

// One API client per token for the process (grammY's Api keeps no state but its configuration).
let client: { token: string; api: Api } | undefined;
let testApi: Api | undefined;
function api(): Api | null {
  if (testApi) return testApi;
  const token = env().TELEGRAM_BOT_TOKEN;
  if (!token) return null;
  if (client?.token !== token) client = { token, api: new Api(token) };
  return client.api;
}

/** For tests: an API client of their own (grammY's, with a transformer playing Telegram), or back to the configured one. */
export function setTelegramApiForTests(next: Api | undefined): void {
  testApi = next;
}

/**
 * How a message went: `kept` in the outbox only (no token), `sent`, `forbidden` (Telegram's 403:
 * the user blocked the bot, or it may not write to that chat) or `failed` otherwise.
 */
export type Delivery = 'kept' | 'sent' | 'forbidden' | 'failed';

async function keep(db: Db, m: Outgoing, telegramMessageId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(telegramMessages)
    .values({
      chatId: m.chatId,
      text: m.text,
      replyMarkup: m.replyMarkup ?? null,
      orderId: m.orderId ?? null,
      storeId: m.storeId ?? null,
      kind: m.kind,
      telegramMessageId,
    })
    .returning({ id: telegramMessages.id });
  return row!.id;
}

/** Sends through the API when there is one, and records how it went; a failure is logged, never thrown. */
async function deliver(db: Db, rowId: number, call: ((api: Api) => Promise<number | null>) | null, what: Record<string, unknown>): Promise<Delivery> {
  const bot = api();
  if (!bot || !call) return 'kept';
  try {
    const messageId = await call(bot);
    await db
      .update(telegramMessages)
      .set({ status: 'sent', ...(messageId !== null ? { telegramMessageId: messageId } : {}) })
      .where(eq(telegramMessages.id, rowId));
    return 'sent';
  } catch (err) {
    // The error names the method and Telegram's description, never the token.
    log.warn({ ...what, reason: err instanceof Error ? err.message : String(err) }, 'a Telegram message was not sent');
    await db.update(telegramMessages).set({ status: 'failed' }).where(eq(telegramMessages.id, rowId));
    return err instanceof GrammyError && err.error_code === 403 ? 'forbidden' : 'failed';
  }
}

/** A new message in a chat; answers how it went. */
export async function sendMessage(db: Db, m: Outgoing): Promise<Delivery> {
  const id = await keep(db, m);
  return deliver(db, id, async (bot) => (await bot.sendMessage(m.chatId, m.text, m.replyMarkup ? { reply_markup: m.replyMarkup } : {})).message_id, {
    chat: m.chatId,
    kind: m.kind,
    order: m.orderId,
  });
}

/** A message the bot sent, rewritten (an order's post after a button moved it). */
export async function editMessage(db: Db, m: Outgoing & { messageId: number }): Promise<void> {
  const id = await keep(db, m, m.messageId);
  await deliver(
    db,
    id,
    async (bot) => {
      await bot.editMessageText(m.chatId, m.messageId, m.text, { reply_markup: m.replyMarkup ?? { inline_keyboard: [] } });
      return null;
    },
    { chat: m.chatId, kind: m.kind, order: m.orderId },
  );
}

/** The short answer to a button press (shown over the chat); kept with the chat it was pressed in. */
export async function answerCallback(
  db: Db,
  a: { callbackQueryId: string; chatId: number; text: string; orderId?: number | null; storeId?: number | null },
): Promise<void> {
  const id = await keep(db, { chatId: a.chatId, text: a.text, orderId: a.orderId, storeId: a.storeId, kind: 'callback_answer' });
  await deliver(
    db,
    id,
    async (bot) => {
      await bot.answerCallbackQuery(a.callbackQueryId, { text: a.text, show_alert: false });
      return null;
    },
    { chat: a.chatId, kind: 'callback_answer' },
  );
}
