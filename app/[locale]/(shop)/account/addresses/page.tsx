import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressesView } from '@/components/orders/addresses-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/account/addresses',
    title: t('addresses.title'),
    description: t('addresses.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** Saved addresses (a visitor's are kept on the device). */
export default async function AccountAddressesPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('addresses.title')}</PageTitle>
      <div className="mt-4">
        <AddressesView />
      </div>
    </>
  );
}
