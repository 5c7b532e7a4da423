import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { ShopperTelegram, ShopperTelegramLink } from '@/lib/contract/account';
import type { Locale } from '@/lib/contract/values';
import type { Db, Tx } from '../db/client';
import { telegramLinkTokens, users } from '../db/schema';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { sendMessage } from '../telegram/outbox';
import { sayBot } from '../telegram/texts';
import { hitLimits } from './rate-limit';
import { randomToken, sha256 } from './secrets';
import { rememberLocale } from './user-locale';

/**
 * A shopper's Telegram (ADR 0033): from their profile they get the bot's deep link with a one-time
 * token (kept hashed, `purpose` shopper, for LINK_TTL_MINUTES); `/start <token>` in a private chat
 * links that chat to the account (server/services/telegram-links.ts spends the token, then
 * `linkShopperChat`). Their back-in-stock notices then come from the bot instead of by SMS
 * (back-in-stock.ts). `/stop`, blocking the bot (Telegram's my_chat_member "kicked", or a 403 on a
 * send) and the profile's "unlink" unlink it. The staff's link (`users.telegram_user_id`, who
 * pressed a button) is another thing and is left alone: a shopper's chat is `users.telegram_chat_id`.
 * Offered only where TELEGRAM_BOT_USERNAME is set: the link must name the site's own bot.
 */
const LINK_TTL_MINUTES = 20;

/** Links made per account and hour: enough for every retry a shopper makes, not for filling a table. */
const LINKS_PER_HOUR = 10;

const shopperBot = () => env().TELEGRAM_BOT_USERNAME ?? null;

export async function shopperTelegram(db: Db, userId: number): Promise<ShopperTelegram> {
  const [row] = await db.select({ chatId: users.telegramChatId }).from(users).where(eq(users.id, userId));
  const bot = shopperBot();
  return { available: bot !== null, linked: row?.chatId != null, bot_username: bot };
}

/** A deep link for this shopper; the language of the request becomes theirs (the bot answers in it). */
export async function createShopperLink(db: Db, userId: number, locale: Locale): Promise<ShopperTelegramLink> {
  const bot = shopperBot();
  if (!bot) throw new ApiFailure('not_found');
  await hitLimits(db, [{ key: `telegram-link:user:${userId}`, max: LINKS_PER_HOUR, windowSeconds: 3600 }]);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LINK_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(telegramLinkTokens).values({ tokenHash: sha256(token), purpose: 'shopper', userId, storeId: null, expiresAt });
    await rememberLocale(tx, userId, locale);
  });
  return { link: `https://t.me/${bot}?start=${token}`, expires_at: expiresAt.toISOString() };
}

/** The profile's "unlink" (nothing linked is no error). */
export async function unlinkShopper(db: Db, userId: number): Promise<ShopperTelegram> {
  await db.update(users).set({ telegramChatId: null }).where(eq(users.id, userId));
  return shopperTelegram(db, userId);
}

/** Inside `/start`'s transaction: this private chat is now the shopper's (taken from any other account: one chat, one account). */
export async function linkShopperChat(tx: Tx, userId: number, chatId: number): Promise<void> {
  await tx
    .update(users)
    .set({ telegramChatId: null })
    .where(and(eq(users.telegramChatId, chatId), ne(users.id, userId)));
  await tx.update(users).set({ telegramChatId: chatId }).where(eq(users.id, userId));
}

/** Unlinks whatever account has this chat; answers its language, or null when none had it. */
export async function forgetShopperChat(db: Db | Tx, chatId: number): Promise<Locale | null> {
  const [gone] = await db.update(users).set({ telegramChatId: null }).where(eq(users.telegramChatId, chatId)).returning({ locale: users.locale });
  return gone ? (gone.locale ?? 'uz') : null;
}

/** `/stop` in a private chat: unlinks it, and says so in the shopper's language (else the sender's). */
export async function stopShopperChat(db: Db, chatId: number, languageCode: string | undefined): Promise<void> {
  const locale = (await forgetShopperChat(db, chatId)) ?? (languageCode?.startsWith('ru') ? 'ru' : 'uz');
  await sendMessage(db, { chatId, text: sayBot(locale, 'shopperStopped'), kind: 'reply' });
}

/**
 * A message to a shopper's chat through the outbox. Answers whether it went (or, without a bot
 * token, was kept in the outbox); Telegram's 403 (the bot blocked) unlinks the chat as well.
 */
export async function tellShopper(db: Db, chatId: number, text: string, kind: string): Promise<boolean> {
  const delivery = await sendMessage(db, { chatId, text, kind });
  if (delivery === 'forbidden') await forgetShopperChat(db, chatId);
  return delivery === 'sent' || delivery === 'kept';
}
