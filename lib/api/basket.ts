import type { AccountBasket } from '@/lib/contract/basket';
import type { SavedLine } from '@/lib/domain/basket-merge';
import { unwrap, type Http } from './http';

/** The basket a logged-in shopper keeps on the server (issue 34): both answer the whole basket. */

export const getAccountBasket = (http: Http) => http.get('store/basket/').then(unwrap<AccountBasket>);

export const saveAccountBasket = (http: Http, products: readonly SavedLine[]) =>
  http.put('store/basket/', { json: { products: products.map(({ id, count }) => ({ id, count })) } }).then(unwrap<AccountBasket>);
