import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { DEFAULT_PAGE_SIZE } from '@/lib/domain/product-filter-rules';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/contract/values';
import type { Page } from '@/lib/contract/common';
import type { Product, ProductFilter, WeightFacet } from '@/lib/contract/catalog';
import { activeFilters, clearedFiltersHref, FILTER_NAME_KEYS, searchParamsFromFilters, withoutFilter, type FilterGroup } from '@/lib/domain/filter-url';
import { Link } from '@/lib/i18n/navigation';
import { LoadMore } from './load-more';
import { FilterSheet } from './filter-sheet';
import { FilterSidebar } from './product-filters';
import { RESULTS_ID, SkipToResults } from './skip-to-results';

/**
 * A filtered product list, all from the URL: the filter sidebar (desktop) or sheet (phones), the
 * sort links, the count, the grid and crawlable page links. `filter` is what the URL holds (a store
 * page keeps its store out of it, and gives the whole filter as `apiFilter`); `result` is the API's
 * answer for it. Phones get "show more" instead of the page links (which stay for crawlers).
 * It opens with "skip to results" unless the page put that link higher (`skipLink={false}`).
 */
export function FilteredProductList({
  basePath,
  filter,
  sort,
  apiFilter = filter,
  group = false,
  result,
  stores,
  weights,
  emptyAction,
  skipLink = true,
}: {
  basePath: string;
  filter: ProductFilter;
  apiFilter?: ProductFilter;
  /** The list groups the same product of several stores into one card (ADR 0034); "show more" too. */
  group?: boolean;
  sort: ProductSort;
  result: Page<Product>;
  stores: { id: number; brand_name: string }[] | null;
  /** The sizes of the list's category, for the volume-or-weight filter. */
  weights?: WeightFacet[];
  emptyAction?: React.ReactNode;
  skipLink?: boolean;
}) {
  const t = useTranslations();
  const href = (s: ProductSort, page = 1) => `${basePath}?${searchParamsFromFilters(filter, s, page)}`;
  const active = activeFilters(filter);
  const filtered = active.length > 0;
  const last = active.at(-1);
  // What the list asks beyond its URL's filter (a store page's store), for the sheet's count.
  const fixed = Object.fromEntries(Object.entries(apiFilter).filter(([key]) => !(key in filter))) as ProductFilter;
  const panel = { basePath, filter, sort, stores, weights, total: result.totalElements, fixed, group };
  // Keys from one table (lib/domain/filter-url.ts), which the type of `t` cannot follow.
  const filterName = (name: FilterGroup) => t(FILTER_NAME_KEYS[name] as Parameters<typeof t>[0]);

  return (
    <>
      {skipLink && <SkipToResults />}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <FilterSidebar {...panel} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <FilterSheet {...panel} />
            {/* The count heads the grid (its cards carry h3 names) and is announced when it changes. "Skip
                to results" lands on it (focusable by script only), so Tab goes on to the sort and the grid. */}
            <h2 id={RESULTS_ID} tabIndex={-1} aria-live="polite" className="text-sm font-normal text-muted" data-testid="result-count">
              {t('products.found', { count: result.totalElements })}
            </h2>
          </div>
          <nav aria-label={t('products.sort')} className="mt-3">
            <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
              {PRODUCT_SORTS.map((option) => (
                <li key={option} className="shrink-0">
                  <Link
                    href={href(option)}
                    scroll={false}
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
          <div className="mt-3">
            {result.content.length ? (
              <ProductGrid products={result.content} priorityCount={4} />
            ) : result.totalElements > 0 ? (
              // A page past the last (an old link, a hand-edited URL): the list has products, from page 1.
              <EmptyState
                emoji="magnifying-glass-tilted-left"
                title={t('products.pastLast')}
                action={
                  <Link href={href(sort)} className={buttonClass('primary')}>
                    {t('products.firstPage')}
                  </Link>
                }
              />
            ) : filtered && last ? (
              // Nothing with these filters: the quickest way back is to drop the last one.
              <EmptyState
                emoji="magnifying-glass-tilted-left"
                title={t('filters.emptyFiltered')}
                text={t(active.length > 1 ? 'products.emptyFilteredOne' : 'filters.emptyFilteredText')}
                action={
                  <div className="flex flex-wrap justify-center gap-2">
                    <Link href={`${basePath}?${searchParamsFromFilters(withoutFilter(filter, last), sort)}`} className={buttonClass('primary')}>
                      {t('products.dropFilter', { filter: filterName(last) })}
                    </Link>
                    {active.length > 1 && (
                      <Link href={clearedFiltersHref(basePath, filter, sort)} className={buttonClass('secondary')}>
                        {t('filters.clear')}
                      </Link>
                    )}
                  </div>
                }
              />
            ) : (
              <EmptyState emoji="magnifying-glass-tilted-left" title={t('products.empty')} text={t('products.emptyText')} action={emptyAction} />
            )}
          </div>
          <LoadMore
            request={{ filter: apiFilter, sort, size: DEFAULT_PAGE_SIZE, ...(group ? { group } : {}) }}
            page={result.number}
            totalPages={result.totalPages}
            totalElements={result.totalElements}
          />
          <div className="max-sm:hidden">
            <Pagination page={result.number} totalPages={result.totalPages} hrefFor={(p) => href(sort, p)} />
          </div>
        </div>
      </div>
    </>
  );
}
