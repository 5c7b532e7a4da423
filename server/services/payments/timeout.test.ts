import { eq } from 'drizzle-orm';
import { orders, paymentTransactions } from '@/server/db/schema';
import { expireUnpaidOrders } from '@/server/services/payments/timeout';
import { testTargets, useSeededDb } from '@/test/db';
import { orderState, placeOnlineOrder } from '@/test/payments';

/** The payment time-out job (ADR 0018): what it cancels, what it leaves, and several runs at once. */
describe.each(testTargets({ pool: 8 }))('the payment time-out on %s', (target) => {
  const db = useSeededDb(target);
  const HOUR = 3_600_000;

  /** Places an online order and dates it `hoursAgo` back. */
  async function aged(type: 'payme' | 'click', hoursAgo: number) {
    const order = await placeOnlineOrder(db(), type, { quantity: 1, stock: 5 });
    await db()
      .db.update(orders)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
      .where(eq(orders.id, order.id));
    return order;
  }

  it('cancels Click and Payme orders unpaid for 12 hours (expired, stock back, open transactions reason 4), and leaves the rest', async () => {
    const oldPayme = await aged('payme', 13);
    const oldClick = await aged('click', 12.5);
    await db()
      .db.insert(paymentTransactions)
      .values({
        provider: 'click',
        providerId: `old-${oldClick.id}`,
        orderId: oldClick.id,
        amount: oldClick.total * 100,
        state: 1,
        providerTime: Date.now() - 12.5 * HOUR,
        createdAt: new Date(Date.now() - 12.5 * HOUR),
      });
    const young = await aged('payme', 11);
    const paying = await aged('payme', 13);
    // A transaction opened an hour ago: the shopper is paying now.
    await db()
      .db.insert(paymentTransactions)
      .values({
        provider: 'payme',
        providerId: `now-${paying.id}`,
        orderId: paying.id,
        amount: paying.total * 100,
        state: 1,
        providerTime: Date.now() - HOUR,
        createdAt: new Date(Date.now() - HOUR),
      });
    const cash = await aged('payme', 13);
    await db().db.update(orders).set({ paymentType: 'cash', status: 2 }).where(eq(orders.id, cash.id));

    const expired = await expireUnpaidOrders(db().db);
    expect(expired).toEqual(expect.arrayContaining([oldPayme.id, oldClick.id]));
    expect(expired).not.toEqual(expect.arrayContaining([young.id]));
    expect(expired).not.toContain(paying.id);
    expect(expired).not.toContain(cash.id);
    for (const o of [oldPayme, oldClick]) {
      const state = await orderState(db(), o);
      expect(state).toMatchObject({ status: 8, paymentState: 'expired', parts: [8], stock: 5 });
      expect(state.history.at(-1)).toEqual({ status: 8, reason: 'payment_expired' });
    }
    expect((await orderState(db(), oldClick)).transactions.map((t) => [t.state, t.reason])).toEqual([[-1, 4]]);
    expect((await orderState(db(), young)).status).toBe(0);
    expect((await orderState(db(), paying)).status).toBe(0);
    // A second run finds nothing left of these.
    expect(await expireUnpaidOrders(db().db)).toEqual([]);
    // Thirteen hours on, the young order and the abandoned payment have run out too.
    expect(await expireUnpaidOrders(db().db, Date.now() + 13 * HOUR)).toEqual(expect.arrayContaining([young.id, paying.id]));
  });

  it('several runs at once (several instances) cancel each order exactly once', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => aged(i % 2 ? 'click' : 'payme', 13)));
    const runs = await Promise.all([expireUnpaidOrders(db().db), expireUnpaidOrders(db().db), expireUnpaidOrders(db().db)]);
    const all = runs.flat();
    for (const o of many) expect(all.filter((id) => id === o.id)).toHaveLength(1);
    for (const o of many) {
      const state = await orderState(db(), o);
      expect(state.history.filter((h) => h.status === 8)).toHaveLength(1);
      expect(state.stock).toBe(5);
    }
  });
});
