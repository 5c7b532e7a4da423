import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductEditor } from '@/components/console/product-editor';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: `/console/products/${id}`,
    title: t('console.editProduct', { id }),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function EditProductPage({ params }: Params) {
  const { id } = await pageLocaleAndId(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('editProduct', { id })}</PageTitle>
      <div className="mt-4">
        <ProductEditor id={id} />
      </div>
    </>
  );
}
