import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Previous / next links and "page of pages"; `hrefFor` builds the URL of a page. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const t = useTranslations('products');
  if (totalPages <= 1) return null;
  const link = 'inline-flex min-h-11 items-center gap-1 rounded-control border border-line bg-surface px-4 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={clsx(link, 'hover:border-brand-600 hover:text-brand-700')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={clsx(link, 'invisible')}>
          <ChevronLeft className="size-4" />
          {t('previous')}
        </span>
      )}
      <span className="min-w-16 text-center text-sm tabular-nums text-muted" aria-current="page">
        {t('pageOf', { page, total: totalPages })}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={clsx(link, 'hover:border-brand-600 hover:text-brand-700')}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" className={clsx(link, 'invisible')}>
          {t('next')}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
