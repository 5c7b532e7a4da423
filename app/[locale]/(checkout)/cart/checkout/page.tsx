import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutView } from '@/components/orders/checkout-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/cart/checkout',
    title: t('checkout.title'),
    description: t('checkout.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** Checkout: recipient, delivery or pickup, payment and the order as the server will charge it. */
export default async function CheckoutPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageTitle>{t('checkout.title')}</PageTitle>
      <div className="mt-4">
        <CheckoutView />
      </div>
    </>
  );
}
