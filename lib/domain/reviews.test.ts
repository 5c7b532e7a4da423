import { addPhotos, meanRating, REVIEW_IMAGE_MAX_BYTES, REVIEW_MAX_IMAGES, reviewName } from './reviews';

const f = (name: string, size: number, type: string) => ({ name, size, type });

describe('reviewName', () => {
  test.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['null', null],
    [' null ', null],
    ['  Dilnoza ', 'Dilnoza'],
    ['Null', 'Null'],
  ])('%p → %p', (value, expected) => {
    expect(reviewName(value)).toBe(expected);
  });
});

describe('addPhotos', () => {
  it('takes png, jpeg and webp up to the limit and says why it refuses the others', () => {
    const picked = [
      f('a.png', 10, 'image/png'),
      f('b.jpg', 10, 'image/jpeg'),
      f('c.webp', 10, 'image/webp'),
      f('d.gif', 10, 'image/gif'),
      f('e.png', REVIEW_IMAGE_MAX_BYTES + 1, 'image/png'),
      f('f.JPG', 10, ''),
      f('g.png', 10, 'image/png'),
    ];
    const out = addPhotos([], picked);
    expect(out.files.map((x) => x.name)).toEqual(['a.png', 'b.jpg', 'c.webp', 'f.JPG']);
    expect(out.files).toHaveLength(REVIEW_MAX_IMAGES);
    expect(out.refused).toEqual([
      { name: 'd.gif', reason: 'type' },
      { name: 'e.png', reason: 'size' },
      { name: 'g.png', reason: 'count' },
    ]);
  });

  it('keeps what was chosen before', () => {
    const before = [f('a.png', 10, 'image/png')];
    expect(addPhotos(before, [f('b.png', 10, 'image/png')]).files.map((x) => x.name)).toEqual(['a.png', 'b.png']);
    expect(addPhotos(before, [f('x.txt', 10, 'text/plain')]).refused).toEqual([{ name: 'x.txt', reason: 'type' }]);
  });
});

describe('meanRating', () => {
  it('is the mean to one decimal, as the API stores it', () => {
    expect(meanRating({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })).toEqual({ rating: 0, count: 0 });
    expect(meanRating({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 })).toEqual({ rating: 4.5, count: 2 });
    expect(meanRating({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 })).toEqual({ rating: 3.7, count: 3 });
    // 87 / 20 = 4.35: rounds up, as Postgres rounds the numeric mean.
    expect(meanRating({ '1': 0, '2': 0, '3': 0, '4': 13, '5': 7 })).toEqual({ rating: 4.4, count: 20 });
  });
});
