import clsx from 'clsx';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClass } from '@/components/ui/button-styles';
import { Pagination } from '@/components/ui/pagination';
import { PageTitle } from '@/components/ui/section';
import { getCategories } from '@/lib/api/categories';
import { filterProducts } from '@/lib/api/products';
import { orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/api/types';
import { MAX_QUERY_LENGTH } from '@/lib/domain/product-filter';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { intParam, param, sortParam, type SearchParams } from '@/lib/i18n/search-params';

type Props = LocaleParams & { searchParams: SearchParams };

async function readQuery(searchParams: SearchParams) {
  const query = await searchParams;
  return {
    categoryId: intParam(param(query, 'category_id')),
    q: param(query, 'q')?.trim().slice(0, MAX_QUERY_LENGTH) || undefined,
    sort: sortParam(param(query, 'sort')),
    page: intParam(param(query, 'page'), 10_000) ?? 1,
  };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { q } = await readQuery(searchParams);
  const t = await getTranslations({ locale });
  const meta = pageMetadata({
    locale,
    path: '/products',
    title: q ? t('products.searchTitle', { q }) : t('products.title'),
    description: t('products.description'),
    siteName: t('common.siteName'),
  });
  // Search results are not pages of their own for search engines.
  return q ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** The product list: category, search text, sort and page from the URL; filtering is the API's. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { categoryId, q, sort, page } = await readQuery(searchParams);
  const t = await getTranslations();
  const api = serverApi(locale);
  const [result, categories] = await Promise.all([
    filterProducts(api, { sort, page, filter: { category: categoryId, q } }),
    categoryId ? orNull(getCategories(api, { size: 100 })) : Promise.resolve(null),
  ]);
  const category = categories?.find((c) => c.id === categoryId);

  const hrefWith = (changes: { sort?: ProductSort; page?: number }) => {
    const next = new URLSearchParams();
    if (categoryId) next.set('category_id', String(categoryId));
    if (q) next.set('q', q);
    next.set('sort', changes.sort ?? sort);
    const p = changes.page ?? 1;
    if (p > 1) next.set('page', String(p));
    return `/products?${next}`;
  };

  const title = q ? t('products.searchTitle', { q }) : (category?.name ?? t('products.title'));

  return (
    <>
      <PageTitle subtitle={t('products.found', { count: result.totalElements })}>{title}</PageTitle>
      <nav aria-label={t('products.sort')} className="mt-3">
        <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
          {PRODUCT_SORTS.map((option) => (
            <li key={option} className="shrink-0">
              <Link
                href={hrefWith({ sort: option })}
                aria-current={option === sort ? 'true' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold',
                  option === sort ? 'bg-ink text-white' : 'bg-surface text-ink shadow-card hover:bg-brand-50',
                )}
              >
                {t(`products.sorts.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        {result.content.length ? (
          <ProductGrid products={result.content} priorityCount={4} />
        ) : (
          <EmptyState
            emoji="magnifying-glass-tilted-left"
            title={t('products.empty')}
            text={t('products.emptyText')}
            action={
              <Link href="/catalog" className={buttonClass('primary')}>
                {t('nav.catalog')}
              </Link>
            }
          />
        )}
      </div>
      <Pagination page={result.number} totalPages={result.totalPages} hrefFor={(p) => hrefWith({ page: p })} />
    </>
  );
}
