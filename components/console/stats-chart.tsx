'use client';

import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

/**
 * The dashboards' chart (docs/adr/0035-console-dashboards.md): bars for a count (orders,
 * new shoppers) and, when given, a line for money on its own axis, one bucket per day or hour.
 * visx draws plain SVG from what we write here: loaded on demand (next/dynamic) by the console's
 * dashboard only, never by the shop. The picture is one `role="img"` with a name that says what it
 * shows; its parts are hidden from screen readers, which read the table under it instead
 * (components/console/stats-parts.tsx, ChartBlock).
 */
export interface ChartPoint {
  key: string;
  /** The axis's short label ("27.11", "14:00"). */
  label: string;
  bar: number;
  line?: number;
}

export interface StatsChartProps {
  points: readonly ChartPoint[];
  /** What the picture shows, for screen readers (the figures are in the table beside it). */
  label: string;
  barName: string;
  lineName?: string;
  formatBar: (value: number) => string;
  /** An axis tick of the line's figures, short ("1,2 mln"). */
  formatLineTick?: (value: number) => string;
  height?: number;
}

const MARGIN = { top: 12, right: 56, bottom: 28, left: 40 };

export function StatsChart({ points, label, barName, lineName, formatBar, formatLineTick, height = 224 }: StatsChartProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 100, initialSize: { width: 0 } });
  const withLine = lineName !== undefined && points.some((p) => p.line !== undefined);
  const margin = { ...MARGIN, right: withLine ? MARGIN.right : 12 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const x = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerWidth], padding: points.length > 40 ? 0.1 : 0.25 });
  const barMax = Math.max(1, ...points.map((p) => p.bar));
  const yBar = scaleLinear<number>({ domain: [0, barMax], range: [innerHeight, 0], nice: true });
  const lineMax = Math.max(1, ...points.map((p) => p.line ?? 0));
  const yLine = scaleLinear<number>({ domain: [0, lineMax], range: [innerHeight, 0], nice: true });
  const labels = new Map(points.map((p) => [p.key, p.label]));
  // About one axis label per 56 px: every day of a week, every few of a month, every few hours.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 56))));
  const tickValues = points.filter((_, i) => i % every === 0).map((p) => p.key);
  const half = x.bandwidth() / 2;
  const tickLabel = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;

  return (
    <div ref={parentRef} className="w-full text-muted">
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label} className="block overflow-visible">
          <Group left={margin.left} top={margin.top} aria-hidden="true">
            <GridRows scale={yBar} width={innerWidth} numTicks={4} stroke="var(--color-line)" />
            {points.map((p) => {
              const h = innerHeight - (yBar(p.bar) ?? innerHeight);
              return (
                <Bar
                  key={p.key}
                  x={x(p.key) ?? 0}
                  y={innerHeight - h}
                  width={x.bandwidth()}
                  height={h}
                  rx={Math.min(3, x.bandwidth() / 4)}
                  className="fill-brand-500"
                  data-value={p.bar}
                />
              );
            })}
            {withLine && (
              <LinePath
                data={points as ChartPoint[]}
                x={(p) => (x(p.key) ?? 0) + half}
                y={(p) => yLine(p.line ?? 0) ?? innerHeight}
                className="stroke-sale-600"
                strokeWidth={2}
                fill="none"
              />
            )}
            <AxisLeft
              scale={yBar}
              numTicks={4}
              hideAxisLine
              hideTicks
              tickFormat={(v) => formatBar(Number(v))}
              tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 })}
            />
            {withLine && (
              <AxisRight
                scale={yLine}
                left={innerWidth}
                numTicks={4}
                hideAxisLine
                hideTicks
                tickFormat={(v) => (formatLineTick ? formatLineTick(Number(v)) : String(v))}
                tickLabelProps={() => ({ ...tickLabel, textAnchor: 'start', dx: 4, dy: 4 })}
              />
            )}
            <AxisBottom
              scale={x}
              top={innerHeight}
              tickValues={tickValues}
              tickFormat={(k) => labels.get(k) ?? k}
              stroke="var(--color-line)"
              tickStroke="var(--color-line)"
              tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
            />
          </Group>
        </svg>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-500" />
          {barName}
        </li>
        {withLine && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-sale-600" />
            {lineName}
          </li>
        )}
      </ul>
    </div>
  );
}
