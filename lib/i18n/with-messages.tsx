'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/** An island's own words in each language, from a module of its chunk (see WithMessages). */
export type IslandWords = Readonly<Record<string, AbstractIntlMessages>>;

/**
 * Adds an island's own words to the page's. The auth modal, the location dialog, its map and the
 * nearby list are loaded on demand; their namespaces come with their code (`*-messages.ts` beside
 * them, which read one namespace of messages/<locale>.json each, so webpack keeps only those
 * properties in the island's chunk) instead of in every page's HTML (ADR 0022: 5–9 kB a page).
 * A nested provider replaces the outer one's messages, so the page's are spread in first.
 */
export function WithMessages({ words, children }: { words: IslandWords; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const messages = useMemo(() => withWords(outer, words[locale] ?? {}), [outer, words, locale]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * The page's messages with an island's added, a namespace at a time: an island that brings one
 * group of a namespace (`api.fields`) keeps the page's other groups of it.
 */
function withWords(outer: AbstractIntlMessages, own: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...outer };
  for (const [ns, value] of Object.entries(own)) {
    const before = merged[ns];
    merged[ns] = typeof before === 'object' && typeof value === 'object' ? { ...before, ...value } : value;
  }
  return merged;
}
