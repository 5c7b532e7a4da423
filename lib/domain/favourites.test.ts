import { mergeFavourites, toggleFavourite } from './favourites';

const p = (id: number, name = `p${id}`) => ({ id, name });

describe('toggleFavourite', () => {
  it('adds at the top and removes on the second toggle', () => {
    const once = toggleFavourite([p(1)], p(2));
    expect(once.map((x) => x.id)).toEqual([2, 1]);
    expect(toggleFavourite(once, p(2)).map((x) => x.id)).toEqual([1]);
  });
});

describe('mergeFavourites', () => {
  it('keeps each product once, the server version first, then local additions', () => {
    const merged = mergeFavourites([p(1, 'old'), p(3)], [p(1, 'new'), p(2)]);
    expect(merged).toEqual([p(1, 'new'), p(2), p(3)]);
  });
  it('is the server list when nothing is local, and the local list when the server has none', () => {
    expect(mergeFavourites([], [p(1)])).toEqual([p(1)]);
    expect(mergeFavourites([p(1)], [])).toEqual([p(1)]);
  });
});
