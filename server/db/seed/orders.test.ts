import { sql } from 'drizzle-orm';
import { tashkentDay } from '@/lib/domain/datetime';
import { lineTotal } from '@/lib/domain/order-lines';
import { DAY_MS } from '@/lib/domain/stats-range';
import { platformStats, storeStats } from '@/server/services/console-stats';
import { anOperator } from '@/test/console';
import { snapshotPglite } from '@/test/db';
import type { DbHandle } from '../client';
import { seedDemo } from '../seed';
import { seedOrders } from './orders';

/**
 * `db:seed --orders N` (ADR 0038): a year of orders with everything the dashboards read, and the
 * dashboards' roll-up against the orders themselves on it (promo shares, two-store orders,
 * weighed lines, every kind of cancel).
 */
let handle: DbHandle;
const now = new Date();
const ORDERS = 400;
const operator = { userId: 0, operator: true, storeIds: [] as number[], ownedStoreIds: [] as number[] };
const day = (n: number) => tashkentDay(new Date(now.getTime() + n * DAY_MS));

const rows = async <T = Record<string, unknown>>(query: string) => (await handle.db.execute(sql.raw(query))).rows as T[];

beforeAll(async () => {
  handle = await snapshotPglite();
  await seedDemo(handle.db, { products: 300 });
  await seedOrders(handle.db, { orders: ORDERS, now });
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('a year of generated orders', () => {
  it('has every order with its parts, lines, history and money, over the year before now', async () => {
    const [o] = await rows<{ n: number; first: string; last: string; no_parts: number; no_items: number }>(
      `SELECT count(*)::int AS n, min(created_at)::text AS first, max(created_at)::text AS last,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_parts p WHERE p.order_id = orders.id))::int AS no_parts,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id))::int AS no_items FROM orders`,
    );
    expect(o).toMatchObject({ n: ORDERS, no_parts: 0, no_items: 0 });
    expect(new Date(o!.first).getTime()).toBeGreaterThan(now.getTime() - 366 * DAY_MS);
    expect(new Date(o!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    const kinds = await rows<{ payment_type: string }>('SELECT DISTINCT payment_type FROM orders ORDER BY 1');
    expect(kinds.map((k) => k.payment_type)).toEqual(['card', 'cash', 'click', 'payme']);
    // Money as the shop prices it: total = goods − promo + delivery.
    const [bad] = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE total_price <> all_prices - sale_price - sale_price_promo_code + delivery_price',
    );
    expect(bad!.n).toBe(0);
    const actors = await rows<{ who: string }>(
      `SELECT DISTINCT CASE WHEN h.actor_id IS NULL THEN 'system' WHEN h.actor_id = o.user_id THEN 'shopper' ELSE 'store' END AS who
        FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE h.status = 8 ORDER BY 1`,
    );
    expect(actors.map((a) => a.who)).toEqual(['shopper', 'store', 'system']);
  });

  it('is the same on every run', async () => {
    const again = await snapshotPglite();
    try {
      await seedDemo(again.db, { products: 300 });
      await seedOrders(again.db, { orders: ORDERS, now });
      const sums = async (db: DbHandle) =>
        (
          await db.db.execute(
            sql.raw(`SELECT (SELECT sum(total_price)::bigint FROM orders) AS t, (SELECT sum(user_id * id)::bigint FROM orders) AS u,
              (SELECT sum(quantity * product_id)::bigint FROM order_items) AS i, (SELECT count(*)::int FROM order_status_history) AS h`),
          )
        ).rows[0];
      expect(await sums(again)).toEqual(await sums(handle));
    } finally {
      await again.close();
    }
  }, 180_000);

  it('answers from the roll-up what the orders say, day by day', async () => {
    const year = await platformStats(handle.db, anOperator, { from: day(-365), to: day(0) }, 'uz', now);
    expect(year.totals.orders).toBe(ORDERS);
    expect(year.stores.reduce((s, r) => s + r.revenue, 0)).toBe(year.totals.revenue);
    expect(year.series.points.reduce((s, p) => s + p.orders, 0)).toBe(ORDERS);
    // Busy days of the year read alone (from the orders, by the hour) and within the year (rolled up).
    const busiest = [...year.series.points].sort((a, b) => b.orders - a.orders).slice(0, 3);
    for (const point of busiest) {
      const alone = await platformStats(handle.db, anOperator, { from: point.at, to: point.at }, 'uz', now);
      expect([alone.totals.orders, alone.totals.revenue]).toEqual([point.orders, point.revenue]);
    }
    // The big store: its year from the roll-up equals the sum of its month read by days and its figures.
    const [{ store }] = await rows<{ store: number }>('SELECT store_id AS store FROM order_parts GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    const mine = await storeStats(handle.db, operator, { store: store, from: day(-365), to: day(0) }, 'uz', now);
    const row = year.stores.find((r) => r.store_id === store)!;
    expect([mine.totals.orders, mine.totals.revenue, mine.totals.cancelled]).toEqual([row.orders, row.revenue, row.cancelled]);
    const cancelled = mine.cancellations.by_actor.reduce((s, a) => s + a.count, 0);
    expect(cancelled).toBe(mine.totals.cancelled);
    const [top] = await rows<{ revenue: number }>(
      `SELECT sum(CASE WHEN i.discount_price > 0 AND i.discount_price < i.price THEN i.discount_price ELSE i.price END::bigint * i.quantity)::bigint AS revenue
        FROM order_items i JOIN order_parts p ON p.order_id = i.order_id AND p.store_id = i.store_id
        WHERE i.store_id = ${store} AND p.status <> 8 AND i.weight_grams IS NULL AND i.product_id = ${mine.top_by_units[0]!.product_id}`,
    );
    // The best-selling product's money: its lines by quantity, plus its weighed lines.
    expect(mine.top_by_units[0]!.revenue).toBeGreaterThanOrEqual(Number(top!.revenue));
  });

  it("lists the year's top products as every line of the orders sums them", async () => {
    const lines = await rows<{ product_id: number; price: number; discount_price: number; quantity: number; weight_grams: number | null; step: number | null }>(
      `SELECT i.product_id, i.price, i.discount_price, i.quantity, i.weight_grams, (i.product_snapshot->'uz'->>'weight_step')::int AS step
        FROM order_items i JOIN order_parts p ON p.order_id = i.order_id AND p.store_id = i.store_id WHERE p.status <> 8`,
    );
    const sums = new Map<number, { revenue: number; units: number }>();
    for (const l of lines) {
      const s = sums.get(l.product_id) ?? { revenue: 0, units: 0 };
      s.revenue += lineTotal({ price: l.price, discount_price: l.discount_price, quantity: l.quantity, weight_grams: l.weight_grams, weight_step: l.step });
      s.units += l.quantity;
      sums.set(l.product_id, s);
    }
    const all = [...sums].map(([product_id, s]) => ({ product_id, ...s }));
    const best = (m: 'revenue' | 'units', o: 'revenue' | 'units') =>
      [...all]
        .sort((a, b) => b[m] - a[m] || b[o] - a[o] || a.product_id - b.product_id)
        .slice(0, 10)
        .map((x) => [x.product_id, x.revenue, x.units]);
    const year = await platformStats(handle.db, anOperator, { from: day(-365), to: day(0) }, 'ru', now);
    expect(year.top_by_revenue.map((x) => [x.product_id, x.revenue, x.units])).toEqual(best('revenue', 'units'));
    expect(year.top_by_units.map((x) => [x.product_id, x.revenue, x.units])).toEqual(best('units', 'revenue'));
  });
});
