import { canPickUp, keyAfterFailure, reorderCheckLines, reorderLines, shortItems } from './checkout';

describe('shortItems', () => {
  test.each([
    [
      { ok: false, error: { code: 'not_available', message: '', fields: { 'products.3': '1' } }, details: [{ product: 3, requested: 4, available: 1 }] },
      [{ product: 3, requested: 4, available: 1 }],
    ],
    [{ ok: false, error: { code: 'not_available', message: '', fields: { 'products.7': '0', other: 'x' } } }, [{ product: 7, requested: 0, available: 0 }]],
    [undefined, []],
    [{ details: [{ product: 'x' }] }, []],
  ])('%j', (body, expected) => {
    expect(shortItems(body)).toEqual(expected);
  });
});

describe('reorderLines', () => {
  const p = (id: number, available: number) => ({ id, available });
  test.each([
    { ordered: [{ product: { id: 1 }, quantity: 2 }], current: [p(1, 5)], expected: [[1, 2]] },
    { ordered: [{ product: { id: 1 }, quantity: 9 }], current: [p(1, 5)], expected: [[1, 5]] },
    { ordered: [{ product: { id: 1 }, quantity: 2 }], current: [p(1, 0)], expected: [] },
    { ordered: [{ product: { id: 2 }, quantity: 2 }], current: [p(1, 3)], expected: [] },
  ])('$expected', ({ ordered, current, expected }) => {
    expect(reorderLines(ordered, current).map((l) => [l.product.id, l.count])).toEqual(expected);
  });
});

describe('the Idempotency-Key after a failed press', () => {
  test.each([
    // The server answered: nothing was placed, the next press is a new attempt.
    [400, null],
    [401, null],
    [409, null],
    [413, null],
    [429, null],
    // No clear answer: maybe placed, the next press repeats the attempt.
    [500, 'k1'],
    [502, 'k1'],
    [503, 'k1'],
    [null, 'k1'],
  ] as const)('%s → %s', (status, expected) => {
    expect(keyAfterFailure('k1', status)).toBe(expected);
  });
});

describe('reorderCheckLines', () => {
  it('asks for each ordered product and quantity', () => {
    expect(
      reorderCheckLines([
        { product: { id: 4 }, quantity: 2 },
        { product: { id: 9 }, quantity: 1 },
      ]),
    ).toEqual([
      { id: 4, count: 2 },
      { id: 9, count: 1 },
    ]);
  });
});

describe('canPickUp', () => {
  it('is true only when every product is offered for pickup', () => {
    expect(canPickUp([{ pickup: true }, { pickup: true }])).toBe(true);
    expect(canPickUp([{ pickup: true }, { pickup: false }])).toBe(false);
  });
});
