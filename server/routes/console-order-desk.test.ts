import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, products } from '@/server/db/schema';
import { call, expectError, get, post } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

/**
 * The order desk's money and words: each store's part of an order carries what the shopper pays
 * for it and what to collect, adding up to the order's total to the so'm; the shopper reads a
 * store's cancel reason; each move is one line of the console's history.
 */

type Headers = Record<string, string>;
interface Part {
  store: { id: number };
  status: number;
  subtotal: number;
  delivery_price: number;
  discount: number;
  total: number;
  to_collect: number;
  cancel_reason: string | null;
}
interface Item {
  store_id: number;
  quantity: number;
  unit_price: number;
  line_total: number;
  weight_grams: number | null;
}

describe.each(testTargets({ pool: 8 }))('the order desk on %s', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db(), { freeShipping: false });
  });

  const picked: number[] = [-1];
  /** A product of `storeId` no other call picked, priced `price` with no discount and shipping not free. */
  async function productOf(storeId: number, price: number) {
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: 10, price, discount: 0, discountPrice: price, flag: null }).where(eq(products.id, row!.id));
    return row!.id;
  }

  /** A shopper's order of 2 units of each product (pickup unless said), paid in cash unless said. */
  async function placeOrder(productIds: number[], opts: { type?: 'D' | 'T'; promocode?: string } = {}) {
    const shopper = await staffHeaders(db());
    const body: Record<string, unknown> = {
      type: opts.type ?? 'T',
      full_name: 'Aziz Karimov',
      phone_number: shopper.phone,
      products: productIds.map((product) => ({ product, quantity: 2 })),
      ...(opts.promocode ? { promocode: opts.promocode } : {}),
    };
    if (opts.type === 'D') {
      const address = await call('POST', '/store/shipping/', {
        headers: shopper.headers,
        body: {
          address_name: 'Uy',
          address: 'Toshkent, Chilonzor 9-kvartal, 12-uy',
          entrance: '2',
          floor: '5',
          apartment: '17',
          landmark: 'Korzinka roʻparasida',
          latitude: 41.2856,
          longitude: 69.2034,
        },
      });
      body.delivery_address = address.body.result.id;
    }
    const res = await call('POST', '/store/order/', { headers: shopper.headers, body });
    expect(res.status).toBe(201);
    return { id: res.body.result.id as number, shopper };
  }

  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const operator = () => staffHeaders(db(), [{ role: 'operator' }]);
  const move = (headers: Headers, id: number, body: Record<string, unknown>) => post(`/console/orders/${id}/status/`, body, { headers });
  const consoleOrder = async (headers: Headers, id: number, locale?: 'uz' | 'ru') => {
    const res = await get(`/console/orders/${id}/`, { headers, locale });
    expect(res.status).toBe(200);
    return res.body.result as {
      total_price: number;
      promo_code: { promocode: string; discount: number } | null;
      payment_state: string | null;
      parts: Part[];
      order_items: Item[];
      status_history: { status: number; store_id: number | null }[];
    };
  };
  const shopperOrder = async (headers: Headers, id: number) => (await get(`/store/order/${id}/`, { headers })).body.result;
  const figures = (p: Part) => [p.store.id, p.subtotal, p.delivery_price, p.discount, p.total, p.to_collect];

  it("gives one store's delivery order its lines, fee and total, what the shopper pays, to collect in cash", async () => {
    const { id, shopper } = await placeOrder([await productOf(storeA, 35_850)], { type: 'D' });
    const staff = await seller(storeA);
    const order = await consoleOrder(staff.headers, id);
    expect(order.order_items.map((i) => [i.quantity, i.unit_price, i.line_total, i.weight_grams])).toEqual([[2, 35_850, 71_700, null]]);
    expect(order.parts.map(figures)).toEqual([[storeA, 71_700, 5000, 0, 76_700, 76_700]]);
    expect(order).toMatchObject({ total_price: 76_700, promo_code: null, payment_state: null });
    // The courier's landmark reaches the store with the address (the desk page and its print show it).
    expect((order as unknown as { delivery_address: { landmark: string | null } }).delivery_address.landmark).toBe('Korzinka roʻparasida');
    expect((await shopperOrder(shopper.headers, id)).total_price).toBe(76_700);
    // The board's card says the same.
    const list = (await get(`/console/orders/?q=${id}`, { headers: staff.headers })).body.result;
    expect(list.content[0]).toMatchObject({ subtotal: 71_700, total: 76_700, to_collect: 76_700 });
  });

  it("shares a promo code between two stores so that the parts add up to the order to the so'm; a seller sees their part alone", async () => {
    const a = await productOf(storeA, 10_001);
    const b = await productOf(storeB, 20_002);
    const { id, shopper } = await placeOrder([a, b], { type: 'D', promocode: 'SAVAT10' });
    const mine = await shopperOrder(shopper.headers, id);
    // Goods 60 006, promo 10 %: 6 001 (rounded); delivery 2 × 5 000; the shopper pays 64 005.
    expect(mine).toMatchObject({ all_prices: 60_006, sale_price_promo_code: 6001, delivery_price: 10_000, total_price: 64_005 });

    const all = await consoleOrder((await operator()).headers, id);
    // The promo's 6 001 shared by the goods (2 000.2 and 4 000.4): the so'm left over goes to B.
    expect(all.parts.map(figures)).toEqual([
      [storeA, 20_002, 5000, 2000, 23_002, 23_002],
      [storeB, 40_004, 5000, 4001, 41_003, 41_003],
    ]);
    expect(all.parts.reduce((s, p) => s + p.total, 0)).toBe(mine.total_price);
    expect(all).toMatchObject({ total_price: 64_005, promo_code: { promocode: 'SAVAT10', discount: 10 } });

    const onlyA = await consoleOrder((await seller(storeA)).headers, id);
    expect(onlyA.parts.map(figures)).toEqual([[storeA, 20_002, 5000, 2000, 23_002, 23_002]]);
    expect(onlyA.order_items.map((i) => i.store_id)).toEqual([storeA]);
    // What the shopper pays in all is the whole order's, not the seller's part.
    expect(onlyA.total_price).toBe(64_005);
    const listB = (await get(`/console/orders/?q=${id}`, { headers: (await seller(storeB)).headers })).body.result;
    expect(listB.content.map((p: Part & { order_id: number }) => [p.store.id, p.total, p.to_collect])).toEqual([[storeB, 41_003, 41_003]]);
  });

  it('charges no delivery for pickup', async () => {
    const { id, shopper } = await placeOrder([await productOf(storeA, 12_500), await productOf(storeB, 7_300)], { promocode: 'SAVAT10' });
    const all = await consoleOrder((await operator()).headers, id);
    // Goods 25 000 + 14 600 = 39 600; promo 3 960 shared 2 500 / 1 460.
    expect(all.parts.map(figures)).toEqual([
      [storeA, 25_000, 0, 2500, 22_500, 22_500],
      [storeB, 14_600, 0, 1460, 13_140, 13_140],
    ]);
    expect(all.total_price).toBe(35_640);
    expect((await shopperOrder(shopper.headers, id)).total_price).toBe(35_640);
  });

  it('collects nothing for an order paid online, nor for a cancelled part', async () => {
    const { id } = await placeOrder([await productOf(storeA, 10_000), await productOf(storeB, 20_000)], { type: 'D' });
    await db().db.update(orders).set({ paymentType: 'payme', paymentState: 'paid' }).where(eq(orders.id, id));
    const staff = await operator();
    const paid = await consoleOrder(staff.headers, id);
    expect(paid.payment_state).toBe('paid');
    expect(paid.parts.map(figures)).toEqual([
      [storeA, 20_000, 5000, 0, 25_000, 0],
      [storeB, 40_000, 5000, 0, 45_000, 0],
    ]);
    await db().db.update(orders).set({ paymentType: 'cash', paymentState: null }).where(eq(orders.id, id));
    expect((await move(staff.headers, id, { status: 8, reason: 'Yopiqmiz', store_id: storeB })).status).toBe(200);
    const cash = await consoleOrder(staff.headers, id);
    expect(cash.parts.map((p) => [p.store.id, p.total, p.to_collect])).toEqual([
      [storeA, 25_000, 25_000],
      [storeB, 45_000, 0],
    ]);
  });

  it("prices a weighed line by the weight packed, with the product's step as ordered", async () => {
    const { id } = await placeOrder([await productOf(storeA, 24_000)]);
    const [item] = await db().db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const snapshot = item!.productSnapshot as Record<string, Record<string, unknown>>;
    // 24 000 so'm a 1 000 g step, 2 ordered, 2 150 g packed: 51 600. The step is read from the
    // Uzbek snapshot; the answer is asked in Russian, whose snapshot is shown as it was ordered.
    await db()
      .db.update(orderItems)
      .set({ weightGrams: 2150, productSnapshot: { uz: { ...snapshot.uz, weight_step: 1000 }, ru: snapshot.ru } })
      .where(eq(orderItems.id, item!.id));
    const order = await consoleOrder((await seller(storeA)).headers, id, 'ru');
    expect(order.order_items.map((i) => [i.unit_price, i.weight_grams, i.line_total])).toEqual([[24_000, 2150, 51_600]]);
    expect(order.parts[0]!.subtotal).toBe(51_600);
  });

  it("answers 404 to another store's seller", async () => {
    const { id } = await placeOrder([await productOf(storeA, 5000)]);
    expectError(await get(`/console/orders/${id}/`, { headers: (await seller(storeB)).headers }), 404, 'not_found');
  });

  it("shows each move once in the console's history, and keeps the shopper's", async () => {
    const { id, shopper } = await placeOrder([await productOf(storeA, 5000)], { type: 'D' });
    const staff = await seller(storeA);
    for (const status of [3, 4, 6]) expect((await move(staff.headers, id, { status })).status).toBe(200);
    // Stored: the part's row and the whole order's for each move.
    const rows = await db().db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(rows.filter((r) => r.status === 4)).toHaveLength(2);
    const history = (await consoleOrder(staff.headers, id)).status_history;
    expect(history.map((h) => [h.status, h.store_id])).toEqual([
      [2, null],
      [3, storeA],
      [4, storeA],
      [6, storeA],
    ]);
    expect((await shopperOrder(shopper.headers, id)).status_history.map((h: { status: number }) => h.status)).toEqual([2, 3, 4, 6]);
  });

  it("tells the shopper the store's reason, and the store the shopper's", async () => {
    // A store cancels its part of a live two-store order: the shopper reads why.
    const two = await placeOrder([await productOf(storeA, 5000), await productOf(storeB, 6000)], { type: 'D' });
    expect(await shopperOrder(two.shopper.headers, two.id)).toMatchObject({ cancel_reason: null, cancelled_by: null });
    expect((await move((await seller(storeB)).headers, two.id, { status: 8, reason: 'Non tugadi' })).status).toBe(200);
    expect(await shopperOrder(two.shopper.headers, two.id)).toMatchObject({ status: 2, cancel_reason: 'Non tugadi', cancelled_by: 'store' });

    // A store cancels the whole order.
    const one = await placeOrder([await productOf(storeA, 5000)]);
    expect((await move((await seller(storeA)).headers, one.id, { status: 8, reason: 'Doʻkon yopiq' })).status).toBe(200);
    expect(await shopperOrder(one.shopper.headers, one.id)).toMatchObject({ status: 8, cancel_reason: 'Doʻkon yopiq', cancelled_by: 'store' });

    // The shopper cancels: their own code, which the store reads on its part.
    const own = await placeOrder([await productOf(storeA, 5000)]);
    expect((await get(`/store/order/canceled/${own.id}/?reason=too_long`, { headers: own.shopper.headers })).status).toBe(200);
    expect(await shopperOrder(own.shopper.headers, own.id)).toMatchObject({ status: 8, cancel_reason: 'too_long', cancelled_by: 'shopper' });
    const seen = await consoleOrder((await seller(storeA)).headers, own.id);
    expect(seen.parts[0]).toMatchObject({ status: 8, cancel_reason: 'too_long', to_collect: 0 });
  });
});
