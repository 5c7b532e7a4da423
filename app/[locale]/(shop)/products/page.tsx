import type { Metadata } from 'next';
import { ProductListPage, productListMetadata } from '@/components/filters/product-list-page';
import { filtersFromSearchParams } from '@/lib/domain/filter-url';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import type { SearchParams } from '@/lib/i18n/search-params';

type Props = LocaleParams & { searchParams: SearchParams };

/**
 * The product list with a search or filters, rendered per request (its state is in the query).
 * A plain category list is served from the page cache instead (./list/[view], middleware.ts).
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return productListMetadata(await pageLocale(params), filtersFromSearchParams(await searchParams));
}

export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <ProductListPage locale={locale} state={filtersFromSearchParams(await searchParams)} />;
}
