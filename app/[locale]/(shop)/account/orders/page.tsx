import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrdersList } from '@/components/orders/orders-list';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/account/orders',
    title: t('account.ordersTitle'),
    description: t('account.ordersTitle'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** The shopper's orders. */
export default async function AccountOrdersPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('account.ordersTitle')}</PageTitle>
      <div className="mt-4">
        <OrdersList />
      </div>
    </>
  );
}
