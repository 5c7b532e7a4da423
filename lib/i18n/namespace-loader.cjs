// @ts-check
/**
 * A webpack loader for `@/messages/<locale>.json?ns=a,b`: the module exports those namespaces of
 * the messages only, so that an island loaded on demand carries its own words in its chunk
 * (lib/i18n/with-messages.tsx) and no page's HTML carries them. `ns.key` brings one group of a
 * namespace only (`api.fields`: what a form's checks say, without the rest of the API's words).
 * It runs after next-intl's catalog loader (`enforce: 'post'` in next.config.mjs), whose output is
 * `export default JSON.parse("…")` with the messages precompiled; webpack cannot drop unused
 * properties of that object itself.
 * @this {{ resourceQuery: string }}
 * @param {string} source
 */
module.exports = function namespaceLoader(source) {
  const namespaces = (new URLSearchParams(this.resourceQuery.slice(1)).get('ns') ?? '').split(',').filter(Boolean);
  const match = /^export default JSON\.parse\(("(?:[^"\\]|\\.)*")\);?\s*$/.exec(source.trim());
  const messages = match ? JSON.parse(JSON.parse(match[1])) : JSON.parse(source);
  /** @type {Record<string, Record<string, unknown>>} */
  const picked = {};
  for (const name of namespaces) {
    const [ns = '', key] = name.split('.');
    const all = messages[ns];
    if (!all || (key !== undefined && !(key in all))) throw new Error(`messages: no namespace "${name}"`);
    picked[ns] = key === undefined ? all : { ...picked[ns], [key]: all[key] };
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
};
