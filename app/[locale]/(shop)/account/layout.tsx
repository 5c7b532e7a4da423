import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AccountShell } from '@/components/account/account-shell';
import { QueryProvider } from '@/components/layout/query-provider';
import { clientMessages, ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * These pages fetch on the client (TanStack Query; the other pages carry none of its code) and
 * their islands read more messages than the rest of the site: only they get them. Their gate and
 * side menu are here once (AccountShell), not in every page.
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(ACCOUNT_NAMESPACES)}>
      <QueryProvider>
        <AccountShell>{children}</AccountShell>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
