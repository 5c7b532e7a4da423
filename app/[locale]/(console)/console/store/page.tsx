import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreProfile } from '@/components/console/store-profile';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

type Props = LocaleParams & { searchParams: Promise<{ id?: string | string[]; store?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/console/store',
    title: t('console.sections.store'),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function ConsoleStorePage({ params, searchParams }: Props) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  await pageLocale(params);
  const t = await getTranslations('console');
  // `?id=` names the store; else the one chosen in the console's store switcher (`?store=`).
  const query = await searchParams;
  const raw = query.id ?? query.store;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return (
    <>
      <PageTitle>{t('storeProfile.title')}</PageTitle>
      <div className="mt-4">
        <StoreProfile initialId={Number.isInteger(id) && id > 0 ? id : undefined} />
      </div>
    </>
  );
}
