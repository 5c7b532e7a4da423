import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PlatformStats, StatsPoint, StatsTotals, StoreStats } from '@/lib/contract/console-stats';
import type { Locale } from '@/lib/contract/values';
import { tashkentDay } from '@/lib/domain/datetime';
import { bucketLabels, DAY_MS, granularityOf, previousPeriod, share, statsPeriod, tashkentDayStart, type StatsPeriod } from '@/lib/domain/stats-range';
import { percentileFromBuckets, VITALS_METRICS } from '@/lib/domain/web-vitals';
import type { Db } from '../db/client';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { reachesStore, type OperatorScope, type StaffScope } from './roles';
import {
  CANCELLED,
  cancelRows,
  daysBetween,
  ensureRolled,
  firstLiveDay,
  monthOf,
  num,
  partsCte,
  PRODUCT_KEY,
  rowsOf,
  TALLY,
  tday,
  unitsCte,
  wholeMonths,
  type Row,
  type Span,
} from './stats-rollup';

/**
 * The console's dashboards (ADR 0035): a store's figures and the whole marketplace's for a period
 * of Tashkent days. What each figure means, and how days are rolled up, is in stats-rollup.ts
 * (docs/adr/0038-dashboard-figures.md). A period is read in two parts: the days that are over,
 * from the roll-up (made true first by ensureRolled), and the days still live (today, and
 * yesterday until ten minutes past midnight), from the orders themselves. One day is shown by the
 * hour, so it is read from the orders whole.
 */

/** A period split into its rolled-up days and its live part. */
interface Split {
  period: StatsPeriod;
  /** The days read from the roll-up, or null. */
  rolled: { from: string; to: string } | null;
  /** The live part, read from the orders, or null. */
  live: (Span & { from: string }) | null;
}

function split(p: StatsPeriod, liveFrom: string): Split {
  if (p.days === 1) return { period: p, rolled: null, live: { start: p.start, end: p.end, from: p.from } };
  const lastRolled = new Date(Date.parse(`${liveFrom}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const rolled = p.from <= lastRolled ? { from: p.from, to: p.to < lastRolled ? p.to : lastRolled } : null;
  const liveStart = p.to >= liveFrom ? (p.from > liveFrom ? p.from : liveFrom) : null;
  const live = liveStart ? { start: tashkentDayStart(liveStart)!, end: p.end, from: liveStart } : null;
  return { period: p, rolled, live };
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

function totalsOf(t: Tally): StatsTotals {
  return {
    orders: t.orders,
    revenue: t.revenue,
    average_order: t.live > 0 ? Math.round(t.revenue / t.live) : 0,
    items_sold: t.items,
    cancelled: t.cancelled,
    paid_online_share: share(t.online, t.live),
  };
}

/** The store's parts (storeId) or the marketplace's orders (null), in rows by bucket label. */
async function tallies(db: Db, s: Split, storeId: number | null): Promise<Map<string, Tally>> {
  const out = new Map<string, Tally>();
  const hourly = granularityOf(s.period) === 'hour';
  const reads: Promise<void>[] = [];
  if (s.rolled) {
    const { from, to } = s.rolled;
    reads.push(
      rowsOf(
        db,
        sql`SELECT day::text AS at, orders, cancelled, live, online, revenue, items FROM stats_days WHERE store_id = ${storeId ?? 0} AND day >= ${from}::date AND day <= ${to}::date`,
      ).then((rows) => rows.forEach((r) => out.set(String(r.at), tallyOf(r)))),
    );
  }
  if (s.live) {
    const size = hourly ? 3600 : 86400;
    const startEpoch = s.live.start.getTime() / 1000;
    const labels = bucketLabels(s.live, hourly ? 'hour' : 'day');
    reads.push(
      rowsOf(
        db,
        sql`WITH ${partsCte(s.live, storeId)}, ${unitsCte(storeId === null)}
          SELECT floor((extract(epoch FROM created_at) - ${startEpoch}) / ${size})::int AS b, ${TALLY} FROM u GROUP BY 1`,
      ).then((rows) =>
        rows.forEach((r) => {
          const at = labels[num(r.b)];
          if (at) out.set(at, tallyOf(r));
        }),
      ),
    );
  }
  await Promise.all(reads);
  return out;
}

async function totalsAndSeries(db: Db, s: Split, storeId: number | null) {
  const g = granularityOf(s.period);
  const rows = await tallies(db, s, storeId);
  const total = emptyTally();
  for (const t of rows.values()) addTally(total, t);
  const points: StatsPoint[] = bucketLabels(s.period, g).map((at) => ({ at, orders: rows.get(at)?.orders ?? 0, revenue: rows.get(at)?.revenue ?? 0 }));
  return { totals: totalsOf(total), series: { granularity: g, points } };
}

async function cancellations(db: Db, s: Split, storeId: number | null): Promise<StoreStats['cancellations']> {
  const reads: Promise<Row[]>[] = [];
  if (s.rolled)
    reads.push(
      rowsOf(
        db,
        sql`SELECT reason, actor, sum(count)::int AS count FROM stats_cancels
          WHERE store_id = ${storeId ?? 0} AND day >= ${s.rolled.from}::date AND day <= ${s.rolled.to}::date GROUP BY 1, 2`,
      ),
    );
  if (s.live) reads.push(rowsOf(db, cancelRows(s.live, storeId, storeId === null ? 'orders' : 'parts')));
  const byReason = new Map<string | null, number>();
  const byActor = new Map<string, number>();
  for (const r of (await Promise.all(reads)).flat()) {
    const reason = (r.reason as string | null) ?? null;
    byReason.set(reason, (byReason.get(reason) ?? 0) + num(r.count));
    byActor.set(String(r.actor), (byActor.get(String(r.actor)) ?? 0) + num(r.count));
  }
  return {
    by_reason: [...byReason]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || String(a.reason).localeCompare(String(b.reason))),
    by_actor: (['shopper', 'store', 'operator', 'system'] as const).flatMap((actor) => (byActor.get(actor) ? [{ actor, count: byActor.get(actor)! }] : [])),
  };
}

// ---- Top products --------------------------------------------------------------------------------

const TOP = 10;
/**
 * Each segment's best products read to find the candidates (see topProducts): a month's, and a
 * day's (fewer when whole months hold most of the figures, more when days are all there is).
 */
const MONTH_TOP = 60;
const DAY_TOP = { withMonths: 25, alone: 100 };
/** Up to this many days and no whole month, every product's rows are summed. */
const SUM_ALL_DAYS = 10;

type Measure = 'revenue' | 'units';
interface ProductTotal {
  product_key: string;
  product_id: number | null;
  revenue: number;
  units: number;
}
const productOf = (r: Row): ProductTotal => ({
  product_key: String(r.product_key),
  product_id: r.product_id === null || r.product_id === undefined ? null : num(r.product_id),
  revenue: num(r.revenue),
  units: num(r.units),
});
const byMeasure = (m: Measure) => (a: ProductTotal, b: ProductTotal) => {
  const other: Measure = m === 'revenue' ? 'units' : 'revenue';
  return b[m] - a[m] || b[other] - a[other] || (a.product_id ?? Infinity) - (b.product_id ?? Infinity) || (a.product_key < b.product_key ? -1 : 1);
};

/**
 * The 10 best products of a period by revenue or units, from the roll-up's rows (whole months,
 * days at the edges) and the live part. Over a few days every product's rows are summed. Over
 * longer periods that would read up to hundreds of thousands of rows, so it reads the best
 * few of each segment (a whole month, a day at the edges) and the live part whole, sums those
 * candidates exactly, and checks the bound: a product that is in no segment's best has at most the
 * sum of the segments' last best figures; when the tenth candidate is above it, no other product
 * can reach the list. When it is not (figures too flat), every product is summed.
 */
async function topProducts(db: Db, s: Split, storeId: number | null, m: Measure): Promise<ProductTotal[]> {
  const months = s.rolled ? wholeMonths(s.rolled.from, s.rolled.to) : [];
  const covered = new Set(months);
  const days = s.rolled ? daysBetween(s.rolled.from, s.rolled.to).filter((d) => !covered.has(monthOf(d))) : [];
  // The edge days are at most two runs of days (before and after the whole months): read as ranges.
  const head = days.filter((d) => !months.length || d < months[0]!);
  const tail = days.filter((d) => months.length > 0 && d > months.at(-1)!);
  const runs = [head, tail].filter((r) => r.length > 0).map((r) => [r[0]!, r.at(-1)!] as const);
  const monthList = sql`${`{${months.join(',')}}`}::date[]`;
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  const column = sql.raw(m);
  const order = sql`ORDER BY ${column} DESC, ${sql.raw(m === 'revenue' ? 'units' : 'revenue')} DESC, product_id NULLS LAST, product_key LIMIT ${TOP}`;
  const live = s.live
    ? sql`${partsCte(s.live, storeId)}, live AS (
        SELECT ${PRODUCT_KEY} AS product_key, product_id, sum(total)::bigint AS revenue, sum(quantity)::bigint AS units
        FROM li WHERE status <> ${CANCELLED} GROUP BY 1, 2)`
    : sql`live AS (SELECT NULL::text AS product_key, NULL::int AS product_id, 0::bigint AS revenue, 0::bigint AS units WHERE false)`;
  /** The period's rows: of one key (a key is one store's product), or of the store (or all), each run of months or days one range of an index. */
  const periodRows = (key: SQL | null) => {
    const which = (t: string) => (key ? sql`${sql.raw(t)}.product_key = ${key} AND` : storeId === null ? sql`` : sql`${sql.raw(t)}.store_id = ${storeId} AND`);
    const parts: SQL[] = [];
    if (months.length)
      parts.push(sql`SELECT pm.product_key, pm.product_id, pm.revenue, pm.units FROM stats_product_months pm
        WHERE ${which('pm')} pm.month >= ${months[0]}::date AND pm.month <= ${months.at(-1)}::date`);
    for (const [first, last] of runs)
      parts.push(sql`SELECT pd.product_key, pd.product_id, pd.revenue, pd.units FROM stats_product_days pd
        WHERE ${which('pd')} pd.day >= ${first}::date AND pd.day <= ${last}::date`);
    parts.push(sql`SELECT l.product_key, l.product_id, l.revenue, l.units FROM live l ${key ? sql`WHERE l.product_key = ${key}` : sql``}`);
    return sql.join(parts, sql` UNION ALL `);
  };
  const everything = async () =>
    (
      await rowsOf(
        db,
        sql`WITH ${live} SELECT product_key, max(product_id) AS product_id, sum(revenue)::bigint AS revenue, sum(units)::bigint AS units
          FROM (${periodRows(null)}) r GROUP BY product_key ${order}`,
      )
    )
      .map(productOf)
      .sort(byMeasure(m));
  if (months.length === 0 && days.length <= SUM_ALL_DAYS) return everything();
  const dayTop = months.length >= 2 ? DAY_TOP.withMonths : DAY_TOP.alone;

  const store = (t: string) => (storeId === null ? sql`` : sql`AND ${sql.raw(t)}.store_id = ${storeId}`);
  const rows = await rowsOf(
    db,
    sql`WITH ${live},
      mtop AS (
        SELECT x.* FROM unnest(${monthList}) AS s(at) CROSS JOIN LATERAL (
          SELECT pm.product_key, pm.${column} AS v, row_number() OVER (ORDER BY pm.${column} DESC NULLS LAST) AS rn
          FROM stats_product_months pm WHERE pm.month = s.at ${store('pm')} ORDER BY pm.${column} DESC NULLS LAST LIMIT ${MONTH_TOP}) x
      ),
      dtop AS (
        SELECT x.* FROM unnest(${dayList}) AS s(at) CROSS JOIN LATERAL (
          SELECT pd.product_key, pd.${column} AS v, row_number() OVER (ORDER BY pd.${column} DESC NULLS LAST) AS rn
          FROM stats_product_days pd WHERE pd.day = s.at ${store('pd')} ORDER BY pd.${column} DESC NULLS LAST LIMIT ${dayTop}) x
      ),
      bound AS (SELECT coalesce(sum(v), 0)::bigint AS bound FROM (SELECT v FROM mtop WHERE rn = ${MONTH_TOP} UNION ALL SELECT v FROM dtop WHERE rn = ${dayTop}) t),
      cand AS (SELECT product_key FROM mtop UNION SELECT product_key FROM dtop UNION SELECT product_key FROM live),
      exact AS (
        SELECT k.product_key, max(r.product_id) AS product_id, sum(r.revenue)::bigint AS revenue, sum(r.units)::bigint AS units
        FROM cand k CROSS JOIN LATERAL (${periodRows(sql`k.product_key`)}) r
        GROUP BY k.product_key
      )
      SELECT exact.*, (SELECT bound FROM bound) AS bound FROM exact ${order}`,
  );
  const found = rows.map(productOf).sort(byMeasure(m));
  const bound = num(rows[0]?.bound);
  if (found.length < TOP || found[TOP - 1]![m] > bound) return found;
  // Too flat for the bound to decide: every product summed.
  return everything();
}

async function tops(db: Db, s: Split, storeId: number | null, locale: Locale) {
  const [byRevenue, byUnits] = await Promise.all([topProducts(db, s, storeId, 'revenue'), topProducts(db, s, storeId, 'units')]);
  // Names as the catalog has them now; a product gone keeps its lines' name (the roll-up's, else its key's).
  const listed = [...byRevenue, ...byUnits];
  const ids = [...new Set(listed.flatMap((p) => (p.product_id === null ? [] : [p.product_id])))];
  const names = new Map<string, string>();
  const column = locale === 'ru' ? 'name_ru' : 'name_uz';
  if (ids.length)
    for (const r of await rowsOf(
      db,
      sql`SELECT id::text AS product_key, ${sql.raw(column)} AS name FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
    ))
      names.set(String(r.product_key), String(r.name));
  const lost = [...new Set(listed.map((p) => p.product_key).filter((k) => !names.has(k)))];
  if (lost.length)
    for (const r of await rowsOf(
      db,
      sql`SELECT DISTINCT ON (product_key) product_key, ${sql.raw(column)} AS name FROM stats_product_days WHERE product_key = ANY(${`{${lost.map((k) => JSON.stringify(k)).join(',')}}`}::text[]) ORDER BY product_key, day DESC`,
    ))
      names.set(String(r.product_key), String(r.name));
  const shape = (p: ProductTotal) => ({
    product_id: p.product_id,
    name: names.get(p.product_key) ?? p.product_key.replace(/^~\d+:/, ''),
    revenue: p.revenue,
    units: p.units,
  });
  return { top_by_revenue: byRevenue.map(shape), top_by_units: byUnits.map(shape) };
}

// ---- A store's own -------------------------------------------------------------------------------

/**
 * The store's products at or below its threshold, or below what sold in the 7 days up to today
 * (today included); lowest stock first, at most 20.
 */
async function runningOut(db: Db, storeId: number, threshold: number, locale: Locale, s: Split): Promise<StoreStats['running_out']> {
  const name = sql.raw(locale === 'ru' ? 'p.name_ru' : 'p.name_uz');
  const soldParts: SQL[] = [];
  if (s.rolled)
    soldParts.push(
      sql`SELECT product_id, units FROM stats_product_days WHERE store_id = ${storeId} AND day >= ${s.rolled.from}::date AND day <= ${s.rolled.to}::date AND product_id IS NOT NULL`,
    );
  const live = s.live ? sql`${partsCte(s.live, storeId)},` : sql``;
  if (s.live) soldParts.push(sql`SELECT product_id, quantity AS units FROM li WHERE status <> ${CANCELLED} AND product_id IS NOT NULL`);
  const sold = soldParts.length ? sql.join(soldParts, sql` UNION ALL `) : sql`SELECT NULL::int AS product_id, 0::bigint AS units WHERE false`;
  const rows = await rowsOf(
    db,
    sql`WITH ${live} sold AS (SELECT product_id, sum(units)::bigint AS sold FROM (${sold}) x GROUP BY 1)
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
  const [[all], open] = await Promise.all([
    rowsOf(
      db,
      sql`SELECT avg(c.rating)::float8 AS average, count(*)::int AS n
        FROM comments c JOIN products p ON p.id = c.product_id
        WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND c.hidden_at IS NULL`,
    ),
    rowsOf(
      db,
      sql`SELECT c.id, c.product_id, ${name} AS product_name, c.rating, c.comment, c.created_at, count(*) OVER ()::int AS total
        FROM comments c JOIN products p ON p.id = c.product_id
        WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND c.hidden_at IS NULL
          AND c.created_at >= ${p.start.toISOString()}::timestamptz AND c.created_at < ${p.end.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM comment_answers a WHERE a.comment_id = c.id)
        ORDER BY c.created_at DESC, c.id DESC LIMIT 10`,
    ),
  ]);
  return {
    average: all && all.average !== null ? Math.round(Number(all.average) * 100) / 100 : null,
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

// ---- The marketplace's own -----------------------------------------------------------------------

async function storeTable(db: Db, s: Split): Promise<PlatformStats['stores']> {
  const reads: Promise<Row[]>[] = [];
  if (s.rolled)
    reads.push(
      rowsOf(
        db,
        sql`SELECT store_id, sum(orders)::int AS orders, sum(cancelled)::int AS cancelled, sum(live)::int AS live, sum(online)::int AS online,
            sum(revenue)::bigint AS revenue, 0 AS items
          FROM stats_days WHERE store_id > 0 AND day >= ${s.rolled.from}::date AND day <= ${s.rolled.to}::date GROUP BY store_id`,
      ),
    );
  if (s.live) reads.push(rowsOf(db, sql`WITH ${partsCte(s.live, null)}, ${unitsCte(false)} SELECT store_id, ${TALLY} FROM u GROUP BY store_id`));
  const byStore = new Map<number, Tally>();
  for (const r of (await Promise.all(reads)).flat()) {
    const t = byStore.get(num(r.store_id)) ?? emptyTally();
    addTally(t, tallyOf(r));
    byStore.set(num(r.store_id), t);
  }
  if (byStore.size === 0) return [];
  const names = await rowsOf(db, sql`SELECT id, brand_name FROM stores WHERE id = ANY(${`{${[...byStore.keys()].join(',')}}`}::int[])`);
  return names
    .map((r) => {
      const t = totalsOf(byStore.get(num(r.id))!);
      return {
        store_id: num(r.id),
        brand_name: String(r.brand_name),
        orders: t.orders,
        revenue: t.revenue,
        average_order: t.average_order,
        cancelled: t.cancelled,
        paid_online_share: t.paid_online_share,
      };
    })
    .sort((a, b) => b.revenue - a.revenue || a.store_id - b.store_id);
}

async function newShoppers(db: Db, p: StatsPeriod): Promise<PlatformStats['new_shoppers']> {
  const rows = await rowsOf(
    db,
    sql`SELECT ${tday('created_at')}::text AS at, count(*)::int AS n
      FROM users WHERE created_at >= ${p.start.toISOString()}::timestamptz AND created_at < ${p.end.toISOString()}::timestamptz
      GROUP BY 1`,
  );
  const counts = new Map(rows.map((r) => [String(r.at), num(r.n)]));
  return bucketLabels(p, 'day').map((at) => ({ at, count: counts.get(at) ?? 0 }));
}

/** A basket day's shoppers over days that are over, and those of them who ordered then. */
interface BasketSets {
  users: Set<number>;
  ordered: Set<number>;
}
/**
 * Per database and range of days that are over: their basket days and orders never change (a
 * basket is noted on the day it is saved, an order belongs to the day it was placed), so a year of
 * them is read once a day and process, not on every dashboard.
 */
const basketMemo = new WeakMap<Db, LRUCache<string, BasketSets>>();

/** The shoppers with a basket on from..to, and those of them who ordered in `orders` (by default the same days). */
async function basketSets(
  db: Db,
  from: string,
  to: string,
  memo: boolean,
  orders: Span = { start: tashkentDayStart(from)!, end: new Date(tashkentDayStart(to)!.getTime() + DAY_MS) },
): Promise<BasketSets> {
  let cache = basketMemo.get(db);
  if (!cache) basketMemo.set(db, (cache = new LRUCache({ max: 16 })));
  const key = `${from}|${to}`;
  const known = memo ? cache.get(key) : undefined;
  if (known) return known;
  const start = orders.start.toISOString();
  const end = orders.end.toISOString();
  const rows = await rowsOf(
    db,
    sql`SELECT b.user_id, EXISTS (
        SELECT 1 FROM orders o WHERE o.user_id = b.user_id AND o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz
      ) AS ordered
      FROM (SELECT user_id FROM basket_days WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY user_id) b`,
  );
  const sets: BasketSets = { users: new Set(), ordered: new Set() };
  for (const r of rows) {
    sets.users.add(num(r.user_id));
    if (r.ordered === true) sets.ordered.add(num(r.user_id));
  }
  if (memo) cache.set(key, sets);
  return sets;
}

/**
 * The shoppers who had a basket in the period (saved one with something in it on one of its days:
 * basket_days, server/services/basket.ts), and how many of them placed an order in the period.
 * The days that are over are read once (basketSets); the live ones each time.
 */
async function basketConversion(db: Db, s: Split): Promise<PlatformStats['basket_conversion']> {
  const p = s.period;
  const past = s.rolled ? await basketSets(db, s.rolled.from, s.rolled.to, true) : { users: new Set<number>(), ordered: new Set<number>() };
  const users = new Set(past.users);
  const ordered = new Set(past.ordered);
  if (s.live) {
    // Today's baskets: ordered any time in the period.
    const live = await basketSets(db, s.live.from, p.to, false, p);
    for (const u of live.users) users.add(u);
    for (const u of live.ordered) ordered.add(u);
    // A shopper of the earlier days who orders now.
    const rows = await rowsOf(
      db,
      sql`SELECT DISTINCT user_id FROM orders WHERE created_at >= ${s.live.start.toISOString()}::timestamptz AND created_at < ${p.end.toISOString()}::timestamptz`,
    );
    for (const r of rows) if (users.has(num(r.user_id))) ordered.add(num(r.user_id));
  }
  return { baskets: users.size, ordered: ordered.size, share: share(ordered.size, users.size) };
}

/** The top 50 terms that found nothing in the 7 days up to `to`. */
async function noResultSearches(db: Db, p: StatsPeriod): Promise<PlatformStats['no_result_searches']> {
  const from = tashkentDay(new Date(p.end.getTime() - 7 * DAY_MS));
  const rows = await rowsOf(
    db,
    sql`SELECT term, sum(count)::int AS n FROM search_misses WHERE day >= ${from}::date AND day <= ${p.to}::date
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

// ---- The answers ---------------------------------------------------------------------------------

/** The period asked for, or 400 naming what is wrong. */
function periodOf(from: string, to: string): StatsPeriod {
  const p = statsPeriod(from, to);
  if ('issue' in p) {
    const message = p.issue === 'invalid_date' ? text('fields.invalidDate') : p.issue === 'from_after_to' ? text('stats.fromAfterTo') : text('stats.tooLong');
    throw new ApiFailure('validation_error', { fields: { [p.field]: message } });
  }
  return p;
}

/** The roll-up made true for every split read (one call: the days they share are computed once). */
async function rolledFor(db: Db, splits: readonly Split[]) {
  const ranges = splits.flatMap((s) => (s.rolled ? [s.rolled] : []));
  if (!ranges.length) return;
  const from = ranges.map((r) => r.from).sort()[0]!;
  const to = ranges
    .map((r) => r.to)
    .sort()
    .at(-1)!;
  await ensureRolled(db, from, to);
}

const sevenDays = (now: Date): StatsPeriod => {
  const to = tashkentDay(now);
  return periodOf(tashkentDay(new Date(now.getTime() - 6 * DAY_MS)), to);
};

export async function storeStats(
  db: Db,
  scope: StaffScope,
  input: { store: number; from: string; to: string },
  locale: Locale,
  now = new Date(),
): Promise<StoreStats> {
  if (!reachesStore(scope, input.store)) throw notFound();
  const p = periodOf(input.from, input.to);
  const [store] = await rowsOf(db, sql`SELECT id, brand_name, low_stock_threshold FROM stores WHERE id = ${input.store}`);
  if (!store) throw notFound();
  const threshold = num(store.low_stock_threshold);
  const prev = previousPeriod(p);
  const liveFrom = firstLiveDay(now);
  const [current, before, week] = [split(p, liveFrom), split(prev, liveFrom), split(sevenDays(now), liveFrom)];
  await rolledFor(db, [current, before, week]);
  const [figures, previous, cancelled, top, out, rated] = await Promise.all([
    totalsAndSeries(db, current, input.store),
    totalsAndSeries(db, before, input.store),
    cancellations(db, current, input.store),
    tops(db, current, input.store, locale),
    runningOut(db, input.store, threshold, locale, week),
    ratings(db, input.store, p, locale),
  ]);
  return {
    store: { id: num(store.id), brand_name: String(store.brand_name), low_stock_threshold: threshold },
    period: { from: p.from, to: p.to },
    previous_period: { from: prev.from, to: prev.to },
    totals: figures.totals,
    previous_totals: previous.totals,
    series: figures.series,
    cancellations: cancelled,
    ...top,
    running_out: out,
    ratings: rated,
  };
}

export async function platformStats(
  db: Db,
  operator: OperatorScope,
  input: { from: string; to: string },
  locale: Locale,
  now = new Date(),
): Promise<PlatformStats> {
  const p = periodOf(input.from, input.to);
  const prev = previousPeriod(p);
  const liveFrom = firstLiveDay(now);
  const [current, before] = [split(p, liveFrom), split(prev, liveFrom)];
  await rolledFor(db, [current, before]);
  const [figures, previous, cancelled, top, table, shoppers, baskets, misses, speed] = await Promise.all([
    totalsAndSeries(db, current, null),
    totalsAndSeries(db, before, null),
    cancellations(db, current, null),
    tops(db, current, null, locale),
    storeTable(db, current),
    newShoppers(db, p),
    basketConversion(db, current),
    noResultSearches(db, p),
    vitals(db, p),
  ]);
  return {
    period: { from: p.from, to: p.to },
    previous_period: { from: prev.from, to: prev.to },
    totals: figures.totals,
    previous_totals: previous.totals,
    series: figures.series,
    cancellations: cancelled,
    ...top,
    stores: table,
    new_shoppers: shoppers,
    basket_conversion: baskets,
    no_result_searches: misses,
    vitals: speed,
  };
}
