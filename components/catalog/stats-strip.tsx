import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/contract/values';
import { formatAmount } from '@/lib/domain/money';
import type { TrustFigure } from '@/lib/domain/trust-figures';

/**
 * The live counts worth showing (lib/domain/trust-figures.ts: the page leaves the block out when
 * none is): big numbers with a word under each.
 */
export function StatsStrip({ figures }: { figures: readonly TrustFigure[] }) {
  const t = useTranslations('stats');
  const locale = useLocale() as Locale;
  return (
    <dl className={clsx('grid grid-cols-2 gap-3 sm:grid-cols-3', figures.length >= 5 ? 'lg:grid-cols-5' : figures.length === 4 ? 'lg:grid-cols-4' : null)}>
      {figures.map(({ key, value }, index) => (
        <div
          key={key}
          className={
            index === 0
              ? 'col-span-2 flex flex-col rounded-card bg-brand-700 p-5 text-white sm:col-span-1'
              : 'flex flex-col rounded-card bg-surface p-5 shadow-card'
          }
        >
          <dt className={index === 0 ? 'text-sm text-white' : 'text-sm text-muted'}>{t(key)}</dt>
          <dd className="order-first text-2xl font-bold tabular-nums sm:text-3xl">{formatAmount(value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
