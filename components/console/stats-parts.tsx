'use client';

import clsx from 'clsx';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, type ReactNode } from 'react';
import type { StatsPoint, StatsTotals } from '@/lib/contract/console-stats';
import { CANCEL_REASONS, type CancelReason } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatMoney } from '@/lib/domain/money';
import { bucketLabel, bucketText, changeOf, formatDay, formatNumber, formatShare, type DayRange } from '@/lib/domain/stats-period';
import { Link } from '@/lib/i18n/navigation';
import type { ChartPoint } from './stats-chart';
import { Loading } from './list-parts';

/**
 * The dashboards' pieces (ADR 0035): figure cards with their change against the previous period,
 * the chart with its table, ranked lists with bars, cancellations. Numbers are formatted here,
 * once, for both languages (lib/domain/money.ts, lib/domain/stats-period.ts).
 */

/** The chart's code, loaded on demand: the console's home only, never the shop (ADR 0035). */
const StatsChart = dynamic(() => import('./stats-chart').then((m) => m.StatsChart), { ssr: false, loading: () => <Loading className="h-56" /> });

/** The dashboard's number formatters in the page's language. */
export function useStatsFormat() {
  const locale = useLocale() as Locale;
  const tc = useTranslations('common');
  const t = useTranslations('consoleStats');
  return {
    locale,
    money: (v: number) => formatMoney(v, locale, tc('currency')),
    count: (v: number) => formatNumber(v, locale),
    units: (v: number) => formatNumber(v, locale, Number.isInteger(v) ? 0 : 1),
    share: (v: number) => formatShare(v, locale),
    /** A short axis tick: "850 ming", "1,2 mln". */
    compact: (v: number) =>
      v >= 1_000_000
        ? t('compactMillions', { value: formatNumber(v / 1_000_000, locale, 1) })
        : v >= 1000
          ? t('compactThousands', { value: formatNumber(v / 1000, locale, 0) })
          : formatNumber(v, locale),
    range: (r: DayRange) => (r.from === r.to ? formatDay(r.from) : t('rangeText', { from: formatDay(r.from), to: formatDay(r.to) })),
  };
}

/** A block of the dashboard: a card with a heading (the landmark's name) and an optional link. */
export function StatsCard({
  title,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className={clsx('min-w-0 rounded-card bg-surface p-4 shadow-card sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="text-base font-bold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

const FIGURES = ['orders', 'revenue', 'average_order', 'items_sold', 'cancelled', 'paid_online_share'] as const;
type Figure = (typeof FIGURES)[number];
/** Where a rise is bad news (drawn red), not good. */
const LOWER_IS_BETTER: ReadonlySet<Figure> = new Set(['cancelled']);

/** The six figures of a period, each against the previous period's: value, an arrow and the change in words. */
export function FigureGrid({ totals, previous, previousRange }: { totals: StatsTotals; previous: StatsTotals; previousRange: DayRange }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const text = (figure: Figure, v: number) =>
    figure === 'revenue' || figure === 'average_order'
      ? f.money(v)
      : figure === 'paid_online_share'
        ? f.share(v)
        : figure === 'items_sold'
          ? f.units(v)
          : f.count(v);
  return (
    <ul aria-label={t('figuresLabel', { range: f.range(previousRange) })} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {FIGURES.map((figure) => {
        const now = totals[figure];
        const before = previous[figure];
        // A share is compared in points, not in percent of itself.
        const change = figure === 'paid_online_share' ? changeOf(Math.round(now * 1000), Math.round(before * 1000)) : changeOf(now, before);
        const good = change.direction === 'same' || change.direction === 'new' ? null : (change.direction === 'up') !== LOWER_IS_BETTER.has(figure);
        const Icon = change.direction === 'up' ? ArrowUp : change.direction === 'down' ? ArrowDown : change.direction === 'new' ? Sparkles : Minus;
        const percent = change.percent === null ? '' : formatNumber(change.percent, f.locale, 1) + '\u00a0%';
        return (
          <li key={figure} data-testid={`stat-${figure}`} className="min-w-0 rounded-card bg-surface p-3 shadow-card sm:p-4">
            <p className="text-sm text-muted">{t(`figures.${figure}`)}</p>
            <p data-testid="stat-value" className="mt-1 text-lg font-bold tabular-nums sm:text-xl">
              {text(figure, now)}
            </p>
            <p
              className={clsx(
                'mt-1 flex items-center gap-1 text-sm font-semibold',
                good === true && 'text-brand-700',
                good === false && 'text-sale-700',
                good === null && 'text-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span aria-hidden="true">
                {change.direction === 'new' ? t('change.newShort') : change.direction === 'same' ? t('change.sameShort') : percent}
              </span>
              <span className="sr-only">{t(`change.${change.direction}`, { percent })}</span>
            </p>
            <p className="mt-0.5 text-xs text-muted">{t('previousValue', { value: text(figure, before) })}</p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A chart and its figures as a table: the picture for the eye (loaded on demand), and a
 * "show as table" with a caption, every bucket and both figures, for a screen reader or a precise
 * reading. `line` (money) is optional: new shoppers are a count alone.
 */
export function ChartBlock({
  title,
  caption,
  points,
  granularity,
  bar,
  line,
}: {
  title: string;
  caption: string;
  points: readonly { at: string; bar: number; line?: number }[];
  granularity: 'day' | 'hour';
  bar: { name: string; format: (v: number) => string };
  line?: { name: string; format: (v: number) => string; tick: (v: number) => string };
}) {
  const t = useTranslations('consoleStats');
  const chartPoints: ChartPoint[] = points.map((p) => ({ key: p.at, label: bucketLabel(p.at), bar: p.bar, line: p.line }));
  const empty = points.every((p) => p.bar === 0 && !p.line);
  return (
    <StatsCard title={title} testId="stats-chart">
      {empty ? (
        <p className="py-8 text-center text-muted">{t('chart.empty')}</p>
      ) : (
        <StatsChart
          points={chartPoints}
          label={t('chart.label', { caption })}
          barName={bar.name}
          lineName={line?.name}
          formatBar={(v) => bar.format(v)}
          formatLineTick={line?.tick}
        />
      )}
      <details className="mt-3 group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-control px-1 text-sm font-semibold text-brand-700 hover:underline">
          {t('chart.showTable')}
        </summary>
        {/* A month or a year scrolls within: focusable, so that a keyboard can scroll it too. */}
        <div role="region" aria-label={caption} tabIndex={0} className="mt-2 max-h-96 overflow-auto">
          <table className="w-full border-collapse text-sm tabular-nums">
            <caption className="pb-2 text-left font-semibold">{caption}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  {granularity === 'hour' ? t('chart.hour') : t('chart.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {bar.name}
                </th>
                {line && (
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    {line.name}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.at} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {bucketText(p.at)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{bar.format(p.bar)}</td>
                  {line && <td className="py-1.5 pl-3 text-right">{line.format(p.line ?? 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </StatsCard>
  );
}

/** Orders and revenue by day (or hour): the chart of both dashboards. */
export function OrdersChart({ points, granularity, range }: { points: readonly StatsPoint[]; granularity: 'day' | 'hour'; range: DayRange }) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const title = granularity === 'hour' ? t('chart.titleByHour') : t('chart.titleByDay');
  return (
    <ChartBlock
      title={title}
      caption={t('chart.caption', { title, range: f.range(range) })}
      points={points.map((p) => ({ at: p.at, bar: p.orders, line: p.revenue }))}
      granularity={granularity}
      bar={{ name: t('figures.orders'), format: f.count }}
      line={{ name: t('figures.revenue'), format: f.money, tick: f.compact }}
    />
  );
}

export interface RankedItem {
  key: string | number;
  name: ReactNode;
  value: number;
  text: string;
  extra?: ReactNode;
}

/** A ranked list with a bar each (the bar's length against the first), the figures as the list's text. */
export function RankedList({ label, items, empty }: { label: string; items: readonly RankedItem[]; empty: string }) {
  if (items.length === 0) return <p className="py-4 text-muted">{empty}</p>;
  const max = Math.max(...items.map((i) => i.value), 1);
  return (
    <ol aria-label={label} className="space-y-2.5">
      {items.map((item) => (
        <li key={item.key} className="min-w-0">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">{item.name}</span>
            <span className="shrink-0 font-semibold tabular-nums">{item.text}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-canvas">
            <div className="h-2 rounded-full bg-brand-500" style={{ width: `${Math.max(2, (item.value / max) * 100)}%` }} />
          </div>
          {item.extra}
        </li>
      ))}
    </ol>
  );
}

/** Top products of a period: by revenue and by units, each a ranked list with bars. */
export function TopProducts({
  byRevenue,
  byUnits,
}: {
  byRevenue: readonly { product_id: number | null; name: string; revenue: number; units: number }[];
  byUnits: typeof byRevenue;
}) {
  const t = useTranslations('consoleStats');
  const f = useStatsFormat();
  const name = (p: (typeof byRevenue)[number]) => p.name;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StatsCard title={t('top.byRevenue')} testId="top-revenue">
        <RankedList
          label={t('top.byRevenue')}
          empty={t('top.none')}
          items={byRevenue.map((p, i) => ({ key: p.product_id ?? `n${i}`, name: name(p), value: p.revenue, text: f.money(p.revenue) }))}
        />
      </StatsCard>
      <StatsCard title={t('top.byUnits')} testId="top-units">
        <RankedList
          label={t('top.byUnits')}
          empty={t('top.none')}
          items={byUnits.map((p, i) => ({ key: p.product_id ?? `n${i}`, name: name(p), value: p.units, text: t('top.units', { value: f.units(p.units) }) }))}
        />
      </StatsCard>
    </div>
  );
}

const isCode = (reason: string): reason is CancelReason => (CANCEL_REASONS as readonly string[]).includes(reason);

/** Cancellations by reason (the shopper's code in words, a store's own words as written) and by who cancelled. */
export function Cancellations({
  data,
}: {
  data: {
    by_reason: readonly { reason: string | null; count: number }[];
    by_actor: readonly { actor: 'shopper' | 'store' | 'operator' | 'system'; count: number }[];
  };
}) {
  const t = useTranslations('consoleStats');
  const to = useTranslations('orders');
  const f = useStatsFormat();
  const reasonText = (reason: string | null) =>
    reason === null || reason.trim() === '' ? t('cancellations.noReason') : isCode(reason) ? to(`cancelReasons.${reason}`) : reason;
  const total = data.by_actor.reduce((n, a) => n + a.count, 0);
  return (
    <StatsCard title={t('cancellations.title')} testId="cancellations">
      {total === 0 && data.by_reason.length === 0 ? (
        <p className="py-4 text-muted">{t('cancellations.none')}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <h4 className="mb-2 text-sm font-semibold text-muted">{t('cancellations.byReason')}</h4>
            <RankedList
              label={t('cancellations.byReason')}
              empty={t('cancellations.none')}
              items={data.by_reason.map((r, i) => ({ key: `${i}-${r.reason ?? ''}`, name: reasonText(r.reason), value: r.count, text: f.count(r.count) }))}
            />
          </div>
          <div>
            <h4 className="mb-2 text-sm font-semibold text-muted">{t('cancellations.byActor')}</h4>
            <RankedList
              label={t('cancellations.byActor')}
              empty={t('cancellations.none')}
              items={data.by_actor.map((a) => ({ key: a.actor, name: t(`cancellations.actors.${a.actor}`), value: a.count, text: f.count(a.count) }))}
            />
          </div>
        </div>
      )}
    </StatsCard>
  );
}

/** A link in a card's head ("all reviews", "orders"). */
export function CardLink({ href, children }: { href: string | { pathname: string; query?: Record<string, string> }; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
