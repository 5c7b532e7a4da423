import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ConsoleHome } from '@/components/console/console-home';
import { PageTitle } from '@/components/ui/section';
import { clientMessages, CONSOLE_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/console', title: t('console.title'), description: t('console.title'), siteName: t('common.siteName'), index: false });
}

/** The console's home: the dashboards (ADR 0035), with their own words (`consoleStats`) added to the console's. */
export default async function ConsolePage({ params }: LocaleParams) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  const locale = await pageLocale(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mt-4">
        <NextIntlClientProvider locale={locale} messages={await clientMessages([...CONSOLE_NAMESPACES, 'consoleStats'])}>
          <ConsoleHome />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
