import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  auditLog,
  orderParts,
  orderStatusHistory,
  orders,
  products,
  stores,
  telegramChats,
  telegramLinkTokens,
  telegramMessages,
  users,
} from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { orderEvent } from '@/server/services/order-events';
import { realertUnseenParts } from '@/server/services/telegram-orders';
import { call, expectError, get, post } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { withEnv } from '@/test/env';

// The webhook's secret as setWebhook would have been given it; the bot has no token: outbox only.
const SECRET = 'test-webhook-secret-0123456789';
process.env.TELEGRAM_WEBHOOK_SECRET = SECRET;
process.env.DEV_SMS_OUTBOX = '1';
delete process.env.TELEGRAM_BOT_TOKEN;
resetEnvCache();

type Headers = Record<string, string>;

let updateId = 100_000;
let messageId = 1;
const BOT = 'savat_desk_bot';

/** A Telegram user as updates carry it. */
const tgUser = (id: number, language_code = 'uz') => ({ id, is_bot: false, first_name: `User ${id}`, username: `user${id}`, language_code });
const group = (id: number, title = 'Chilonzor staff') => ({ id, title, type: 'supergroup' as const });
const privateChat = (id: number) => ({ id, first_name: `User ${id}`, username: `user${id}`, type: 'private' as const });

/** A message Update with a command at its start, as Telegram sends `/start@bot <token>` from a deep link. */
function commandUpdate(chat: object, fromId: number, text: string) {
  const command = text.split(' ')[0]!;
  return {
    update_id: ++updateId,
    message: {
      message_id: ++messageId,
      from: tgUser(fromId),
      chat,
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: command.length, type: 'bot_command' }],
    },
  };
}

/** A button press (callback_query) on a message the bot posted in `chat`. */
function pressUpdate(chat: object, fromId: number, data: string, postId = 777) {
  return {
    update_id: ++updateId,
    callback_query: {
      id: String(BigInt(fromId) * 1000n + BigInt(updateId)),
      from: tgUser(fromId),
      message: {
        message_id: postId,
        from: { id: 1, is_bot: true, first_name: 'Savat', username: BOT },
        chat,
        date: Math.floor(Date.now() / 1000),
        text: 'Yangi buyurtma',
      },
      chat_instance: '-5387341227471891',
      data,
    },
  };
}

const webhook = (update: object, secret: string | null = SECRET) =>
  call('POST', '/telegram/webhook/', { body: update, headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret } });

describe.each(testTargets({ pool: 8 }))('the Telegram bot on %s', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db());
  });

  const picked: number[] = [-1];
  async function productOf(storeId: number) {
    const [row] = await db()
      .db.select({ id: products.id, nameUz: products.nameUz })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: 20 }).where(eq(products.id, row!.id));
    return row!;
  }

  /** A shopper's order of 2 of a product of `storeId`. */
  async function placeOrder(storeId: number, opts: { type?: 'D' | 'T'; payment?: 'cash' | 'card' | 'payme' } = {}) {
    const product = await productOf(storeId);
    const shopper = await staffHeaders(db());
    const body: Record<string, unknown> = {
      type: opts.type ?? 'T',
      full_name: 'Aziz Karimov',
      phone_number: shopper.phone,
      products: [{ product: product.id, quantity: 2 }],
      payment_type: opts.payment ?? 'cash',
    };
    if (opts.type === 'D') {
      const address = await call('POST', '/store/shipping/', {
        headers: shopper.headers,
        body: {
          address_name: 'Uy',
          address: 'Toshkent, Chilonzor 9-kvartal, 12-uy',
          entrance: '3',
          floor: '5',
          apartment: '47',
          landmark: 'Korzinka roʻparasida',
        },
      });
      body.delivery_address = address.body.result.id;
      body.comment = 'Domofon ishlamaydi';
    }
    const res = await call('POST', '/store/order/', { headers: shopper.headers, body });
    expect(res.status).toBe(201);
    return { id: res.body.result.id as number, total: res.body.result.total_price as number, product };
  }

  const messagesTo = async (chatId: number) =>
    db().db.select().from(telegramMessages).where(eq(telegramMessages.chatId, chatId)).orderBy(asc(telegramMessages.id));
  const lastTo = async (chatId: number) => (await messagesTo(chatId)).at(-1);
  const partOf = async (orderId: number, storeId: number) =>
    (
      await db()
        .db.select()
        .from(orderParts)
        .where(and(eq(orderParts.orderId, orderId), eq(orderParts.storeId, storeId)))
    )[0]!;
  const buttons = (markup: unknown) => ((markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard ?? []).flat();

  const linkFor = async (headers: Headers, storeId: number | null) => {
    const res = await post('/console/telegram/links/', { store_id: storeId }, { headers });
    expect(res.status).toBe(201);
    return res.body.result as { group_link: string; private_link: string; expires_at: string };
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('startgroup') ?? new URL(link).searchParams.get('start')!;

  let chatSeq = -1_001_000_000_000;
  let tgSeq = 500_000;
  /** A seller of `storeId` whose store group is linked by the seller's own /start from the group. */
  async function linkedSeller(storeId: number) {
    const staff = await staffHeaders(db(), [{ role: 'seller', storeId }]);
    const chat = group(--chatSeq);
    const tgId = ++tgSeq;
    const link = await linkFor(staff.headers, storeId);
    expect((await webhook(commandUpdate(chat, tgId, `/start@${BOT} ${tokenOf(link.group_link)}`))).status).toBe(200);
    return { ...staff, chat, tgId };
  }

  describe('the webhook', () => {
    it('refuses a call without the secret header, or with a wrong one (401), and does nothing', async () => {
      const staff = await staffHeaders(db(), [{ role: 'seller', storeId: storeA }]);
      const link = await linkFor(staff.headers, storeA);
      const chat = group(--chatSeq);
      const update = commandUpdate(chat, ++tgSeq, `/start@${BOT} ${tokenOf(link.group_link)}`);
      expectError(await webhook(update, null), 401, 'unauthorized');
      expectError(await webhook(update, 'wrong-secret-0123456789'), 401, 'unauthorized');
      expectError(await webhook(update, `${SECRET}x`), 401, 'unauthorized');
      expect(await messagesTo(chat.id)).toEqual([]);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id))).toEqual([]);
      // The token is still unused: the right secret links with it.
      expect((await webhook(update)).status).toBe(200);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id))).toHaveLength(1);
    });

    it('refuses every call while no secret is configured', async () => {
      await withEnv({ TELEGRAM_WEBHOOK_SECRET: undefined }, async () => {
        expectError(await webhook(commandUpdate(privateChat(1), 1, '/start')), 401, 'unauthorized');
        expectError(await webhook(commandUpdate(privateChat(1), 1, '/start'), ''), 401, 'unauthorized');
      });
    });

    it('answers 200 to updates it has nothing to do with, and greets a bare /start', async () => {
      expect(
        (await webhook({ update_id: ++updateId, edited_message: { message_id: 1, chat: privateChat(42), date: 0, edit_date: 0, text: 'x' } })).status,
      ).toBe(200);
      expect((await webhook(commandUpdate(privateChat(43), 43, '/start'))).status).toBe(200);
      expect((await lastTo(43))!.text).toContain('Savat');
      expectError(await webhook({ message: 'not an update' }), 400, 'validation_error');
    });
  });

  describe('linking', () => {
    it("links a store's group and the sender's account with a one-time token, lists and unlinks the chat", async () => {
      const staff = await staffHeaders(db(), [{ role: 'seller', storeId: storeA }]);
      const link = await linkFor(staff.headers, storeA);
      expect(link.group_link).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?startgroup=[A-Za-z0-9_-]{43}$`));
      expect(link.private_link).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?start=[A-Za-z0-9_-]{43}$`));
      const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(15);
      expect(minutes).toBeLessThanOrEqual(30);
      // Stored hashed: the token itself is nowhere in the table.
      const tokens = await db().db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.userId, staff.userId));
      expect(tokens).toHaveLength(2);
      expect(tokens.map((t) => t.tokenHash)).not.toContain(tokenOf(link.group_link));

      const chat = group(--chatSeq, 'Korzinka Chilonzor xodimlari');
      const tgId = ++tgSeq;
      expect((await webhook(commandUpdate(chat, tgId, `/start@${BOT} ${tokenOf(link.group_link)}`))).status).toBe(200);
      const [linked] = await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id));
      expect(linked).toMatchObject({ storeId: storeA, title: 'Korzinka Chilonzor xodimlari', linkedBy: staff.userId });
      const [user] = await db().db.select({ tg: users.telegramUserId }).from(users).where(eq(users.id, staff.userId));
      expect(user!.tg).toBe(tgId);
      const [brand] = await db().db.select({ name: stores.brandName }).from(stores).where(eq(stores.id, storeA));
      expect((await lastTo(chat.id))!.text).toContain(brand!.name);
      const audits = await db()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'telegram.link'), eq(auditLog.actorId, staff.userId)));
      expect(audits).toHaveLength(1);

      // Once only.
      const other = group(--chatSeq);
      await webhook(commandUpdate(other, tgId, `/start@${BOT} ${tokenOf(link.group_link)}`));
      expect((await lastTo(other.id))!.text).toMatch(/eskirgan|ishlatilgan/);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, other.id))).toEqual([]);

      const list = await get(`/console/telegram/chats/?store_id=${storeA}`, { headers: staff.headers });
      expect(list.status).toBe(200);
      expect(list.body.result.account_linked).toBe(true);
      expect(list.body.result.bot_username).toBe(BOT);
      expect(list.body.result.chats).toContainEqual(expect.objectContaining({ id: linked!.id, chat_id: chat.id, store_id: storeA }));

      // Another store's seller: 404 on listing, linking and unlinking; nothing changes.
      const stranger = await staffHeaders(db(), [{ role: 'seller', storeId: storeB }]);
      expectError(await get(`/console/telegram/chats/?store_id=${storeA}`, { headers: stranger.headers }), 404, 'not_found');
      expectError(await post('/console/telegram/links/', { store_id: storeA }, { headers: stranger.headers }), 404, 'not_found');
      expectError(await call('DELETE', `/console/telegram/chats/${linked!.id}/`, { headers: stranger.headers }), 404, 'not_found');
      // A seller has no operators' chat; a shopper no console.
      expectError(await post('/console/telegram/links/', { store_id: null }, { headers: staff.headers }), 403, 'forbidden');
      expectError(await get('/console/telegram/chats/', { headers: staff.headers }), 403, 'forbidden');
      const shopper = await staffHeaders(db());
      expectError(await post('/console/telegram/links/', { store_id: storeA }, { headers: shopper.headers }), 403, 'forbidden');
      expectError(await post('/console/telegram/links/', { store_id: 'x' }, { headers: staff.headers }), 400, 'validation_error');

      expect((await call('DELETE', `/console/telegram/chats/${linked!.id}/`, { headers: staff.headers })).status).toBe(200);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id))).toEqual([]);
      expectError(await call('DELETE', `/console/telegram/chats/${linked!.id}/`, { headers: staff.headers }), 404, 'not_found');
    });

    it('links only the account from a private chat, and refuses an expired token', async () => {
      const staff = await staffHeaders(db(), [{ role: 'seller', storeId: storeA }]);
      const link = await linkFor(staff.headers, storeA);
      const tgId = ++tgSeq;
      await webhook(commandUpdate(privateChat(tgId), tgId, `/start ${tokenOf(link.private_link)}`));
      const [user] = await db().db.select({ tg: users.telegramUserId }).from(users).where(eq(users.id, staff.userId));
      expect(user!.tg).toBe(tgId);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, tgId))).toEqual([]);
      expect((await lastTo(tgId))!.text).toContain('ulandi');

      const late = await linkFor(staff.headers, storeA);
      await db()
        .db.update(telegramLinkTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(telegramLinkTokens.userId, staff.userId));
      const chat = group(--chatSeq);
      await webhook(commandUpdate(chat, tgId, `/start@${BOT} ${tokenOf(late.group_link)}`));
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id))).toEqual([]);
      expect((await lastTo(chat.id))!.text).toMatch(/eskirgan/);
    });
    it('follows a group that became a supergroup, and forgets a chat the bot was removed from', async () => {
      const seller = await linkedSeller(storeA);
      const newId = --chatSeq;
      await webhook({
        update_id: ++updateId,
        message: {
          message_id: ++messageId,
          from: tgUser(seller.tgId),
          chat: { id: seller.chat.id, title: seller.chat.title, type: 'group' },
          date: 0,
          migrate_to_chat_id: newId,
        },
      });
      expect(await db().db.select({ store: telegramChats.storeId }).from(telegramChats).where(eq(telegramChats.chatId, newId))).toEqual([{ store: storeA }]);
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, seller.chat.id))).toEqual([]);

      const member = (status: string) => ({ user: { id: 1, is_bot: true, first_name: 'Savat', username: BOT }, status });
      await webhook({
        update_id: ++updateId,
        my_chat_member: { chat: group(newId), from: tgUser(seller.tgId), date: 0, old_chat_member: member('member'), new_chat_member: { ...member('left') } },
      });
      expect(await db().db.select().from(telegramChats).where(eq(telegramChats.chatId, newId))).toEqual([]);
      const { id } = await placeOrder(storeA);
      expect((await messagesTo(newId)).filter((m) => m.orderId === id)).toEqual([]);
    });
  });

  describe('new orders', () => {
    it('posts a cash delivery order to its store\'s chat with items, what to collect, the address and a "start packing" button', async () => {
      const seller = await linkedSeller(storeA);
      const { id, total, product } = await placeOrder(storeA, { type: 'D' });
      const posts = (await messagesTo(seller.chat.id)).filter((m) => m.kind === 'new_order');
      expect(posts).toHaveLength(1);
      const post = posts[0]!;
      expect(post).toMatchObject({ orderId: id, storeId: storeA, status: 'outbox' });
      expect(post.text).toContain(`№${id}`);
      expect(post.text).toContain(`${product.nameUz} × 2`);
      expect(post.text).toContain('Olinadigan summa');
      expect(post.text.replace(/\u00a0/g, ' ')).toContain(`${total.toLocaleString('en-US').replace(/,/g, ' ')} soʻm`);
      expect(post.text).toContain('3-podyezd, 5-qavat, 47-xonadon, moʻljal: Korzinka roʻparasida');
      expect(post.text).toContain('Domofon ishlamaydi');
      expect(buttons(post.replyMarkup)).toEqual([{ text: expect.stringContaining('Yigʻish'), callback_data: `mv:${id}:${storeA}:3` }]);
      expect((await partOf(id, storeA)).alertedAt).not.toBeNull();
      // Another store's chat hears nothing of it.
      const otherSeller = await linkedSeller(storeB);
      expect((await messagesTo(otherSeller.chat.id)).filter((m) => m.orderId === id)).toEqual([]);
    });

    it("posts each store its own part of a two-store order with a promo: the parts' totals add up to what the shopper pays", async () => {
      const [sa, sb] = [await linkedSeller(storeA), await linkedSeller(storeB)];
      const [pa, pb] = [await productOf(storeA), await productOf(storeB)];
      const shopper = await staffHeaders(db());
      const address = await call('POST', '/store/shipping/', { headers: shopper.headers, body: { address_name: 'Uy', address: 'Toshkent, Yunusobod 4' } });
      const res = await call('POST', '/store/order/', {
        headers: shopper.headers,
        body: {
          type: 'D',
          full_name: 'Ikki Doʻkon',
          phone_number: shopper.phone,
          delivery_address: address.body.result.id,
          payment_type: 'card',
          promocode: 'YANGI15',
          products: [
            { product: pa.id, quantity: 2 },
            { product: pb.id, quantity: 3 },
          ],
        },
      });
      expect(res.status).toBe(201);
      const { id, total_price } = res.body.result as { id: number; total_price: number };
      const figure = (text: string, label: string) => Number(new RegExp(`${label}: −?([\\d\\s]+)soʻm`).exec(text)![1]!.replace(/\D/g, ''));
      const posts = await Promise.all([sa, sb].map(async (s) => (await messagesTo(s.chat.id)).find((m) => m.orderId === id && m.kind === 'new_order')!));
      expect(posts[0]!.text).toContain(`${pa.nameUz} × 2`);
      expect(posts[0]!.text).not.toContain(pb.nameUz);
      expect(posts[1]!.text).toContain(`${pb.nameUz} × 3`);
      expect(posts.every((p) => p.text.includes('Promokod: −'))).toBe(true);
      const totals = posts.map((p) => figure(p.text, 'Jami'));
      expect(totals[0]! + totals[1]!).toBe(total_price);
      // Card on delivery: each courier collects their part.
      expect(posts.map((p) => figure(p.text, 'Olinadigan summa'))).toEqual(totals);
    });

    it('posts an online order only once it is paid, with an "accept" button', async () => {
      const seller = await linkedSeller(storeA);
      const { id } = await placeOrder(storeA, { payment: 'payme' });
      expect((await messagesTo(seller.chat.id)).filter((m) => m.orderId === id)).toEqual([]);
      // As the payment's settlement does: the order and its part paid, then the event.
      await db().db.update(orders).set({ status: 1, paymentState: 'paid' }).where(eq(orders.id, id));
      await db().db.update(orderParts).set({ status: 1, updatedAt: new Date() }).where(eq(orderParts.orderId, id));
      await orderEvent(db().db, { kind: 'paid', orderId: id, storeIds: [storeA] });
      await orderEvent(db().db, { kind: 'paid', orderId: id, storeIds: [storeA] });
      const posts = (await messagesTo(seller.chat.id)).filter((m) => m.orderId === id);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.text).toContain('Onlayn toʻlangan (Payme)');
      expect(buttons(posts[0]!.replyMarkup)).toEqual([{ text: expect.stringContaining('Qabul'), callback_data: `mv:${id}:${storeA}:2` }]);
    });
  });

  describe('buttons', () => {
    it("moves the part as the linked seller through the console's service: audit, history once, the post rewritten", async () => {
      const seller = await linkedSeller(storeA);
      const { id } = await placeOrder(storeA);
      const res = await webhook(pressUpdate(seller.chat, seller.tgId, `mv:${id}:${storeA}:3`, 9001));
      expect(res.status).toBe(200);
      const part = await partOf(id, storeA);
      expect(part.status).toBe(3);
      expect(part.seenAt).not.toBeNull();
      const history = await db()
        .db.select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.storeId, storeA)));
      expect(history.filter((h) => h.status === 3).map((h) => h.actorId)).toEqual([seller.userId]);
      const audits = await db()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
      expect(audits.map((a) => [a.action, a.actorId, (a.after as { status: number }).status])).toEqual([['order.status', seller.userId, 3]]);
      const said = await messagesTo(seller.chat.id);
      const answer = said.find((m) => m.kind === 'callback_answer' && m.orderId === id)!;
      expect(answer.text).toContain(`№${id}`);
      const edit = said.find((m) => m.kind === 'edit' && m.orderId === id)!;
      expect(edit.telegramMessageId).toBe(9001);
      expect(edit.text).toContain('Yigʻilmoqda');
      expect(buttons(edit.replyMarkup).map((b) => b.callback_data)).toEqual([`mv:${id}:${storeA}:5`]);

      // Pressed again (or by a colleague after the move): nothing moves, a polite answer.
      await webhook(pressUpdate(seller.chat, seller.tgId, `mv:${id}:${storeA}:3`, 9001));
      expect((await partOf(id, storeA)).status).toBe(3);
      expect(
        (await lastTo(seller.chat.id)) && (await messagesTo(seller.chat.id)).some((m) => m.kind === 'callback_answer' && m.text.includes('allaqachon')),
      ).toBe(true);
      expect(
        await db()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)))),
      ).toHaveLength(1);
    });

    it("refuses a press by someone not linked, or by another store's staff, and moves nothing", async () => {
      const seller = await linkedSeller(storeA);
      const otherSeller = await linkedSeller(storeB);
      const { id } = await placeOrder(storeA);
      await webhook(pressUpdate(seller.chat, ++tgSeq, `mv:${id}:${storeA}:3`));
      await webhook(pressUpdate(seller.chat, otherSeller.tgId, `mv:${id}:${storeA}:3`));
      await webhook(pressUpdate(seller.chat, otherSeller.tgId, `mv:${id}:${storeA}:9x`));
      expect((await partOf(id, storeA)).status).toBe(2);
      expect(
        await db()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)))),
      ).toEqual([]);
      const answers = (await messagesTo(seller.chat.id)).filter((m) => m.kind === 'callback_answer').map((m) => m.text);
      expect(answers.slice(-3)).toEqual([expect.stringContaining('ulanmagan'), expect.stringContaining('xodimi emassiz'), expect.stringContaining('eskirgan')]);
    });

    it("lets an operator with a linked account move any store's part", async () => {
      const seller = await linkedSeller(storeA);
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const tgId = ++tgSeq;
      await webhook(commandUpdate(privateChat(tgId), tgId, `/start ${tokenOf((await linkFor(operator.headers, storeA)).private_link)}`));
      const { id } = await placeOrder(storeA);
      await webhook(pressUpdate(seller.chat, tgId, `mv:${id}:${storeA}:3`));
      expect((await partOf(id, storeA)).status).toBe(3);
    });
  });

  describe('re-alerts', () => {
    const backdate = (id: number, seconds: number) =>
      db()
        .db.update(orderParts)
        .set({
          updatedAt: sql`${orderParts.updatedAt} - make_interval(secs => ${seconds})`,
          alertedAt: sql`${orderParts.alertedAt} - make_interval(secs => ${seconds})`,
        })
        .where(eq(orderParts.orderId, id));

    it("posts an unopened order again at 5 minutes, once, and to the operators' chat at 10, once", async () => {
      const seller = await linkedSeller(storeA);
      const operator = await staffHeaders(db(), [{ role: 'operator' }]);
      const operatorsChat = group(--chatSeq, 'Savat operatorlari');
      await webhook(commandUpdate(operatorsChat, ++tgSeq, `/start@${BOT} ${tokenOf((await linkFor(operator.headers, null)).group_link)}`));
      expect(await db().db.select({ s: telegramChats.storeId }).from(telegramChats).where(eq(telegramChats.chatId, operatorsChat.id))).toEqual([{ s: null }]);

      const { id } = await placeOrder(storeA);
      const seen = await placeOrder(storeA);
      const kinds = async (chatId: number, orderId: number) => (await messagesTo(chatId)).filter((m) => m.orderId === orderId).map((m) => m.kind);

      await realertUnseenParts(db().db);
      expect(await kinds(seller.chat.id, id)).toEqual(['new_order']);

      await backdate(id, 6 * 60);
      await backdate(seen.id, 6 * 60);
      await db().db.update(orderParts).set({ seenAt: new Date() }).where(eq(orderParts.orderId, seen.id));
      // Two instances at once (on PostgreSQL, two connections): one reminder.
      await Promise.all([realertUnseenParts(db().db), realertUnseenParts(db().db)]);
      expect(await kinds(seller.chat.id, id)).toEqual(['new_order', 'reminder']);
      expect(await kinds(operatorsChat.id, id)).toEqual([]);
      expect(await kinds(seller.chat.id, seen.id)).toEqual(['new_order']);

      await backdate(id, 5 * 60);
      await Promise.all([realertUnseenParts(db().db), realertUnseenParts(db().db)]);
      await realertUnseenParts(db().db);
      expect(await kinds(seller.chat.id, id)).toEqual(['new_order', 'reminder']);
      expect(await kinds(operatorsChat.id, id)).toEqual(['escalation']);
      expect((await partOf(id, storeA)).escalatedAt).not.toBeNull();
      expect((await lastTo(operatorsChat.id))!.text).toContain(`№${id}`);
      expect(await kinds(operatorsChat.id, seen.id)).toEqual([]);
    });

    it('never re-alerts a part that was never posted (from before the desk) or has moved on', async () => {
      const seller = await linkedSeller(storeA);
      const old = await placeOrder(storeA);
      await db().db.update(orderParts).set({ alertedAt: null }).where(eq(orderParts.orderId, old.id));
      const moved = await placeOrder(storeA);
      await db().db.update(orderParts).set({ status: 3 }).where(eq(orderParts.orderId, moved.id));
      for (const o of [old, moved]) {
        await db()
          .db.update(orderParts)
          .set({ updatedAt: sql`now() - interval '20 minutes'` })
          .where(eq(orderParts.orderId, o.id));
      }
      await realertUnseenParts(db().db);
      const kinds = (await messagesTo(seller.chat.id)).filter((m) => m.orderId === old.id || m.orderId === moved.id).map((m) => m.kind);
      expect(kinds).toEqual(['new_order', 'new_order']);
    });
  });

  describe('the dev outbox', () => {
    it('lists the messages of a chat, newest first, only with DEV_SMS_OUTBOX=1', async () => {
      const seller = await linkedSeller(storeA);
      const { id } = await placeOrder(storeA);
      const res = await get(`/dev/telegram/?chat_id=${seller.chat.id}`);
      expect(res.status).toBe(200);
      expect(res.body.result[0]).toMatchObject({ chat_id: seller.chat.id, order_id: id, kind: 'new_order', status: 'outbox' });
      expect(res.body.result.every((m: { chat_id: number }) => m.chat_id === seller.chat.id)).toBe(true);
      expect((await get('/dev/telegram/')).status).toBe(200);
      await withEnv({ DEV_SMS_OUTBOX: '0' }, async () => {
        expectError(await get(`/dev/telegram/?chat_id=${seller.chat.id}`), 404, 'not_found');
      });
    });
  });
});
