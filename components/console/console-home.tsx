'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';
import { PlatformDashboard } from './platform-dashboard';
import { StatsPeriodPicker, useStatsPeriod } from './stats-period-picker';
import { StoreDashboard } from './store-dashboard';
import { CONSOLE_STORE_KEY, useConsoleStore } from './store-switcher';
import { useUrlFilters } from './url-state';

/** The store opened from the marketplace's table is the one the switcher brings back next time. */
const rememberStore = (id: number) => {
  try {
    window.localStorage.setItem(CONSOLE_STORE_KEY, String(id));
  } catch {
    // Private mode: the URL carries it.
  }
};

const VIEWS = ['platform', 'store'] as const;
type View = (typeof VIEWS)[number];

/**
 * /console (ADR 0035): the dashboards. A seller sees their store's (the console's store switcher
 * picks one when they serve several); an operator has two tabs, the whole marketplace (first) and
 * one store, chosen in the switcher or from the marketplace's table of stores. The period and the
 * tab are kept in the URL.
 */
export function ConsoleHome() {
  const t = useTranslations('consoleStats');
  const tc = useTranslations('console');
  const scope = useConsoleScope();
  const [store] = useConsoleStore();
  const period = useStatsPeriod();
  const filters = useUrlFilters(['view', 'store'] as const);
  const view: View = scope.all_stores ? (filters.values.view === 'store' ? 'store' : 'platform') : 'store';
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const storeName = scope.stores.find((s) => s.id === store)?.brand_name;
  const choose = (next: View) => filters.set({ view: next === 'platform' ? undefined : next });
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : e.key === 'Home' ? -index : e.key === 'End' ? VIEWS.length - 1 - index : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = (index + step + VIEWS.length) % VIEWS.length;
    choose(VIEWS[next]!);
    tabs.current[next]?.focus();
  };

  if (!scope.all_stores && scope.stores.length === 0) return <EmptyState emoji="store" title={tc('storeProfile.noStores')} />;

  const range = period.chosen.range;
  const panel = (
    <>
      <StatsPeriodPicker state={period} />
      {range === null ? null : view === 'platform' ? (
        <PlatformDashboard
          range={range}
          onOpenStore={(id) => {
            rememberStore(id);
            // One change of the URL for both (two would each start from the same old URL).
            filters.set({ store: id, view: 'store' });
          }}
        />
      ) : store === undefined ? (
        <EmptyState emoji="store" title={t('pickStore.title')} text={t('pickStore.text')} />
      ) : (
        <StoreDashboard key={store} store={store} range={range} />
      )}
    </>
  );

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {scope.all_stores ? (
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-bold">{tc('operatorTitle')}</h2>
            <div role="tablist" aria-label={t('tabs.label')} className="flex gap-1 rounded-control bg-surface p-1 shadow-card">
              {VIEWS.map((v, i) => (
                <button
                  key={v}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${base}-tab-${v}`}
                  aria-selected={view === v}
                  aria-controls={`${base}-panel`}
                  tabIndex={view === v ? 0 : -1}
                  onClick={() => choose(v)}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={clsx('min-h-11 rounded-control px-4 text-sm font-semibold', view === v ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
                >
                  {v === 'platform' ? t('tabs.platform') : t('tabs.store')}
                </button>
              ))}
            </div>
          </div>
        ) : (
          // No store chosen (a seller of several, "all stores"): the stores they serve, one to pick below.
          <h2 className="text-lg font-bold">{storeName ?? tc('sellerTitle')}</h2>
        )}
        <Link
          href={store === undefined ? '/console/orders' : { pathname: '/console/orders', query: { store: String(store) } }}
          className={buttonClass('secondary')}
        >
          {tc('sections.orders')}
        </Link>
      </div>
      {scope.all_stores ? (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${view}`}>
          {panel}
        </div>
      ) : (
        panel
      )}
    </>
  );
}
