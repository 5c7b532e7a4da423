'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleVitalsQuery } from '@/lib/api/console-vitals';
import type { ConsoleVitals, VitalsFigure } from '@/lib/contract/web-vitals';
import { formatDate } from '@/lib/domain/datetime';
import { CONSOLE_VITALS_DAYS, DEFAULT_VITALS_DAYS, VITALS_METRICS, type VitalsMetric, type VitalsRating } from '@/lib/domain/web-vitals';
import type { Locale } from '@/lib/contract/values';
import { useConsoleScope } from './console-gate';
import { FilterChips, LoadError, Loading } from './list-parts';

/** Google's three ratings as the cells show them: a colour and, for those who cannot see it, a word and a mark. */
const RATING_CLASS: Record<VitalsRating, string> = {
  good: 'bg-brand-50 text-brand-800',
  needs_improvement: 'bg-amber-50 text-amber-800',
  poor: 'bg-red-50 text-red-700',
};
const RATING_MARK: Record<VitalsRating, string> = { good: '●', needs_improvement: '▲', poor: '■' };

/** A figure in the metric's unit: LCP and TTFB in seconds, INP in milliseconds, CLS as it is. */
function useFigureText() {
  const t = useTranslations('console.vitals');
  const locale = useLocale() as Locale;
  return (metric: VitalsMetric, value: number) => {
    if (metric === 'CLS')
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: value < 0.01 && value > 0 ? 3 : 2 }).format(value);
    if (metric === 'INP') return t('ms', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value) });
    return t('seconds', { value: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 1000) });
  };
}

/**
 * /console/vitals (operators): how fast the shop is for its shoppers, from their own page views
 * (a sample of them: components/layout/vitals-beacon.tsx). The 75th percentile of each Core Web
 * Vital per page type, with the page views it was read from, coloured by Google's thresholds.
 */
export function VitalsBoard() {
  const t = useTranslations('console');
  const operator = useConsoleScope().all_stores;
  const [days, setDays] = useState<number>(DEFAULT_VITALS_DAYS);
  const figures = useQuery({ ...consoleVitalsQuery(browserApi(), days), enabled: operator });
  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <p className="mb-3 max-w-3xl text-sm text-muted">{t('vitals.intro')}</p>
      <FilterChips
        label={t('vitals.period')}
        options={CONSOLE_VITALS_DAYS.map((d) => ({ value: d, label: d === 1 ? t('vitals.today') : t('vitals.days', { count: d }) }))}
        value={days}
        onChange={setDays}
      />
      {figures.isPending ? (
        <Loading />
      ) : figures.isError ? (
        <LoadError onRetry={() => figures.refetch()} />
      ) : figures.data.pages[0]!.metrics.every((m) => m.count === 0) ? (
        <EmptyState emoji="stopwatch" title={t('vitals.none')} text={t('vitals.noneText')} />
      ) : (
        <VitalsTable data={figures.data} />
      )}
    </>
  );
}

function VitalsTable({ data }: { data: ConsoleVitals }) {
  const t = useTranslations('console.vitals');
  const locale = useLocale() as Locale;
  const text = useFigureText();
  const range = t('range', { from: formatDate(`${data.from}T12:00:00+05:00`, locale), to: formatDate(`${data.to}T12:00:00+05:00`, locale) });
  return (
    <>
      <div className="overflow-x-auto rounded-card bg-surface shadow-card">
        <table className="w-full min-w-[40rem] border-collapse text-sm tabular-nums">
          <caption className="px-4 pb-2 pt-4 text-left text-base font-semibold">
            {t('table')} <span className="font-normal text-muted">({range})</span>
          </caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('pageType')}
              </th>
              {VITALS_METRICS.map((metric) => (
                <th key={metric} scope="col" className="px-3 py-2 text-right font-semibold">
                  <abbr title={t(`metrics.${metric}`)} className="no-underline">
                    {metric}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.pages.map((page) => (
              <tr key={page.page_type} className={clsx('border-b border-line last:border-0', page.page_type === 'all' && 'bg-canvas font-semibold')}>
                <th scope="row" className="px-4 py-2 text-left font-semibold">
                  {t(`pageTypes.${page.page_type}`)}
                </th>
                {page.metrics.map((figure) => (
                  <FigureCell key={figure.metric} figure={figure} text={text} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted" aria-label={t('legend')}>
        {(['good', 'needs_improvement', 'poor'] as const).map((rating) => (
          <li key={rating}>
            <span aria-hidden="true" className={clsx('mr-1 inline-block rounded px-1', RATING_CLASS[rating])}>
              {RATING_MARK[rating]}
            </span>
            {t(`rating.${rating}`)}
          </li>
        ))}
        {VITALS_METRICS.map((metric) => (
          <li key={metric}>{t('threshold', { metric, good: text(metric, data.thresholds[metric][0]), poor: text(metric, data.thresholds[metric][1]) })}</li>
        ))}
      </ul>
    </>
  );
}

function FigureCell({ figure, text }: { figure: VitalsFigure; text: (metric: VitalsMetric, value: number) => string }) {
  const t = useTranslations('console.vitals');
  if (figure.p75 === null || !figure.rating) {
    return (
      <td className="px-3 py-2 text-right text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('noData')}</span>
      </td>
    );
  }
  const value = text(figure.metric, figure.p75);
  return (
    <td className={clsx('px-3 py-2 text-right', RATING_CLASS[figure.rating])} data-rating={figure.rating}>
      <span className="block whitespace-nowrap font-semibold">
        <span aria-hidden="true" className="mr-1 text-xs">
          {RATING_MARK[figure.rating]}
        </span>
        {figure.at_least ? t('atLeast', { value }) : value}
      </span>
      <span className="block whitespace-nowrap text-xs font-normal">
        <span className="sr-only">{t(`rating.${figure.rating}`)}, </span>
        {t('views', { count: figure.count })}
      </span>
    </td>
  );
}
