import { queryOptions } from './query-options';
import type { StorePause, StorePauseState } from '@/lib/contract/schedule';
import { unwrap, type Http } from './http';

/** The order desk's pause of a store (ADR 0030), typed from the contract. */
export const storePauseKeys = {
  all: ['console', 'store-pause'] as const,
  one: (storeId: number) => [...storePauseKeys.all, storeId] as const,
};

export const getStorePause = (http: Http, storeId: number) => http.get(`console/stores/${storeId}/pause/`).then(unwrap<StorePauseState>);
export const pauseStore = (http: Http, storeId: number, body: StorePause) => http.post(`console/stores/${storeId}/pause/`, { json: body }).then(unwrap<StorePauseState>);
export const resumeStore = (http: Http, storeId: number) => http.delete(`console/stores/${storeId}/pause/`).then(unwrap<StorePauseState>);

export const storePauseQuery = (http: Http, storeId: number) =>
  queryOptions({ queryKey: storePauseKeys.one(storeId), queryFn: () => getStorePause(http, storeId), refetchInterval: 60_000 });
