import { monogramSvg, parseMonogram } from './monogram';

describe('parseMonogram', () => {
  it('accepts one or two capital letters and a six-digit hex colour', () => {
    expect(parseMonogram('K', '16A34A.svg')).toEqual({ letters: 'K', color: '16A34A' });
    expect(parseMonogram('MK', 'ff8800.svg')).toEqual({ letters: 'MK', color: 'FF8800' });
  });

  it.each([
    ['', '16A34A.svg'],
    ['ABC', '16A34A.svg'],
    ['ab', '16A34A.svg'],
    ['A1', '16A34A.svg'],
    ['<s', '16A34A.svg'],
    ['A', '16A34.svg'],
    ['A', '16A34AA.svg'],
    ['A', 'GGGGGG.svg'],
    ['A', '16A34A.png'],
    ['A', '16A34A'],
    ['A', '16A34A.svg.svg'],
  ])('refuses %j / %j', (letters, file) => {
    expect(parseMonogram(letters, file)).toBeNull();
  });
});

describe('monogramSvg', () => {
  it('draws the letters in white on the colour', () => {
    const svg = monogramSvg({ letters: 'MK', color: '16A34A' });
    expect(svg).toContain('fill="#16A34A"');
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('>MK</text>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
