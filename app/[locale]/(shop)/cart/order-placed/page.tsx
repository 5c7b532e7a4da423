import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountGate } from '@/components/account/account-gate';
import { OrderPlacedView } from '@/components/orders/order-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/cart/order-placed',
    title: t('orders.placedPageTitle'),
    description: t('orders.placedPageTitle'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** After checkout: the newest order. */
export default async function OrderPlacedPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('orders.placedPageTitle')}</PageTitle>
      <div className="mt-4">
        <AccountGate>
          <OrderPlacedView />
        </AccountGate>
      </div>
    </>
  );
}
