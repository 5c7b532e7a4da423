import {
  belowMinimum,
  DEFAULT_TERMS,
  deliveryByStore,
  type DeliveryLine,
  deliveryTotal,
  isSlotWindow,
  isTashkentToday,
  offeredSlots,
  promisedWindow,
  separateDeliveryNote,
} from './delivery';

const line = (store: number, price: number, count: number, extra: Partial<DeliveryLine> = {}): DeliveryLine => ({
  price,
  discount: 0,
  discount_price: price,
  count,
  store: { id: store },
  ...extra,
});
const terms = (store: number, t: Partial<typeof DEFAULT_TERMS>) => [store, { ...DEFAULT_TERMS, ...t }] as const;

describe('delivery by store', () => {
  it('groups lines by store in the order they appear, each with its subtotal after item discounts', () => {
    const groups = deliveryByStore([line(2, 10_000, 2), line(1, 4000, 1), line(2, 20_000, 1, { discount: 10, discount_price: 18_000 })], undefined);
    expect(groups.map((g) => [g.store, g.subtotal, g.lines.length])).toEqual([
      [2, 38_000, 2],
      [1, 4000, 1],
    ]);
    // Without terms, the contract's 5000 so'm per store.
    expect(deliveryTotal(groups)).toBe(10_000);
  });

  it('charges each store its fee unless its goods ship free or reach its free-from amount', () => {
    const map = new Map([terms(1, { fee: 7000, free_from: 50_000 }), terms(2, { fee: 9000 })]);
    const [a, b] = deliveryByStore([line(1, 20_000, 2), line(2, 1000, 1, { free_shipping: true })], map);
    expect(a).toMatchObject({ delivery_price: 7000, left_for_free: 10_000 });
    expect(b).toMatchObject({ delivery_price: 0, left_for_free: null });
    const [reached] = deliveryByStore([line(1, 25_000, 2)], map);
    expect(reached).toMatchObject({ delivery_price: 0, left_for_free: null });
    const [never] = deliveryByStore([line(2, 1000, 1)], map);
    expect(never).toMatchObject({ delivery_price: 9000, left_for_free: null });
  });

  it('says how much is missing for a minimum; pickup has no minimum and costs nothing', () => {
    const map = new Map([terms(1, { min_order: 30_000 })]);
    const delivery = deliveryByStore([line(1, 12_000, 2)], map);
    expect(belowMinimum(delivery).map((g) => g.missing)).toEqual([6000]);
    expect(belowMinimum(deliveryByStore([line(1, 15_000, 2)], map))).toEqual([]);
    const pickup = deliveryByStore([line(1, 12_000, 2)], map, 'T');
    expect(pickup[0]).toMatchObject({ missing: 0, delivery_price: 0 });
  });
});

describe('delivery windows', () => {
  it('knows a window', () => {
    expect(['10:00-12:00', '00:00-24:00', '23:00-23:30'].every(isSlotWindow)).toBe(true);
    expect(['12:00-10:00', '10:00-10:00', '1:00-2:00', '10:00-25:00', 'morning'].some(isSlotWindow)).toBe(false);
  });

  it("offers today's windows from an hour ahead and all of tomorrow's, in Tashkent time", () => {
    // 13:30 in Tashkent (UTC+5) is 08:30 UTC.
    const now = new Date('2026-11-25T08:30:00Z');
    const slots = offeredSlots(['18:00-20:00', '10:00-12:00', '14:00-16:00'], now);
    expect(slots).toEqual([
      { from: '2026-11-25T13:00:00.000Z', to: '2026-11-25T15:00:00.000Z' },
      { from: '2026-11-26T05:00:00.000Z', to: '2026-11-26T07:00:00.000Z' },
      { from: '2026-11-26T09:00:00.000Z', to: '2026-11-26T11:00:00.000Z' },
      { from: '2026-11-26T13:00:00.000Z', to: '2026-11-26T15:00:00.000Z' },
    ]);
    // 14:00 starts 30 minutes from now: too soon.
    expect(isTashkentToday(slots[0]!.from, now)).toBe(true);
    expect(isTashkentToday(slots[1]!.from, now)).toBe(false);
  });

  it('counts the day from Tashkent midnight, not UTC midnight', () => {
    // 02:00 in Tashkent on the 26th is 21:00 UTC on the 25th.
    const slots = offeredSlots(['10:00-12:00'], new Date('2026-11-25T21:00:00Z'));
    expect(slots[0]!.from).toBe('2026-11-26T05:00:00.000Z');
    expect(slots).toHaveLength(2);
  });

  it('promises the estimate from now', () => {
    expect(promisedWindow({ eta_min: 30, eta_max: 45 }, new Date('2026-11-25T08:00:00Z'))).toEqual({
      from: '2026-11-25T08:30:00.000Z',
      to: '2026-11-25T08:45:00.000Z',
    });
  });
});

describe('separateDeliveryNote (another store in the basket)', () => {
  it('names the fee, and the amount from which it is free when there is one', () => {
    expect(separateDeliveryNote({ fee: 9000, free_from: null })).toEqual({ key: 'separateFee', fee: 9000 });
    expect(separateDeliveryNote({ fee: 9000, free_from: 150_000 })).toEqual({ key: 'separateFeeFreeFrom', fee: 9000, free: 150_000 });
  });
  it('says free when the store delivers for nothing, and no figure when the terms are unknown', () => {
    expect(separateDeliveryNote({ fee: 0, free_from: null })).toEqual({ key: 'separateFree' });
    expect(separateDeliveryNote({ fee: 5000, free_from: 0 })).toEqual({ key: 'separateFree' });
    expect(separateDeliveryNote(null)).toEqual({ key: 'separateUnknown' });
  });
});
