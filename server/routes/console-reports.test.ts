import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { tashkentDay } from '@/lib/domain/datetime';
import { app } from '@/server/app';
import { orderStatusHistory, orders, products } from '@/server/db/schema';
import { reportLimits } from '@/server/services/reports';
import { call, expectError, get, post } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

/**
 * The console's reports (ADR 0039): files a test reads back (CSV through csv-parse, XLSX through
 * exceljs), built from orders the test places through the API, in Tashkent days, for the caller's
 * stores only.
 */

type Headers = Record<string, string>;

/** A report's file: its bytes, headers and status; or the error body when it is not a file. */
async function download(path: string, headers: Headers, locale: 'uz' | 'ru' = 'uz') {
  const res = await app.request(`/api/v1${path}`, { headers: { ...headers, 'Accept-Language': locale } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
}

/** The CSV's rows (header first), after checking its BOM. */
function csvRows(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(Buffer.from(bytes), { bom: true, delimiter: ';' }) as string[][];
}

async function xlsxRows(bytes: Uint8Array): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testTargets({ pool: 8 }))('console reports on $name', (target) => {
  const db = useSeededDb(target);

  let storeA: number;
  let storeB: number;
  beforeAll(async () => {
    [storeA, storeB] = await twoPickupStores(db(), { freeShipping: false });
  });
  afterEach(() => {
    reportLimits.batch = 2500;
  });

  const picked: number[] = [-1];
  async function productOf(storeId: number, price: number) {
    const [row] = await db()
      .db.select({ id: products.id, nameUz: products.nameUz, nameRu: products.nameRu })
      .from(products)
      .where(and(eq(products.storeId, storeId), notInArray(products.id, picked), sql`${products.available} > 0`, sql`${products.weightStep} IS NULL`))
      .orderBy(asc(products.id))
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: 50, price, discount: 0, discountPrice: price, flag: null }).where(eq(products.id, row!.id));
    return row!;
  }

  /** A shopper's order, 2 of each product (pickup unless said), cash unless said; placed at `at` when given. */
  async function placeOrder(productIds: number[], opts: { type?: 'D' | 'T'; payment?: 'cash' | 'card'; at?: string; promocode?: string } = {}) {
    const shopper = await staffHeaders(db());
    const body: Record<string, unknown> = {
      type: opts.type ?? 'T',
      full_name: 'Aziz Karimov',
      phone_number: shopper.phone,
      payment_type: opts.payment ?? 'cash',
      products: productIds.map((product) => ({ product, quantity: 2 })),
      ...(opts.promocode ? { promocode: opts.promocode } : {}),
    };
    if (opts.type === 'D') {
      const address = await call('POST', '/store/shipping/', {
        headers: shopper.headers,
        body: { address_name: 'Uy', address: 'Toshkent, Chilonzor 9-kvartal, 12-uy', latitude: 41.2856, longitude: 69.2034 },
      });
      body.delivery_address = address.body.result.id;
    }
    const res = await call('POST', '/store/order/', { headers: shopper.headers, body });
    expect(res.status).toBe(201);
    const id = res.body.result.id as number;
    if (opts.at) {
      await db()
        .db.update(orders)
        .set({ createdAt: new Date(opts.at) })
        .where(eq(orders.id, id));
      await db()
        .db.update(orderStatusHistory)
        .set({ createdAt: new Date(opts.at) })
        .where(eq(orderStatusHistory.orderId, id));
    }
    return { id, shopper };
  }

  const seller = (storeId: number) => staffHeaders(db(), [{ role: 'seller', storeId }]);
  const today = () => tashkentDay(new Date());
  const report = (kind: string, query: string) => `/console/reports/${kind}/?${query}`;

  it("answers an orders CSV with a BOM, one row per item of the seller's store, in their language", async () => {
    const a1 = await productOf(storeA, 12_000);
    const a2 = await productOf(storeA, 7_500);
    const b1 = await productOf(storeB, 9_900);
    const { id } = await placeOrder([a1.id, a2.id, b1.id]);
    const staff = await seller(storeA);
    const file = await download(report('orders', `from=${today()}&to=${today()}`), staff.headers);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="savat-orders-${today()}_${today()}.csv"`);
    const [head, ...rows] = csvRows(file.bytes);
    expect(head!.slice(0, 4)).toEqual(['Buyurtma', 'Berilgan vaqt', 'Doʻkon', 'Holat']);
    const mine = rows.filter((r) => r[0] === String(id));
    // Store B's item is not the seller's: not in their file.
    expect(mine.map((r) => r[9])).toEqual([a1.nameUz, a2.nameUz]);
    const col = (name: string) => head!.indexOf(name);
    expect(mine[0]![col('Holat')]).toBe('Qabul qilindi');
    expect(mine[0]![col('Toʻlov usuli')]).toBe('Naqd');
    expect(mine[0]![col('Yetkazish / olib ketish')]).toBe('Olib ketish');
    expect(mine[0]![col('Xaridor')]).toBe('Aziz Karimov');
    expect([mine[0]![col('Soni')], mine[0]![col('Narx, soʻm')], mine[0]![col('Summa, soʻm')]]).toEqual(['2', '12000', '24000']);
    expect(mine[0]![1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(rows.some((r) => r[9] === b1.nameUz)).toBe(false);

    const ru = csvRows((await download(report('orders', `from=${today()}&to=${today()}`), staff.headers, 'ru')).bytes);
    expect(ru[0]!.slice(0, 4)).toEqual(['Заказ', 'Оформлен', 'Магазин', 'Статус']);
    expect(ru.find((r) => r[0] === String(id))![9]).toBe(a1.nameRu);
  });

  it('answers the same rows as XLSX that exceljs opens', async () => {
    const a1 = await productOf(storeA, 15_000);
    const { id } = await placeOrder([a1.id], { type: 'D' });
    const staff = await seller(storeA);
    const file = await download(report('orders', `from=${today()}&to=${today()}&store=${storeA}&format=xlsx`), staff.headers, 'ru');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="savat-orders-${today()}_${today()}-store-${storeA}.xlsx"`);
    const [head, ...rows] = await xlsxRows(file.bytes);
    expect(head!.slice(0, 3)).toEqual(['Заказ', 'Оформлен', 'Магазин']);
    const row = rows.find((r) => r[0] === id)!;
    expect(row[1]).toBeInstanceOf(Date);
    expect(row.slice(6, 10)).toEqual(['Доставка', 'Aziz Karimov', expect.any(String), a1.nameRu]);
    expect(row.slice(11, 18)).toEqual([2, null, 15_000, 15_000, 30_000, null, 5000].map((v) => (v === null ? undefined : v)));
  });

  it('puts orders on Tashkent days: 23:59 and 00:00 fall on two days; pages of a few rows miss and repeat nothing', async () => {
    const a1 = await productOf(storeA, 10_000);
    const late = await placeOrder([a1.id], { at: '2026-03-09T18:59:59.999Z' });
    const early = await placeOrder([a1.id], { at: '2026-03-09T19:00:00.000Z' });
    // Microseconds the keyset must keep: two orders within one millisecond.
    const third = await placeOrder([a1.id], { at: '2026-03-09T19:00:00.000Z' });
    await db().db.execute(sql`UPDATE orders SET created_at = created_at + interval '1 microsecond' WHERE id = ${third.id}`);
    const staff = await seller(storeA);
    reportLimits.batch = 1;
    const day10 = csvRows((await download(report('orders', 'from=2026-03-10&to=2026-03-10'), staff.headers)).bytes).slice(1);
    expect(day10.map((r) => Number(r[0]))).toEqual([early.id, third.id]);
    const both = csvRows((await download(report('orders', 'from=2026-03-09&to=2026-03-10'), staff.headers)).bytes).slice(1);
    expect(both.map((r) => Number(r[0]))).toEqual([late.id, early.id, third.id]);
    expect(both[0]![1]).toBe('09.03.2026 23:59');
    expect(both[1]![1]).toBe('10.03.2026 00:00');

    const byDay = csvRows((await download(report('sales-by-day', 'from=2026-03-09&to=2026-03-10'), staff.headers)).bytes);
    expect(byDay.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[7]])).toEqual([
      ['09.03.2026', '1', '2', '20000', '20000'],
      ['10.03.2026', '2', '4', '40000', '40000'],
    ]);
  });

  it("sums each part's money per day as the order desk does: the promo's share, the fee, cancelled parts apart", async () => {
    const at = '2026-04-02T07:00:00Z';
    const a = await productOf(storeA, 10_001);
    const b = await productOf(storeB, 20_002);
    const both = await placeOrder([a.id, b.id], { type: 'D', promocode: 'SAVAT10', at });
    const card = await placeOrder([a.id], { type: 'T', payment: 'card', at });
    const cancelled = await placeOrder([a.id], { at });
    const staff = await seller(storeA);
    expect((await post(`/console/orders/${cancelled.id}/status/`, { status: 8, reason: 'Tovar qolmadi' }, { headers: staff.headers })).status).toBe(200);
    const desk = (await get(`/console/orders/${both.id}/`, { headers: staff.headers })).body.result.parts[0] as {
      subtotal: number;
      discount: number;
      delivery_price: number;
      total: number;
      to_collect: number;
    };

    const day = csvRows((await download(report('sales-by-day', 'from=2026-04-02&to=2026-04-02'), staff.headers)).bytes);
    expect(day[0]).toEqual([
      'Kun',
      'Doʻkon',
      'Buyurtmalar',
      'Dona',
      'Mahsulotlar, soʻm',
      'Promokod chegirmasi, soʻm',
      'Yetkazish, soʻm',
      'Jami, soʻm',
      'Bekor qilingan',
    ]);
    // Store A only: two parts not cancelled (the promo order's and the card one), one cancelled.
    expect(day.slice(1).map((r) => r.slice(2).map(Number))).toEqual([
      [2, 4, desk.subtotal + 20_002, desk.discount, desk.delivery_price, desk.total + 20_002, 1],
    ]);

    const cash = csvRows((await download(report('cash', 'from=2026-04-02&to=2026-04-02'), staff.headers)).bytes);
    expect(cash.slice(1).map((r) => r.slice(2).map(Number))).toEqual([[2, desk.to_collect, 20_002, desk.to_collect + 20_002]]);

    // An operator reads every store, or one.
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const all = csvRows((await download(report('cash', 'from=2026-04-02&to=2026-04-02'), operator.headers)).bytes).slice(1);
    expect(all).toHaveLength(2);
    const onlyB = csvRows((await download(report('cash', `from=2026-04-02&to=2026-04-02&store=${storeB}`), operator.headers)).bytes).slice(1);
    expect(onlyB.map((r) => Number(r[2]))).toEqual([1]);
    expect(card.id).toBeGreaterThan(0);
  });

  it('sums sales per product and lists each cancelled part with who and why', async () => {
    const at = '2026-05-05T10:00:00Z';
    const a = await productOf(storeA, 3_000);
    const b = await productOf(storeA, 4_000);
    await placeOrder([a.id, b.id], { at });
    await placeOrder([a.id], { at });
    const byShopper = await placeOrder([b.id], { at });
    const byStore = await placeOrder([a.id], { at });
    const staff = await seller(storeA);
    expect((await get(`/store/order/canceled/${byShopper.id}/?reason=too_long`, { headers: byShopper.shopper.headers })).status).toBe(200);
    expect((await post(`/console/orders/${byStore.id}/status/`, { status: 8, reason: 'Tovar qolmadi' }, { headers: staff.headers })).status).toBe(200);

    const sales = csvRows((await download(report('sales-by-product', 'from=2026-05-05&to=2026-05-05&format=csv'), staff.headers)).bytes).slice(1);
    // a: two orders of 2 (the cancelled ones apart), revenue 12 000; b: one order of 2, 8 000.
    expect(sales.map((r) => [Number(r[1]), r[3], Number(r[5]), Number(r[6]), Number(r[8])])).toEqual([
      [a.id, a.nameUz, 2, 4, 12_000],
      [b.id, b.nameUz, 1, 2, 8_000],
    ]);

    // The cancels happened today, not on the day the orders were placed.
    const cancels = csvRows((await download(report('cancellations', `from=${today()}&to=${today()}`), staff.headers, 'ru')).bytes);
    const mine = cancels.slice(1).filter((r) => [String(byShopper.id), String(byStore.id)].includes(r[0]!));
    expect(mine.map((r) => [Number(r[0]), r[4], r[6]])).toEqual([
      [byShopper.id, 'Покупатель', 'Слишком долго ждать'],
      [byStore.id, 'Магазин', 'Tovar qolmadi'],
    ]);
    expect(mine[0]![1]).toBe('05.05.2026 15:00');
    const none = csvRows((await download(report('cancellations', 'from=2026-05-05&to=2026-05-05'), staff.headers)).bytes);
    expect(none.slice(1).filter((r) => r[0] === String(byStore.id))).toEqual([]);
  });

  it("refuses another store's report (404), a shopper (403), a visitor (401) and bad ranges (400)", async () => {
    const staff = await seller(storeA);
    expectError(await get(report('orders', `from=${today()}&to=${today()}&store=${storeB}`), { headers: staff.headers }), 404, 'not_found');
    expectError(await get(report('orders', `from=${today()}&to=${today()}&store=999999`), { headers: staff.headers }), 404, 'not_found');
    const shopper = await staffHeaders(db());
    expectError(await get(report('orders', `from=${today()}&to=${today()}`), { headers: shopper.headers }), 403, 'forbidden');
    expect((await get(report('orders', `from=${today()}&to=${today()}`))).status).toBe(401);
    const reversed = expectError(await get(report('orders', 'from=2026-03-10&to=2026-03-09'), { headers: staff.headers }), 400, 'validation_error');
    expect(reversed.fields).toEqual({ to: expect.any(String) });
    const long = expectError(await get(report('cash', 'from=2025-01-01&to=2026-01-02'), { headers: staff.headers, locale: 'ru' }), 400, 'validation_error');
    expect(long.fields?.to).toBe('Период не больше 366 дней');
    expect((await download(report('cash', 'from=2024-01-01&to=2024-12-31'), staff.headers)).status).toBe(200);
    expectError(await get(report('orders', 'from=2026-02-30&to=2026-03-01'), { headers: staff.headers }), 400, 'validation_error');
    expectError(await get(report('orders', 'from=2026-03-01'), { headers: staff.headers }), 400, 'validation_error');
    expectError(await get(report('orders', `from=${today()}&to=${today()}&format=pdf`), { headers: staff.headers }), 400, 'validation_error');
    expectError(await get(report('stock', `from=${today()}&to=${today()}`), { headers: staff.headers }), 400, 'validation_error');
  });
});
