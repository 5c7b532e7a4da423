import { Api } from 'grammy';
import { and, asc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { products, smsMessages, stores, telegramLinkTokens, telegramMessages, users } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { backInStockSettled, sendBackInStockNotices } from '@/server/services/back-in-stock';
import { setTelegramApiForTests } from '@/server/telegram/outbox';
import { call, expectError, get, post } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { withEnv } from '@/test/env';

// The site's bot, its webhook's secret; no bot token: what the bot says stays in the outbox.
const SECRET = 'test-webhook-secret-0123456789';
const BOT = 'savat_shop_bot';
process.env.TELEGRAM_WEBHOOK_SECRET = SECRET;
process.env.TELEGRAM_BOT_USERNAME = BOT;
delete process.env.TELEGRAM_BOT_TOKEN;
resetEnvCache();

type Headers = Record<string, string>;

let updateId = 500_000;
let chatSeq = 880_000_000;

/** `/start <token>` (or any command) from Telegram user `chatId` in their private chat with the bot. */
function command(text: string, chatId: number, chat: object = { id: chatId, first_name: 'Aziza', type: 'private' }, languageCode = 'uz') {
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      from: { id: chatId, is_bot: false, first_name: 'Aziza', language_code: languageCode },
      chat,
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: text.split(' ')[0]!.length, type: 'bot_command' }],
    },
  };
}

const webhook = (update: object) => call('POST', '/telegram/webhook/', { body: update, headers: { 'X-Telegram-Bot-Api-Secret-Token': SECRET } });
const tokenOf = (link: string) => new URL(link).searchParams.get('start')!;

/** Plays Telegram's Bot API: every call answers `answer` (grammY throws a GrammyError for `ok: false`). */
function fakeTelegram(answer: { ok: true; result: unknown } | { ok: false; error_code: number; description: string }) {
  const api = new Api('123456:fake-token-for-the-tests-only-000');
  api.config.use(async () => answer as never);
  return api;
}

describe.each(testTargets())("a shopper's Telegram on %s", (target) => {
  const db = useSeededDb(target);

  async function shopper(): Promise<{ headers: Headers; phone: string; userId: number }> {
    const { phone, password } = await createAccount(db());
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    return { headers: bearer((await loginAs(phone, password)).access_token), phone, userId: user!.id };
  }

  const state = async (headers: Headers) => (await get('/auth/telegram/', { headers })).body.result;
  const chatOf = async (userId: number) => (await db().db.select({ chat: users.telegramChatId }).from(users).where(eq(users.id, userId)))[0]!.chat;
  const messagesTo = async (chatId: number) =>
    db().db.select().from(telegramMessages).where(eq(telegramMessages.chatId, chatId)).orderBy(asc(telegramMessages.id));

  /** A linked shopper: their link asked for in `locale`, opened in a private chat of their own. */
  async function linked(locale: 'uz' | 'ru' = 'uz') {
    const s = await shopper();
    const made = await call('POST', '/auth/telegram/link/', { headers: s.headers, locale });
    expect(made.status).toBe(201);
    const chatId = ++chatSeq;
    expect((await webhook(command(`/start ${tokenOf(made.body.result.link)}`, chatId))).status).toBe(200);
    expect(await chatOf(s.userId)).toBe(chatId);
    return { ...s, chatId };
  }

  /** A product no other test took, out of stock, its store taking orders. */
  const taken: number[] = [-1];
  async function soldOut() {
    const [row] = await db()
      .db.select({ id: products.id, storeId: products.storeId, nameUz: products.nameUz, nameRu: products.nameRu })
      .from(products)
      .where(and(isNull(products.deletedAt), gt(products.available, 0), notInArray(products.id, taken)))
      .orderBy(asc(products.id))
      .limit(1);
    taken.push(row!.id);
    await db().db.update(products).set({ available: 0, stoppedUntil: null }).where(eq(products.id, row!.id));
    await db().db.update(stores).set({ schedule: null, pausedUntil: null }).where(eq(stores.id, row!.storeId));
    return row!;
  }
  const waitFor = (headers: Headers, id: number, locale: 'uz' | 'ru' = 'uz') => call('POST', `/store/products/back-in-stock/${id}/`, { headers, locale });
  /** The store's seller gives stock back as the console does; the notices it starts are awaited. */
  async function restock(p: { id: number; storeId: number }, available = 5) {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: p.storeId }]);
    expect((await call('PATCH', `/console/products/${p.id}/`, { headers: seller.headers, body: { available } })).status).toBe(200);
    await backInStockSettled();
  }
  const smsNotices = async (phone: string) =>
    (await db().db.select({ text: smsMessages.text }).from(smsMessages).where(eq(smsMessages.phoneNumber, phone))).filter((m) =>
      /sotuvda|в продаже/.test(m.text),
    );
  const tgNotices = async (chatId: number) => (await messagesTo(chatId)).filter((m) => m.kind === 'back_in_stock');

  it('is for a signed-in shopper; offered only where the bot is configured', async () => {
    expectError(await get('/auth/telegram/'), 401, 'unauthorized');
    expectError(await post('/auth/telegram/link/'), 401, 'unauthorized');
    expectError(await call('DELETE', '/auth/telegram/'), 401, 'unauthorized');
    const s = await shopper();
    expect(await state(s.headers)).toEqual({ available: true, linked: false, bot_username: BOT });
    await withEnv({ TELEGRAM_BOT_USERNAME: undefined }, async () => {
      expect(await state(s.headers)).toEqual({ available: false, linked: false, bot_username: null });
      expectError(await post('/auth/telegram/link/', undefined, { headers: s.headers }), 404, 'not_found');
    });
  });

  it("a link is a one-time token, kept hashed, for 20 minutes; /start in a private chat links it and answers in the shopper's language", async () => {
    const s = await shopper();
    const before = Date.now();
    const made = await call('POST', '/auth/telegram/link/', { headers: s.headers, locale: 'ru' });
    expect(made.status).toBe(201);
    const { link, expires_at } = made.body.result;
    expect(link).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?start=[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(expires_at) - before;
    expect(expires).toBeGreaterThan(19 * 60_000);
    expect(expires).toBeLessThanOrEqual(20 * 60_000 + 1000);
    const token = tokenOf(link);
    const rows = await db().db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.userId, s.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'shopper', storeId: null, usedAt: null });
    expect(rows[0]!.tokenHash).not.toContain(token);

    // Sent in a group, it links nothing there and is not spent.
    const groupId = -++chatSeq;
    await webhook(command(`/start@${BOT} ${token}`, ++chatSeq, { id: groupId, title: 'Oila', type: 'group' }));
    expect(await chatOf(s.userId)).toBeNull();

    const chatId = ++chatSeq;
    expect((await webhook(command(`/start ${token}`, chatId))).status).toBe(200);
    expect(await chatOf(s.userId)).toBe(chatId);
    expect((await messagesTo(chatId)).at(-1)!.text).toMatch(/подключён к вашему аккаунту Savat/);
    expect(await state(s.headers)).toEqual({ available: true, linked: true, bot_username: BOT });

    // Once: the same link from another chat links nothing, and says where to get a new one.
    const other = ++chatSeq;
    await webhook(command(`/start ${token}`, other));
    expect(await chatOf(s.userId)).toBe(chatId);
    expect((await messagesTo(other)).at(-1)!.text).toMatch(/profilingizdan yangisini/);
  });

  it('an expired link links nothing', async () => {
    const s = await shopper();
    const made = await post('/auth/telegram/link/', undefined, { headers: s.headers });
    await db()
      .db.update(telegramLinkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(telegramLinkTokens.userId, s.userId));
    const chatId = ++chatSeq;
    await webhook(command(`/start ${tokenOf(made.body.result.link)}`, chatId));
    expect(await chatOf(s.userId)).toBeNull();
    expect((await messagesTo(chatId)).at(-1)!.text).toMatch(/eskirgan/);
  });

  it('one chat, one account: linking it to another account takes it from the first', async () => {
    const first = await linked();
    const second = await shopper();
    const made = await post('/auth/telegram/link/', undefined, { headers: second.headers });
    await webhook(command(`/start ${tokenOf(made.body.result.link)}`, first.chatId));
    expect(await chatOf(second.userId)).toBe(first.chatId);
    expect(await chatOf(first.userId)).toBeNull();
  });

  it('a linked shopper hears by Telegram, once, in their language, and gets no SMS; one not linked gets the SMS', async () => {
    const tg = await linked('ru');
    const bySms = await shopper();
    const p = await soldOut();
    expect((await waitFor(tg.headers, p.id, 'ru')).status).toBe(200);
    expect((await waitFor(bySms.headers, p.id)).status).toBe(200);
    await restock(p);

    const [notice, ...more] = await tgNotices(tg.chatId);
    expect(more).toEqual([]);
    expect(notice!.text).toContain(p.nameRu);
    expect(notice!.text).toContain('снова в продаже');
    expect(notice!.text).toMatch(new RegExp(`/ru/products/${p.id}$`));
    expect(await smsNotices(tg.phone)).toEqual([]);
    expect(await smsNotices(bySms.phone)).toHaveLength(1);

    // Raised again, or another sender: nothing more.
    await restock(p, 9);
    expect(await sendBackInStockNotices(db().db)).toBe(0);
    expect(await tgNotices(tg.chatId)).toHaveLength(1);
    expect(await smsNotices(bySms.phone)).toHaveLength(1);
  });

  it('a bot blocked by the shopper (403) unlinks the chat and the notice goes by SMS; Telegram down, by SMS and still linked', async () => {
    const blocked = await linked();
    const down = await linked();
    const p = await soldOut();
    await waitFor(blocked.headers, p.id);
    await db().db.update(products).set({ available: 3 }).where(eq(products.id, p.id));
    setTelegramApiForTests(fakeTelegram({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }));
    try {
      expect(await sendBackInStockNotices(db().db, [p.id])).toBe(1);
    } finally {
      setTelegramApiForTests(undefined);
    }
    expect(await chatOf(blocked.userId)).toBeNull();
    expect(await smsNotices(blocked.phone)).toHaveLength(1);
    expect((await tgNotices(blocked.chatId))[0]).toMatchObject({ status: 'failed' });

    const q = await soldOut();
    await waitFor(down.headers, q.id);
    await db().db.update(products).set({ available: 3 }).where(eq(products.id, q.id));
    setTelegramApiForTests(fakeTelegram({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    try {
      expect(await sendBackInStockNotices(db().db, [q.id])).toBe(1);
    } finally {
      setTelegramApiForTests(undefined);
    }
    expect(await chatOf(down.userId)).toBe(down.chatId);
    expect(await smsNotices(down.phone)).toHaveLength(1);

    // Sent for real (a token set): one message, marked sent, and no SMS.
    const ok = await linked();
    const r = await soldOut();
    await waitFor(ok.headers, r.id);
    await db().db.update(products).set({ available: 3 }).where(eq(products.id, r.id));
    setTelegramApiForTests(fakeTelegram({ ok: true, result: { message_id: 77, date: 0, chat: { id: ok.chatId, type: 'private' }, text: 'x' } }));
    try {
      expect(await sendBackInStockNotices(db().db, [r.id])).toBe(1);
    } finally {
      setTelegramApiForTests(undefined);
    }
    expect(await tgNotices(ok.chatId)).toEqual([expect.objectContaining({ status: 'sent', telegramMessageId: 77 })]);
    expect(await smsNotices(ok.phone)).toEqual([]);
  });

  it('unlinks from the profile, by /stop, or when the shopper blocks the bot; then the notice goes by SMS', async () => {
    const fromProfile = await linked();
    const res = await call('DELETE', '/auth/telegram/', { headers: fromProfile.headers });
    expect(res.body.result).toEqual({ available: true, linked: false, bot_username: BOT });
    expect(await chatOf(fromProfile.userId)).toBeNull();
    // Nothing linked: no error either.
    expect((await call('DELETE', '/auth/telegram/', { headers: fromProfile.headers })).status).toBe(200);

    const stopped = await linked('ru');
    await webhook(command('/stop', stopped.chatId));
    expect(await chatOf(stopped.userId)).toBeNull();
    expect((await messagesTo(stopped.chatId)).at(-1)!.text).toMatch(/больше не будут приходить/);

    const kicked = await linked();
    const bot = { id: 1, is_bot: true, first_name: 'Savat', username: BOT };
    await webhook({
      update_id: ++updateId,
      my_chat_member: {
        chat: { id: kicked.chatId, first_name: 'Aziza', type: 'private' },
        from: { id: kicked.chatId, is_bot: false, first_name: 'Aziza' },
        date: 0,
        old_chat_member: { user: bot, status: 'member' },
        new_chat_member: { user: bot, status: 'kicked', until_date: 0 },
      },
    });
    expect(await chatOf(kicked.userId)).toBeNull();

    const p = await soldOut();
    await waitFor(stopped.headers, p.id);
    await restock(p);
    expect(await tgNotices(stopped.chatId)).toEqual([]);
    expect(await smsNotices(stopped.phone)).toHaveLength(1);
  });
});
