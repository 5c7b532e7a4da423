import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
}

/** The {placeholders} a message uses (ICU arguments, not the words inside plural branches). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]).sort();
}

describe('messages', () => {
  it('uz and ru have the same keys', () => {
    const uzKeys = keys(uz as Tree).sort();
    const ruKeys = keys(ru as Tree).sort();
    expect(uzKeys.filter((k) => !ruKeys.includes(k))).toEqual([]);
    expect(ruKeys.filter((k) => !uzKeys.includes(k))).toEqual([]);
  });

  it('no message is empty', () => {
    for (const value of [...leaves(uz as Tree), ...leaves(ru as Tree)]) expect(value.trim()).not.toBe('');
  });

  it('a message uses the same placeholders in both languages', () => {
    const ruFlat = new Map(keys(ru as Tree).map((k) => [k, k.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p], ru as Tree) as string]));
    for (const key of keys(uz as Tree)) {
      const uzValue = key.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p], uz as Tree) as string;
      expect([key, [...new Set(placeholders(uzValue))]]).toEqual([key, [...new Set(placeholders(ruFlat.get(key) ?? ''))]]);
    }
  });

  it('Uzbek uses the modifier letter ʻ for oʻ and gʻ, not a quote or backtick', () => {
    for (const value of leaves(uz as Tree)) expect(value).not.toMatch(/[oOgG]['‘’`]/);
  });
});
