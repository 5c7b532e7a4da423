import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StorePromos } from '@/components/console/store-promos';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/console/store-promos',
    title: t('storePromos.title'),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** A store's own promo codes and automatic offers (ADR 0037), for its staff; the store is the console's (`?store=`). */
export default async function ConsoleStorePromosPage({ params }: LocaleParams) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  await pageLocale(params);
  const t = await getTranslations('storePromos');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mt-4">
        <StorePromos />
      </div>
    </>
  );
}
