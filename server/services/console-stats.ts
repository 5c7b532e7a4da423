import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PlatformStats, StatsPoint, StatsTotals, StoreStats } from '@/lib/contract/console-stats';
import type { Locale } from '@/lib/contract/values';
import { bucketLabels, bucketMs, DAY_MS, granularityOf, previousPeriod, share, statsPeriod, type StatsPeriod } from '@/lib/domain/stats-range';
import { tashkentDay } from '@/lib/domain/datetime';
import { percentileFromBuckets, VITALS_METRICS } from '@/lib/domain/web-vitals';
import type { Db } from '../db/client';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { reachesStore, type StaffScope } from './roles';

/**
 * The console's dashboards (issue 35): a store's figures and the whole marketplace's, each
 * computed by SQL on orders, order_parts and order_items for a period of Tashkent days.
 *
 * What a figure means:
 * - An order belongs to the period of the moment it was placed (orders.created_at), in Tashkent
 *   time; "orders" counts them all, "cancelled" those cancelled since. For a store, an order is
 *   its part (order_parts): a part its store cancelled is a cancelled order of that store even
 *   while another store delivers; for the marketplace an order is cancelled when it is (every part).
 * - Revenue is what shoppers pay for the goods, delivery apart, of the parts not cancelled: each
 *   line's money as the order page shows it now (lib/domain/order-lines.ts lineTotal: the
 *   discounted unit price when it had a discount, × the quantity after the store's changes, or
 *   by the packed weight for weighed goods), less the part's share of the order's promo discount.
 * - The promo discount (orders.sale_price_promo_code, on the whole basket) is shared among the
 *   order's parts in proportion to their goods, largest remainder, ties to the lower store id:
 *   exactly lib/domain/part-money.ts (splitByWeight over every part of the order, cancelled ones
 *   too), so a store's revenue for an order is the part total its order page shows less the
 *   delivery, and the stores' revenues add up to the marketplace's.
 * - Items sold are the units (quantity) of the lines not cancelled; a weighed line counts its units.
 * - Paid online: the orders not cancelled paid by Click or Payme, of all not cancelled.
 * - Who cancelled: the actor of the history entry that cancelled the part (the store's own entry,
 *   else the whole order's): none is the system (payments), the order's shopper is the shopper,
 *   someone with the operator role (now) an operator, anyone else the store's staff.
 */

const CANCELLED = 8;

/** One line's money, as lineTotal computes it: weighed goods by the step of the product as ordered. */
const LINE_UNIT = `(CASE WHEN i.discount_price > 0 AND i.discount_price < i.price THEN i.discount_price ELSE i.price END)`;
const WEIGHT_STEP = `(i.product_snapshot->'uz'->>'weight_step')::int`;
const LINE_TOTAL = sql.raw(`(CASE WHEN i.weight_grams IS NULL THEN ${LINE_UNIT}::bigint * i.quantity
  ELSE (CASE WHEN coalesce(${WEIGHT_STEP}, 0) > 0 THEN round(${LINE_UNIT}::numeric * i.weight_grams / ${WEIGHT_STEP})::bigint
    ELSE ${LINE_UNIT}::bigint * i.quantity END) END)`);

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL): Promise<Row[]> => (await db.execute(query)).rows as Row[];
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const epoch = (d: Date) => d.getTime() / 1000;

/**
 * The parts of the orders placed in the period (of one store, or of every store) with their goods,
 * units and share of the promo discount: the CTE `parts` the queries read.
 */
function partsCte(p: Pick<StatsPeriod, 'start' | 'end'>, storeId: number | null): SQL {
  const ofStore = storeId === null ? sql`` : sql`WHERE op.store_id = ${storeId}`;
  return sql`
    o AS (
      SELECT id, user_id, created_at, payment_type, status, sale_price_promo_code AS promo
      FROM orders WHERE created_at >= ${p.start.toISOString()}::timestamptz AND created_at < ${p.end.toISOString()}::timestamptz
    ),
    pt AS (
      SELECT op.order_id, op.store_id, op.status, op.cancel_reason, o.created_at, o.payment_type, o.promo, o.status AS order_status, o.user_id
      FROM order_parts op JOIN o ON o.id = op.order_id ${ofStore}
    ),
    li AS (
      SELECT i.order_id, i.store_id, i.product_id, i.name_uz, i.name_ru, i.quantity, pt.status, ${LINE_TOTAL} AS total
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

/** The counted units: a store's parts, or the marketplace's orders (their live parts' money summed). */
function unitsCte(storeId: number | null): SQL {
  if (storeId !== null)
    return sql`u AS (
      SELECT order_id, status, payment_type, created_at,
        CASE WHEN status <> ${CANCELLED} THEN goods - share ELSE 0 END AS revenue,
        CASE WHEN status <> ${CANCELLED} THEN units ELSE 0 END AS units
      FROM parts)`;
  return sql`u AS (
    SELECT order_id, order_status AS status, payment_type, created_at,
      sum(CASE WHEN status <> ${CANCELLED} THEN goods - share ELSE 0 END) AS revenue,
      sum(CASE WHEN status <> ${CANCELLED} THEN units ELSE 0 END) AS units
    FROM parts GROUP BY order_id, order_status, payment_type, created_at)`;
}

interface Tally {
  orders: number;
  cancelled: number;
  live: number;
  online: number;
  revenue: number;
  items: number;
}
const emptyTally = (): Tally => ({ orders: 0, cancelled: 0, live: 0, online: 0, revenue: 0, items: 0 });
const addTally = (a: Tally, b: Tally) => {
  for (const k of Object.keys(a) as (keyof Tally)[]) a[k] += b[k];
};
const tallyOf = (r: Row): Tally => ({
  orders: num(r.orders),
  cancelled: num(r.cancelled),
  live: num(r.live),
  online: num(r.online),
  revenue: num(r.revenue),
  items: num(r.items),
});
const TALLY = sql`count(*)::int AS orders,
  count(*) FILTER (WHERE status = ${CANCELLED})::int AS cancelled,
  count(*) FILTER (WHERE status <> ${CANCELLED})::int AS live,
  count(*) FILTER (WHERE status <> ${CANCELLED} AND payment_type IN ('click', 'payme'))::int AS online,
  coalesce(sum(revenue), 0)::bigint AS revenue,
  coalesce(sum(units), 0)::bigint AS items`;

export function totalsOf(t: Tally): StatsTotals {
  return {
    orders: t.orders,
    revenue: t.revenue,
    average_order: t.live > 0 ? Math.round(t.revenue / t.live) : 0,
    items_sold: t.items,
    cancelled: t.cancelled,
    paid_online_share: share(t.online, t.live),
  };
}

/** The period's totals and its series (every bucket present). */
async function totalsAndSeries(db: Db, p: StatsPeriod, storeId: number | null) {
  const g = granularityOf(p);
  const size = bucketMs(g) / 1000;
  const rows = await rowsOf(
    db,
    sql`WITH ${partsCte(p, storeId)}, ${unitsCte(storeId)}
      SELECT floor((extract(epoch FROM created_at) - ${epoch(p.start)}) / ${size})::int AS b, ${TALLY}
      FROM u GROUP BY 1`,
  );
  const labels = bucketLabels(p, g);
  const points: StatsPoint[] = labels.map((at) => ({ at, orders: 0, revenue: 0 }));
  const total = emptyTally();
  for (const r of rows) {
    const t = tallyOf(r);
    addTally(total, t);
    const point = points[num(r.b)];
    if (point) {
      point.orders = t.orders;
      point.revenue = t.revenue;
    }
  }
  return { totals: totalsOf(total), series: { granularity: g, points } };
}

async function totalsOnly(db: Db, p: StatsPeriod, storeId: number | null): Promise<StatsTotals> {
  const [row] = await rowsOf(db, sql`WITH ${partsCte(p, storeId)}, ${unitsCte(storeId)} SELECT ${TALLY} FROM u`);
  return totalsOf(row ? tallyOf(row) : emptyTally());
}

/** Who a cancel's actor was (see the module's comment). */
const ACTOR = sql.raw(`CASE WHEN h.actor_id IS NULL THEN 'system'
  WHEN h.actor_id = c.user_id THEN 'shopper'
  WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = h.actor_id AND r.role = 'operator') THEN 'operator'
  ELSE 'store' END`);

async function cancellations(db: Db, p: StatsPeriod, storeId: number | null): Promise<StoreStats['cancellations']> {
  // A store's cancelled parts, by the part's own history entry, else the whole order's; the
  // marketplace's cancelled orders, by the whole order's entry.
  const cancelled =
    storeId !== null
      ? sql`SELECT order_id, store_id, user_id, cancel_reason FROM parts WHERE status = ${CANCELLED}`
      : sql`SELECT DISTINCT ON (order_id) order_id, NULL::int AS store_id, user_id, NULL::text AS cancel_reason FROM parts WHERE order_status = ${CANCELLED}`;
  const own = storeId !== null ? sql`(h.store_id = c.store_id OR h.store_id IS NULL)` : sql`h.store_id IS NULL`;
  const rows = await rowsOf(
    db,
    sql`WITH ${partsCte(p, storeId)}, c AS (${cancelled})
      SELECT coalesce(h.reason, c.cancel_reason, o2.cancel_reason) AS reason, ${ACTOR} AS actor, count(*)::int AS n
      FROM c
      JOIN orders o2 ON o2.id = c.order_id
      LEFT JOIN LATERAL (
        SELECT h.reason, h.actor_id FROM order_status_history h
        WHERE h.order_id = c.order_id AND h.status = ${CANCELLED} AND ${own}
        ORDER BY (h.store_id IS NULL), h.id DESC LIMIT 1
      ) h ON true
      GROUP BY 1, 2`,
  );
  const byReason = new Map<string | null, number>();
  const byActor = new Map<string, number>();
  for (const r of rows) {
    const reason = (r.reason as string | null) ?? null;
    byReason.set(reason, (byReason.get(reason) ?? 0) + num(r.n));
    byActor.set(r.actor as string, (byActor.get(r.actor as string) ?? 0) + num(r.n));
  }
  return {
    by_reason: [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || String(a.reason).localeCompare(String(b.reason))),
    by_actor: (['shopper', 'store', 'operator', 'system'] as const).flatMap((actor) => (byActor.get(actor) ? [{ actor, count: byActor.get(actor)! }] : [])),
  };
}

/** The 10 products that brought most money and the 10 sold most, over the lines not cancelled (goods' money, before the promo). */
async function tops(db: Db, p: StatsPeriod, storeId: number | null, locale: Locale) {
  const itemName = sql.raw(locale === 'ru' ? 'name_ru' : 'name_uz');
  const rows = await rowsOf(
    db,
    sql`WITH ${partsCte(p, storeId)},
      tp AS (
        SELECT product_id, CASE WHEN product_id IS NULL THEN ${itemName} END AS lost, max(${itemName}) AS item_name,
          sum(total)::bigint AS revenue, sum(quantity)::bigint AS units
        FROM li WHERE status <> ${CANCELLED} GROUP BY 1, 2
      ),
      picked AS (
        (SELECT 'revenue' AS list, * FROM tp ORDER BY revenue DESC, units DESC, product_id NULLS LAST, lost LIMIT 10)
        UNION ALL
        (SELECT 'units' AS list, * FROM tp ORDER BY units DESC, revenue DESC, product_id NULLS LAST, lost LIMIT 10)
      )
      SELECT picked.list, picked.product_id, coalesce(pr.${itemName}, picked.item_name) AS name, picked.revenue, picked.units
      FROM picked LEFT JOIN products pr ON pr.id = picked.product_id`,
  );
  const list = (name: string) =>
    rows
      .filter((r) => r.list === name)
      .map((r) => ({ product_id: r.product_id === null ? null : num(r.product_id), name: String(r.name), revenue: num(r.revenue), units: num(r.units) }))
      .sort(name === 'revenue' ? (a, b) => b.revenue - a.revenue || b.units - a.units : (a, b) => b.units - a.units || b.revenue - a.revenue);
  return { top_by_revenue: list('revenue'), top_by_units: list('units') };
}

/** The store's products at or below its threshold, or below what sold in the 7 days up to now; lowest stock first, at most 20. */
async function runningOut(db: Db, storeId: number, threshold: number, locale: Locale, now: Date): Promise<StoreStats['running_out']> {
  const name = sql.raw(locale === 'ru' ? 'p.name_ru' : 'p.name_uz');
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await rowsOf(
    db,
    sql`WITH sold AS (
        SELECT i.product_id, sum(i.quantity)::bigint AS sold
        FROM orders o
        JOIN order_parts op ON op.order_id = o.id AND op.store_id = ${storeId} AND op.status <> ${CANCELLED}
        JOIN order_items i ON i.order_id = o.id AND i.store_id = ${storeId}
        WHERE o.created_at >= ${since.toISOString()}::timestamptz AND i.product_id IS NOT NULL
        GROUP BY 1
      )
      SELECT p.id, ${name} AS name, p.available, coalesce(s.sold, 0) AS sold
      FROM products p LEFT JOIN sold s ON s.product_id = p.id
      WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND (p.available <= ${threshold} OR p.available < coalesce(s.sold, 0))
      ORDER BY p.available, p.id LIMIT 20`,
  );
  return rows.map((r) => ({
    product_id: num(r.id),
    name: String(r.name),
    available: num(r.available),
    sold_7d: num(r.sold),
    why: num(r.available) <= threshold ? ('threshold' as const) : ('sales' as const),
  }));
}

/** The store's products' reviews (shown ones): the average and count of all, and the period's without an answer. */
async function ratings(db: Db, storeId: number, p: StatsPeriod, locale: Locale): Promise<StoreStats['ratings']> {
  const name = sql.raw(locale === 'ru' ? 'p.name_ru' : 'p.name_uz');
  const [all] = await rowsOf(
    db,
    sql`SELECT avg(c.rating)::float8 AS average, count(*)::int AS n
      FROM comments c JOIN products p ON p.id = c.product_id
      WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND c.hidden_at IS NULL`,
  );
  const open = await rowsOf(
    db,
    sql`SELECT c.id, c.product_id, ${name} AS product_name, c.rating, c.comment, c.created_at, count(*) OVER ()::int AS total
      FROM comments c JOIN products p ON p.id = c.product_id
      WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND c.hidden_at IS NULL
        AND c.created_at >= ${p.start.toISOString()}::timestamptz AND c.created_at < ${p.end.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM comment_answers a WHERE a.comment_id = c.id)
      ORDER BY c.created_at DESC, c.id DESC LIMIT 10`,
  );
  const average = all && all.average !== null ? Math.round(Number(all.average) * 100) / 100 : null;
  return {
    average,
    count: num(all?.n),
    to_answer: open.map((r) => ({
      id: num(r.id),
      product_id: num(r.product_id),
      product_name: String(r.product_name),
      rating: num(r.rating),
      comment: String(r.comment),
      created_at: new Date(r.created_at as string | Date).toISOString(),
    })),
    to_answer_count: num(open[0]?.total),
  };
}

/** The period asked for, or 400 naming what is wrong. */
export function periodOf(from: string, to: string): StatsPeriod {
  const p = statsPeriod(from, to);
  if ('issue' in p) {
    const message = p.issue === 'invalid_date' ? text('fields.invalidDate') : p.issue === 'from_after_to' ? text('stats.fromAfterTo') : text('stats.tooLong');
    throw new ApiFailure('validation_error', { fields: { [p.field]: message } });
  }
  return p;
}

export async function storeStats(db: Db, scope: StaffScope, input: { store: number; from: string; to: string }, locale: Locale, now = new Date()): Promise<StoreStats> {
  if (!reachesStore(scope, input.store)) throw notFound();
  const p = periodOf(input.from, input.to);
  const [store] = await rowsOf(db, sql`SELECT id, brand_name, low_stock_threshold FROM stores WHERE id = ${input.store}`);
  if (!store) throw notFound();
  const threshold = num(store.low_stock_threshold);
  const prev = previousPeriod(p);
  const [current, previous, cancelled, top, out, rated] = await Promise.all([
    totalsAndSeries(db, p, input.store),
    totalsOnly(db, prev, input.store),
    cancellations(db, p, input.store),
    tops(db, p, input.store, locale),
    runningOut(db, input.store, threshold, locale, now),
    ratings(db, input.store, p, locale),
  ]);
  return {
    store: { id: num(store.id), brand_name: String(store.brand_name), low_stock_threshold: threshold },
    period: { from: p.from, to: p.to },
    previous_period: { from: prev.from, to: prev.to },
    totals: current.totals,
    previous_totals: previous,
    series: current.series,
    cancellations: cancelled,
    ...top,
    running_out: out,
    ratings: rated,
  };
}

async function storeTable(db: Db, p: StatsPeriod): Promise<PlatformStats['stores']> {
  const table = await rowsOf(
    db,
    sql`WITH ${partsCte(p, null)}
      SELECT parts.store_id, s.brand_name,
        count(*)::int AS orders,
        count(*) FILTER (WHERE status = ${CANCELLED})::int AS cancelled,
        count(*) FILTER (WHERE status <> ${CANCELLED})::int AS live,
        count(*) FILTER (WHERE status <> ${CANCELLED} AND payment_type IN ('click', 'payme'))::int AS online,
        coalesce(sum(goods - share) FILTER (WHERE status <> ${CANCELLED}), 0)::bigint AS revenue
      FROM parts JOIN stores s ON s.id = parts.store_id
      GROUP BY parts.store_id, s.brand_name
      ORDER BY revenue DESC, parts.store_id`,
  );
  return table.map((r) => {
    const live = num(r.live);
    const revenue = num(r.revenue);
    return {
      store_id: num(r.store_id),
      brand_name: String(r.brand_name),
      orders: num(r.orders),
      revenue,
      average_order: live > 0 ? Math.round(revenue / live) : 0,
      cancelled: num(r.cancelled),
      paid_online_share: share(num(r.online), live),
    };
  });
}

async function newShoppers(db: Db, p: StatsPeriod): Promise<PlatformStats['new_shoppers']> {
  const rows = await rowsOf(
    db,
    sql`SELECT floor((extract(epoch FROM created_at) - ${epoch(p.start)}) / 86400)::int AS b, count(*)::int AS n
      FROM users WHERE created_at >= ${p.start.toISOString()}::timestamptz AND created_at < ${p.end.toISOString()}::timestamptz
      GROUP BY 1`,
  );
  const days = bucketLabels(p, 'day').map((at) => ({ at, count: 0 }));
  for (const r of rows) if (days[num(r.b)]) days[num(r.b)]!.count = num(r.n);
  return days;
}

async function basketConversion(db: Db, p: StatsPeriod): Promise<PlatformStats['basket_conversion']> {
  const start = p.start.toISOString();
  const end = p.end.toISOString();
  const [row] = await rowsOf(
    db,
    sql`WITH b AS (
        SELECT user_id FROM basket_days WHERE day >= ${p.from}::date AND day <= ${p.to}::date
        UNION
        SELECT user_id FROM basket_lines WHERE updated_at >= ${start}::timestamptz AND updated_at < ${end}::timestamptz
      )
      SELECT count(*)::int AS baskets,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.user_id = b.user_id AND o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz))::int AS ordered
      FROM b`,
  );
  const baskets = num(row?.baskets);
  const ordered = num(row?.ordered);
  return { baskets, ordered, share: share(ordered, baskets) };
}

/** The top 50 terms that found nothing in the 7 days up to `to`. */
async function noResultSearches(db: Db, p: StatsPeriod): Promise<PlatformStats['no_result_searches']> {
  const from = new Date(p.end.getTime() - 7 * DAY_MS);
  const rows = await rowsOf(
    db,
    sql`SELECT term, sum(count)::int AS n FROM search_misses
      WHERE day >= ${tashkentDay(from)}::date AND day <= ${p.to}::date
      GROUP BY term ORDER BY 2 DESC, term LIMIT 50`,
  );
  return rows.map((r) => ({ term: String(r.term), count: num(r.n) }));
}

/** p75 of each web vital over the period's days (every page type together), when any were recorded. */
async function vitals(db: Db, p: StatsPeriod): Promise<PlatformStats['vitals']> {
  const rows = await rowsOf(
    db,
    sql`SELECT metric, bucket, sum(count)::int AS n FROM web_vitals WHERE day >= ${p.from}::date AND day <= ${p.to}::date GROUP BY 1, 2`,
  );
  return VITALS_METRICS.flatMap((metric) => {
    const figure = percentileFromBuckets(
      metric,
      rows.filter((r) => r.metric === metric).map((r) => [num(r.bucket), num(r.n)] as const),
    );
    return figure ? [{ metric, p75: figure.value, samples: figure.count }] : [];
  });
}

export async function platformStats(db: Db, input: { from: string; to: string }, locale: Locale): Promise<PlatformStats> {
  const p = periodOf(input.from, input.to);
  const prev = previousPeriod(p);
  const [current, previous, cancelled, top, table, shoppers, baskets, misses, speed] = await Promise.all([
    totalsAndSeries(db, p, null),
    totalsOnly(db, prev, null),
    cancellations(db, p, null),
    tops(db, p, null, locale),
    storeTable(db, p),
    newShoppers(db, p),
    basketConversion(db, p),
    noResultSearches(db, p),
    vitals(db, p),
  ]);
  return {
    period: { from: p.from, to: p.to },
    previous_period: { from: prev.from, to: prev.to },
    totals: current.totals,
    previous_totals: previous,
    series: current.series,
    cancellations: cancelled,
    ...top,
    stores: table,
    new_shoppers: shoppers,
    basket_conversion: baskets,
    no_result_searches: misses,
    vitals: speed,
  };
}
