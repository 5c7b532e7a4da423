import 'server-only';
import { createTranslator } from 'use-intl/core';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import type { ApiMessageKey } from '@/lib/contract/field-issues';
import type { Locale } from '@/lib/contract/values';

/**
 * Every text the API answers (error messages, field messages, SMS, order status names, units) comes
 * from the `api` namespace of messages/{uz,ru}.json, the catalogs the pages use: a translator edits
 * one file, and the key-parity test (lib/i18n/messages.test.ts) covers the API too.
 */
type ApiCatalog = typeof uz.api;

// A key of the `api` namespace, e.g. `errors.not_found` (typed where the forms read them too).
export type { ApiMessageKey };

export type MessageValues = Record<string, string | number>;

/** A message not yet in a language: the key and its values, put into words when the answer is written. */
export interface ApiText {
  key: ApiMessageKey;
  values?: MessageValues;
}

export const text = (key: ApiMessageKey, values?: MessageValues): ApiText => ({ key, values });

// One translator per language for the process: use-intl keeps each compiled message in its cache.
const translators = {
  uz: createTranslator({ locale: 'uz', messages: uz, namespace: 'api' }),
  ru: createTranslator({ locale: 'ru', messages: ru, namespace: 'api' }),
};

/** The message of `key` in `locale`. */
export function say(locale: Locale, key: ApiMessageKey, values?: MessageValues): string {
  // The key is checked against the catalog's type above; use-intl's own key type is the same set.
  return (translators[locale] as (key: string, values?: MessageValues) => string)(key, values);
}

/** An ApiText (or a plain string, which is no text: a figure, an id) in `locale`. */
export function sayText(locale: Locale, value: ApiText | string): string {
  return typeof value === 'string' ? value : say(locale, value.key, value.values);
}

/**
 * A whole group of the catalog in one language, e.g. `table(locale, 'units')`: for words looked up
 * on every row of an answer (a product's unit), read once per process and language.
 */
const tables = new Map<string, Readonly<Record<string, string>>>();
export function table<G extends 'units' | 'orderStatus'>(locale: Locale, group: G): Readonly<Record<keyof ApiCatalog[G], string>> {
  const id = `${locale}:${group}`;
  let found = tables.get(id);
  if (!found) {
    found = Object.fromEntries(Object.keys(uz.api[group]).map((k) => [k, say(locale, `${group}.${k}` as ApiMessageKey)]));
    tables.set(id, found);
  }
  return found as Readonly<Record<keyof ApiCatalog[G], string>>;
}
