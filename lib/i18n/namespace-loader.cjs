// @ts-check
/**
 * A webpack loader for `@/messages/<locale>.json?ns=a,b`: the module exports those namespaces of
 * the messages only, so that an island loaded on demand carries its own words in its chunk
 * (lib/i18n/with-messages.tsx) and no page's HTML carries them. It runs after next-intl's catalog
 * loader (`enforce: 'post'` in next.config.mjs), whose output is `export default JSON.parse("…")`
 * with the messages precompiled; webpack cannot drop unused properties of that object itself.
 * @this {{ resourceQuery: string }}
 * @param {string} source
 */
module.exports = function namespaceLoader(source) {
  const namespaces = (new URLSearchParams(this.resourceQuery.slice(1)).get('ns') ?? '').split(',').filter(Boolean);
  const match = /^export default JSON\.parse\(("(?:[^"\\]|\\.)*")\);?\s*$/.exec(source.trim());
  const messages = match ? JSON.parse(JSON.parse(match[1])) : JSON.parse(source);
  const picked = Object.fromEntries(
    namespaces.map((ns) => {
      if (!(ns in messages)) throw new Error(`messages: no namespace "${ns}"`);
      return [ns, messages[ns]];
    }),
  );
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
};
