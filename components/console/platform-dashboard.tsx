'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { platformStatsQuery } from '@/lib/api/console-stats';
import type { PlatformStats } from '@/lib/contract/console-stats';
import { formatNumber, type DayRange } from '@/lib/domain/stats-period';
import { LoadError } from './list-parts';
import { DashboardSkeleton } from './store-dashboard';
import { Cancellations, CardLink, ChartBlock, FigureGrid, OrdersChart, RankedList, StatsCard, TopProducts, useStatsFormat } from './stats-parts';

/**
 * The marketplace's dashboard (operators, ADR 0035): the same figures for every store together,
 * a sortable table of the stores, new shoppers per day, how many shoppers with a basket ordered,
 * the searches that found nothing (what the catalog lacks), and the shoppers' real page speed.
 */
export function PlatformDashboard({ range, onOpenStore }: { range: DayRange; onOpenStore: (id: number) => void }) {
  const f = useStatsFormat();
  const stats = useQuery(platformStatsQuery(browserApi(), f.locale, range));
  if (stats.isPending) return <DashboardSkeleton />;
  if (stats.isError) return <LoadError onRetry={() => stats.refetch()} />;
  const data = stats.data;
  return (
    <div
      aria-busy={stats.isPlaceholderData || stats.isFetching}
      className={clsx('space-y-4 transition-opacity', stats.isPlaceholderData && 'opacity-60')}
      data-testid="platform-dashboard"
    >
      <PlatformFigures data={data} onOpenStore={onOpenStore} />
    </div>
  );
}

function PlatformFigures({ data, onOpenStore }: { data: PlatformStats; onOpenStore: (id: number) => void }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  return (
    <>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{t('platform.whole')}</span> · {f.range(data.period)} ·{' '}
        {t('comparedWith', { range: f.range(data.previous_period) })}
      </p>
      <FigureGrid totals={data.totals} previous={data.previous_totals} previousRange={data.previous_period} />
      <OrdersChart points={data.series.points} granularity={data.series.granularity} range={data.period} />
      <StoresTable data={data} onOpenStore={onOpenStore} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartBlock
          title={t('platform.newShoppers')}
          caption={t('chart.caption', { title: t('platform.newShoppers'), range: f.range(data.period) })}
          points={data.new_shoppers.map((p) => ({ at: p.at, bar: p.count }))}
          granularity="day"
          bar={{ name: t('platform.signedUp'), format: f.count }}
        />
        <Conversion data={data} />
      </div>
      <TopProducts byRevenue={data.top_by_revenue} byUnits={data.top_by_units} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Cancellations data={data.cancellations} />
        <NoResultSearches data={data} />
      </div>
      <Vitals data={data} />
    </>
  );
}

const COLUMNS = ['brand_name', 'orders', 'revenue', 'average_order', 'cancelled', 'paid_online_share'] as const;
type Column = (typeof COLUMNS)[number];
type Row = PlatformStats['stores'][number];

/** Sorts rows by a column: names by the page's collation, figures as numbers; ties by name. */
function sortRows(rows: readonly Row[], column: Column, dir: 'ascending' | 'descending', collator: Intl.Collator): Row[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const by = column === 'brand_name' ? collator.compare(a.brand_name, b.brand_name) : a[column] - b[column];
    return by !== 0 ? by * sign : collator.compare(a.brand_name, b.brand_name);
  });
}

/**
 * Every store's figures of the period, sortable by any column: each header is a button (Enter or
 * Space), the sorted one carries `aria-sort`; a first press sorts figures from the largest, names
 * from A. A store's name opens its own dashboard.
 */
function StoresTable({ data, onOpenStore }: { data: PlatformStats; onOpenStore: (id: number) => void }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const [sort, setSort] = useState<{ column: Column; dir: 'ascending' | 'descending' }>({ column: 'revenue', dir: 'descending' });
  const collator = new Intl.Collator(f.locale);
  const rows = sortRows(data.stores, sort.column, sort.dir, collator);
  const cell = (row: Row, column: Exclude<Column, 'brand_name'>) =>
    column === 'revenue' || column === 'average_order' ? f.money(row[column]) : column === 'paid_online_share' ? f.share(row[column]) : f.count(row[column]);
  const press = (column: Column) =>
    setSort((s) =>
      s.column === column
        ? { column, dir: s.dir === 'ascending' ? 'descending' : 'ascending' }
        : { column, dir: column === 'brand_name' ? 'ascending' : 'descending' },
    );
  return (
    <StatsCard title={t('platform.stores')} testId="stores-table">
      {rows.length === 0 ? (
        <p className="py-4 text-muted">{t('platform.noStores')}</p>
      ) : (
        <>
          {/* The caption's words above the scrolling table, where a phone shows them whole; the caption itself for screen readers. */}
          <p aria-hidden="true" className="-mt-1 mb-2 text-xs text-muted">
            {t('platform.storesCaption', { range: f.range(data.period) })}
          </p>
          {/* Scrolls sideways on a phone: focusable, so that a keyboard can scroll it too. */}
          <div role="region" aria-label={t('platform.stores')} tabIndex={0} className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
            <table className="w-full min-w-[44rem] border-collapse text-sm tabular-nums">
              <caption className="sr-only">{t('platform.storesCaption', { range: f.range(data.period) })}</caption>
              <thead>
                <tr className="border-b border-line">
                  {COLUMNS.map((column) => {
                    const active = sort.column === column;
                    const Icon = !active ? ArrowUpDown : sort.dir === 'ascending' ? ArrowUp : ArrowDown;
                    return (
                      <th
                        key={column}
                        scope="col"
                        aria-sort={active ? sort.dir : undefined}
                        className={clsx('py-1 font-semibold', column === 'brand_name' ? 'pr-3 text-left' : 'px-2 text-right')}
                      >
                        <button
                          type="button"
                          onClick={() => press(column)}
                          className={clsx(
                            'inline-flex min-h-11 items-center gap-1 rounded-control px-1 hover:bg-brand-50',
                            column !== 'brand_name' && 'flex-row-reverse',
                            active && 'text-brand-800',
                          )}
                        >
                          {t(column === 'brand_name' ? 'platform.store' : `figures.${column}`)}
                          <Icon aria-hidden="true" className={clsx('size-4 shrink-0', !active && 'opacity-40')} />
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.store_id} className="border-b border-line last:border-0">
                    <th scope="row" className="max-w-[14rem] py-1 pr-3 text-left font-semibold">
                      <button type="button" onClick={() => onOpenStore(row.store_id)} className="min-h-11 truncate text-left text-brand-700 hover:underline">
                        {row.brand_name}
                      </button>
                    </th>
                    {COLUMNS.filter((c) => c !== 'brand_name').map((column) => (
                      <td key={column} className="px-2 py-1 text-right">
                        {cell(row, column as Exclude<Column, 'brand_name'>)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </StatsCard>
  );
}

/** The share of shoppers who had a basket in the period and ordered. */
function Conversion({ data }: { data: PlatformStats }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const c = data.basket_conversion;
  return (
    <StatsCard title={t('platform.conversion')} testId="conversion">
      <p className="text-3xl font-bold tabular-nums">{f.share(c.share)}</p>
      <p className="mt-1 text-sm text-muted">{t('platform.conversionText', { ordered: f.count(c.ordered), baskets: f.count(c.baskets) })}</p>
      <div aria-hidden="true" className="mt-3 h-3 rounded-full bg-canvas">
        <div className="h-3 rounded-full bg-brand-500" style={{ width: `${Math.min(100, c.share * 100)}%` }} />
      </div>
    </StatsCard>
  );
}

/** The top search terms that found nothing in the last 7 days: what shoppers looked for and the catalog lacks. */
function NoResultSearches({ data }: { data: PlatformStats }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  return (
    <StatsCard title={t('platform.noResults')} testId="no-results">
      <p className="-mt-2 mb-3 text-xs text-muted">{t('platform.noResultsText')}</p>
      <div role="region" aria-label={t('platform.noResults')} tabIndex={0} className="max-h-96 overflow-y-auto">
        <RankedList
          label={t('platform.noResults')}
          empty={t('platform.noResultsNone')}
          items={data.no_result_searches.map((s) => ({
            key: s.term,
            name: <span lang="">{s.term}</span>,
            value: s.count,
            text: t('platform.times', { count: s.count, value: f.count(s.count) }),
          }))}
        />
      </div>
    </StatsCard>
  );
}

/** The shoppers' real page speed (75th percentile per metric), when the beacon recorded any. */
function Vitals({ data }: { data: PlatformStats }) {
  const t = useTranslations('consoleStats');
  const tv = useTranslations('console.vitals');
  const f = useStatsFormat();
  const text = (metric: string, value: number) =>
    metric === 'CLS'
      ? formatNumber(value, f.locale, 2)
      : metric === 'INP'
        ? tv('ms', { value: formatNumber(value, f.locale) })
        : tv('seconds', { value: formatNumber(value / 1000, f.locale, 2) });
  return (
    <StatsCard title={t('platform.vitals')} testId="vitals" action={<CardLink href="/console/vitals">{t('platform.vitalsMore')}</CardLink>}>
      {data.vitals.length === 0 ? (
        <p className="py-2 text-muted">{t('platform.vitalsNone')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {data.vitals.map((v) => (
            <div key={v.metric} className="rounded-tile bg-canvas p-3">
              <dt className="text-sm font-semibold">
                <abbr
                  title={(['LCP', 'INP', 'CLS', 'TTFB'] as const).includes(v.metric as 'LCP') ? tv(`metrics.${v.metric as 'LCP'}`) : v.metric}
                  className="no-underline"
                >
                  {v.metric}
                </abbr>
              </dt>
              <dd className="mt-1 text-xl font-bold tabular-nums">{text(v.metric, v.p75)}</dd>
              <dd className="text-xs text-muted">{tv('views', { count: v.samples })}</dd>
            </div>
          ))}
        </dl>
      )}
    </StatsCard>
  );
}
