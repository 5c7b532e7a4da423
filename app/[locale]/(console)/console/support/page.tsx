import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupportDesk } from '@/components/console/support-desk';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/console/support',
    title: t('console.sections.support'),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function ConsoleSupportPage({ params }: LocaleParams) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  await pageLocale(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('sections.support')}</PageTitle>
      <div className="mt-4">
        <SupportDesk />
      </div>
    </>
  );
}
