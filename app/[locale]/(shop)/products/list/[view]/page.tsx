import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListPage, productListMetadata } from '@/components/filters/product-list-page';
import { listCategories } from '@/lib/api/cached-lists';
import { isLocale } from '@/lib/i18n/routing';
import { listViews, stateOfListView } from '@/lib/domain/list-view';
import { pageLocale } from '@/lib/i18n/page';

/**
 * `/uz/products?category_id=4&sort=cheap` and the other lists lib/domain/list-view.ts names, as
 * next.config.mjs rewrites them: the same page as ../../page.tsx, from the page cache, revalidated
 * every minute like the home page. Shoppers never see this path.
 */
export const revalidate = 60;

type Props = { params: Promise<{ locale: string; view: string }> };

/**
 * Every category's first page in every sort, built with the site; a category added since is
 * rendered on its first request and then kept like these.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const categories = isLocale(params.locale) ? await listCategories(params.locale, { size: 100 }).catch(() => []) : [];
  return listViews(categories.map((c) => c.id)).map((view) => ({ view }));
}

async function state(params: Props['params']) {
  const locale = await pageLocale(params);
  const view = stateOfListView((await params).view);
  if (!view) notFound();
  return { locale, view };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view } = await state(params);
  return productListMetadata(locale, view);
}

export default async function CachedProductListPage({ params }: Props) {
  const { locale, view } = await state(params);
  return <ProductListPage locale={locale} state={view} />;
}
