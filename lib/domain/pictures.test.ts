import { addPictures, moveItem, parsePictureWidth, PICTURE_MAX_BYTES, pictureRefusal, pictureWidth, PICTURE_WIDTHS } from './pictures';

const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('pictures', () => {
  it('refuses a file by its type or size before it is sent', () => {
    expect(pictureRefusal(file('a.png'))).toBeNull();
    expect(pictureRefusal(file('a.txt', 10, 'text/plain'))).toBe('type');
    expect(pictureRefusal(file('a.webp', 10, ''))).toBeNull();
    expect(pictureRefusal(file('a.gif', 10, ''))).toBe('type');
    expect(pictureRefusal(file('big.png', PICTURE_MAX_BYTES + 1))).toBe('size');
    expect(pictureRefusal(file('edge.png', PICTURE_MAX_BYTES))).toBeNull();
    expect(pictureRefusal(file('empty.png', 0))).toBe('size');
  });

  it('adds the acceptable files up to the limit and names each refused one', () => {
    const { files, refused } = addPictures(
      [file('1.png')],
      [file('2.png'), file('big.png', PICTURE_MAX_BYTES + 1), file('3.jpg', 5, 'image/jpeg'), file('4.png')],
      { max: 3 },
    );
    expect(files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(refused).toEqual([
      { name: 'big.png', reason: 'size' },
      { name: '4.png', reason: 'count' },
    ]);
  });

  it('moves an item within a list, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('serves a fixed set of widths', () => {
    expect(pictureWidth(1)).toBe(48);
    expect(pictureWidth(160)).toBe(160);
    expect(pictureWidth(161)).toBe(192);
    expect(pictureWidth(100_000)).toBe(PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]);
    expect(parsePictureWidth('320')).toBe(320);
    expect(parsePictureWidth('321')).toBeNull();
    expect(parsePictureWidth('0320')).toBeNull();
    expect(parsePictureWidth('abc')).toBeNull();
  });
});
