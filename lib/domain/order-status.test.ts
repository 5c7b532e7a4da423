import { ORDER_STATUSES, type OrderType } from '../contract/order-values';
import { canCancel } from './order';
import { FINAL_STATUSES, canMove, isFinal, needsReason, nextStatuses, orderStatusOfParts, type Actor } from './order-status';

/** Every move the machine allows, by type and actor; anything else is refused. */
const ALLOWED: Record<OrderType, Record<Actor, [number, number][]>> = {
  D: {
    staff: [
      [0, 2],
      [0, 8],
      [1, 2],
      [1, 8],
      [2, 3],
      [2, 8],
      [3, 4],
      [3, 8],
      [4, 6],
    ],
    provider: [[0, 1]],
    shopper: [
      [0, 8],
      [1, 8],
      [2, 8],
    ],
  },
  T: {
    staff: [
      [0, 2],
      [0, 8],
      [1, 2],
      [1, 8],
      [2, 3],
      [2, 8],
      [3, 5],
      [3, 8],
      [5, 7],
      [5, 8],
    ],
    provider: [[0, 1]],
    shopper: [
      [0, 8],
      [1, 8],
      [2, 8],
      [3, 8],
      [5, 8],
    ],
  },
};

const every = (['D', 'T'] as const).flatMap((type) =>
  (['staff', 'provider', 'shopper'] as const).flatMap((actor) =>
    [...ORDER_STATUSES, 9, -1].flatMap((from) => [...ORDER_STATUSES, 9].map((to) => [type, actor, from, to] as const)),
  ),
);

describe('the order state machine', () => {
  it.each(every)('%s by %s: %i → %i', (type, actor, from, to) => {
    const allowed = ALLOWED[type][actor].some(([f, t]) => f === from && t === to);
    expect(canMove(type, from, to, actor)).toBe(allowed);
  });

  it.each([
    ['D', 0, [2, 8]],
    ['D', 1, [2, 8]],
    ['D', 2, [3, 8]],
    ['D', 3, [4, 8]],
    ['D', 4, [6]],
    ['D', 5, []],
    ['D', 6, []],
    ['D', 8, []],
    ['T', 3, [5, 8]],
    ['T', 4, []],
    ['T', 5, [7, 8]],
    ['T', 7, []],
  ] as const)('staff move a %s order from %i to %j', (type, status, next) => expect(nextStatuses(type, status)).toEqual(next));

  it('lets only the provider mark an order paid', () => {
    expect(nextStatuses('D', 0, 'provider')).toEqual([1]);
    expect(nextStatuses('T', 0, 'shopper')).toEqual([8]);
  });

  it('moves nothing on from a final status', () => {
    expect(FINAL_STATUSES).toEqual([6, 7, 8]);
    for (const type of ['D', 'T'] as const) for (const status of FINAL_STATUSES) expect(nextStatuses(type, status)).toEqual([]);
    expect(isFinal(6)).toBe(true);
    expect(isFinal(5)).toBe(false);
  });

  it('asks staff, not the shopper, for a reason to cancel', () => {
    expect(needsReason(8, 'staff')).toBe(true);
    expect(needsReason(8, 'shopper')).toBe(false);
    expect(needsReason(3, 'staff')).toBe(false);
  });

  it.each(every.filter(([, actor, , to]) => actor === 'shopper' && to === 8))("keeps the shop's cancel rule the machine's: %s %s %i", (type, _actor, from) =>
    expect(canCancel(type, from)).toBe(canMove(type, from, 8, 'shopper')),
  );
});

describe("an order's status from its parts (ADR 0016)", () => {
  it.each([
    [[], 2, 2],
    [[2], 0, 2],
    [[2, 3], 2, 2],
    [[4, 3], 2, 3],
    [[6, 4], 2, 4],
    [[6, 6], 2, 6],
    [[7, 5], 2, 5],
    [[8, 3], 2, 3],
    [[8, 6], 2, 6],
    [[8, 8], 2, 8],
    [[8], 2, 8],
    [[0, 2], 0, 0],
  ])('parts %j (fallback %i) → %i', (parts, fallback, status) => expect(orderStatusOfParts(parts, fallback)).toBe(status));
});
