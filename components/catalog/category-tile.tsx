import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/contract/catalog';
import { DEFAULT_SORT } from '@/lib/domain/product-filter-rules';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';

function categoryHref(id: number, sort: string = DEFAULT_SORT) {
  return `/products?category_id=${id}&sort=${encodeURIComponent(sort)}`;
}

/** A category with its emoji on its own tint and, optionally, how many products it has. */
export function CategoryTile({ category, showCount = false, priority = false }: { category: Category; showCount?: boolean; priority?: boolean }) {
  const t = useTranslations('common');
  return (
    <Link
      href={categoryHref(category.id)}
      className="group flex h-full flex-col items-center gap-3 rounded-card bg-surface p-3 text-center shadow-card transition-shadow hover:shadow-raised sm:p-4"
    >
      <span
        className="grid aspect-square w-full max-w-28 place-items-center rounded-tile transition-transform group-hover:scale-[1.03]"
        style={{ backgroundColor: category.color }}
      >
        <MediaImage src={category.icon} alt="" width={64} height={64} priority={priority} className="size-3/5" />
      </span>
      <span className="text-sm font-semibold leading-tight">{category.name}</span>
      {showCount && <span className="-mt-2 text-xs text-muted">{t('productsCount', { count: category.count_product })}</span>}
    </Link>
  );
}
