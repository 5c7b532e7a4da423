import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupportView } from '@/components/support/support-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/account/support', title: t('support.title'), description: t('support.title'), siteName: t('common.siteName'), index: false });
}

/** Support tickets and a new one. */
export default async function AccountSupportPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('support.title')}</PageTitle>
      <div className="mt-4">
        <SupportView />
      </div>
    </>
  );
}
