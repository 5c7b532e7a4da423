import 'server-only';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TelegramChats, TelegramLink } from '@/lib/contract/telegram';
import type { Db, Tx } from '../db/client';
import { stores, telegramChats, telegramLinkTokens, users } from '../db/schema';
import { DEFAULT_BOT_USERNAME, env } from '../env';
import { ApiFailure, notFound } from '../http/errors';
import { sayBot, type BotMessageKey } from '../telegram/texts';
import { audit } from './audit';
import { reachesStore, rolesOf, scopeOf, type StaffScope } from './roles';
import { linkShopperChat } from './shopper-telegram';
import { randomToken, sha256 } from './secrets';
import { localeOfUser } from './user-locale';

/**
 * Linking Telegram to the order desk: a staff member asks the console for a one-time token and
 * opens the bot's deep link with it. In a group (`?startgroup=`) the bot links that chat to the
 * token's store (or, for a token without a store, as the operators' chat) and the sender's
 * account to the staff member; in a private chat (`?start=`) only the account. The token is kept
 * hashed, works once, for LINK_TTL_MINUTES.
 */
const LINK_TTL_MINUTES = 20;

/** A store's chats need staff of that store; the operators' chat (null) an operator. Else not found / forbidden. */
async function checkReach(db: Db | Tx, scope: StaffScope, storeId: number | null): Promise<void> {
  if (storeId === null) {
    if (!scope.operator) throw new ApiFailure('forbidden');
    return;
  }
  if (!reachesStore(scope, storeId)) throw notFound();
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
}

const botUsername = () => env().TELEGRAM_BOT_USERNAME ?? DEFAULT_BOT_USERNAME;

export async function createLinkToken(db: Db, scope: StaffScope, storeId: number | null): Promise<TelegramLink> {
  await checkReach(db, scope, storeId);
  // Two tokens, one a link: opening one leaves the other usable.
  const [group, own] = [randomToken(), randomToken()];
  const expiresAt = new Date(Date.now() + LINK_TTL_MINUTES * 60_000);
  await db.insert(telegramLinkTokens).values([group, own].map((t) => ({ tokenHash: sha256(t), storeId, userId: scope.userId, expiresAt })));
  const bot = `https://t.me/${botUsername()}`;
  return { store_id: storeId, expires_at: expiresAt.toISOString(), group_link: `${bot}?startgroup=${group}`, private_link: `${bot}?start=${own}` };
}

export async function listChats(db: Db, scope: StaffScope, storeId: number | null): Promise<TelegramChats> {
  await checkReach(db, scope, storeId);
  const [rows, [me]] = await Promise.all([
    db
      .select()
      .from(telegramChats)
      .where(storeId === null ? isNull(telegramChats.storeId) : eq(telegramChats.storeId, storeId))
      .orderBy(asc(telegramChats.id)),
    db.select({ telegramUserId: users.telegramUserId }).from(users).where(eq(users.id, scope.userId)),
  ]);
  return {
    chats: rows.map((r) => ({ id: r.id, store_id: r.storeId, chat_id: r.chatId, title: r.title, created_at: r.createdAt.toISOString() })),
    account_linked: me?.telegramUserId != null,
    bot_username: botUsername(),
  };
}

export async function unlinkChat(db: Db, scope: StaffScope, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [chat] = await tx.select().from(telegramChats).where(eq(telegramChats.id, id)).for('update');
    if (!chat) throw notFound();
    // A seller learns nothing of the operators' chat or another store's: not found either way.
    if (chat.storeId === null ? !scope.operator : !reachesStore(scope, chat.storeId)) throw notFound();
    await tx.delete(telegramChats).where(eq(telegramChats.id, id));
    await audit(tx, {
      actorId: scope.userId,
      action: 'telegram.unlink',
      entity: 'telegram_chat',
      entityId: id,
      before: { store_id: chat.storeId, chat_id: chat.chatId, title: chat.title },
    });
  });
}

/** Gives a Telegram account to a Savat user (taking it from whoever had it: one account, one user). */
async function linkAccount(tx: Tx, userId: number, telegramUserId: number): Promise<void> {
  await tx
    .update(users)
    .set({ telegramUserId: null })
    .where(and(eq(users.telegramUserId, telegramUserId), ne(users.id, userId)));
  await tx.update(users).set({ telegramUserId }).where(eq(users.id, userId));
}

export interface StartCommand {
  token: string;
  chat: { id: number; type: string; title?: string };
  fromId: number;
  languageCode?: string;
}

/**
 * `/start <token>` (the deep link): spends the token and links what it links. Answers what the
 * bot replies, in the linking user's language. A token that is unknown, spent or expired links
 * nothing; so does one whose user is no longer staff of its store. A shopper's token (from their
 * profile) links the private chat it is sent in to their account, for their notices.
 */
export async function startWithToken(db: Db, cmd: StartCommand): Promise<string> {
  const guess = cmd.languageCode?.startsWith('ru') ? 'ru' : 'uz';
  const group = cmd.chat.type === 'group' || cmd.chat.type === 'supergroup';
  const done = await db.transaction(async (tx): Promise<{ key: BotMessageKey; values: Record<string, string>; userId: number } | null> => {
    const [token] = await tx
      .update(telegramLinkTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(telegramLinkTokens.tokenHash, sha256(cmd.token)),
          isNull(telegramLinkTokens.usedAt),
          gt(telegramLinkTokens.expiresAt, new Date()),
          // A shopper's token links a private chat only: in a group it is not spent.
          group ? eq(telegramLinkTokens.purpose, 'desk') : undefined,
        ),
      )
      .returning();
    if (!token) return null;
    // A shopper's (from their profile): this private chat gets their notices.
    if (token.purpose === 'shopper') {
      await linkShopperChat(tx, token.userId, cmd.chat.id);
      return { key: 'shopperLinked', values: {}, userId: token.userId };
    }
    const scope = scopeOf(token.userId, await rolesOf(tx, token.userId));
    if (token.storeId === null ? !scope.operator : !reachesStore(scope, token.storeId)) return null;
    await linkAccount(tx, token.userId, cmd.fromId);
    const [user] = await tx.select({ fullName: users.fullName, phone: users.phoneNumber }).from(users).where(eq(users.id, token.userId));
    const name = user?.fullName || user?.phone || '';
    // A private chat links the account only.
    if (!group) return { key: 'linkedAccount' as BotMessageKey, values: { name }, userId: token.userId };
    // Linked again (a new token for the same chat): the title and who linked it are refreshed.
    await tx.execute(sql`
      INSERT INTO telegram_chats (store_id, chat_id, title, linked_by)
      VALUES (${token.storeId}, ${cmd.chat.id}, ${cmd.chat.title ?? null}, ${token.userId})
      ON CONFLICT (coalesce(store_id, 0), chat_id) DO UPDATE SET title = EXCLUDED.title, linked_by = EXCLUDED.linked_by`);
    const [store] = token.storeId === null ? [] : await tx.select({ brandName: stores.brandName }).from(stores).where(eq(stores.id, token.storeId));
    await audit(tx, {
      actorId: token.userId,
      action: 'telegram.link',
      entity: 'telegram_chat',
      entityId: cmd.chat.id,
      after: { store_id: token.storeId, chat_id: cmd.chat.id, title: cmd.chat.title ?? null },
    });
    return token.storeId === null
      ? { key: 'linkedOperators' as BotMessageKey, values: {}, userId: token.userId }
      : { key: 'linkedStore' as BotMessageKey, values: { store: store?.brandName ?? '' }, userId: token.userId };
  });
  if (!done) {
    // A shopper's spent or expired link is answered with where to get a new one: their profile.
    const [known] = await db
      .select({ purpose: telegramLinkTokens.purpose })
      .from(telegramLinkTokens)
      .where(eq(telegramLinkTokens.tokenHash, sha256(cmd.token)));
    return sayBot(guess, known?.purpose === 'shopper' ? 'shopperTokenBad' : 'tokenBad');
  }
  return sayBot(await localeOfUser(db, done.userId), done.key, done.values);
}

/**
 * A group that became a supergroup has a new chat id (Telegram says so with `migrate_to_chat_id`):
 * its links follow it, so that new orders keep reaching the same people.
 */
export async function migrateChat(db: Db, fromChatId: number, toChatId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE telegram_chats c SET chat_id = ${toChatId}
      WHERE c.chat_id = ${fromChatId}
        AND NOT EXISTS (SELECT 1 FROM telegram_chats o WHERE o.chat_id = ${toChatId} AND coalesce(o.store_id, 0) = coalesce(c.store_id, 0))`);
    await tx.delete(telegramChats).where(eq(telegramChats.chatId, fromChatId));
  });
}

/** The bot was removed from a chat (or blocked in it): nothing can be posted there, so its links go. */
export async function forgetChat(db: Db, chatId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(telegramChats).where(eq(telegramChats.chatId, chatId)).returning();
    for (const chat of gone) {
      await audit(tx, {
        actorId: null,
        actorLabel: 'telegram',
        action: 'telegram.unlink',
        entity: 'telegram_chat',
        entityId: chat.id,
        before: { store_id: chat.storeId, chat_id: chat.chatId, title: chat.title },
      });
    }
  });
}
