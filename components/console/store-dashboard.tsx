'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Star } from '@/components/ui/icons';
import { browserApi } from '@/lib/api/browser';
import { statsKeys, storeStatsQuery } from '@/lib/api/console-stats';
import { patchStoreProfile, storeKeys } from '@/lib/api/console-stores';
import type { StoreStats } from '@/lib/contract/console-stats';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatNumber, type DayRange } from '@/lib/domain/stats-period';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { controlProps } from '@/components/forms/field';
import { inputClass } from './field';
import { failureText, LoadError, Loading } from './list-parts';
import { CardLink, Cancellations, FigureGrid, OrdersChart, StatsCard, TopProducts, useStatsFormat } from './stats-parts';

/** The most a threshold may be (the store settings' PATCH refuses more). */
const THRESHOLD_MAX = 100_000;

/**
 * A store's dashboard (ADR 0035): the period's figures against the previous period, orders and
 * revenue by day (by hour for today), top products, cancellations, what is running out (with the
 * store's threshold, changed here), and the reviews waiting for an answer.
 */
export function StoreDashboard({ store, range }: { store: number; range: DayRange }) {
  const f = useStatsFormat();
  const stats = useQuery(storeStatsQuery(browserApi(), f.locale, store, range));
  if (stats.isPending) return <DashboardSkeleton />;
  if (stats.isError) return <LoadError onRetry={() => stats.refetch()} />;
  return (
    <div
      aria-busy={stats.isPlaceholderData || stats.isFetching}
      className={clsx('space-y-4 transition-opacity', stats.isPlaceholderData && 'opacity-60')}
      data-testid="store-dashboard"
    >
      <StoreFigures data={stats.data} />
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Loading key={i} className="h-28" />
        ))}
      </div>
      <Loading className="h-72" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Loading className="h-56" />
        <Loading className="h-56" />
      </div>
    </div>
  );
}

function StoreFigures({ data }: { data: StoreStats }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const nothing = data.totals.orders === 0 && data.previous_totals.orders === 0;
  return (
    <>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{data.store.brand_name}</span> · {f.range(data.period)} ·{' '}
        {t('comparedWith', { range: f.range(data.previous_period) })}
      </p>
      <FigureGrid totals={data.totals} previous={data.previous_totals} previousRange={data.previous_period} />
      {nothing && (
        <EmptyState
          emoji="bar-chart"
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Link href={{ pathname: '/console/orders', query: { store: String(data.store.id) } }} className={buttonClass('secondary')}>
              {t('toOrders')}
            </Link>
          }
        />
      )}
      <OrdersChart points={data.series.points} granularity={data.series.granularity} range={data.period} />
      <TopProducts byRevenue={data.top_by_revenue} byUnits={data.top_by_units} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RunningOut data={data} />
        <Cancellations data={data.cancellations} />
      </div>
      <Ratings data={data} />
    </>
  );
}

/** Products running out: below the store's threshold, or below what sold in 7 days; each a link to its editor. */
function RunningOut({ data }: { data: StoreStats }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  return (
    <StatsCard title={t('runningOut.title')} testId="running-out">
      <ThresholdForm key={data.store.id} store={data.store.id} threshold={data.store.low_stock_threshold} />
      {data.running_out.length === 0 ? (
        <p className="py-4 text-muted">{t('runningOut.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label={t('runningOut.title')}>
          {data.running_out.map((p) => (
            <li key={p.product_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <Link href={`/console/products/${p.product_id}`} className="block truncate font-semibold text-brand-700 hover:underline">
                  {p.name}
                  <span className="sr-only"> — {t('runningOut.edit')}</span>
                </Link>
                <p className="text-xs text-muted">
                  {t(`runningOut.why.${p.why}`)} · {t('runningOut.sold7d', { value: f.units(p.sold_7d) })}
                </p>
              </div>
              <span
                className={clsx(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums',
                  p.available === 0 ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800',
                )}
              >
                {t('runningOut.left', { value: f.count(p.available) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </StatsCard>
  );
}

/** The store's "running out" threshold, shown and changed in place (PATCH /console/stores/{id}/). */
function ThresholdForm({ store, threshold }: { store: number; threshold: number }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const id = useId();
  const client = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (n: number) => patchStoreProfile(browserApi(), store, { low_stock_threshold: n }),
    onSuccess: async () => {
      toast(t('threshold.saved'));
      await Promise.all([client.invalidateQueries({ queryKey: statsKeys.all }), client.invalidateQueries({ queryKey: storeKeys.one(store) })]);
    },
    onError: (e) => setError(failureText(e, t('threshold.error'))),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(value);
        if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > THRESHOLD_MAX) return setError(t('threshold.invalid', { max: f.count(THRESHOLD_MAX) }));
        setError(undefined);
        save.mutate(n);
      }}
    >
      <div className="w-36">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {t('threshold.label')}
        </label>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={THRESHOLD_MAX}
          step={1}
          {...controlProps(id, error, true)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={save.isPending || value === String(threshold)} className={buttonClass('secondary')}>
        {t('threshold.save')}
      </button>
      <p id={`${id}-help`} className="basis-full text-xs text-muted">
        {t('threshold.help', { count: threshold })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The store's rating and the reviews of the period still without its answer. */
function Ratings({ data }: { data: StoreStats }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const r = data.ratings;
  const reviews = { pathname: '/console/reviews', query: { store: String(data.store.id) } };
  return (
    <StatsCard title={t('ratings.title')} testId="ratings" action={<CardLink href={reviews}>{t('ratings.all')}</CardLink>}>
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {r.average === null ? (
          <span className="text-muted">{t('ratings.noRatings')}</span>
        ) : (
          <>
            <span className="inline-flex items-center gap-1 text-2xl font-bold tabular-nums">
              <Star aria-hidden="true" className="size-6 text-star" />
              <span className="sr-only">{t('ratings.average')}: </span>
              {t('ratings.outOf', { value: formatNumber(r.average, f.locale, 1) })}
            </span>
            <span className="text-sm text-muted">{t('ratings.count', { count: r.count })}</span>
          </>
        )}
      </p>
      <h4 className="mt-4 text-sm font-semibold">{t('ratings.toAnswer', { count: r.to_answer_count })}</h4>
      {r.to_answer.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('ratings.noneToAnswer')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {r.to_answer.map((review) => (
            <li key={review.id} className="py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold">{review.product_name}</span>
                <span className="text-xs text-muted">{formatDateTime(review.created_at, f.locale)}</span>
              </p>
              <p className="text-sm">
                <span className="mr-1 font-semibold text-star" aria-hidden="true">
                  {'★'.repeat(review.rating)}
                </span>
                <span className="sr-only">{t('ratings.stars', { count: review.rating })}. </span>
                <span className="text-muted">{review.comment}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {r.to_answer_count > 0 && (
        <Link href={reviews} className={buttonClass('secondary', 'mt-3')}>
          {t('ratings.answer')}
        </Link>
      )}
    </StatsCard>
  );
}
