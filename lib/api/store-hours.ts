import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { StorePause } from '@/lib/contract/schedule';
import { call } from './call';
import type { Http } from './http';

/** The order desk's pause of a store (ADR 0030), typed from the contract. */
export const storePauseKeys = {
  all: ['console', 'store-pause'] as const,
  one: (storeId: number) => [...storePauseKeys.all, storeId] as const,
};

const getStorePause = (http: Http, storeId: number) => call(http, consoleApi.stores.pauseState, { path: { id: storeId } });
export const pauseStore = (http: Http, storeId: number, body: StorePause) => call(http, consoleApi.stores.pause, { path: { id: storeId }, json: body });
export const resumeStore = (http: Http, storeId: number) => call(http, consoleApi.stores.resume, { path: { id: storeId } });

export const storePauseQuery = (http: Http, storeId: number) =>
  queryOptions({ queryKey: storePauseKeys.one(storeId), queryFn: () => getStorePause(http, storeId), refetchInterval: 60_000 });
