import { MAX_BASKET_LINES, MAX_LINE_COUNT, keptCount, linesKey, mergeBaskets } from './basket-merge';

const line = (id: number, count: number, name = `p${id}`) => ({ id, count, name });

describe('mergeBaskets (login: the device basket joins the account basket)', () => {
  it('keeps the larger count of a product on both sides, never their sum', () => {
    expect(mergeBaskets([line(1, 2)], [line(1, 3)])).toEqual([line(1, 3)]);
    expect(mergeBaskets([line(1, 5)], [line(1, 3)])).toEqual([line(1, 5)]);
  });

  it('changes nothing when the device already holds the account basket (a second login on a device)', () => {
    const account = [line(1, 2), line(2, 1)];
    expect(mergeBaskets(account, account)).toEqual(account);
  });

  it('puts the account lines first (its fresh product data), then the device-only lines in their order', () => {
    const merged = mergeBaskets([line(3, 1, 'device'), line(9, 4), line(1, 1, 'old')], [line(1, 2, 'new'), line(2, 1)]);
    expect(merged).toEqual([line(1, 2, 'new'), line(2, 1), line(3, 1, 'device'), line(9, 4)]);
  });

  it('is the other side when one side is empty', () => {
    expect(mergeBaskets([], [line(1, 1)])).toEqual([line(1, 1)]);
    expect(mergeBaskets([line(1, 1)], [])).toEqual([line(1, 1)]);
    expect(mergeBaskets([], [])).toEqual([]);
  });

  it('keeps within the limits: a line count and the number of lines', () => {
    expect(mergeBaskets([line(1, 5000)], [])[0]!.count).toBe(MAX_LINE_COUNT);
    const many = Array.from({ length: MAX_BASKET_LINES + 5 }, (_, i) => line(i + 1, 1));
    const merged = mergeBaskets(many, [line(500, 1)]);
    expect(merged).toHaveLength(MAX_BASKET_LINES);
    expect(merged[0]!.id).toBe(500);
  });

  it('takes a product twice on the device once', () => {
    expect(mergeBaskets([line(1, 1), line(1, 2)], [])).toEqual([line(1, 1)]);
  });
});

describe('keptCount', () => {
  it('caps to the stock left; a sold-out product keeps its count (shown as not available)', () => {
    expect(keptCount(5, 3)).toBe(3);
    expect(keptCount(2, 3)).toBe(2);
    expect(keptCount(4, 0)).toBe(4);
    expect(keptCount(5000, 10_000)).toBe(MAX_LINE_COUNT);
  });
});

describe('linesKey', () => {
  it('tells baskets apart by ids, counts and order', () => {
    expect(linesKey([line(1, 2), line(3, 1)])).toBe('1:2,3:1');
    expect(linesKey([line(3, 1), line(1, 2)])).not.toBe(linesKey([line(1, 2), line(3, 1)]));
    expect(linesKey([])).toBe('');
  });
});
