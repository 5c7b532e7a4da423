import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { ConsoleOrderEvent } from '@/lib/contract/console-orders';
import { testRedisUrl } from '@/test/redis';
import { applySharedBoardEvent, connectBoard, publishToBoards } from './order-stream';
import { boardChannelOf, startSharedOrderEvents, type SharedOrderEvents } from './shared-order-events';
import { until } from '@/test/until';

/**
 * The boards' events across instances on a real Redis (skipped without one): this instance's event
 * reaches its own boards at once and is published for the others; another instance's message
 * reaches this instance's boards, scoped to their stores; our own message heard back is not
 * delivered twice.
 */
let url: string | null = null;
let raw: ReturnType<typeof createClient>;
let shared: SharedOrderEvents | undefined;
const prefix = `test:${randomUUID()}:`;

beforeAll(async () => {
  url = await testRedisUrl();
  if (!url) return;
  raw = createClient({ url });
  await raw.connect();
  shared = await startSharedOrderEvents(url, prefix);
});

afterAll(async () => {
  await shared?.close();
  if (url) await raw.close();
});

/** A board of a seller of `storeIds` (or an operator), recording what it hears. */
function board(storeIds: number[], operator = false) {
  const heard: ConsoleOrderEvent[] = [];
  const leave = connectBoard({ scope: () => ({ userId: 1, operator, storeIds, ownedStoreIds: [] }), send: (e) => void heard.push(e), close: () => {} });
  return { heard, leave };
}

describe('order events shared through Redis', () => {
  it("publishes this instance's event for the others, after delivering it here", async () => {
    if (!url) return;
    const messages: string[] = [];
    const listener = raw.duplicate();
    await listener.connect();
    await listener.subscribe(boardChannelOf(prefix), (m) => void messages.push(m));
    const here = board([7]);
    // The publisher connects in the background: publish until the channel hears one.
    expect(
      await until(async () => {
        await publishToBoards({ kind: 'placed', orderId: 41, storeIds: [7] });
        return messages.length > 0;
      }),
    ).toBe(true);
    expect(JSON.parse(messages[0]!)).toMatchObject({ kind: 'placed', orderId: 41, storeIds: [7] });
    expect(here.heard[0]).toEqual({ kind: 'placed', order_id: 41, store_ids: [7] });
    // Our own message, heard back from Redis, is not delivered a second time.
    expect(applySharedBoardEvent(messages[0]!)).toBe(false);
    here.leave();
    await listener.close();
  });

  it("delivers another instance's event to this instance's boards of its stores", async () => {
    if (!url) return;
    const [mine, other, operator] = [board([3]), board([4]), board([], true)];
    await until(async () => {
      await raw.publish(boardChannelOf(prefix), JSON.stringify({ from: 'instance-b', kind: 'placed', orderId: 77, storeIds: [3] }));
      return mine.heard.length > 0;
    });
    expect(mine.heard[0]).toEqual({ kind: 'placed', order_id: 77, store_ids: [3] });
    expect(operator.heard[0]).toEqual({ kind: 'placed', order_id: 77, store_ids: [3] });
    expect(other.heard).toEqual([]);
    // A malformed message is dropped.
    expect(applySharedBoardEvent('{"from":"instance-b","kind":"boom","orderId":1,"storeIds":[3]}')).toBe(false);
    expect(applySharedBoardEvent('not json')).toBe(false);
    for (const b of [mine, other, operator]) b.leave();
  });
});
