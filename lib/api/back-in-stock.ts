import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** "Tell me when it is back" (login): each call answers the products the caller waits for. */

export const getWaiting = (http: Http) => call(http, shopApi.backInStock.list);

export const waitForProduct = (http: Http, id: number) => call(http, shopApi.backInStock.wait, { path: { id } });

export const stopWaitingForProduct = (http: Http, id: number) => call(http, shopApi.backInStock.stop, { path: { id } });
