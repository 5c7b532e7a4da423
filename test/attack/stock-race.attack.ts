/**
 * Stock race: 500 order attempts by 50 shoppers, all at once, for a product with 50 in stock.
 * Exactly 50 units are sold, the stock ends at 0 and never below, every other attempt is a clean
 * 409 `not_available`, and every order is whole.
 */
import { call } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { percentiles } from './guard';
import { brokenOrders, heldByOrders, pickupOrder, pickupProducts, shoppers, stockOf } from './shop';

const USERS = 50;
const ATTEMPTS = 500;
const STOCK = 50;

describe.each(testTargets({ pool: 20 }))('stock race on $name', (target) => {
  const db = useSeededDb(target);

  it(`sells exactly ${STOCK} units to ${ATTEMPTS} concurrent attempts by ${USERS} shoppers`, async () => {
    const users = await shoppers(db(), USERS);
    const [product] = await pickupProducts(db(), 1, STOCK);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const t = performance.now();
        const res = await call('POST', '/store/order/', { headers: users[i % USERS]!.headers, body: pickupOrder([{ product: product!, quantity: 1 }]) });
        return { ...res, ms: performance.now() - t };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409 && a.body?.ok === false && a.body.error?.code === 'not_available');
    const other = answers.filter((a) => a.status !== 201 && !refused.includes(a));
    const stock = (await stockOf(db(), [product!])).get(product!);
    const held = (await heldByOrders(db(), [product!])).get(product!);
    const { p50, p99 } = percentiles(answers.map((a) => a.ms));
    console.log(
      `stock race on ${target.name}: ${ATTEMPTS} attempts in ${seconds.toFixed(1)} s → ${placed.length} placed, ${refused.length} × 409, ${other.length} other; stock left ${stock}, units held by orders ${held}; p50 ${p50} ms, p99 ${p99} ms`,
    );

    expect(other.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(placed).toHaveLength(STOCK);
    expect(refused).toHaveLength(ATTEMPTS - STOCK);
    expect(stock).toBe(0);
    expect(held).toBe(STOCK);
    expect(await brokenOrders(db())).toEqual([]);
  });
});
