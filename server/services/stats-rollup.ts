import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { tashkentDayStart, DAY_MS } from '@/lib/domain/stats-range';
import type { Db } from '../db/client';

/**
 * The dashboards' figures as SQL on the orders (docs/adr/0038-dashboard-figures.md), and
 * their daily roll-up.
 *
 * What a figure means:
 * - An order belongs to the Tashkent day (UTC+5) of the moment it was placed (orders.created_at);
 *   "orders" counts them all, "cancelled" those cancelled since. For a store, an order is its part
 *   (order_parts): a part its store cancelled is a cancelled order of that store even while another
 *   store delivers; for the marketplace an order is cancelled when it is (every part cancelled).
 * - Revenue is what shoppers pay for the goods, delivery apart, of the parts not cancelled: each
 *   line's money as the order page shows it now (lib/domain/order-lines.ts lineTotal: the
 *   discounted unit price when it had a discount, × the quantity after the store's changes, or by
 *   the packed weight for weighed goods), less the part's share of the order's promo discount.
 * - The promo discount (orders.sale_price_promo_code, on the whole basket) is shared among the
 *   order's parts in proportion to their goods, largest remainder, ties to the lower store id:
 *   exactly lib/domain/part-money.ts (splitByWeight over every part of the order, cancelled ones
 *   too), so a store's revenue from an order is the part's total on its order page less the
 *   delivery, and the stores' revenues add up to the marketplace's.
 * - Items sold are the units (quantity) of the lines not cancelled; a weighed line counts its units.
 *   A product's revenue (top products) is its lines' money before the promo share.
 * - Paid online: the orders not cancelled paid by Click or Payme, of all not cancelled.
 * - Who cancelled: the actor of the history entry that cancelled the part (the store's own entry,
 *   else the whole order's; the marketplace reads the whole order's): none is the system (the
 *   payments' time-out), the order's shopper is the shopper, someone with the operator role an
 *   operator, anyone else the store's staff. Roles are read when the day is computed.
 *
 * The roll-up: once a day is over (ten minutes past midnight, so that no transaction that began
 * the day before is still writing it), its figures per store and of the marketplace go into
 * stats_days, stats_cancels and stats_product_days (and whole months of products into
 * stats_product_months), computed by the same SQL as the live figures. Triggers note the day of
 * every later change to its orders in stats_dirty_days (migration console_stats); ensureRolled,
 * called by each dashboard before it reads, computes the noted and the missing days again.
 */

export const CANCELLED = 8;

/** The Tashkent date of a timestamptz column (UTC+5, no daylight saving: no time-zone data needed). */
export const tday = (column: string) => sql.raw(`(((${column}) AT TIME ZONE 'UTC') + interval '5 hours')::date`);

const LINE_UNIT = `(CASE WHEN i.discount_price > 0 AND i.discount_price < i.price THEN i.discount_price ELSE i.price END)`;
const WEIGHT_STEP = `(i.product_snapshot->'uz'->>'weight_step')::int`;
/** One line's money, as lineTotal computes it: weighed goods by the step of the product as ordered. */
const LINE_TOTAL = sql.raw(`(CASE WHEN i.weight_grams IS NULL THEN ${LINE_UNIT}::bigint * i.quantity
  ELSE (CASE WHEN coalesce(${WEIGHT_STEP}, 0) > 0 THEN round(${LINE_UNIT}::numeric * i.weight_grams / ${WEIGHT_STEP})::bigint
    ELSE ${LINE_UNIT}::bigint * i.quantity END) END)`);

export type Row = Record<string, unknown>;
export const rowsOf = async (db: Db, query: SQL): Promise<Row[]> => (await db.execute(query)).rows as Row[];
export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** A span of time: [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

/** A list of dates as one SQL value. */
const dates = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * The CTEs `o` (orders placed in the span, only on `days` when given), `pt` (their parts, of one
 * store or all), `li` (the parts' lines with their money), `goods`, the promo shares, and `parts`:
 * each part with its goods, units and share of the promo discount.
 */
export function partsCte(span: Span, storeId: number | null, days?: readonly string[]): SQL {
  const ofStore = storeId === null ? sql`` : sql`WHERE op.store_id = ${storeId}`;
  const onDays = days ? sql`AND ${tday('created_at')} = ANY(${dates(days)})` : sql``;
  return sql`
    o AS (
      SELECT id, user_id, created_at, payment_type, status, sale_price_promo_code AS promo
      FROM orders WHERE created_at >= ${span.start.toISOString()}::timestamptz AND created_at < ${span.end.toISOString()}::timestamptz ${onDays}
    ),
    pt AS (
      SELECT op.order_id, op.store_id, op.status, op.cancel_reason, o.created_at, o.payment_type, o.promo, o.status AS order_status, o.user_id
      FROM order_parts op JOIN o ON o.id = op.order_id ${ofStore}
    ),
    li AS (
      SELECT i.order_id, i.store_id, i.product_id, i.name_uz, i.name_ru, i.quantity, pt.status, pt.created_at, ${LINE_TOTAL} AS total
      FROM order_items i JOIN pt ON pt.order_id = i.order_id AND pt.store_id = i.store_id
    ),
    goods AS (SELECT order_id, store_id, sum(total)::bigint AS goods, sum(quantity)::bigint AS units FROM li GROUP BY 1, 2),
    promo_orders AS (SELECT DISTINCT order_id, promo::bigint AS promo FROM pt WHERE promo > 0),
    psub AS (
      SELECT i.order_id, i.store_id, sum(${LINE_TOTAL})::bigint AS sub
      FROM order_items i JOIN order_parts op2 ON op2.order_id = i.order_id AND op2.store_id = i.store_id
      WHERE i.order_id IN (SELECT order_id FROM promo_orders)
      GROUP BY 1, 2
    ),
    pfloor AS (
      SELECT s.order_id, s.store_id, po.promo, w.whole,
        CASE WHEN w.whole > 0 THEN (po.promo * s.sub) / w.whole ELSE 0 END AS fl,
        CASE WHEN w.whole > 0 THEN (po.promo * s.sub) % w.whole ELSE 0 END AS rem
      FROM psub s JOIN promo_orders po USING (order_id)
      JOIN (SELECT order_id, sum(sub)::bigint AS whole FROM psub GROUP BY 1) w USING (order_id)
    ),
    shares AS (
      SELECT order_id, store_id,
        fl + CASE WHEN whole > 0 AND row_number() OVER (PARTITION BY order_id ORDER BY rem DESC, store_id) <= promo - sum(fl) OVER (PARTITION BY order_id) THEN 1 ELSE 0 END AS share
      FROM pfloor
    ),
    parts AS (
      SELECT pt.*, coalesce(g.goods, 0) AS goods, coalesce(g.units, 0) AS units, coalesce(sh.share, 0) AS share
      FROM pt LEFT JOIN goods g USING (order_id, store_id) LEFT JOIN shares sh USING (order_id, store_id)
    )`;
}

/**
 * The CTE `u`: what is counted, with its day and status: a store's parts (its money), or with
 * `orders` the marketplace's orders (the money of their parts not cancelled).
 */
export function unitsCte(orders: boolean): SQL {
  if (!orders)
    return sql`u AS (
      SELECT order_id, store_id, status, payment_type, created_at,
        CASE WHEN status <> ${CANCELLED} THEN goods - share ELSE 0 END AS revenue,
        CASE WHEN status <> ${CANCELLED} THEN units ELSE 0 END AS units
      FROM parts)`;
  return sql`u AS (
    SELECT order_id, 0 AS store_id, order_status AS status, payment_type, created_at,
      sum(CASE WHEN status <> ${CANCELLED} THEN goods - share ELSE 0 END) AS revenue,
      sum(CASE WHEN status <> ${CANCELLED} THEN units ELSE 0 END) AS units
    FROM parts GROUP BY order_id, order_status, payment_type, created_at)`;
}

/** The tallies of `u`'s rows (grouped by the caller). */
export const TALLY = sql`count(*)::int AS orders,
  count(*) FILTER (WHERE status = ${CANCELLED})::int AS cancelled,
  count(*) FILTER (WHERE status <> ${CANCELLED})::int AS live,
  count(*) FILTER (WHERE status <> ${CANCELLED} AND payment_type IN ('click', 'payme'))::int AS online,
  coalesce(sum(revenue), 0)::bigint AS revenue,
  coalesce(sum(units), 0)::bigint AS items`;

/**
 * The cancellations of the parts (store_id the part's store) and of the orders (store_id 0) of the
 * span: day, store_id, reason, actor, count. `which` picks the store's, the marketplace's or both.
 */
export function cancelRows(span: Span, storeId: number | null, which: 'parts' | 'orders' | 'both', days?: readonly string[]): SQL {
  const ofParts = sql`SELECT order_id, store_id, user_id, cancel_reason, created_at FROM parts WHERE status = ${CANCELLED}`;
  const ofOrders = sql`SELECT DISTINCT ON (order_id) order_id, 0 AS store_id, user_id, NULL::text AS cancel_reason, created_at FROM parts WHERE order_status = ${CANCELLED}`;
  const cancelled = which === 'parts' ? ofParts : which === 'orders' ? ofOrders : sql`${ofParts} UNION ALL ${ofOrders}`;
  return sql`WITH ${partsCte(span, storeId, days)}, c AS (${cancelled})
    SELECT ${tday('c.created_at')} AS day, c.store_id, coalesce(h.reason, c.cancel_reason, o2.cancel_reason) AS reason,
      CASE WHEN h.actor_id IS NULL THEN 'system'
        WHEN h.actor_id = c.user_id THEN 'shopper'
        WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = h.actor_id AND r.role = 'operator') THEN 'operator'
        ELSE 'store' END AS actor,
      count(*)::int AS count
    FROM c
    JOIN orders o2 ON o2.id = c.order_id
    LEFT JOIN LATERAL (
      SELECT h.reason, h.actor_id FROM order_status_history h
      WHERE h.order_id = c.order_id AND h.status = ${CANCELLED}
        AND (CASE WHEN c.store_id = 0 THEN h.store_id IS NULL ELSE (h.store_id = c.store_id OR h.store_id IS NULL) END)
      ORDER BY (h.store_id IS NULL), h.id DESC LIMIT 1
    ) h ON true
    GROUP BY 1, 2, 3, 4`;
}

/** A product's key: its id, or for a product gone `~`, its store and its Uzbek name (its lines keep the name). */
export const PRODUCT_KEY = sql.raw(`coalesce(product_id::text, '~' || store_id || ':' || name_uz)`);

/** The goods sold per day, store and product in the span (lines of parts not cancelled). */
function productRows(span: Span, storeId: number | null, days?: readonly string[]): SQL {
  return sql`WITH ${partsCte(span, storeId, days)}
    SELECT ${tday('created_at')} AS day, store_id, ${PRODUCT_KEY} AS product_key, product_id,
      max(name_uz) AS name_uz, max(name_ru) AS name_ru, sum(total)::bigint AS revenue, sum(quantity)::bigint AS units
    FROM li WHERE status <> ${CANCELLED}
    GROUP BY 1, 2, 3, 4`;
}

// ---- The roll-up -------------------------------------------------------------------------------

/** The first day still read from the orders: today, or yesterday until ten minutes past midnight. */
export function firstLiveDay(now: Date): string {
  const settled = new Date(now.getTime() - 10 * 60_000 + 5 * 3_600_000);
  return settled.toISOString().slice(0, 10);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

/** Every date from `from` to `to`. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The calendar months wholly within from..to (their first days). */
export function wholeMonths(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from.endsWith('-01') ? from : nextMonth(monthOf(from)); addDays(nextMonth(m), -1) <= to; m = nextMonth(m)) out.push(m);
  return out;
}

/** The span of a list of dates (first day's start to the last one's end). */
const spanOf = (days: readonly string[]): Span => ({ start: tashkentDayStart(days[0]!)!, end: new Date(tashkentDayStart(days.at(-1)!)!.getTime() + DAY_MS) });

/** A lock number of our own (pg_advisory_xact_lock): two dashboards never compute the same days at once. */
const ROLLUP_LOCK = 35_035;

async function toRoll(db: Db, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`SELECT 'missing' AS kind, d::date::text AS at, 0 AS id FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM stats_rolled_days r WHERE r.day = d::date)
      UNION ALL
      SELECT 'dirty', day::text, id FROM stats_dirty_days WHERE day >= ${from}::date AND day <= ${to}::date
      UNION ALL
      SELECT 'month', month::text, 0 FROM stats_rolled_months WHERE month >= ${monthOf(from)}::date AND month <= ${to}::date`,
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ at: String(r.at), id: num(r.id) }));
  const [missing, dirty, months] = [
    of('missing').map((r) => ({ day: r.at })),
    of('dirty').map((r) => ({ day: r.at, id: r.id })),
    of('month').map((r) => ({ month: r.at })),
  ];
  const days = [...new Set([...missing.map((r) => String(r.day)), ...dirty.map((r) => String(r.day))])].sort();
  const rolledMonths = new Set(months.map((r) => String(r.month)));
  return { days, marks: dirty.map((r) => num(r.id)), rolledMonths };
}

/** Days computed per statement: a first roll-up of a year goes a month at a time. */
const DAYS_PER_STATEMENT = 31;

/**
 * Makes the figures of from..to (days before firstLiveDay) true: computes the days never rolled up
 * and those noted since, and the whole months of the range whose days changed. The notes read are
 * deleted by id: a note written while this runs is not among them, so its day is computed again
 * next time (it may or may not be in this computation).
 */
export async function ensureRolled(db: Db, from: string, to: string): Promise<void> {
  if (from > to) return;
  const months = wholeMonths(from, to);
  const first = await toRoll(db, from, to);
  if (first.days.length === 0 && months.every((m) => first.rolledMonths.has(m))) return;
  const rolled = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    // Read again under the lock: another dashboard may have just done it.
    const { days, marks, rolledMonths } = await toRoll(tx as unknown as Db, from, to);
    for (let i = 0; i < days.length; i += DAYS_PER_STATEMENT) {
      const chunk = days.slice(i, i + DAYS_PER_STATEMENT);
      const span = spanOf(chunk);
      const list = dates(chunk);
      await tx.execute(sql`DELETE FROM stats_days WHERE day = ANY(${list})`);
      await tx.execute(sql`WITH ${partsCte(span, null, chunk)}, ${unitsCte(false)}, uo AS (
          SELECT order_id, 0 AS store_id, order_status AS status, payment_type, created_at,
            sum(CASE WHEN status <> ${CANCELLED} THEN goods - share ELSE 0 END) AS revenue,
            sum(CASE WHEN status <> ${CANCELLED} THEN units ELSE 0 END) AS units
          FROM parts GROUP BY order_id, order_status, payment_type, created_at)
        INSERT INTO stats_days (day, store_id, orders, cancelled, live, online, revenue, items)
        SELECT ${tday('created_at')}, store_id, ${TALLY} FROM u GROUP BY 1, 2
        UNION ALL
        SELECT ${tday('created_at')}, 0, ${TALLY} FROM uo GROUP BY 1`);
      await tx.execute(sql`DELETE FROM stats_cancels WHERE day = ANY(${list})`);
      await tx.execute(sql`INSERT INTO stats_cancels (day, store_id, reason, actor, count) ${cancelRows(span, null, 'both', chunk)}`);
      await tx.execute(sql`DELETE FROM stats_product_days WHERE day = ANY(${list})`);
      await tx.execute(
        sql`INSERT INTO stats_product_days (day, store_id, product_key, product_id, name_uz, name_ru, revenue, units) ${productRows(span, null, chunk)}`,
      );
      await tx.execute(sql`INSERT INTO stats_rolled_days (day) SELECT unnest(${list}) ON CONFLICT (day) DO UPDATE SET rolled_at = now()`);
    }
    if (marks.length) await tx.execute(sql`DELETE FROM stats_dirty_days WHERE id = ANY(${`{${marks.join(',')}}`}::int[])`);
    // A month whose days changed is computed again when a period covers it whole.
    const changed = [...new Set(days.map(monthOf))];
    if (changed.length) await tx.execute(sql`DELETE FROM stats_rolled_months WHERE month = ANY(${dates(changed)})`);
    const stale = months.filter((m) => !rolledMonths.has(m) || changed.includes(m));
    if (stale.length) {
      const list = dates(stale);
      await tx.execute(sql`DELETE FROM stats_product_months WHERE month = ANY(${list})`);
      await tx.execute(sql`INSERT INTO stats_product_months (month, store_id, product_key, product_id, name_uz, name_ru, revenue, units)
        SELECT date_trunc('month', day)::date, store_id, product_key, max(product_id), max(name_uz), max(name_ru), sum(revenue)::bigint, sum(units)::bigint
        FROM stats_product_days WHERE day >= ${stale[0]}::date AND day < ${nextMonth(stale.at(-1)!)}::date AND date_trunc('month', day)::date = ANY(${list})
        GROUP BY 1, 2, 3`);
      await tx.execute(sql`INSERT INTO stats_rolled_months (month) SELECT unnest(${list}) ON CONFLICT (month) DO UPDATE SET rolled_at = now()`);
    }
    return days.length;
  });
  // Many days at once (a first roll-up): the planner's figures of the tables, as autovacuum would leave them.
  if (rolled >= ANALYZE_AFTER_DAYS) await db.execute(sql`ANALYZE stats_days, stats_cancels, stats_product_days, stats_product_months`);
}

const ANALYZE_AFTER_DAYS = 28;
