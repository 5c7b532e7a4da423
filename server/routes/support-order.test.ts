import { eq } from 'drizzle-orm';
import { app } from '@/server/app';
import { orders, supportTickets, users } from '@/server/db/schema';
import { call, expectError, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

/** A ticket may name one of the shopper's own orders; another shopper's is `not_found`. */
describe.each(testTargets())('a ticket about an order on %s', (target) => {
  const db = useSeededDb(target, { seed: false });

  /** A shopper with one placed order of their own (written directly: no catalog is needed here). */
  async function shopperWithOrder() {
    const { phone, password } = await createAccount(db());
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    const [order] = await db()
      .db.insert(orders)
      .values({
        userId: user!.id,
        type: 'T',
        status: 2,
        fullName: 'Aziz',
        phoneNumber: phone,
        allPrices: 10_000,
        salePrice: 0,
        salePricePromoCode: 0,
        deliveryPrice: 0,
        totalPrice: 10_000,
        paymentType: 'cash',
      })
      .returning({ id: orders.id });
    return { headers: bearer((await loginAs(phone, password)).access_token), orderId: order!.id };
  }

  it('links a ticket to the caller’s own order, from JSON and from a form, and lists it so', async () => {
    const a = await shopperWithOrder();
    const json = await call('POST', '/support/', { headers: a.headers, body: { topic: 'complaint', description: 'Olma ezilgan keldi', order_id: a.orderId } });
    expect(json.status).toBe(201);
    expect(json.body.result).toMatchObject({ order_id: a.orderId, topic: 'complaint' });

    const form = new FormData();
    form.set('topic', 'ask_question');
    form.set('description', 'Qachon keladi?');
    form.set('order_id', String(a.orderId));
    const res = await app.request('/api/v1/support/', { method: 'POST', headers: { ...a.headers, 'Accept-Language': 'uz' }, body: form });
    expect(res.status).toBe(201);
    expect((await res.json()).result.order_id).toBe(a.orderId);

    // Without one, as before: null.
    const plain = await call('POST', '/support/', { headers: a.headers, body: { topic: 'ask_question', description: 'Savol' } });
    expect(plain.body.result.order_id).toBeNull();
    const list = (await get('/support/', { headers: a.headers })).body.result as { order_id: number | null }[];
    expect(list.map((t) => t.order_id)).toEqual([null, a.orderId, a.orderId]);
  });

  it("refuses another shopper's order (or none such) as not_found, and stores nothing", async () => {
    const a = await shopperWithOrder();
    const b = await shopperWithOrder();
    expectError(
      await call('POST', '/support/', { headers: b.headers, body: { topic: 'complaint', description: 'Begona', order_id: a.orderId } }),
      404,
      'not_found',
    );
    expectError(
      await call('POST', '/support/', { headers: b.headers, body: { topic: 'complaint', description: 'Yoʻq', order_id: 2_000_000_000 } }),
      404,
      'not_found',
    );
    expectError(
      await call('POST', '/support/', { headers: b.headers, body: { topic: 'complaint', description: 'x', order_id: 'abc' } }),
      400,
      'validation_error',
    );
    expectError(await call('POST', '/support/', { headers: b.headers, body: { topic: 'complaint', description: 'x', order_id: 0 } }), 400, 'validation_error');
    expect((await get('/support/', { headers: b.headers })).body.result).toEqual([]);
    expect(await db().db.select().from(supportTickets).where(eq(supportTickets.orderId, a.orderId))).toHaveLength(0);
  });
});
