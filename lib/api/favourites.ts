import { shopApi } from '@/lib/contract/shop-route-values';
import type { FavouriteAction } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

/** The contract's favourites calls (login): both answer the caller's whole favourite list. */

export const getFavourites = (http: Http) => call(http, shopApi.favourites.list);

export const changeFavourites = (http: Http, product_ids: number[], action: FavouriteAction) =>
  call(http, shopApi.favourites.change, { json: { product_ids, action } });

export const favouriteKeys = {
  all: ['favourites'] as const,
  server: () => [...favouriteKeys.all, 'server'] as const,
};
