import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/basket/cart-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/cart', title: t('cart.title'), description: t('cart.description'), siteName: t('common.siteName'), index: false });
}

export default async function CartPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('cart');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mt-4">
        <CartView />
      </div>
    </>
  );
}
