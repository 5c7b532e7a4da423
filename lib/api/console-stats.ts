import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { Locale } from '@/lib/contract/values';
import type { DayRange } from '@/lib/domain/stats-period';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/**
 * The console's dashboards (ADR 0035): GET /console/stats/store/?store=&from=&to= (staff of the
 * store, operators) and GET /console/stats/platform/?from=&to= (operators). Product names come in
 * the page's language, so the locale is part of the key.
 */

export const statsKeys = {
  all: [...consoleKeys.all, 'stats'] as const,
  store: (locale: Locale, store: number, range: DayRange) => [...statsKeys.all, 'store', locale, store, range.from, range.to] as const,
  platform: (locale: Locale, range: DayRange) => [...statsKeys.all, 'platform', locale, range.from, range.to] as const,
};

const getStoreStats = (http: Http, store: number, range: DayRange) => call(http, consoleApi.stats.store, { query: { store, from: range.from, to: range.to } });

const getPlatformStats = (http: Http, range: DayRange) => call(http, consoleApi.stats.platform, { query: { from: range.from, to: range.to } });

/**
 * Figures of a morning's glance: a minute is fresh enough, and coming back to the tab refreshes
 * them. The previous answer stays on screen while another period loads (no jump to a skeleton).
 */
export const storeStatsQuery = (http: Http, locale: Locale, store: number, range: DayRange) =>
  queryOptions({
    queryKey: statsKeys.store(locale, store, range),
    queryFn: () => getStoreStats(http, store, range),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

export const platformStatsQuery = (http: Http, locale: Locale, range: DayRange) =>
  queryOptions({
    queryKey: statsKeys.platform(locale, range),
    queryFn: () => getPlatformStats(http, range),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
