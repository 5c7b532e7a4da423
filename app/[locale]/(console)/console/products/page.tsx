import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductsTable } from '@/components/console/products-table';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/console/products',
    title: t('console.sections.products'),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function ConsoleProductsPage({ params }: LocaleParams) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  await pageLocale(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('sections.products')}</PageTitle>
      <div className="mt-4">
        <ProductsTable />
      </div>
    </>
  );
}
