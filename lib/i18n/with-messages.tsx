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
  const messages = useMemo(() => ({ ...outer, ...words[locale] }), [outer, words, locale]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
