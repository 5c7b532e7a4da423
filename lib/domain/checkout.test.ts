import { reorderLines, shortItems } from './checkout';

describe('shortItems', () => {
  test.each([
    [{ ok: false, error: { code: 'not_available', message: '', fields: { 'products.3': '1' } }, details: [{ product: 3, requested: 4, available: 1 }] }, [{ product: 3, requested: 4, available: 1 }]],
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
