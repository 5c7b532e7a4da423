import { shopApi } from '@/lib/contract/shop-route-values';
import type { SavedLine } from '@/lib/domain/basket-merge';
import { call } from './call';
import type { Http } from './http';

/** The basket a logged-in shopper keeps on the server (ADR 0031): both answer the whole basket. */

export const getAccountBasket = (http: Http) => call(http, shopApi.basket.get);

export const saveAccountBasket = (http: Http, products: readonly SavedLine[]) =>
  call(http, shopApi.basket.put, { json: { products: products.map(({ id, count }) => ({ id, count })) } });
