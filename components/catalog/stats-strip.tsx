import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/contract/values';
import type { Statistics } from '@/lib/contract/content';
import { formatAmount } from '@/lib/domain/money';

const ORDER = ['products', 'stores', 'categories', 'customers', 'orders'] as const;

/** The live counts: big numbers with a word under each. */
export function StatsStrip({ stats }: { stats: Statistics }) {
  const t = useTranslations('stats');
  const locale = useLocale() as Locale;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {ORDER.map((key, index) => (
        <div key={key} className={index === 0 ? 'col-span-2 flex flex-col rounded-card bg-brand-700 p-5 text-white sm:col-span-1' : 'flex flex-col rounded-card bg-surface p-5 shadow-card'}>
          <dt className={index === 0 ? 'text-sm text-white' : 'text-sm text-muted'}>{t(key)}</dt>
          <dd className="order-first text-2xl font-bold tabular-nums sm:text-3xl">{formatAmount(stats[key], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
