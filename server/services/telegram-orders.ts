import 'server-only';
import type { StoredPromotion } from './promo';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { ORDER_STATUS, isOnlinePayment } from '@/lib/contract/order-values';
import type { ShippingAddress } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import { formatDate, formatDateTime, formatTimeRange } from '@/lib/domain/datetime';
import { formatMoney } from '@/lib/domain/money';
import { nextStatuses } from '@/lib/domain/order-status';
import { toCollect } from '@/lib/domain/order-totals';
import { partMoney } from '@/lib/domain/part-money';
import type { Db } from '../db/client';
import { orderItems, orderParts, orders, stores, telegramChats, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { table } from '../http/messages';
import { logger } from '../log';
import { answerCallback, editMessage, sendMessage } from '../telegram/outbox';
import { sayBot, type BotMessageKey } from '../telegram/texts';
import { movePart } from './console-orders';
import { itemLineTotal, lineMoneyOf } from './order-change-fields';
import { reachesStore, rolesOf, scopeOf } from './roles';
import { localeOfUser } from './user-locale';

const log = logger('telegram');

/**
 * New orders in the stores' Telegram chats, their buttons, and the reminders (the order desk's
 * alerts). A part is "new" while it waits for the store: paid online (1) or accepted on arrival
 * (cash and card, 2). An online order still waiting for its money (0) is not posted: the store can
 * do nothing with it yet, and most unpaid ones are abandoned; it is posted when it is paid.
 */
const NEW_STATUSES = [ORDER_STATUS.PAID, ORDER_STATUS.ACCEPTED] as const;

/** A reminder this long after the first post of a part nobody opened; the operators hear at twice that. */
const REMIND_AFTER_SECONDS = 5 * 60;
const ESCALATE_AFTER_SECONDS = 10 * 60;

type Header = 'newOrder' | 'reminder' | 'escalation';

/** Callback data of a button: move order `o`'s part of store `s` to status `t` (well under Telegram's 64 bytes). */
const buttonData = (orderId: number, storeId: number, to: number) => `mv:${orderId}:${storeId}:${to}`;
function parseButton(data: string | undefined): { orderId: number; storeId: number; to: number } | null {
  const m = /^mv:(\d{1,10}):(\d{1,10}):(\d)$/.exec(data ?? '');
  return m ? { orderId: Number(m[1]), storeId: Number(m[2]), to: Number(m[3]) } : null;
}

/** The part's next forward move as a button (a cancel needs a reason: the console's). */
function keyboard(locale: Locale, type: 'D' | 'T', orderId: number, storeId: number, status: number): InlineKeyboardMarkup {
  const next = nextStatuses(type, status).filter((s) => s !== ORDER_STATUS.CANCELLED && s !== ORDER_STATUS.PAID);
  return {
    inline_keyboard: next.length
      ? [next.map((to) => ({ text: sayBot(locale, `button.${to}` as BotMessageKey), callback_data: buttonData(orderId, storeId, to) }))]
      : [],
  };
}

interface PartView {
  order: typeof orders.$inferSelect;
  storeId: number;
  brandName: string;
  status: number;
  items: { nameUz: string; nameRu: string; quantity: number; total: number }[];
  subtotal: number;
  deliveryPrice: number;
  discount: number;
  total: number;
}

/**
 * One store's part of an order with its money, read as the console reads it (lib/domain/part-money.ts:
 * the goods by their lines, the store's fee as charged, its share of the promo over every part).
 */
async function partView(db: Db, orderId: number, storeId: number): Promise<PartView | null> {
  const [row] = await db
    .select({ order: orders, status: orderParts.status, brandName: stores.brandName })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(stores, eq(stores.id, orderParts.storeId))
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.storeId, storeId)));
  if (!row) return null;
  const [items, parts] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({ store_id: orderParts.storeId, status: orderParts.status })
      .from(orderParts)
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.storeId)),
  ]);
  const o = row.order;
  const money = partMoney(
    {
      type: o.type,
      payment_type: o.paymentType,
      sale_price_promo_code: o.salePricePromoCode,
      deliveries: (o.deliveries as OrderDelivery[] | null) ?? [],
      promotions: o.promotions as StoredPromotion[] | null,
    },
    parts,
    items.map(lineMoneyOf),
  ).get(storeId)!;
  const own = items
    .filter((i) => i.storeId === storeId && i.quantity > 0)
    .map((i) => ({ nameUz: i.nameUz, nameRu: i.nameRu, quantity: i.quantity, total: itemLineTotal(i) }));
  return {
    order: o,
    storeId,
    brandName: row.brandName,
    status: row.status,
    items: own,
    subtotal: money.subtotal,
    deliveryPrice: money.delivery_price,
    discount: money.discount,
    total: money.total,
  };
}

/** The post of a part: what to collect, the items, where and when, and its status. */
function postText(locale: Locale, v: PartView, header: Header): string {
  const o = v.order;
  const sum = (amount: number) => formatMoney(amount, locale, sayBot(locale, 'currency'));
  const lines: string[] = [sayBot(locale, header, { id: String(o.id), store: v.brandName })];
  lines.push(sayBot(locale, 'status', { status: table(locale, 'orderStatus')[String(v.status) as '0'] ?? String(v.status) }), '');
  for (const i of v.items) lines.push(sayBot(locale, 'item', { name: locale === 'ru' ? i.nameRu : i.nameUz, quantity: i.quantity, sum: sum(i.total) }));
  lines.push('', sayBot(locale, 'subtotal', { sum: sum(v.subtotal) }));
  if (o.type === 'D') lines.push(sayBot(locale, 'deliveryFee', { sum: sum(v.deliveryPrice) }));
  if (v.discount > 0) lines.push(sayBot(locale, 'promo', { sum: sum(v.discount) }));
  lines.push(sayBot(locale, 'total', { sum: sum(v.total) }));
  const payment = sayBot(locale, `payment.${o.paymentType}`);
  lines.push(
    isOnlinePayment(o.paymentType)
      ? sayBot(locale, 'paidOnline', { payment })
      : sayBot(locale, 'collect', { sum: sum(toCollect(v.total, o.paymentType)), payment }),
    '',
  );
  if (o.type === 'D') {
    const window = ((o.deliveries as OrderDelivery[] | null) ?? []).find((d) => d.store.id === v.storeId);
    if (window)
      lines.push(
        sayBot(locale, 'delivery', {
          window: `${formatDate(window.promised_from, locale)} ${formatTimeRange(window.promised_from, window.promised_to, locale)}`,
        }),
      );
    const a = o.deliveryAddress as ShippingAddress | null;
    if (a) {
      const where = [
        a.address,
        a.entrance ? sayBot(locale, 'entrance', { value: a.entrance }) : null,
        a.floor ? sayBot(locale, 'floor', { value: a.floor }) : null,
        a.apartment ? sayBot(locale, 'apartment', { value: a.apartment }) : null,
        a.landmark ? sayBot(locale, 'landmark', { value: a.landmark }) : null,
      ].filter(Boolean);
      lines.push(sayBot(locale, 'address', { address: where.join(', ') }));
    }
  } else {
    lines.push(o.pickupUntil ? sayBot(locale, 'pickup', { until: formatDateTime(o.pickupUntil, locale) }) : sayBot(locale, 'pickupNoTime'));
  }
  if (o.comment) lines.push(sayBot(locale, 'comment', { comment: o.comment }));
  lines.push(sayBot(locale, 'recipient', { name: o.fullName, phone: o.phoneNumber }));
  return lines.join('\n');
}

/** The chats of a store (or, `null`, the operators'), each with the language it is written in. */
async function chatsOf(db: Db, storeId: number | null): Promise<{ chatId: number; locale: Locale }[]> {
  const rows = await db
    .select({ chatId: telegramChats.chatId, linkedBy: telegramChats.linkedBy })
    .from(telegramChats)
    .where(storeId === null ? isNull(telegramChats.storeId) : eq(telegramChats.storeId, storeId))
    .orderBy(asc(telegramChats.id));
  // A chat is written in the language of the staff member who linked it (their last one), Uzbek by default.
  return Promise.all(rows.map(async (r) => ({ chatId: r.chatId, locale: await localeOfUser(db, r.linkedBy) })));
}

async function postPart(db: Db, orderId: number, storeId: number, header: Header, to: number | null): Promise<void> {
  const v = await partView(db, orderId, storeId);
  if (!v) return;
  for (const chat of await chatsOf(db, to === null ? storeId : null)) {
    await sendMessage(db, {
      chatId: chat.chatId,
      text: postText(chat.locale, v, header),
      replyMarkup: keyboard(chat.locale, v.order.type, orderId, storeId, v.status),
      orderId,
      storeId,
      kind: header === 'newOrder' ? 'new_order' : header,
    });
  }
}

/**
 * Posts the parts of an order that just became new (placed cash/card, or paid online) to their
 * stores' chats, once: the part's alerted_at is claimed first (only while unset), so a second
 * event or another instance posts nothing. The reminders' clock starts then, chat or not.
 */
export async function postNewOrder(db: Db, orderId: number, storeIds: readonly number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const claimed = await db
    .update(orderParts)
    .set({ alertedAt: sql`now()` })
    .where(
      and(
        eq(orderParts.orderId, orderId),
        inArray(orderParts.storeId, [...storeIds]),
        isNull(orderParts.alertedAt),
        isNull(orderParts.seenAt),
        inArray(orderParts.status, [...NEW_STATUSES]),
      ),
    )
    .returning({ storeId: orderParts.storeId });
  for (const { storeId } of claimed) await postPart(db, orderId, storeId, 'newOrder', null);
}

/**
 * The re-alerts (a job, every ~30 s): a part still new that nobody has opened or moved is posted
 * again once, REMIND_AFTER_SECONDS after its first post, and the operators' chat hears of it once
 * at ESCALATE_AFTER_SECONDS. A part that arrived after the desk came has alerted_at set by its
 * first post (rows from before are marked seen); for an untouched part updated_at is when it
 * arrived (placed, or paid), which is the clock: the reminder moves alerted_at past it, so it is
 * never sent twice. Each claim is one UPDATE … RETURNING: with several instances, only the one
 * whose UPDATE changed the row posts. Answers the posts made.
 */
export async function realertUnseenParts(db: Db): Promise<number> {
  const unseen = and(isNull(orderParts.seenAt), inArray(orderParts.status, [...NEW_STATUSES]), sql`${orderParts.alertedAt} IS NOT NULL`);
  const reminded = await db
    .update(orderParts)
    .set({ alertedAt: sql`now()` })
    .where(
      and(
        unseen,
        sql`${orderParts.updatedAt} < now() - make_interval(secs => ${REMIND_AFTER_SECONDS})`,
        sql`${orderParts.alertedAt} < ${orderParts.updatedAt} + make_interval(secs => ${REMIND_AFTER_SECONDS})`,
      ),
    )
    .returning({ orderId: orderParts.orderId, storeId: orderParts.storeId });
  const escalated = await db
    .update(orderParts)
    .set({ escalatedAt: sql`now()` })
    .where(and(unseen, isNull(orderParts.escalatedAt), sql`${orderParts.updatedAt} < now() - make_interval(secs => ${ESCALATE_AFTER_SECONDS})`))
    .returning({ orderId: orderParts.orderId, storeId: orderParts.storeId });
  for (const p of reminded) await postPart(db, p.orderId, p.storeId, 'reminder', null);
  for (const p of escalated) await postPart(db, p.orderId, p.storeId, 'escalation', 0);
  return reminded.length + escalated.length;
}

/** A button pressed in a chat (a callback_query): who, where, what. */
export interface ButtonPress {
  callbackQueryId: string;
  fromId: number;
  languageCode?: string;
  chatId: number;
  messageId: number | null;
  data: string | undefined;
}

/**
 * A button press moves the part through the console's own service (movePart: the same checks,
 * history and audit) as the Savat user whose Telegram account pressed it, only when that user is
 * staff of the part's store (its seller or an operator); anyone else is told so and nothing moves.
 * A part moved meanwhile by someone else is a polite "already", nothing moves. The post is then
 * rewritten with the new status and the next button.
 */
export async function pressButton(db: Db, press: ButtonPress): Promise<void> {
  const [user] = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.telegramUserId, press.fromId));
  const locale: Locale = user ? await localeOfUser(db, user.id) : press.languageCode?.startsWith('ru') ? 'ru' : 'uz';
  const answer = (key: BotMessageKey, values?: Record<string, string>, ids?: { orderId: number; storeId: number }) =>
    answerCallback(db, {
      callbackQueryId: press.callbackQueryId,
      chatId: press.chatId,
      text: sayBot(locale, key, values),
      orderId: ids?.orderId,
      storeId: ids?.storeId,
    });
  const button = parseButton(press.data);
  if (!button) return answer('stale');
  if (!user) return answer('notLinked', undefined, button);
  const scope = scopeOf(user.id, await rolesOf(db, user.id));
  if (!reachesStore(scope, button.storeId)) return answer('notStaff', undefined, button);
  try {
    await movePart(db, scope, button.orderId, { status: button.to, store_id: button.storeId }, locale);
  } catch (err) {
    if (err instanceof ApiFailure && err.code === 'invalid_transition') {
      const v = await partView(db, button.orderId, button.storeId);
      await answer('alreadyMoved', { status: v ? table(locale, 'orderStatus')[String(v.status) as '0'] : '' }, button);
      if (v) await rewrite(db, press, v);
      return;
    }
    if (err instanceof ApiFailure && err.code === 'not_found') return answer('stale', undefined, button);
    log.error({ err, order: button.orderId }, 'a Telegram button did not move the order');
    return answer('failed', undefined, button);
  }
  // Moving it is opening it: the board's "new" mark and the reminders end here.
  await db
    .update(orderParts)
    .set({ seenAt: sql`now()` })
    .where(and(eq(orderParts.orderId, button.orderId), eq(orderParts.storeId, button.storeId), isNull(orderParts.seenAt)));
  const v = await partView(db, button.orderId, button.storeId);
  await answer('moved', { id: String(button.orderId), status: table(locale, 'orderStatus')[String(button.to) as '0'] }, button);
  if (v) await rewrite(db, press, v);
}

/** The pressed post, rewritten in the chat's language with the part's status now and its next button. */
async function rewrite(db: Db, press: ButtonPress, v: PartView): Promise<void> {
  if (press.messageId === null) return;
  const [chat] = await db.select({ linkedBy: telegramChats.linkedBy }).from(telegramChats).where(eq(telegramChats.chatId, press.chatId)).limit(1);
  const locale = await localeOfUser(db, chat?.linkedBy ?? null);
  await editMessage(db, {
    chatId: press.chatId,
    messageId: press.messageId,
    text: postText(locale, v, 'newOrder'),
    replyMarkup: keyboard(locale, v.order.type, v.order.id, v.storeId, v.status),
    orderId: v.order.id,
    storeId: v.storeId,
    kind: 'edit',
  });
}
