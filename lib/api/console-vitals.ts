import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** Shoppers' real speed (operators: GET /console/vitals/?days=). */

const vitalsKeys = {
  all: [...consoleKeys.all, 'vitals'] as const,
  figures: (days: number) => [...vitalsKeys.all, days] as const,
};

const getConsoleVitals = (http: Http, days: number) => call(http, consoleApi.vitals, { query: { days } });

/** Figures change by the second; a minute is fresh enough for a table read by a person. */
export const consoleVitalsQuery = (http: Http, days: number) =>
  queryOptions({ queryKey: vitalsKeys.figures(days), queryFn: () => getConsoleVitals(http, days), staleTime: 60_000, placeholderData: (previous) => previous });
