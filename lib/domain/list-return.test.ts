import { listEntryOf, MAX_SAVED_PRODUCTS, newListEntry, parseSavedList, serializeSavedList, withoutShown } from './list-return';

describe('a list kept for Back', () => {
  const list = '{"sort":"popular"}:1';

  it('reads back what it saved, for the same list only', () => {
    const raw = serializeSavedList({ list, products: [{ id: 3 }, { id: 4 }], next: 3, opened: 4 });
    expect(parseSavedList(raw, list)).toEqual({ list, products: [{ id: 3 }, { id: 4 }], next: 3, opened: 4 });
    expect(parseSavedList(raw, '{"sort":"cheap"}:1')).toBeNull();
  });

  it('refuses text that is not a saved list', () => {
    for (const raw of [null, '', '{', '[]', '"x"', JSON.stringify({ list, products: 'x', next: 2 }), JSON.stringify({ list, products: [], next: 1 })]) {
      expect(parseSavedList(raw, list)).toBeNull();
    }
    const odd = JSON.stringify({ list, products: [{ id: 1 }, null, { id: 'x' }, 5], next: 2, opened: 'x' });
    expect(parseSavedList(odd, list)).toEqual({ list, products: [{ id: 1 }], next: 2, opened: null });
  });

  it('keeps at most MAX_SAVED_PRODUCTS products', () => {
    const products = Array.from({ length: MAX_SAVED_PRODUCTS + 10 }, (_, id) => ({ id }));
    expect(parseSavedList(serializeSavedList({ list, products, next: 30, opened: null }), list)!.products).toHaveLength(MAX_SAVED_PRODUCTS);
  });

  it('marks an entry and finds the mark in a history state', () => {
    const entry = newListEntry(() => 0.123456789);
    expect(listEntryOf({ __NA: true, savatList: entry })).toBe(entry);
    for (const state of [null, undefined, 'x', {}, { savatList: 5 }, { savatList: '../x' }]) expect(listEntryOf(state)).toBeNull();
  });

  it('drops products the page shows already, and repeats', () => {
    expect(withoutShown([{ id: 1 }, { id: 2 }, { id: 2 }, { id: 3 }], [1])).toEqual([{ id: 2 }, { id: 3 }]);
  });
});
