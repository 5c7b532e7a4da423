import { addViewed, cleanViewed, RECENTLY_VIEWED_LIMIT, soldOutLast, telegramShareUrl } from './shelves';

describe('recently viewed', () => {
  it('puts a viewed product at the top with its time', () => {
    expect(addViewed([], 5, 100)).toEqual([{ id: 5, at: 100 }]);
    expect(addViewed([{ id: 5, at: 100 }], 7, 200)).toEqual([
      { id: 7, at: 200 },
      { id: 5, at: 100 },
    ]);
  });

  it('moves a product seen again to the top, never holding it twice', () => {
    const list = [
      { id: 7, at: 200 },
      { id: 5, at: 100 },
      { id: 3, at: 50 },
    ];
    expect(addViewed(list, 5, 300)).toEqual([
      { id: 5, at: 300 },
      { id: 7, at: 200 },
      { id: 3, at: 50 },
    ]);
    expect(addViewed(list, 7, 300).map((e) => e.id)).toEqual([7, 5, 3]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT}, the oldest falling off`, () => {
    let list: ReturnType<typeof addViewed> = [];
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 5; id++) list = addViewed(list, id, id * 10);
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]!.id).toBe(RECENTLY_VIEWED_LIMIT + 5);
    expect(list.at(-1)!.id).toBe(6);
    expect(addViewed(list, 99, 1, 3).map((e) => e.id)).toEqual([99, 25, 24]);
  });

  it('ignores an id that is not a positive whole number', () => {
    const list = [{ id: 5, at: 100 }];
    for (const id of [0, -1, 1.5, Number.NaN]) expect(addViewed(list, id, 200)).toEqual(list);
  });

  it('cleans what was stored: valid entries only, newest first, each product once', () => {
    expect(cleanViewed(undefined)).toEqual([]);
    expect(cleanViewed('x')).toEqual([]);
    expect(
      cleanViewed([{ id: 1, at: 10 }, { id: 2, at: 30 }, { id: 1, at: 40 }, { id: '3', at: 50 }, { id: 4 }, null, { id: 5, at: 20, extra: true }]),
    ).toEqual([
      { id: 1, at: 40 },
      { id: 2, at: 30 },
      { id: 5, at: 20 },
    ]);
    expect(cleanViewed(Array.from({ length: 30 }, (_, i) => ({ id: i + 1, at: i })))).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });
});

describe('shelf order', () => {
  it('puts sold-out products last, each group in its order', () => {
    const products = [
      { id: 1, available: 0 },
      { id: 2, available: 3 },
      { id: 3, available: 0 },
      { id: 4, available: 1 },
    ];
    expect(soldOutLast(products).map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(soldOutLast([])).toEqual([]);
  });
});

describe('telegram share link', () => {
  it('puts the address and the text in the query, encoded', () => {
    const link = telegramShareUrl('https://savat.uz/uz/products/12', "Olma & nok (1 kg) o'zbek");
    expect(link.startsWith('https://t.me/share/url?')).toBe(true);
    const query = new URL(link).searchParams;
    expect(query.get('url')).toBe('https://savat.uz/uz/products/12');
    expect(query.get('text')).toBe("Olma & nok (1 kg) o'zbek");
  });
});
