/* eslint-disable @typescript-eslint/no-explicit-any -- rows from raw SQL, checked by the callers */
import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { products, stores } from '@/server/db/schema';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { remoteMode } from '@/test/remote';

export type Headers = Record<string, string>;

/** `n` logged-in shoppers (a few at a time: each sign-up hashes a password). */
export async function shoppers(db: DbHandle, n: number): Promise<{ headers: Headers; phone: string; password: string; refresh: string }[]> {
  const out: { headers: Headers; phone: string; password: string; refresh: string }[] = [];
  for (let i = 0; i < n; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, n - i) }, async () => {
        const { phone, password } = await createAccount(db);
        const tokens = await loginAs(phone, password);
        return { headers: bearer(tokens.access_token), phone, password, refresh: tokens.refresh_token };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/**
 * Products of stores that offer pickup (so an order needs no address), each with its stock set. In
 * remote mode (test/remote.ts) the cluster's database is shared by the attack files, so only
 * products that no order holds yet are picked: what a file counts per product is its own orders.
 */
export async function pickupProducts(db: DbHandle, count: number, stock: number): Promise<number[]> {
  const rows = await db.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(stores.pickup, true),
        sql`${products.available} > 0`,
        remoteMode() ? sql`not exists (select 1 from order_items i where i.product_id = ${products.id})` : undefined,
      ),
    )
    .orderBy(products.id)
    .limit(count);
  const ids = rows.map((r) => r.id);
  for (const id of ids) await db.db.update(products).set({ available: stock }).where(eq(products.id, id));
  return ids;
}

export const pickupOrder = (items: { product: number; quantity: number }[]) => ({
  type: 'T',
  full_name: 'Aziz Karimov',
  phone_number: '+998901112233',
  products: items,
});

export async function stockOf(db: DbHandle, ids: number[]): Promise<Map<number, number>> {
  const rows = (await db.db.execute(sql`select id, available from products where id in ${sql.raw(`(${ids.join(',')})`)}`)).rows as {
    id: number;
    available: number;
  }[];
  return new Map(rows.map((r) => [Number(r.id), Number(r.available)]));
}

/**
 * Orders that are not whole: no items, no status history, totals that are not the sum of their
 * items, or a negative stock anywhere. Empty when every order is whole.
 */
export async function brokenOrders(db: DbHandle): Promise<string[]> {
  const rows = (
    await db.db.execute(sql`
      select o.id, o.all_prices, o.sale_price, o.delivery_price, o.total_price, o.sale_price_promo_code,
        (select count(*) from order_items i where i.order_id = o.id)::int as items,
        (select coalesce(sum(i.quantity * i.price), 0) from order_items i where i.order_id = o.id)::int as items_sum,
        (select count(*) from order_status_history h where h.order_id = o.id)::int as history
      from orders o`)
  ).rows as any[];
  const broken = rows
    .filter(
      (o) =>
        o.items === 0 ||
        o.history === 0 ||
        Number(o.items_sum) !== Number(o.all_prices) ||
        Number(o.total_price) !== Number(o.all_prices) - Number(o.sale_price) - Number(o.sale_price_promo_code) + Number(o.delivery_price),
    )
    .map((o) => `order ${o.id}: ${JSON.stringify(o)}`);
  const negative = (await db.db.execute(sql`select id from products where available < 0`)).rows as any[];
  return [...broken, ...negative.map((p) => `product ${p.id} has negative stock`)];
}

/** Units of each product held by orders that are not cancelled (a part its store cancelled holds none). */
export async function heldByOrders(db: DbHandle, ids: number[]): Promise<Map<number, number>> {
  const rows = (
    await db.db.execute(sql`
      select i.product_id as id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id
      where o.status <> ${ORDER_STATUS.CANCELLED}
        and not exists (select 1 from order_parts p where p.order_id = i.order_id and p.store_id = i.store_id and p.status = ${ORDER_STATUS.CANCELLED})
        and i.product_id in ${sql.raw(`(${ids.join(',')})`)} group by i.product_id`)
  ).rows as { id: number; n: number }[];
  return new Map(ids.map((id) => [id, Number(rows.find((r) => Number(r.id) === id)?.n ?? 0)]));
}
