import { emojiSet, emojiSvg, resolveIcon, type IconSet } from './emoji';

describe('emojiSvg with the real Fluent Emoji set', () => {
  it('draws a known icon in the set box', () => {
    const svg = emojiSvg('red-apple');
    expect(svg).not.toBeNull();
    expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"')).toBe(true);
    expect(svg).toContain(emojiSet().icons['red-apple'].body);
  });

  it('resolves an alias and applies its flip', () => {
    const svg = emojiSvg('backhand-index-pointing-right');
    expect(svg).toContain('scale(-1 1)');
  });

  it('gives null for an unknown or malformed name', () => {
    expect(emojiSvg('no-such-emoji-here')).toBeNull();
    expect(emojiSvg('../package')).toBeNull();
    expect(emojiSvg('__proto__')).toBeNull();
    expect(emojiSvg('constructor')).toBeNull();
    expect(emojiSvg('')).toBeNull();
  });
});

describe('resolveIcon', () => {
  const set: IconSet = {
    width: 32,
    height: 32,
    icons: { a: { body: '<path/>' }, wide: { body: '<g/>', width: 48 } },
    aliases: { b: { parent: 'a', hFlip: true }, c: { parent: 'b', hFlip: true }, loop: { parent: 'loop' } },
  };

  it('takes the box from the icon, else the set', () => {
    expect(resolveIcon(set, 'a')).toMatchObject({ width: 32, height: 32 });
    expect(resolveIcon(set, 'wide')).toMatchObject({ width: 48, height: 32 });
  });

  it('toggles flips along an alias chain', () => {
    expect(resolveIcon(set, 'b')?.hFlip).toBe(true);
    expect(resolveIcon(set, 'c')?.hFlip).toBe(false);
  });

  it('stops on an alias loop', () => {
    expect(resolveIcon(set, 'loop')).toBeNull();
  });
});
