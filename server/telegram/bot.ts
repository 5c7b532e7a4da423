import 'server-only';
import { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Db } from '../db/client';
import { DEFAULT_BOT_USERNAME, env } from '../env';
import { pressButton } from '../services/telegram-orders';
import { forgetShopperChat, stopShopperChat } from '../services/shopper-telegram';
import { forgetChat, migrateChat, startWithToken } from '../services/telegram-links';
import { sendMessage } from './outbox';
import { sayBot } from './texts';

/**
 * The order desk's bot (grammY) on webhooks: the route (server/routes/telegram.ts) checks the
 * secret and hands each Update here. It answers `/start <token>` (the console's deep links, and a
 * shopper's from their profile), the order posts' buttons, and a shopper's `/stop`. Whatever it
 * says goes through the outbox (server/telegram/outbox.ts), never through the context's API
 * directly, so that without a token nothing leaves the machine and every message is on record.
 */

/** A stand-in for the token when none is set: grammY needs one to build its API client, which is never called then. */
const NO_TOKEN = '0:outbox-only';

/**
 * What getMe would answer, made from the settings: grammY needs it to handle updates (commands
 * addressed `/start@<bot>` in groups), and fetching it would be a network call at start.
 */
function botInfo(): UserFromGetMe {
  const e = env();
  const id = Number(e.TELEGRAM_BOT_TOKEN?.split(':')[0] ?? 0);
  return {
    id,
    is_bot: true,
    first_name: 'Savat',
    username: e.TELEGRAM_BOT_USERNAME ?? DEFAULT_BOT_USERNAME,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

function makeBot(db: Db): Bot {
  const bot = new Bot(env().TELEGRAM_BOT_TOKEN ?? NO_TOKEN, { botInfo: botInfo() });
  // Every word goes through the outbox: a handler that called the API itself would be a bug.
  bot.api.config.use(() => {
    throw new Error('the desk bot speaks through server/telegram/outbox.ts only');
  });

  bot.command('start', async (ctx) => {
    const token = ctx.match.trim();
    const from = ctx.from;
    if (!from) return;
    const reply = /^[A-Za-z0-9_-]{20,64}$/.test(token)
      ? await startWithToken(db, {
          token,
          chat: { id: ctx.chat.id, type: ctx.chat.type, title: 'title' in ctx.chat ? ctx.chat.title : undefined },
          fromId: from.id,
          languageCode: from.language_code,
        })
      : sayBot(from.language_code?.startsWith('ru') ? 'ru' : 'uz', 'hello');
    await sendMessage(db, { chatId: ctx.chat.id, text: reply, kind: 'reply' });
  });

  // A shopper's `/stop` in the bot's private chat: their notices go back to SMS.
  bot.command('stop', async (ctx) => {
    if (ctx.chat.type === 'private') await stopShopperChat(db, ctx.chat.id, ctx.from?.language_code);
  });

  bot.on('callback_query:data', async (ctx) => {
    const q = ctx.callbackQuery;
    const message = q.message;
    await pressButton(db, {
      callbackQueryId: q.id,
      fromId: q.from.id,
      languageCode: q.from.language_code,
      chatId: message?.chat.id ?? q.from.id,
      messageId: message?.message_id ?? null,
      data: q.data,
    });
  });

  // A group upgraded to a supergroup gets a new id; the bot removed from a chat can post there no more.
  bot.on('message:migrate_to_chat_id', (ctx) => migrateChat(db, ctx.chat.id, ctx.message.migrate_to_chat_id));
  bot.on('my_chat_member', async (ctx) => {
    const status = ctx.myChatMember.new_chat_member.status;
    if (status !== 'left' && status !== 'kicked') return;
    // Blocked in a private chat: a shopper's notices can reach them there no more.
    if (ctx.chat.type === 'private') await forgetShopperChat(db, ctx.chat.id);
    else await forgetChat(db, ctx.chat.id);
  });

  return bot;
}

/** Handles one Update; a failing handler throws grammY's BotError (the route logs it). */
export async function handleUpdate(db: Db, update: Update): Promise<void> {
  await makeBot(db).handleUpdate(update);
}
