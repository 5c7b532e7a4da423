import type { BackInStockList } from '@/lib/contract/catalog';
import { unwrap, type Http } from './http';

/** "Tell me when it is back" (login): each call answers the products the caller waits for. */

export const getWaiting = (http: Http) => http.get('store/products/back-in-stock/').then(unwrap<BackInStockList>);

export const waitForProduct = (http: Http, id: number) => http.post(`store/products/back-in-stock/${id}/`).then(unwrap<BackInStockList>);

export const stopWaitingForProduct = (http: Http, id: number) => http.delete(`store/products/back-in-stock/${id}/`).then(unwrap<BackInStockList>);
