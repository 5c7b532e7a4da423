import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupportView } from '@/components/support/support-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import type { SearchParams } from '@/lib/i18n/search-params';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/account/support',
    title: t('support.title'),
    description: t('support.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** Support tickets and a new one; `?order=ID` (the order page's link) ties the new one to that order. */
export default async function AccountSupportPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  await pageLocale(params);
  const t = await getTranslations();
  const order = (await searchParams).order;
  // Only a plain id is taken; the server checks the order is the shopper's own (else 404).
  const orderId = typeof order === 'string' && /^[1-9]\d{0,9}$/.test(order) ? Number(order) : undefined;
  return (
    <>
      <PageTitle>{t('support.title')}</PageTitle>
      <div className="mt-4">
        <SupportView orderId={orderId} />
      </div>
    </>
  );
}
