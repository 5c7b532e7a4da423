import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesView } from '@/components/basket/favourites-view';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/favourites',
    title: t('favourites.title'),
    description: t('favourites.description'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function FavouritesPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('favourites');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mt-4">
        <FavouritesView />
      </div>
    </>
  );
}
