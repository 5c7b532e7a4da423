import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountGate } from '@/components/account/account-gate';
import { AccountSection } from '@/components/account/account-section';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/account/orders', title: t('account.ordersTitle'), description: t('account.description'), siteName: t('common.siteName'), index: false });
}

/** The orders page; the order list comes with the orders issue. */
export default async function AccountOrdersPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('account.ordersTitle')}</PageTitle>
      <div className="mt-4">
        <AccountGate>
          <AccountSection current="orders">
            <EmptyState emoji="package" title={t('account.ordersTitle')} text={t('account.loggedInText')} />
          </AccountSection>
        </AccountGate>
      </div>
    </>
  );
}
