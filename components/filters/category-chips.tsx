import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { Category, ProductFilter } from '@/lib/contract/catalog';
import type { ProductSort } from '@/lib/contract/values';
import { searchParamsFromFilters } from '@/lib/domain/filter-url';
import { Link } from '@/lib/i18n/navigation';
import { ActiveChipIntoView } from './active-chip-into-view';

/**
 * The categories as a row of chips over a list: on phones one swipe changes the
 * category, and on search results they filter the results by category (the search words stay).
 * The catalog has one level of categories, so these are the categories themselves. Plain links,
 * rendered on the server; a few lines of script bring the current one into view.
 */
export function CategoryChips({ basePath, filter, sort, categories }: { basePath: string; filter: ProductFilter; sort: ProductSort; categories: Category[] }) {
  const t = useTranslations('products');
  if (categories.length < 2) return null;
  const href = (category: number | undefined) => `${basePath}?${searchParamsFromFilters({ ...filter, category }, sort, 1)}`;
  const chip = (current: boolean) =>
    clsx(
      'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium',
      current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface text-ink hover:border-brand-600',
    );
  return (
    <nav aria-label={t('categories')} className="mt-2">
      <ul id="category-chips" className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        <li className="shrink-0">
          <Link href={href(undefined)} aria-current={!filter.category ? 'true' : undefined} className={chip(!filter.category)}>
            {t('allCategories')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              href={href(category.id)}
              aria-current={filter.category === category.id ? 'true' : undefined}
              className={chip(filter.category === category.id)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      {filter.category && <ActiveChipIntoView listId="category-chips" />}
    </nav>
  );
}
