/**
 * A year of generated orders for the dashboards' benchmark (ADR 0038): `npm run db:seed -- --orders N`
 * adds N orders spread over the 365 days up to now to a database that has a catalog, with their
 * shoppers, parts, items, statuses and history (cancellations with reasons and actors), payment
 * types, promo discounts, the shoppers' basket days and a few searches that found nothing.
 *
 * Written by a handful of INSERT … SELECT statements over generate_series in one transaction, so a
 * 200 000-order year takes seconds, not an API call per order. Deterministic: every choice is a
 * hash of the order's number (hashint8), never random(), so the same catalog and day give the same
 * orders. The rules the money follows are the shop's: lines priced as lineTotal does, the promo
 * percent on the goods (basketTotals), a delivery fee per store's part.
 *
 * What is chosen, roughly as a marketplace's year looks: stores by popularity (store k gets a share
 * ~1/k: the first is the big one), products of a store skewed towards its best sellers, 1–5 lines
 * of 1–3 units, one order in eight from two stores, 85 % delivery, cash 45 % / card 15 % / Click
 * 20 % / Payme 20 %, 6 % with a 10 % promo code; 5 % cancelled by the shopper (a CANCEL_REASONS
 * code), 2 % by a store (its words; only its part when the order has two), 1 % of the online ones
 * by the payment time-out; the orders of the last 3 hours still in progress, the rest delivered or
 * picked up. Shoppers are new accounts (+99877…, signed up by code, over the year), each store gets
 * a seller (+99878…) who makes its moves.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';

export interface OrderSeedOptions {
  orders: number;
  /** The end of the year of orders (default: now). */
  now?: Date;
  log?: (msg: string) => void;
}

/** A number in [0, 1) from a key and a salt, the same on every run. */
const R = (key: string, salt: number) => `((hashint8((${key})::bigint * 131 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

const SHOPPER_PHONE = '+99877';
const STAFF_PHONE = '+99878';
const STORE_REASONS = ['Mahsulot qolmadi', 'Kuryer yoʻq', 'Doʻkon yopiq'];
const SEARCH_MISSES = [
  'kokos suti',
  'кокосовое молоко',
  'avokado',
  'авокадо',
  'kinoa',
  'киноа',
  'tofu',
  'тофу',
  'mango',
  'манго',
  'xamon',
  'хамон',
  'matcha',
  'матча',
  'halloumi',
  'халуми',
  'chia urugʻi',
  'семена чиа',
  'bulgur',
  'булгур',
];

export async function seedOrders(db: Db, opts: OrderSeedOptions): Promise<void> {
  const total = Math.max(0, Math.floor(opts.orders));
  if (total === 0) return;
  const log = opts.log ?? (() => {});
  const now = (opts.now ?? new Date()).toISOString();
  const shoppers = Math.max(20, Math.ceil(total / 8));
  // One statement a call (the embedded database's driver takes one at a time); answers the last one's rows.
  const run = async (tx: Tx, query: string) => {
    let last: Awaited<ReturnType<Tx['execute']>> | undefined;
    for (const statement of query.split(/;\s*\n/)) if (statement.trim()) last = await tx.execute(sql.raw(statement));
    return last!;
  };

  await db.transaction(async (tx) => {
    // The stores that have products, with their share of the orders (~1/k) as a range of [0, 1).
    await run(
      tx,
      `CREATE TEMP TABLE g_store ON COMMIT DROP AS
      WITH s AS (
        SELECT s.id, s.brand_name, row_number() OVER (ORDER BY s.id) AS k,
          (SELECT count(*) FROM products p WHERE p.store_id = s.id AND p.deleted_at IS NULL) AS products
        FROM stores s
      ), w AS (SELECT *, 1.0 / k AS w FROM s WHERE products > 0)
      SELECT id AS store_id, brand_name, products,
        (sum(w) OVER (ORDER BY k) - w) / sum(w) OVER () AS lo, sum(w) OVER (ORDER BY k) / sum(w) OVER () AS hi
      FROM w`,
    );
    const [{ n: storeCount }] = (await run(tx, 'SELECT count(*)::int AS n FROM g_store')).rows as { n: number }[];
    if (storeCount === 0) throw new Error('--orders needs a catalog: no store has products');

    // Each store's products, best sellers first.
    await run(
      tx,
      `CREATE TEMP TABLE g_product ON COMMIT DROP AS
      SELECT p.id, p.store_id, row_number() OVER (PARTITION BY p.store_id ORDER BY p.number_of_sales DESC, p.id) AS rn,
        p.name_uz, p.name_ru, p.price, p.discount, p.discount_price, p.weight_step, p.image, p.amount_type, p.weight
      FROM products p WHERE p.deleted_at IS NULL;
      CREATE INDEX ON g_product (store_id, rn)`,
    );

    // Shoppers, signed up over the year; a seller per store.
    await run(
      tx,
      `INSERT INTO users (phone_number, full_name, locale, created_at)
      SELECT '${SHOPPER_PHONE}' || lpad(n::text, 7, '0'), 'Xaridor ' || n, CASE WHEN ${R('n', 1)} < 0.7 THEN 'uz' ELSE 'ru' END,
        '${now}'::timestamptz - (${R('n', 2)} * 365 * 86400) * interval '1 second'
      FROM generate_series(1, ${shoppers}) n
      ON CONFLICT (phone_number) DO NOTHING;
      INSERT INTO users (phone_number, full_name, created_at)
      SELECT '${STAFF_PHONE}' || lpad(store_id::text, 7, '0'), brand_name || ' sotuvchi', '${now}'::timestamptz - interval '400 days' FROM g_store
      ON CONFLICT (phone_number) DO NOTHING;
      INSERT INTO user_roles (user_id, role, store_id)
      SELECT u.id, 'seller', g.store_id FROM g_store g JOIN users u ON u.phone_number = '${STAFF_PHONE}' || lpad(g.store_id::text, 7, '0')
      ON CONFLICT DO NOTHING;
      CREATE TEMP TABLE g_user ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM users WHERE phone_number LIKE '${SHOPPER_PHONE}%';
      CREATE UNIQUE INDEX ON g_user (k);
      CREATE TEMP TABLE g_staff ON COMMIT DROP AS
        SELECT g.store_id, u.id AS user_id FROM g_store g JOIN users u ON u.phone_number = '${STAFF_PHONE}' || lpad(g.store_id::text, 7, '0')`,
    );
    log(`shoppers: ${shoppers}, stores: ${storeCount}`);

    // The orders: when, who, how, from which stores, and how each ended.
    const [{ base }] = (await run(tx, 'SELECT coalesce(max(id), 0)::int AS base FROM orders')).rows as { base: number }[];
    await run(
      tx,
      `CREATE TEMP TABLE g_order ON COMMIT DROP AS
      WITH raw AS (
        SELECT n, ${base} + n AS id,
          '${now}'::timestamptz - (power(${R('n', 3)}, 1.15) * 365 * 86400) * interval '1 second' AS created_at,
          (SELECT count(*) FROM g_user)::int AS users,
          ${R('n', 4)} AS r_user, ${R('n', 5)} AS r_type, ${R('n', 6)} AS r_pay, ${R('n', 7)} AS r_store,
          ${R('n', 8)} AS r_two, ${R('n', 9)} AS r_store2, ${R('n', 10)} AS r_fate, ${R('n', 11)} AS r_reason, ${R('n', 12)} AS r_promo
        FROM generate_series(1, ${total}) n
      )
      SELECT raw.n, raw.id, raw.created_at,
        (SELECT u.id FROM g_user u WHERE u.k = floor(raw.users * power(raw.r_user, 2))::int) AS user_id,
        CASE WHEN raw.r_type < 0.85 THEN 'D' ELSE 'T' END AS type,
        CASE WHEN raw.r_pay < 0.45 THEN 'cash' WHEN raw.r_pay < 0.6 THEN 'card' WHEN raw.r_pay < 0.8 THEN 'click' ELSE 'payme' END AS payment_type,
        s1.store_id AS store1,
        CASE WHEN raw.r_two < 0.125 AND s2.store_id <> s1.store_id THEN s2.store_id END AS store2,
        CASE
          WHEN raw.created_at > '${now}'::timestamptz - interval '3 hours' THEN 'open'
          WHEN raw.r_fate < 0.05 THEN 'shopper'
          WHEN raw.r_fate < 0.07 THEN 'store'
          WHEN raw.r_fate < 0.08 AND raw.r_pay >= 0.6 THEN 'system'
          ELSE 'done' END AS fate,
        (ARRAY['changed_mind', 'too_long', 'wrong_items', 'found_cheaper', 'other'])[1 + floor(raw.r_reason * 5)::int] AS shopper_reason,
        (ARRAY[${STORE_REASONS.map((r) => `'${r}'`).join(', ')}])[1 + floor(raw.r_reason * ${STORE_REASONS.length})::int] AS store_reason,
        CASE WHEN raw.r_promo < 0.06 THEN 10 ELSE 0 END AS promo
      FROM raw
      JOIN g_store s1 ON raw.r_store >= s1.lo AND raw.r_store < s1.hi
      JOIN g_store s2 ON raw.r_store2 >= s2.lo AND raw.r_store2 < s2.hi`,
    );

    // Each store's part and where it ended: the first store's part is the one a store cancels.
    await run(
      tx,
      `CREATE TEMP TABLE g_part ON COMMIT DROP AS
      SELECT o.id AS order_id, x.store_id, x.slot,
        CASE
          WHEN o.fate IN ('shopper', 'system') THEN 8
          WHEN o.fate = 'store' AND x.slot = 1 THEN 8
          WHEN o.fate = 'open' THEN 3
          WHEN o.type = 'D' THEN 6 ELSE 7 END AS status,
        CASE WHEN o.fate = 'shopper' THEN o.shopper_reason WHEN o.fate = 'store' AND x.slot = 1 THEN o.store_reason END AS cancel_reason
      FROM g_order o CROSS JOIN LATERAL (VALUES (o.store1, 1), (o.store2, 2)) x(store_id, slot)
      WHERE x.store_id IS NOT NULL`,
    );

    // The lines: 1–5 a part, skewed to the store's best sellers, 1–3 units; weighed goods packed within ±5 %.
    await run(
      tx,
      `CREATE TEMP TABLE g_item ON COMMIT DROP AS
      SELECT DISTINCT ON (pa.order_id, gp.id) pa.order_id, pa.store_id, gp.id AS product_id, gp.name_uz, gp.name_ru, gp.price, gp.discount,
        gp.discount_price, gp.weight_step, gp.image, gp.amount_type, gp.weight, gs.brand_name,
        q.quantity,
        CASE WHEN gp.weight_step IS NOT NULL AND ${R('pa.order_id * 8 + pa.slot * 4 + j', 15)} < 0.5
          THEN round(q.quantity * gp.weight_step * (0.95 + 0.1 * ${R('pa.order_id * 8 + pa.slot * 4 + j', 16)}))::int END AS weight_grams
      FROM g_part pa
      JOIN g_store gs ON gs.store_id = pa.store_id
      CROSS JOIN LATERAL generate_series(1, 1 + floor(5 * ${R('pa.order_id * 2 + pa.slot', 13)})::int) j
      CROSS JOIN LATERAL (SELECT 1 + floor(3 * power(${R('pa.order_id * 8 + pa.slot * 4 + j', 17)}, 2))::int AS quantity) q
      JOIN g_product gp ON gp.store_id = pa.store_id
        AND gp.rn = 1 + floor(gs.products * power(${R('pa.order_id * 8 + pa.slot * 4 + j', 14)}, 3))::int
      ORDER BY pa.order_id, gp.id`,
    );

    // The order rows with their money (the goods as lineTotal prices them, the promo on the goods, a fee per store).
    const lineTotal = `(CASE WHEN i.weight_grams IS NOT NULL AND i.weight_step > 0
      THEN round((CASE WHEN i.discount > 0 AND i.discount_price < i.price THEN i.discount_price ELSE i.price END)::numeric * i.weight_grams / i.weight_step)
      ELSE (CASE WHEN i.discount > 0 AND i.discount_price < i.price THEN i.discount_price ELSE i.price END)::bigint * i.quantity END)`;
    await run(
      tx,
      `INSERT INTO orders (id, user_id, type, status, full_name, phone_number, delivery_address, promo_code, promo_discount, all_prices, sale_price,
        sale_price_promo_code, delivery_price, total_price, payment_type, payment_state, deliveries, cancel_reason, created_at)
      WITH part_money AS (
        SELECT i.order_id, i.store_id, max(i.brand_name) AS brand_name, sum(i.price::bigint * i.quantity) AS all_prices, sum(${lineTotal}) AS goods
        FROM g_item i GROUP BY 1, 2
      ), money AS (
        SELECT pm.order_id, sum(pm.all_prices) AS all_prices, sum(pm.goods) AS goods, count(*) AS parts,
          jsonb_agg(jsonb_build_object('store', jsonb_build_object('id', pm.store_id, 'brand_name', pm.brand_name), 'subtotal', pm.goods,
            'delivery_price', CASE WHEN o.type = 'D' THEN 5000 ELSE 0 END,
            'promised_from', to_char((o.created_at + interval '30 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'promised_to', to_char((o.created_at + interval '60 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'slot', false) ORDER BY pm.store_id) AS deliveries
        FROM part_money pm JOIN g_order o ON o.id = pm.order_id GROUP BY pm.order_id
      )
      SELECT o.id, o.user_id, o.type,
        CASE WHEN o.fate IN ('shopper', 'system') OR (o.fate = 'store' AND o.store2 IS NULL) THEN 8 WHEN o.fate = 'open' THEN 3 WHEN o.type = 'D' THEN 6 ELSE 7 END,
        'Xaridor ' || o.user_id, '${SHOPPER_PHONE}' || lpad(o.user_id::text, 7, '0'),
        CASE WHEN o.type = 'D' THEN jsonb_build_object('address', 'Toshkent, Chilonzor ' || (o.n % 20 + 1) || '-kvartal') END,
        CASE WHEN o.promo > 0 THEN 'BENCH10' END, NULLIF(o.promo, 0),
        m.all_prices, m.all_prices - m.goods, round(m.goods * o.promo / 100.0),
        CASE WHEN o.type = 'D' THEN 5000 * m.parts ELSE 0 END,
        m.goods - round(m.goods * o.promo / 100.0) + CASE WHEN o.type = 'D' THEN 5000 * m.parts ELSE 0 END,
        o.payment_type,
        CASE WHEN o.payment_type IN ('click', 'payme') THEN (CASE o.fate WHEN 'system' THEN 'expired' WHEN 'shopper' THEN 'refunded' ELSE 'paid' END) END,
        CASE WHEN o.type = 'D' THEN m.deliveries END,
        CASE WHEN o.fate = 'shopper' THEN o.shopper_reason END,
        o.created_at
      FROM g_order o JOIN money m ON m.order_id = o.id;
      SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`,
    );
    log(`orders: ${total}`);

    await run(
      tx,
      `INSERT INTO order_parts (order_id, store_id, status, cancel_reason, seen_at, updated_at)
      SELECT pa.order_id, pa.store_id, pa.status, pa.cancel_reason, o.created_at + interval '2 minutes', o.created_at + interval '50 minutes'
      FROM g_part pa JOIN g_order o ON o.id = pa.order_id
      WHERE EXISTS (SELECT 1 FROM g_item i WHERE i.order_id = pa.order_id AND i.store_id = pa.store_id);
      INSERT INTO order_items (order_id, product_id, store_id, name_uz, name_ru, product_snapshot, quantity, price, discount_price, weight_grams)
      SELECT i.order_id, i.product_id, i.store_id, i.name_uz, i.name_ru,
        jsonb_build_object(
          'uz', jsonb_build_object('id', i.product_id, 'name', i.name_uz, 'price', i.price, 'discount', i.discount, 'discount_price', i.discount_price,
            'image', i.image, 'amount_type', i.amount_type, 'weight', i.weight, 'weight_step', i.weight_step, 'free_shipping', false,
            'store', jsonb_build_object('id', i.store_id, 'brand_name', i.brand_name)),
          'ru', jsonb_build_object('id', i.product_id, 'name', i.name_ru, 'price', i.price, 'discount', i.discount, 'discount_price', i.discount_price,
            'image', i.image, 'amount_type', i.amount_type, 'weight', i.weight, 'weight_step', i.weight_step, 'free_shipping', false,
            'store', jsonb_build_object('id', i.store_id, 'brand_name', i.brand_name))),
        i.quantity, i.price, CASE WHEN i.discount > 0 THEN i.discount_price ELSE i.price END, i.weight_grams
      FROM g_item i ORDER BY i.order_id, i.store_id, i.product_id`,
    );
    log('parts and items: done');

    // History: placed (online: waiting, then paid by the provider), each part's last move by its
    // store's seller, and the cancels with their actor and reason.
    await run(
      tx,
      `INSERT INTO order_status_history (order_id, status, store_id, actor_id, reason, created_at)
      SELECT o.id, CASE WHEN o.payment_type IN ('click', 'payme') THEN 0 ELSE 2 END, NULL::int, o.user_id, NULL::text, o.created_at FROM g_order o
      UNION ALL
      SELECT o.id, 1, NULL, NULL, o.payment_type, o.created_at + interval '1 minute' FROM g_order o
        WHERE o.payment_type IN ('click', 'payme') AND o.fate <> 'system'
      UNION ALL
      SELECT pa.order_id, pa.status, pa.store_id, s.user_id, pa.cancel_reason, o.created_at + interval '50 minutes'
        FROM g_part pa JOIN g_order o ON o.id = pa.order_id JOIN g_staff s ON s.store_id = pa.store_id
        WHERE o.fate IN ('done', 'open', 'store')
      UNION ALL
      SELECT o.id, 8, NULL, o.user_id, o.shopper_reason, o.created_at + interval '10 minutes' FROM g_order o WHERE o.fate = 'shopper'
      UNION ALL
      SELECT o.id, 8, NULL, NULL, 'payment_expired', o.created_at + interval '30 minutes' FROM g_order o WHERE o.fate = 'system'
      UNION ALL
      SELECT o.id, 8, NULL, s.user_id, o.store_reason, o.created_at + interval '50 minutes'
        FROM g_order o JOIN g_staff s ON s.store_id = o.store1 WHERE o.fate = 'store' AND o.store2 IS NULL`,
    );
    log('history: done');

    // Baskets: the day of each order, and as many again that never became one; searches that found nothing in the last 30 days.
    await run(
      tx,
      `INSERT INTO basket_days (user_id, day)
      SELECT user_id, (created_at AT TIME ZONE 'Asia/Tashkent')::date FROM g_order
      UNION
      SELECT u.id, (('${now}'::timestamptz - (${R('n', 21)} * 365 * 86400) * interval '1 second') AT TIME ZONE 'Asia/Tashkent')::date
      FROM generate_series(1, ${total}) n JOIN g_user u ON u.k = floor(${R('n', 22)} * (SELECT count(*) FROM g_user))::int
      ON CONFLICT DO NOTHING;
      INSERT INTO search_misses (day, term, count)
      SELECT ('${now}'::timestamptz AT TIME ZONE 'Asia/Tashkent')::date - d, t.term, 1 + floor(20 * power(${R('d * 100 + t.k', 23)}, 3))::int
      FROM generate_series(0, 29) d CROSS JOIN (SELECT k, term FROM unnest(ARRAY[${SEARCH_MISSES.map((t) => `'${t}'`).join(', ')}]) WITH ORDINALITY AS x(term, k)) t
      ON CONFLICT (day, term) DO UPDATE SET count = search_misses.count + excluded.count`,
    );
    log('basket days and searches with no result: done');
  });
  await db.execute(sql`ANALYZE orders, order_parts, order_items, order_status_history, users, basket_days`);
}
