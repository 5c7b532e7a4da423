import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ConsoleGate } from '@/components/console/console-gate';
import { ConsoleFrame, ConsoleHeader, ConsoleIslands } from '@/components/console/console-shell';
import { QueryProvider } from '@/components/layout/query-provider';
import { clientMessages, CONSOLE_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/** The console is for store staff and operators: never in a search engine (robots.ts keeps crawlers out too). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The console's shell, apart from the shop's (no shop header, catalog menu or footer, and none of
 * their data fetched): its own top bar, a side navigation on a desktop and a bottom one on a
 * phone, the store switcher, and the gate that lets in only a signed-in user with a console role.
 * Pages are client tables with TanStack Query.
 */
export default async function ConsoleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(CONSOLE_NAMESPACES)}>
      <QueryProvider>
        <ConsoleHeader />
        <ConsoleGate>
          <ConsoleFrame>{children}</ConsoleFrame>
        </ConsoleGate>
        <ConsoleIslands />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
