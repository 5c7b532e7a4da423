import { NextIntlClientProvider } from 'next-intl';
import { clientMessages, GROUPED_LIST_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StoreCard } from '@/components/catalog/store-card';
import { CategoryChips } from '@/components/filters/category-chips';
import { FilteredProductList } from '@/components/filters/filtered-product-list';
import { SkipToResults } from '@/components/filters/skip-to-results';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { buttonClass } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/section';
import { CATEGORY_CHOICES, findCategory, listCategories, listProducts, listStores, listWeights, searchHints } from '@/lib/api/cached-lists';
import { orNull } from '@/lib/api/safe';
import type { Locale } from '@/lib/contract/values';
import type { FilterState } from '@/lib/domain/filter-url';
import { DEFAULT_PAGE_SIZE } from '@/lib/domain/product-filter-rules';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/i18n/metadata';
import { productListCanonicalPath } from '@/lib/seo/structured-data';

/** The stores the filter offers (the API caps a page at 100). */
const STORE_CHOICES = 100;

/**
 * The /products page, whichever way it is served: rendered per request (app/[locale]/products) or
 * from the page cache for the lists lib/domain/list-view.ts names (app/[locale]/products/list).
 */
export async function productListMetadata(locale: Locale, state: FilterState): Promise<Metadata> {
  const { filter, page } = state;
  const [t, result, category] = await Promise.all([
    getTranslations({ locale }),
    orNull(listProducts(locale, listRequest(state))),
    filter.category ? findCategory(locale, filter.category) : Promise.resolve(null),
  ]);
  // The page 404s for a category that does not exist (below): said here too, so that the page's
  // data carries the 404's title (Next sends the metadata read here to the browser, which shows it).
  if (filter.category && category === undefined) notFound();
  const meta = pageMetadata({
    locale,
    // The canonical keeps the category and the page; sort and the other filters are dropped.
    path: productListCanonicalPath(filter.category, page),
    title: filter.q ? t('products.searchTitle', { q: filter.q }) : t('products.title'),
    description: t('products.description'),
    siteName: t('common.siteName'),
  });
  // Search results are not pages of their own for search engines, nor is a list with nothing in
  // it (filters that leave nothing, a page past the last): its links are still followed.
  return filter.q || result?.content.length === 0 ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/**
 * The API request of a list's state: the page and its metadata ask the same (one read per request).
 * The same product of several stores is one card (ADR 0034), unless the shopper picked stores:
 * then each store's card is its own (the server decides that too).
 */
function listRequest({ filter, sort, page }: FilterState) {
  return { sort, page, size: DEFAULT_PAGE_SIZE, filter, group: groupsList(filter) };
}

const groupsList = (filter: FilterState['filter']) => !(Array.isArray(filter.store) ? filter.store.length : filter.store);

/** The product list: category, search text, every filter, sort and page; filtering is the API's. */
export async function ProductListPage({ locale, state }: { locale: Locale; state: FilterState }) {
  const { filter, sort, page } = state;
  const t = await getTranslations();
  const [result, category, stores, categories, hints, weights] = await Promise.all([
    listProducts(locale, listRequest(state)),
    filter.category ? findCategory(locale, filter.category) : Promise.resolve(null),
    orNull(listStores(locale, STORE_CHOICES)),
    orNull(listCategories(locale, { size: CATEGORY_CHOICES })),
    filter.q ? orNull(searchHints(locale, filter.q)) : Promise.resolve(null),
    // Sizes mean something within a category (litres of milk, grams of cheese), not across all.
    filter.category ? orNull(listWeights(locale, filter.category)) : Promise.resolve(null),
  ]);
  // A search leads with the stores it names (ADR 0032), on its first page.
  const leadingStores = page === 1 ? (hints?.stores ?? []) : [];
  const didYouMean = result.totalElements === 0 ? hints?.did_you_mean : null;
  // A category that does not exist is not a page (and a made-up id never fills the page cache
  // with an empty list); a failed read (null) shows the list as is.
  if (filter.category && category === undefined) notFound();
  const title = filter.q ? t('products.searchTitle', { q: filter.q }) : (category?.name ?? t('products.title'));

  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(GROUPED_LIST_NAMESPACES)}>
      <BreadcrumbJsonLd
        locale={locale}
        crumbs={[
          { name: t('nav.home'), path: '' },
          { name: t('products.title'), path: '/products' },
          ...(category ? [{ name: category.name, path: productListCanonicalPath(category.id) }] : []),
        ]}
      />
      <PageTitle>{title}</PageTitle>
      {/* Before the stores found and the category chips, which come before the list's own filters. */}
      <SkipToResults />
      {didYouMean && (
        <p className="mt-2 text-sm">
          {t.rich('products.didYouMean', {
            term: didYouMean,
            link: (chunks) => (
              <Link
                href={{ pathname: '/products', query: { q: didYouMean } }}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {leadingStores.length > 0 && (
        <section aria-labelledby="search-stores" className="mt-4">
          <h2 id="search-stores" className="text-sm font-semibold text-muted">
            {t('products.storesFound')}
          </h2>
          <ul className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {leadingStores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories && <CategoryChips basePath="/products" filter={filter} sort={sort} categories={categories} />}
      <FilteredProductList
        basePath="/products"
        filter={filter}
        sort={sort}
        group={groupsList(filter)}
        result={result}
        stores={stores?.content.map(({ id, brand_name }) => ({ id, brand_name })) ?? null}
        skipLink={false}
        weights={weights ?? undefined}
        emptyAction={
          <Link href="/catalog" className={buttonClass('primary')}>
            {t('nav.catalog')}
          </Link>
        }
      />
    </NextIntlClientProvider>
  );
}
