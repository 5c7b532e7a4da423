import 'server-only';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { BackInStockList } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';
import { MAX_WAITING, mayWaitFor, noticeDue, productLink, shownStock } from '@/lib/domain/back-in-stock';
import type { Db } from '../db/client';
import { backInStockRequests as requests, products, stores, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, text } from '../http/messages';
import { logger } from '../log';
import { sms } from '../sms';
import { sayBot } from '../telegram/texts';
import { siteUrl } from './public-address';
import { shopVisible } from './shop-visibility';
import { tellShopper } from './shopper-telegram';
import { rememberLocale } from './user-locale';

/**
 * "Tell me when it is back" (ADR 0033). A logged-in shopper asks to be told when an out-of-stock
 * product can be bought again; one message tells them, once: from the Telegram bot when they have
 * linked it in their profile (shopper-telegram.ts), else by SMS. A Telegram message that does not
 * go (the bot blocked, which also unlinks it, or Telegram down) is sent by SMS instead.
 *
 * Sending never happens inside the change that brings the stock back: it reads committed rows,
 * either right after a change commits (`tellBackInStock`, called by every service that gives stock
 * back or lifts a stop) or from the `back-in-stock` job, which also catches what no service
 * announces (a store's pause ending, a stop running out, a change made in SQL). Each request is
 * claimed by one UPDATE that re-checks it is still pending, so two senders at once (the request's
 * and the job's, or two instances) send it once; a failed SMS gives its claim back for the job to
 * try again.
 */

const log = logger('back-in-stock');

/** Requests read (and claimed) at a time. */
const BATCH = 200;

/** The products the shopper waits for, the newest request first. */
export async function waitingList(db: Db, userId: number): Promise<BackInStockList> {
  const rows = await db
    .select({ id: requests.productId })
    .from(requests)
    .where(and(eq(requests.userId, userId), isNull(requests.notifiedAt)))
    .orderBy(desc(requests.createdAt), desc(requests.productId));
  return { product_ids: rows.map((r) => r.id) };
}

/**
 * Waits for a product: only one the shop shows and shows as out of stock (an in-stock one is a
 * 409: there is nothing to wait for). Asking again after a notice waits again. The request's
 * language becomes the shopper's, for the notice.
 */
export async function waitFor(db: Db, userId: number, productId: number, locale: Locale): Promise<BackInStockList> {
  const [product] = await db
    .select({ available: products.available, stoppedUntil: products.stoppedUntil })
    .from(products)
    .where(and(eq(products.id, productId), shopVisible));
  if (!product) throw notFound();
  if (!mayWaitFor(shownStock(product.available, product.stoppedUntil, new Date()))) throw new ApiFailure('conflict', { message: text('backInStock.inStock') });
  await db.transaction(async (tx) => {
    // One shopper's requests are counted under a lock of their row, so two at once keep the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ waiting }] = (await tx
      .select({ waiting: count() })
      .from(requests)
      .where(and(eq(requests.userId, userId), isNull(requests.notifiedAt), sql`${requests.productId} <> ${productId}`))) as [{ waiting: number }];
    if (waiting >= MAX_WAITING) throw new ApiFailure('conflict', { message: text('backInStock.tooMany', { max: MAX_WAITING }) });
    await tx
      .insert(requests)
      .values({ userId, productId })
      .onConflictDoUpdate({ target: [requests.userId, requests.productId], set: { notifiedAt: null, createdAt: sql`now()` } });
    await rememberLocale(tx, userId, locale);
  });
  return waitingList(db, userId);
}

/** Stops waiting (nothing to stop is no error). */
export async function stopWaiting(db: Db, userId: number, productId: number): Promise<BackInStockList> {
  await db.delete(requests).where(and(eq(requests.userId, userId), eq(requests.productId, productId), isNull(requests.notifiedAt)));
  return waitingList(db, userId);
}

interface Candidate {
  userId: number;
  productId: number;
  available: number;
  stoppedUntil: Date | null;
  storePausedUntil: Date | null;
  phone: string;
  /** The shopper's linked Telegram chat, if any. */
  telegramChatId: number | null;
  locale: Locale | null;
  nameUz: string;
  nameRu: string;
  store: string;
}

/** Pending requests for products in stock and in the shop, by (product, user) after `after`. */
function candidates(db: Db, productIds: readonly number[] | undefined, after: Candidate | undefined): Promise<Candidate[]> {
  return db
    .select({
      userId: requests.userId,
      productId: requests.productId,
      available: products.available,
      stoppedUntil: products.stoppedUntil,
      storePausedUntil: stores.pausedUntil,
      phone: users.phoneNumber,
      telegramChatId: users.telegramChatId,
      locale: users.locale,
      nameUz: products.nameUz,
      nameRu: products.nameRu,
      store: stores.brandName,
    })
    .from(requests)
    .innerJoin(products, eq(products.id, requests.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(users, eq(users.id, requests.userId))
    .where(
      and(
        isNull(requests.notifiedAt),
        gt(products.available, 0),
        shopVisible,
        // A blocked account cannot sign in to buy: its requests wait, unsent.
        isNull(users.blockedAt),
        productIds ? inArray(requests.productId, [...productIds]) : undefined,
        after ? sql`(${requests.productId}, ${requests.userId}) > (${after.productId}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(requests.productId), asc(requests.userId))
    .limit(BATCH);
}

/** Marks the requests sent; answers those this caller claimed (another sender may have been first). */
async function claim(db: Db, due: readonly Candidate[]): Promise<Set<string>> {
  if (!due.length) return new Set();
  const claimed = await db
    .update(requests)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        isNull(requests.notifiedAt),
        sql`(${requests.userId}, ${requests.productId}) IN (SELECT * FROM unnest(${sql.param(due.map((c) => c.userId))}::int[], ${sql.param(due.map((c) => c.productId))}::int[]))`,
      ),
    )
    .returning({ userId: requests.userId, productId: requests.productId });
  return new Set(claimed.map((r) => `${r.userId}:${r.productId}`));
}

/** Gives claims back (their SMS was not sent). */
async function release(db: Db, unsent: readonly Candidate[]): Promise<void> {
  await db
    .update(requests)
    .set({ notifiedAt: null })
    .where(
      sql`(${requests.userId}, ${requests.productId}) IN (SELECT * FROM unnest(${sql.param(unsent.map((c) => c.userId))}::int[], ${sql.param(unsent.map((c) => c.productId))}::int[]))`,
    );
}

/** By Telegram when linked; answers false when it did not go (the caller sends the SMS then). */
async function byTelegram(db: Db, c: Candidate, locale: Locale, values: Record<string, string>): Promise<boolean> {
  if (c.telegramChatId === null) return false;
  try {
    return await tellShopper(db, c.telegramChatId, sayBot(locale, 'backInStock', values), 'back_in_stock');
  } catch (err) {
    log.warn({ err, product: c.productId }, 'a back-in-stock Telegram message was not kept; it goes by SMS');
    return false;
  }
}

/**
 * Sends the notices that are due (of these products only, when given); answers how many were
 * sent. Each goes by Telegram when the shopper linked it, else (or when that fails) by SMS. Stops
 * at the first SMS that fails (the gateway is likely down): its request and the rest stay pending
 * for the job's next run.
 */
export async function sendBackInStockNotices(db: Db, productIds?: readonly number[]): Promise<number> {
  if (productIds && !productIds.length) return 0;
  let sent = 0;
  let after: Candidate | undefined;
  for (;;) {
    const page = await candidates(db, productIds, after);
    after = page.at(-1);
    const now = new Date();
    const due = page.filter((c) => noticeDue({ ...c, hidden: false }, now));
    const mine = await claim(db, due);
    const claimed = due.filter((c) => mine.has(`${c.userId}:${c.productId}`));
    for (const [i, c] of claimed.entries()) {
      const locale = c.locale ?? 'uz';
      const values = { name: locale === 'ru' ? c.nameRu : c.nameUz, store: c.store, url: productLink(siteUrl(), locale, c.productId) };
      if (await byTelegram(db, c, locale, values)) {
        sent++;
        continue;
      }
      try {
        await sms().send({ phoneNumber: c.phone, text: say(locale, 'sms.backInStock', values) });
        sent++;
      } catch (err) {
        // This one and the rest of the claim go back to pending.
        await release(db, claimed.slice(i));
        log.error({ err, product: c.productId }, 'a back-in-stock SMS was not sent; the job tries again');
        return sent;
      }
    }
    if (page.length < BATCH) return sent;
  }
}

/** The notices started after changes and not yet done (tests wait for them). */
const inFlight = new Set<Promise<void>>();

/**
 * After a change that may have brought products back (it has committed): their waiting shoppers
 * hear now, without the change's request waiting for the SMS gateway or Telegram (a popular
 * product may have hundreds waiting). Never throws: the change is done whatever happens here, and the job catches
 * up with anything left.
 */
export function tellBackInStock(db: Db, productIds?: readonly number[]): void {
  if (productIds && !productIds.length) return;
  const run = sendBackInStockNotices(db, productIds).then(
    () => undefined,
    (err: unknown) => log.error({ err }, 'back-in-stock notices failed after a stock change; the job tries again'),
  );
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

/** For tests: resolves once the notices started by `tellBackInStock` are done. */
export async function backInStockSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
