import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderView } from '@/components/orders/order-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: `/account/orders/${id}`,
    title: t('orders.number', { id }),
    description: t('account.ordersTitle'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** One order: items, where it goes, totals, status timeline and cancel. */
export default async function AccountOrderPage({ params }: Params) {
  const { id } = await pageLocaleAndId(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('orders.number', { id })}</PageTitle>
      <div className="mt-4">
        <OrderView id={id} />
      </div>
    </>
  );
}
