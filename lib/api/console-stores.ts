import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { StoreCreate, StoreUpdate } from '@/lib/contract/console-stores';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** Store profiles in the console (ADR 0017): GET/PATCH /console/stores/{id}/, the operator's list, new store, suspension. */

export interface ConsoleStoresParams {
  q?: string;
  suspended?: boolean;
  page: number;
  size: number;
}

export const storeKeys = {
  all: [...consoleKeys.all, 'store-profiles'] as const,
  list: (params: ConsoleStoresParams) => [...storeKeys.all, 'list', params] as const,
  one: (id: number) => [...storeKeys.all, 'one', id] as const,
};

const listStoreProfiles = (http: Http, params: ConsoleStoresParams) =>
  call(http, consoleApi.stores.list, {
    query: { q: params.q, page: params.page, size: params.size, suspended: params.suspended === undefined ? undefined : String(params.suspended) },
  });

const getStoreProfile = (http: Http, id: number) => call(http, consoleApi.stores.one, { path: { id } });

export const patchStoreProfile = (http: Http, id: number, patch: StoreUpdate) => call(http, consoleApi.stores.patch, { path: { id }, json: patch });

/** A new store as the form sends it (the server fills the defaults). */
export type StoreCreateInput = Partial<StoreCreate> &
  Pick<StoreCreate, 'brand_name' | 'legal_name' | 'store_location_name_uz' | 'store_location_name_ru' | 'latitude' | 'longitude' | 'working_time'>;

/** A new logo as a picture file (the server checks it by content and resizes it). */
export const uploadStoreLogo = (http: Http, id: number, file: File) => {
  const body = new FormData();
  body.set('file', file);
  return call(http, consoleApi.stores.logo, { path: { id }, form: body });
};

export const createStoreProfile = (http: Http, body: StoreCreateInput) => call(http, consoleApi.stores.create, { json: body });

export const setStoreSuspension = (http: Http, id: number, suspend: boolean) =>
  call(http, suspend ? consoleApi.stores.suspend : consoleApi.stores.unsuspend, { path: { id } });

export const storeProfilesQuery = (http: Http, params: ConsoleStoresParams) =>
  queryOptions({ queryKey: storeKeys.list(params), queryFn: () => listStoreProfiles(http, params), staleTime: 0, placeholderData: (previous) => previous });

export const storeProfileQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: storeKeys.one(id), queryFn: () => getStoreProfile(http, id), staleTime: 0 });

/** The stores an operator may pick from (every store, up to a page of 100; a seller's come with `consoleMe`). */
export const consoleStoresQuery = (http: Http) => storeProfilesQuery(http, { page: 1, size: 100 });
