import { searchParams, unwrap, type Http } from './http';
import type { Page } from '@/lib/contract/common';
import type { Store, StoreLetterGroup } from '@/lib/contract/catalog';

export interface StoreListParams {
  letter?: string;
  page?: number;
  size?: number;
}

/** A page of stores: the pages ask for the paged form (a plain list is what other clients read). */
export const getStores = (http: Http, { letter, page = 1, size = 24 }: StoreListParams = {}) =>
  http.get('store/', { searchParams: searchParams({ letter, page, size, paged: 1 }) }).then(unwrap<Page<Store>>);

export const getStore = (http: Http, id: number) => http.get(`store/${id}/`).then(unwrap<Store>);

export const getStoreIndex = (http: Http) => http.get('store/all/').then(unwrap<StoreLetterGroup[]>);
