import 'server-only';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { CANCEL_REASONS, ORDER_STATUS } from '@/lib/contract/order-values';
import type { ReportKind } from '@/lib/contract/console-reports';
import type { Locale } from '@/lib/contract/values';
import { tashkentDay } from '@/lib/domain/datetime';
import { lineTotal } from '@/lib/domain/order-lines';
import { partMoney } from '@/lib/domain/part-money';
import { dayChunks, dayRange, rangeProblemField, type DayRange } from '@/lib/domain/report-range';
import type { Db } from '../db/client';
import { orderItems, orderParts, orderStatusHistory, orders, products, stores, userRoles, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, table, text, type ApiMessageKey } from '../http/messages';
import type { Cell, Column, ColumnType, TableWriter } from './report-files';
import type { StaffScope } from './roles';

/**
 * The console's reports (ADR 0039): each kind is a sheet (its columns in the staff member's
 * language) and a producer that reads its rows from the database in batches and hands each batch
 * to the file writer (report-files.ts), which waits while the browser is behind. Nothing holds a
 * whole range in memory:
 *
 * - `orders` walks the items of the range in (placed at, order, item) order, a keyset page of
 *   `reportLimits.batch` rows at a time;
 * - `sales-by-day`, `cash` and `cancellations` walk the range a week at a time: the week's parts,
 *   priced by the one rule of each part's money (lib/domain/part-money.ts: goods, the promo's share,
 *   the store's fee, what to collect), summed per Tashkent day and store;
 * - `sales-by-product` walks each store's items in keyset pages, summing per product (memory: one
 *   store's products, never its rows).
 *
 * Scope: a seller reads their stores (or one of them), an operator every store (or one); another
 * store is 404 as everywhere in the console. Orders belong to a range by when they were placed,
 * cancellations by when the part was cancelled; days are Tashkent days (00:00 is 19:00 UTC).
 */

/** Rows read per query (a test lowers it to walk many pages through a few orders). */
export const reportLimits = { batch: 2500 };
/** The days of one pass of the week-wise reports. */
const CHUNK_DAYS = 7;

type Words = (key: string) => string;
const wordsOf =
  (locale: Locale, group: string): Words =>
  (key) =>
    say(locale, `reports.${group}.${key}` as ApiMessageKey);

/** The stores a report reads: null for every store (an operator without `store`). */
export interface ReportScope {
  storeIds: readonly number[] | null;
  /** The one store asked for, for the file's name. */
  store?: number;
}

/**
 * The range of a report, or 400 with the reason (a bad date, `from` after `to`, more than 366
 * days): the query's schema has refused those already (ReportQuerySchema); a caller without it
 * gets the same answer.
 */
export function reportRange(from: string, to: string): DayRange {
  const found = dayRange(from, to);
  if ('range' in found) return found.range;
  throw new ApiFailure('validation_error', { fields: { [rangeProblemField(found.problem, from)]: text(`fields.reportRange_${found.problem}`) } });
}

/** The caller's stores, or the one asked for when they reach it (else 404, as for no such store). */
export async function reportScope(db: Db, scope: StaffScope, store: number | undefined): Promise<ReportScope> {
  if (store === undefined) return { storeIds: scope.operator ? null : [...scope.storeIds] };
  if (!scope.operator && !scope.storeIds.includes(store)) throw notFound();
  const [found] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, store));
  if (!found) throw notFound();
  return { storeIds: [store], store };
}

const inStores = (column: typeof orderItems.storeId | typeof orderParts.storeId, ids: readonly number[] | null): SQL | undefined =>
  ids === null ? undefined : ids.length ? inArray(column, [...ids]) : sql`false`;

/** A kind's sheet: its name and columns, in the caller's language. */
export function reportSheet(kind: ReportKind, locale: Locale): { name: string; columns: Column[] } {
  const head = wordsOf(locale, 'columns');
  const col = (key: string, type: ColumnType, width?: number): Column => ({ header: head(key), type, width });
  const sheetName = say(locale, `reports.sheet.${SHEET_KEYS[kind]}` as ApiMessageKey);
  switch (kind) {
    case 'orders':
      return {
        name: sheetName,
        columns: [
          col('order', 'int', 10),
          col('placedAt', 'datetime', 17),
          col('store', 'text', 24),
          col('status', 'text', 18),
          col('paymentType', 'text', 14),
          col('paymentState', 'text', 18),
          col('orderType', 'text', 16),
          col('customer', 'text', 22),
          col('phone', 'text', 16),
          col('product', 'text', 36),
          col('unit', 'text', 8),
          col('quantity', 'int', 10),
          col('weightGrams', 'int', 10),
          col('price', 'money', 12),
          col('discountPrice', 'money', 12),
          col('lineTotal', 'money', 12),
          col('promoCode', 'text', 14),
          col('deliveryFee', 'money', 12),
        ],
      };
    case 'sales-by-day':
      return {
        name: sheetName,
        columns: [
          col('day', 'date', 12),
          col('store', 'text', 24),
          col('orders', 'int'),
          col('units', 'int'),
          col('goods', 'money', 14),
          col('discount', 'money', 12),
          col('delivery', 'money', 12),
          col('total', 'money', 14),
          col('cancelled', 'int'),
        ],
      };
    case 'sales-by-product':
      return {
        name: sheetName,
        columns: [
          col('store', 'text', 24),
          col('productId', 'int'),
          col('sku', 'text', 14),
          col('product', 'text', 36),
          col('unit', 'text', 8),
          col('orders', 'int'),
          col('units', 'int'),
          col('weightGrams', 'int'),
          col('revenue', 'money', 14),
        ],
      };
    case 'cancellations':
      return {
        name: sheetName,
        columns: [
          col('order', 'int', 10),
          col('placedAt', 'datetime', 17),
          col('store', 'text', 24),
          col('cancelledAt', 'datetime', 17),
          col('who', 'text', 16),
          col('actor', 'text', 22),
          col('reason', 'text', 40),
        ],
      };
    case 'cash':
      return {
        name: sheetName,
        columns: [
          col('day', 'date', 12),
          col('store', 'text', 24),
          col('orders', 'int'),
          col('cash', 'money', 14),
          col('card', 'money', 14),
          col('toCollect', 'money', 14),
        ],
      };
  }
}

const SHEET_KEYS: Record<ReportKind, string> = {
  orders: 'orders',
  'sales-by-day': 'salesByDay',
  'sales-by-product': 'salesByProduct',
  cancellations: 'cancellations',
  cash: 'cash',
};

/** Writes a report's rows. */
export function produceReport(db: Db, kind: ReportKind, where: ReportScope, range: DayRange, locale: Locale): (writer: TableWriter) => Promise<void> {
  switch (kind) {
    case 'orders':
      return (w) => ordersReport(db, where, range, locale, w);
    case 'sales-by-day':
      return (w) => partsByDay(db, where, range, w, 'sales');
    case 'cash':
      return (w) => partsByDay(db, where, range, w, 'cash');
    case 'sales-by-product':
      return (w) => salesByProduct(db, where, range, locale, w);
    case 'cancellations':
      return (w) => cancellations(db, where, range, locale, w);
  }
}

// ---- Orders: one row per item -----------------------------------------------------------------

/** The keyset of a walk in (placed at, order, item) order; the time as Postgres text, so that microseconds are kept. */
interface ItemKey {
  at: string;
  orderId: number;
  itemId: number;
}
/**
 * After `key`: written so that the order's part, `(created_at, id) >= …`, can walk the index on
 * orders (created_at, id) from where the last page ended; a row comparison over both tables could
 * not, and every page would read the range from its start again.
 */
const after = (key: ItemKey | null): SQL | undefined =>
  key
    ? sql`(${orders.createdAt}, ${orders.id}) >= (${key.at}::timestamptz, ${key.orderId}) AND ((${orders.createdAt}, ${orders.id}) > (${key.at}::timestamptz, ${key.orderId}) OR ${orderItems.id} > ${key.itemId})`
    : undefined;

/** The fields of the product as ordered that a line's money and unit need, without its descriptions. */
const weightStep = sql<number | null>`(${orderItems.productSnapshot}->'uz'->>'weight_step')::int`;
const unitIn = (locale: Locale) => sql<string | null>`${orderItems.productSnapshot}->${locale}->>'amount_type'`;
/** An item's line as the orders and by-product reports both read it: its names, unit, quantity, weight and prices. */
const itemLine = (locale: Locale) => ({
  nameUz: orderItems.nameUz,
  nameRu: orderItems.nameRu,
  unit: unitIn(locale),
  quantity: orderItems.quantity,
  weightGrams: orderItems.weightGrams,
  weightStep,
  price: orderItems.price,
  discountPrice: orderItems.discountPrice,
});

async function ordersReport(db: Db, where: ReportScope, range: DayRange, locale: Locale, writer: TableWriter) {
  const status = table(locale, 'orderStatus');
  const paymentType = wordsOf(locale, 'paymentType');
  const paymentState = wordsOf(locale, 'paymentState');
  const orderType = wordsOf(locale, 'orderType');
  const fee = sql<
    number | null
  >`(SELECT (d->>'delivery_price')::int FROM jsonb_array_elements(coalesce(${orders.deliveries}, '[]'::jsonb)) d WHERE (d->'store'->>'id')::int = ${orderItems.storeId} LIMIT 1)`;
  const page = (key: ItemKey | null) =>
    db
      .select({
        at: sql<string>`${orders.createdAt}::text`,
        createdAt: orders.createdAt,
        orderId: orders.id,
        itemId: orderItems.id,
        type: orders.type,
        paymentType: orders.paymentType,
        paymentState: orders.paymentState,
        fullName: orders.fullName,
        phone: orders.phoneNumber,
        promoCode: orders.promoCode,
        promoDiscount: orders.promoDiscount,
        fee,
        store: stores.brandName,
        partStatus: orderParts.status,
        ...itemLine(locale),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(orderParts, and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.storeId, orderItems.storeId)))
      .leftJoin(stores, eq(stores.id, orderItems.storeId))
      .where(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end), inStores(orderItems.storeId, where.storeIds), after(key)))
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.id))
      .limit(reportLimits.batch);
  let key: ItemKey | null = null;
  for (;;) {
    const rows = await page(key);
    if (rows.length === 0) return;
    await writer.rows(
      rows.map((r): Cell[] => [
        r.orderId,
        r.createdAt,
        r.store,
        r.partStatus === null ? null : (status[String(r.partStatus) as keyof typeof status] ?? String(r.partStatus)),
        paymentType(r.paymentType),
        r.paymentState ? paymentState(r.paymentState) : null,
        orderType(r.type),
        r.fullName,
        r.phone,
        locale === 'ru' ? r.nameRu : r.nameUz,
        r.unit,
        r.quantity,
        r.weightGrams,
        r.price,
        r.discountPrice,
        lineTotal({ price: r.price, discount_price: r.discountPrice, quantity: r.quantity, weight_grams: r.weightGrams, weight_step: r.weightStep }),
        r.promoCode ? `${r.promoCode} (${r.promoDiscount ?? 0}%)` : null,
        r.type === 'D' ? (r.fee ?? 0) : null,
      ]),
    );
    if (rows.length < reportLimits.batch) return;
    const last = rows[rows.length - 1]!;
    key = { at: last.at, orderId: last.orderId, itemId: last.itemId };
  }
}

// ---- Sales by day and cash to collect: each part's money, per Tashkent day and store -----------

interface DayStore {
  day: string;
  storeId: number;
  orders: number;
  units: number;
  goods: number;
  discount: number;
  delivery: number;
  total: number;
  cancelled: number;
  cash: number;
  card: number;
}

async function partsByDay(db: Db, where: ReportScope, range: DayRange, writer: TableWriter, kind: 'sales' | 'cash') {
  const names = new Map<number, string>();
  for (const [from, to] of dayChunks(range, CHUNK_DAYS)) {
    const conditions = [gte(orders.createdAt, from), lt(orders.createdAt, to), inStores(orderParts.storeId, where.storeIds)];
    // The cash report: what couriers and pickup desks collect (cash and card on delivery), parts not cancelled.
    if (kind === 'cash') conditions.push(inArray(orders.paymentType, ['cash', 'card']), sql`${orderParts.status} <> ${ORDER_STATUS.CANCELLED}`);
    const own = await db
      .select({ orderId: orders.id, storeId: orderParts.storeId })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(...conditions));
    if (own.length === 0) continue;
    const ids = [...new Set(own.map((p) => p.orderId))];
    const sums = new Map<string, DayStore>();
    // A page of orders at a time: a part's share of the promo depends on the order's other parts.
    for (let i = 0; i < ids.length; i += reportLimits.batch) {
      const page = ids.slice(i, i + reportLimits.batch);
      const [orderRows, parts, items] = await Promise.all([
        db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            type: orders.type,
            paymentType: orders.paymentType,
            promo: orders.salePricePromoCode,
            deliveries: orders.deliveries,
          })
          .from(orders)
          .where(inArray(orders.id, page)),
        db
          .select({ orderId: orderParts.orderId, storeId: orderParts.storeId, status: orderParts.status })
          .from(orderParts)
          .where(inArray(orderParts.orderId, page)),
        db
          .select({
            orderId: orderItems.orderId,
            storeId: orderItems.storeId,
            price: orderItems.price,
            discountPrice: orderItems.discountPrice,
            quantity: orderItems.quantity,
            weightGrams: orderItems.weightGrams,
            weightStep,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, page)),
      ]);
      const partsOf = groupBy(parts, (p) => p.orderId);
      const itemsOf = groupBy(items, (l) => l.orderId);
      const wanted = new Set(own.map((p) => `${p.orderId}:${p.storeId}`));
      for (const o of orderRows) {
        const orderParts_ = partsOf.get(o.id) ?? [];
        const lines = itemsOf.get(o.id) ?? [];
        const money = partMoney(
          { type: o.type, payment_type: o.paymentType, sale_price_promo_code: o.promo, deliveries: (o.deliveries as OrderDelivery[] | null) ?? [] },
          orderParts_.map((p) => ({ store_id: p.storeId, status: p.status })),
          lines.map((l) => ({
            store_id: l.storeId,
            price: l.price,
            discount_price: l.discountPrice,
            quantity: l.quantity,
            weight_grams: l.weightGrams,
            weight_step: l.weightStep,
          })),
        );
        const day = tashkentDay(o.createdAt);
        for (const p of orderParts_) {
          if (!wanted.has(`${o.id}:${p.storeId}`)) continue;
          const m = money.get(p.storeId)!;
          const key = `${day}:${p.storeId}`;
          let s = sums.get(key);
          if (!s)
            sums.set(key, (s = { day, storeId: p.storeId, orders: 0, units: 0, goods: 0, discount: 0, delivery: 0, total: 0, cancelled: 0, cash: 0, card: 0 }));
          if (p.status === ORDER_STATUS.CANCELLED) {
            s.cancelled += 1;
            continue;
          }
          s.orders += 1;
          s.units += lines.filter((l) => l.storeId === p.storeId).reduce((n, l) => n + l.quantity, 0);
          s.goods += m.subtotal;
          s.discount += m.discount;
          s.delivery += m.delivery_price;
          s.total += m.total;
          if (o.paymentType === 'cash') s.cash += m.to_collect;
          if (o.paymentType === 'card') s.card += m.to_collect;
        }
      }
    }
    await storeNames(
      db,
      names,
      [...sums.values()].map((s) => s.storeId),
    );
    const rows = [...sums.values()].sort((a, b) => a.day.localeCompare(b.day) || a.storeId - b.storeId);
    await writer.rows(
      rows.map((s): Cell[] => {
        const day = new Date(`${s.day}T00:00:00+05:00`);
        return kind === 'sales'
          ? [day, names.get(s.storeId) ?? null, s.orders, s.units, s.goods, s.discount, s.delivery, s.total, s.cancelled]
          : [day, names.get(s.storeId) ?? null, s.orders, s.cash, s.card, s.cash + s.card];
      }),
    );
  }
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Fills `names` with the brand names of the stores not in it yet. */
async function storeNames(db: Db, names: Map<number, string>, ids: readonly number[]) {
  const missing = [...new Set(ids)].filter((id) => !names.has(id));
  if (missing.length === 0) return;
  for (const s of await db.select({ id: stores.id, name: stores.brandName }).from(stores).where(inArray(stores.id, missing))) names.set(s.id, s.name);
}

// ---- Sales by product: per store, summed per product --------------------------------------------

interface ProductSum {
  productId: number | null;
  name: string;
  unit: string | null;
  orders: number;
  lastOrder: number;
  units: number;
  grams: number;
  weighed: boolean;
  revenue: number;
}

async function salesByProduct(db: Db, where: ReportScope, range: DayRange, locale: Locale, writer: TableWriter) {
  const inRange = and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end));
  const storeRows = await db
    .selectDistinct({ id: orderParts.storeId })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(inRange, inStores(orderParts.storeId, where.storeIds), sql`${orderParts.status} <> ${ORDER_STATUS.CANCELLED}`))
    .orderBy(asc(orderParts.storeId));
  const names = new Map<number, string>();
  await storeNames(
    db,
    names,
    storeRows.map((s) => s.id),
  );
  const page = (storeId: number, key: ItemKey | null) =>
    db
      .select({
        at: sql<string>`${orders.createdAt}::text`,
        orderId: orders.id,
        itemId: orderItems.id,
        productId: orderItems.productId,
        ...itemLine(locale),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(orderParts, and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.storeId, orderItems.storeId)))
      .where(and(eq(orderItems.storeId, storeId), inRange, sql`${orderParts.status} <> ${ORDER_STATUS.CANCELLED}`, after(key)))
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.id))
      .limit(reportLimits.batch * 5);
  for (const { id: storeId } of storeRows) {
    const sums = new Map<string, ProductSum>();
    let key: ItemKey | null = null;
    for (;;) {
      const rows = await page(storeId, key);
      for (const r of rows) {
        const name = locale === 'ru' ? r.nameRu : r.nameUz;
        const k = r.productId === null ? `name:${name}` : `id:${r.productId}`;
        let s = sums.get(k);
        if (!s) sums.set(k, (s = { productId: r.productId, name, unit: r.unit, orders: 0, lastOrder: 0, units: 0, grams: 0, weighed: false, revenue: 0 }));
        // Rows come order by order: a product counts an order once.
        if (s.lastOrder !== r.orderId) {
          s.orders += 1;
          s.lastOrder = r.orderId;
        }
        s.units += r.quantity;
        if (r.weightStep) {
          s.weighed = true;
          s.grams += r.weightGrams ?? r.quantity * r.weightStep;
        }
        s.revenue += lineTotal({
          price: r.price,
          discount_price: r.discountPrice,
          quantity: r.quantity,
          weight_grams: r.weightGrams,
          weight_step: r.weightStep,
        });
      }
      if (rows.length < reportLimits.batch * 5) break;
      const last = rows[rows.length - 1]!;
      key = { at: last.at, orderId: last.orderId, itemId: last.itemId };
    }
    const list = [...sums.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
    const skus = new Map<number, string | null>();
    const ids = list.flatMap((s) => (s.productId === null ? [] : [s.productId]));
    for (let i = 0; i < ids.length; i += reportLimits.batch) {
      for (const p of await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.id, ids.slice(i, i + reportLimits.batch))))
        skus.set(p.id, p.sku);
    }
    for (let i = 0; i < list.length; i += reportLimits.batch) {
      await writer.rows(
        list
          .slice(i, i + reportLimits.batch)
          .map((s): Cell[] => [
            names.get(storeId) ?? null,
            s.productId,
            s.productId === null ? null : (skus.get(s.productId) ?? null),
            s.name,
            s.unit,
            s.orders,
            s.units,
            s.weighed ? s.grams : null,
            s.revenue,
          ]),
      );
    }
  }
}

// ---- Cancellations: each store's part cancelled within the range ------------------------------

async function cancellations(db: Db, where: ReportScope, range: DayRange, locale: Locale, writer: TableWriter) {
  const who = wordsOf(locale, 'who');
  const reasons = wordsOf(locale, 'cancelReason');
  const names = new Map<number, string>();
  for (const [from, to] of dayChunks(range, CHUNK_DAYS)) {
    // The orders with a cancel in the week (the partial index on cancels by time finds them).
    const touched = await db
      .selectDistinct({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.status, ORDER_STATUS.CANCELLED), gte(orderStatusHistory.createdAt, from), lt(orderStatusHistory.createdAt, to)));
    const out: { at: Date; cells: Cell[] }[] = [];
    for (let i = 0; i < touched.length; i += reportLimits.batch) {
      const page = touched.slice(i, i + reportLimits.batch).map((t) => t.orderId);
      const [parts, cancels] = await Promise.all([
        db
          .select({
            orderId: orderParts.orderId,
            storeId: orderParts.storeId,
            cancelReason: orderParts.cancelReason,
            userId: orders.userId,
            placedAt: orders.createdAt,
          })
          .from(orderParts)
          .innerJoin(orders, eq(orders.id, orderParts.orderId))
          .where(and(inArray(orderParts.orderId, page), eq(orderParts.status, ORDER_STATUS.CANCELLED), inStores(orderParts.storeId, where.storeIds))),
        db
          .select({
            id: orderStatusHistory.id,
            orderId: orderStatusHistory.orderId,
            storeId: orderStatusHistory.storeId,
            actorId: orderStatusHistory.actorId,
            reason: orderStatusHistory.reason,
            createdAt: orderStatusHistory.createdAt,
          })
          .from(orderStatusHistory)
          .where(and(inArray(orderStatusHistory.orderId, page), eq(orderStatusHistory.status, ORDER_STATUS.CANCELLED)))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      ]);
      const cancelsOf = groupBy(cancels, (c) => c.orderId);
      // Each part's cancel: the first cancel row of its own store or of the whole order (the shopper's, the payments').
      const found = parts.flatMap((p) => {
        const row = (cancelsOf.get(p.orderId) ?? []).find((c) => c.storeId === p.storeId || c.storeId === null);
        return row && row.createdAt >= from && row.createdAt < to ? [{ part: p, row }] : [];
      });
      const actorIds = [...new Set(found.flatMap((f) => (f.row.actorId === null ? [] : [f.row.actorId])))];
      const [actors, operators] = actorIds.length
        ? await Promise.all([
            db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, actorIds)),
            db
              .select({ userId: userRoles.userId })
              .from(userRoles)
              .where(and(inArray(userRoles.userId, actorIds), eq(userRoles.role, 'operator'))),
          ])
        : [[], []];
      const actorName = new Map(actors.map((a) => [a.id, a.name]));
      const isOperator = new Set(operators.map((o) => o.userId));
      await storeNames(
        db,
        names,
        found.map((f) => f.part.storeId),
      );
      for (const { part, row } of found) {
        const actor = row.actorId === null ? 'system' : row.actorId === part.userId ? 'shopper' : isOperator.has(row.actorId) ? 'operator' : 'store';
        const code = row.reason ?? part.cancelReason;
        const reason = code === null ? null : actor === 'store' || actor === 'operator' ? code : isCancelCode(code) ? reasons(code) : code;
        out.push({
          at: row.createdAt,
          cells: [
            part.orderId,
            part.placedAt,
            names.get(part.storeId) ?? null,
            row.createdAt,
            who(actor),
            row.actorId === null ? null : (actorName.get(row.actorId) ?? null),
            reason,
          ],
        });
      }
    }
    out.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.cells[0] as number) - (b.cells[0] as number));
    for (let i = 0; i < out.length; i += reportLimits.batch) await writer.rows(out.slice(i, i + reportLimits.batch).map((o) => o.cells));
  }
}

/** The reason codes put into words: the shopper's (CANCEL_REASONS) and the payments' own. */
const CODES: readonly string[] = [...CANCEL_REASONS, 'payment_declined', 'payment_expired'];
const isCancelCode = (code: string) => CODES.includes(code);
