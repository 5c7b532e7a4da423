import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryTile } from '@/components/catalog/category-tile';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/section';
import { getCategories } from '@/lib/api/categories';
import { serverApi } from '@/lib/api/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const revalidate = 60;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/catalog', title: t('catalog.title'), description: t('catalog.description'), siteName: t('common.siteName') });
}

/**
 * Every category with its icon and product count. The `filters` query the mobile navbar's link
 * once carried (/catalog?filters=, in old links and bookmarks) is accepted and changes nothing:
 * the page stays static.
 */
export default async function CatalogPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const categories = await getCategories(serverApi(locale), { size: 100 });
  return (
    <>
      <BreadcrumbJsonLd
        locale={locale}
        crumbs={[
          { name: t('nav.home'), path: '' },
          { name: t('catalog.title'), path: '/catalog' },
        ]}
      />
      <PageTitle>{t('catalog.title')}</PageTitle>
      {categories.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6">
          {categories.map((category, index) => (
            <li key={category.id}>
              <CategoryTile category={category} showCount priority={index < 6} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState emoji="card-index-dividers" title={t('catalog.empty')} />
      )}
    </>
  );
}
