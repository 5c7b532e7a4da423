import { createTranslator } from 'use-intl/core';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';

/**
 * The words a journey looks for come from the storefront's own catalogs (messages/*.json), put
 * into words as the pages do (use-intl: plurals, numbers), never written out in a spec: a
 * translator's edit changes the page and its test together, and a journey cannot look for a text
 * the page no longer shows. Test data (names, addresses, the demo catalog's products) stays literal.
 */
const strict = (error: Error) => {
  // A key or value a test got wrong fails that test here, not as a search for "namespace.key".
  throw error;
};
const translators = {
  uz: createTranslator({ locale: 'uz', messages: uz, timeZone: 'Asia/Tashkent', onError: strict }),
  ru: createTranslator({ locale: 'ru', messages: ru, timeZone: 'Asia/Tashkent', onError: strict }),
};

export type Locale = keyof typeof translators;

type Translate = {
  markup: (key: string, values: Record<string, unknown>) => string;
  raw: (key: string) => string;
};

/** The message `key` of messages/{locale}.json with its values filled in, as the page reads (a tag's text kept). */
export function msg(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return (translators[locale] as unknown as Translate).markup(key, { link: (chunks: string) => chunks, ...values });
}

/** The words of a message's `<tag>…</tag>` (a link inside a sentence). */
export function msgTagText(locale: Locale, key: string, tag: string): string {
  const text = new RegExp(`<${tag}>(.*?)</${tag}>`).exec((translators[locale] as unknown as Translate).raw(key))?.[1];
  if (!text) throw new Error(`${locale}:${key} has no <${tag}>`);
  return text;
}

/**
 * The same message as a pattern, for a name that holds more than the message (a count, a label),
 * or for a message whose value the journey cannot know: a plain `{placeholder}` may be given as a
 * pattern (`{ time: /.+/ }`); a `{n, number}` or a plural needs its number.
 */
export function msgPattern(locale: Locale, key: string, values: Record<string, string | number | RegExp> = {}, { whole = false } = {}): RegExp {
  const holes: string[] = [];
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!(value instanceof RegExp)) return [name, value];
      holes.push(value.source);
      return [name, `\uE000${holes.length - 1}\uE001`];
    }),
  );
  const source = msg(locale, key, filled)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\uE000(\d+)\uE001/g, (_, hole: string) => `(?:${holes[Number(hole)]})`);
  return new RegExp(whole ? `^${source}$` : source);
}
