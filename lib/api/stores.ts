import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import { ApiError, type Http } from './http';

export interface StoreListParams {
  letter?: string;
  page?: number;
  size?: number;
}

/** A page of stores: the pages ask for the paged form (a plain list is what other clients read). */
export const getStores = (http: Http, { letter, page = 1, size = 24 }: StoreListParams = {}) =>
  call(http, shopApi.stores.list, { query: { letter, page, size, paged: 1 } }).then((answer) => {
    // The route answers a plain list or a page by its query; `paged=1` asked for the page, so a
    // list here is a server that did not keep to it.
    if (Array.isArray(answer)) throw new ApiError(200, 'invalid_response', 'A list of stores where a page was asked for');
    return answer;
  });

export const getStore = (http: Http, id: number) => call(http, shopApi.stores.one, { path: { id } });

export const getStoreIndex = (http: Http) => call(http, shopApi.stores.index);
