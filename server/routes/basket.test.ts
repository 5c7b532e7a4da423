import { and, eq, gt, notInArray } from 'drizzle-orm';
import { MAX_BASKET_LINES, MAX_LINE_COUNT } from '@/lib/domain/basket-merge';
import { basketLines, products } from '@/server/db/schema';
import { call, expectError, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

type Headers = Record<string, string>;
type Line = { id: number; count: number; available: number; name: string };

/** The basket that follows the account (ADR 0031): GET and PUT /store/basket/. */
describe.each(testTargets())('the account basket on %s', (target) => {
  const db = useSeededDb(target);

  async function shopper(): Promise<Headers> {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  const picked: number[] = [];
  /** A product no earlier call picked, with exactly `stock` left. */
  async function product(stock = 20): Promise<number> {
    const conditions = [gt(products.available, 0)];
    if (picked.length) conditions.push(notInArray(products.id, picked));
    const [row] = await db()
      .db.select({ id: products.id })
      .from(products)
      .where(and(...conditions))
      .orderBy(products.id)
      .limit(1);
    picked.push(row!.id);
    await db().db.update(products).set({ available: stock }).where(eq(products.id, row!.id));
    return row!.id;
  }

  const read = (headers: Headers, locale: 'uz' | 'ru' = 'uz') => get('/store/basket/', { headers, locale });
  const save = (headers: Headers, body: unknown) => call('PUT', '/store/basket/', { headers, body });
  const linesOf = (res: { body: { result: { products: Line[] } } }) => res.body.result.products.map(({ id, count }) => ({ id, count }));

  it('answers 401 to a visitor, for reading and for saving', async () => {
    expectError(await get('/store/basket/'), 401, 'unauthorized');
    expectError(await call('PUT', '/store/basket/', { body: { products: [] } }), 401, 'unauthorized');
  });

  it('is empty at first; keeps the lines in the order sent, as the products are now, in the request language', async () => {
    const headers = await shopper();
    expect((await read(headers)).body).toEqual({ ok: true, result: { products: [] } });
    const [a, b] = [await product(), await product()];
    const saved = await save(headers, {
      products: [
        { id: b, count: 2 },
        { id: a, count: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(linesOf(saved)).toEqual([
      { id: b, count: 2 },
      { id: a, count: 1 },
    ]);

    const [uz, ru] = [await read(headers, 'uz'), await read(headers, 'ru')];
    expect(linesOf(uz)).toEqual([
      { id: b, count: 2 },
      { id: a, count: 1 },
    ]);
    const [row] = await db().db.select({ nameUz: products.nameUz, nameRu: products.nameRu }).from(products).where(eq(products.id, b));
    expect(uz.body.result.products[0].name).toBe(row!.nameUz);
    expect(ru.body.result.products[0].name).toBe(row!.nameRu);

    // A PUT replaces the whole basket; an empty list empties it.
    expect(linesOf(await save(headers, { products: [{ id: a, count: 3 }] }))).toEqual([{ id: a, count: 3 }]);
    expect(linesOf(await save(headers, { products: [] }))).toEqual([]);
    expect(linesOf(await read(headers))).toEqual([]);
  });

  it('keeps a count over the stock at the stock; a sold-out product keeps its count; later stock changes show on reading', async () => {
    const headers = await shopper();
    const [few, gone] = [await product(3), await product(0)];
    const saved = await save(headers, {
      products: [
        { id: few, count: 10 },
        { id: gone, count: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.products.map(({ id, count, available }: Line) => ({ id, count, available }))).toEqual([
      { id: few, count: 3, available: 3 },
      { id: gone, count: 2, available: 0 },
    ]);
    await db().db.update(products).set({ available: 1 }).where(eq(products.id, few));
    expect(linesOf(await read(headers))).toEqual([
      { id: few, count: 1 },
      { id: gone, count: 2 },
    ]);
  });

  it('refuses, changing nothing, a product the shop does not sell or one named twice, naming the line', async () => {
    const headers = await shopper();
    const [a, b] = [await product(), await product()];
    await save(headers, { products: [{ id: a, count: 1 }] });

    const unknown = await save(headers, {
      products: [
        { id: a, count: 2 },
        { id: 999_999, count: 1 },
      ],
    });
    expectError(unknown, 400, 'validation_error');
    expect(Object.keys(unknown.body.error.fields)).toEqual(['products.1.id']);

    await db().db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, b));
    const deleted = await save(headers, { products: [{ id: b, count: 1 }] });
    expectError(deleted, 400, 'validation_error');
    expect(Object.keys(deleted.body.error.fields)).toEqual(['products.0.id']);

    const twice = await save(headers, {
      products: [
        { id: a, count: 1 },
        { id: a, count: 2 },
      ],
    });
    expectError(twice, 400, 'validation_error');
    expect(Object.keys(twice.body.error.fields)).toEqual(['products.1.id']);

    expect(linesOf(await read(headers))).toEqual([{ id: a, count: 1 }]);
  });

  it('refuses counts and sizes beyond the limits, and bad bodies', async () => {
    const headers = await shopper();
    const a = await product();
    const tooMany = Array.from({ length: MAX_BASKET_LINES + 1 }, (_, i) => ({ id: i + 1, count: 1 }));
    for (const body of [
      {},
      { products: [{ id: a, count: 0 }] },
      { products: [{ id: a, count: -1 }] },
      { products: [{ id: a, count: 1.5 }] },
      { products: [{ id: a, count: MAX_LINE_COUNT + 1 }] },
      { products: [{ id: 0, count: 1 }] },
      { products: [{ id: String(a), count: 1 }] },
      { products: tooMany },
      { products: [], user_id: 1 },
    ]) {
      expectError(await save(headers, body), 400, 'validation_error');
    }
    expect(linesOf(await read(headers))).toEqual([]);
    expect((await save(headers, { products: [{ id: a, count: MAX_LINE_COUNT }] })).status).toBe(200);
  });

  it('is each shopper’s own: one never reads or changes another’s', async () => {
    const [alice, bob] = [await shopper(), await shopper()];
    const [x, y] = [await product(), await product()];
    await save(alice, { products: [{ id: x, count: 1 }] });
    expect(linesOf(await read(bob))).toEqual([]);
    await save(bob, { products: [{ id: y, count: 2 }] });
    expect(linesOf(await read(alice))).toEqual([{ id: x, count: 1 }]);
    await save(bob, { products: [] });
    expect(linesOf(await read(alice))).toEqual([{ id: x, count: 1 }]);
  });

  it('saves two baskets of one shopper at once whole, one after the other, never a mix', async () => {
    const headers = await shopper();
    const [a, b, c] = [await product(), await product(), await product()];
    const [one, two] = await Promise.all([
      save(headers, {
        products: [
          { id: a, count: 1 },
          { id: b, count: 1 },
        ],
      }),
      save(headers, { products: [{ id: c, count: 2 }] }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const now = linesOf(await read(headers));
    expect([
      JSON.stringify([
        { id: a, count: 1 },
        { id: b, count: 1 },
      ]),
      JSON.stringify([{ id: c, count: 2 }]),
    ]).toContain(JSON.stringify(now));
    const rows = await db().db.select().from(basketLines);
    expect(rows.every((r) => r.count > 0)).toBe(true);
  });
});
