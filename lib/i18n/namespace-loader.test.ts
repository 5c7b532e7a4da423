import uz from '@/messages/uz.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is the CommonJS module webpack runs
const namespaceLoader = require('./namespace-loader.cjs') as (this: { resourceQuery: string }, source: string) => string;

/** What the loader exports, read back as the chunk would. */
function load(query: string, source = `export default JSON.parse(${JSON.stringify(JSON.stringify(uz))});`) {
  const out = namespaceLoader.call({ resourceQuery: query }, source);
  return JSON.parse(JSON.parse(/^export default JSON\.parse\((".*")\);$/.exec(out)![1]!)) as Record<string, Record<string, unknown>>;
}

describe('the messages of an island (?ns=)', () => {
  it('keeps only the namespaces asked for', () => {
    expect(load('?ns=reviews,support')).toEqual({ reviews: uz.reviews, support: uz.support });
  });

  it('brings one group of a namespace with ns.key, beside whole namespaces', () => {
    const picked = load('?ns=reviews,api.fields,api.errors');
    expect(picked).toEqual({ reviews: uz.reviews, api: { fields: uz.api.fields, errors: uz.api.errors } });
  });

  it('reads plain JSON too, and refuses a name it does not know', () => {
    expect(load('?ns=api.fields', JSON.stringify(uz))).toEqual({ api: { fields: uz.api.fields } });
    expect(() => load('?ns=nope')).toThrow('no namespace "nope"');
    expect(() => load('?ns=api.nope')).toThrow('no namespace "api.nope"');
  });
});
