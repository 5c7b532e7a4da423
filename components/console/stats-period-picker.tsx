'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { tashkentDay } from '@/lib/domain/datetime';
import { presetRange, previousRange, rangeProblem, STATS_MAX_DAYS, STATS_PERIODS, type DayRange, type StatsPeriod } from '@/lib/domain/stats-period';
import { controlProps } from '@/components/forms/field';
import { inputClass } from './field';
import { FilterChips } from './list-parts';
import { useUrlFilters } from './url-state';

interface ChosenPeriod {
  period: StatsPeriod;
  /** The range to ask for, or null while a chosen range is not a valid one yet. */
  range: DayRange | null;
  previous: DayRange | null;
}

/**
 * The dashboard's period, kept in the URL (`?period=7d`, `?period=range&from=&to=`) so that a
 * reload or a link shows the same figures. Today's date is Tashkent's, read once per render.
 */
export function useStatsPeriod() {
  const filters = useUrlFilters(['period', 'from', 'to'] as const);
  const raw = filters.values.period;
  const period: StatsPeriod = (STATS_PERIODS as readonly string[]).includes(raw ?? '') ? (raw as StatsPeriod) : 'today';
  const custom = { from: filters.values.from ?? '', to: filters.values.to ?? '' };
  const range = period === 'range' ? (rangeProblem(custom) === null ? custom : null) : presetRange(period);
  const chosen: ChosenPeriod = { period, range, previous: range && previousRange(range) };
  return { chosen, custom, set: filters.set };
}

/** The period's chips (today, 7 days, 30 days, a range) and, for a range, two date inputs. */
export function StatsPeriodPicker({ state }: { state: ReturnType<typeof useStatsPeriod> }) {
  const t = useTranslations('consoleStats');
  const { chosen, custom, set } = state;
  const id = useId();
  // The inputs' own values while typing: the URL changes once both make a valid range.
  const [draft, setDraft] = useState(custom);
  useEffect(() => setDraft(custom), [custom.from, custom.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const problem = chosen.period === 'range' ? rangeProblem(draft) : null;
  const today = tashkentDay(new Date());

  const choose = (period: StatsPeriod) => {
    if (period !== 'range') return set({ period: period === 'today' ? undefined : period, from: undefined, to: undefined });
    // A range starts from the period shown, to be changed from there.
    const start = chosen.range ?? presetRange('7d');
    set({ period, from: start.from, to: start.to });
  };
  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (rangeProblem(next) === null) set({ period: 'range', from: next.from, to: next.to });
  };

  return (
    <div className="mb-4">
      <FilterChips label={t('period')} options={STATS_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))} value={chosen.period} onChange={choose} />
      {chosen.period === 'range' && (
        <fieldset className="-mt-1 flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('periods.range')}</legend>
          {(['from', 'to'] as const).map((field) => (
            <div key={field} className="w-40">
              <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-semibold">
                {t(field)}
              </label>
              <input
                type="date"
                {...controlProps(`${id}-${field}`, problem ? 'x' : undefined)}
                aria-describedby={problem ? `${id}-problem` : undefined}
                max={today}
                value={draft[field]}
                onChange={(e) => change(field, e.target.value)}
                className={inputClass}
              />
            </div>
          ))}
          {problem && (
            <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-red-700">
              {t(`rangeProblems.${problem}`, { days: STATS_MAX_DAYS })}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
