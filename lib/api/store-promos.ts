import type { z } from '@hono/zod-openapi';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { StorePromoCreateSchema, StorePromoUpdateSchema } from '@/lib/contract/store-promos';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';
import { queryOptions } from './query-options';

/** A store's own promotions in the console (ADR 0037): `/console/stores/{id}/promotions/…`. */

export interface StorePromoListParams {
  q?: string;
  page: number;
  size: number;
}

export type StorePromoInput = z.input<typeof StorePromoCreateSchema>;
export type StorePromoChange = z.input<typeof StorePromoUpdateSchema>;

export const storePromoKeys = {
  all: [...consoleKeys.all, 'store-promos'] as const,
  list: (store: number, params: StorePromoListParams) => [...storePromoKeys.all, store, params] as const,
};

const routes = consoleApi.storePromos;

const listStorePromos = (http: Http, store: number, params: StorePromoListParams) => call(http, routes.list, { path: { id: store }, query: { ...params } });
export const createStorePromo = (http: Http, store: number, body: StorePromoInput) => call(http, routes.create, { path: { id: store }, json: body });
export const updateStorePromo = (http: Http, store: number, id: number, body: StorePromoChange) =>
  call(http, routes.update, { path: { id: store, promo_id: id }, json: body });
export const deactivateStorePromo = (http: Http, store: number, id: number) => call(http, routes.deactivate, { path: { id: store, promo_id: id } });

export const storePromosQuery = (http: Http, store: number, params: StorePromoListParams) =>
  queryOptions({
    queryKey: storePromoKeys.list(store, params),
    queryFn: () => listStorePromos(http, store, params),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
