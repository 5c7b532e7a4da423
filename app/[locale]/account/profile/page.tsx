import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountGate } from '@/components/account/account-gate';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/account/profile', title: t('account.profileTitle'), description: t('account.description'), siteName: t('common.siteName'), index: false });
}

/** The account area; the real pages come in a later issue. */
export default async function AccountProfilePage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('account.profileTitle')}</PageTitle>
      <div className="mt-4">
        <AccountGate />
      </div>
    </>
  );
}
