import clsx from 'clsx';
import { Star } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';

/** A star, the rating with one decimal, and (optionally) the number of reviews. */
export function Rating({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const t = useTranslations('product');
  const value = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <span className={clsx('inline-flex items-center gap-1 text-sm text-muted', className)}>
      <Star aria-hidden="true" className="size-4 fill-star text-star" />
      <span className="sr-only">{t('rating', { rating: value })}</span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {value}
      </span>
      {count !== undefined && <span>({t('reviewsCount', { count })})</span>}
    </span>
  );
}
