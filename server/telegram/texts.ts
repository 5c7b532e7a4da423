import 'server-only';
import { createTranslator } from 'use-intl/core';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/lib/contract/values';
import type { MessageValues } from '../http/messages';

/**
 * What the bot writes, from the `deskTelegram.bot` group of messages/{uz,ru}.json: the same
 * catalogs as the pages and the SMS (server/http/messages.ts), so that a translator edits one file
 * and the key-parity test covers the bot too.
 */
type BotCatalog = typeof uz.deskTelegram.bot;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type BotMessageKey = Leaves<BotCatalog>;

const translators = {
  uz: createTranslator({ locale: 'uz', messages: uz, namespace: 'deskTelegram.bot' }),
  ru: createTranslator({ locale: 'ru', messages: ru, namespace: 'deskTelegram.bot' }),
};

/** The bot's message `key` in `locale`. */
export function sayBot(locale: Locale, key: BotMessageKey, values?: MessageValues): string {
  return (translators[locale] as (key: string, values?: MessageValues) => string)(key, values);
}
