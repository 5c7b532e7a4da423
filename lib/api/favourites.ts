import type { Product } from '@/lib/contract/catalog';
import type { FavouriteAction } from '@/lib/contract/values';
import { unwrap, type Http } from './http';

/** The contract's favourites calls (login): both answer the caller's whole favourite list. */

export const getFavourites = (http: Http) => http.get('store/products/feature-list/').then(unwrap<Product[]>);

export const changeFavourites = (http: Http, product_ids: number[], action: FavouriteAction) =>
  http.post('store/products/feature/', { json: { product_ids, action } }).then(unwrap<Product[]>);

export const favouriteKeys = {
  all: ['favourites'] as const,
  server: () => [...favouriteKeys.all, 'server'] as const,
};
