import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsoleOrderView } from '@/components/console/console-order-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: `/console/orders/${id}`,
    title: t('console.orderNumber', { id }),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function ConsoleOrderPage({ params }: Params) {
  const { id } = await pageLocaleAndId(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('orderNumber', { id })}</PageTitle>
      <div className="mt-4">
        <ConsoleOrderView id={id} />
      </div>
    </>
  );
}
