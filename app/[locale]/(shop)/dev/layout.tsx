import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/** The development stand-ins' buttons read their own words. */
export default async function DevLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(['devPay'])}>
      {children}
    </NextIntlClientProvider>
  );
}
