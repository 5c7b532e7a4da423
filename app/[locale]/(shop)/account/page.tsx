import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountBuyAgain } from '@/components/account/account-buy-again';
import { AccountMenu } from '@/components/account/account-menu';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/account',
    title: t('account.title'),
    description: t('account.description'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/**
 * The account menu (where the account link leads on a phone) and, below it, "Buy again"; a visitor
 * is asked to log in.
 */
export default async function AccountPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      <div className="mx-auto mt-4 max-w-xl desk:mx-0">
        <AccountMenu variant="page" />
      </div>
      <AccountBuyAgain />
    </>
  );
}
