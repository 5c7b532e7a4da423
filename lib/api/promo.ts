import type { PromoCode } from '@/lib/contract/orders';
import { unwrap, type Http } from './http';

/** The contract's promo check (no login needed): the code and its percent, or `invalid_promo_code`. */

export const checkPromoCode = (http: Http, promo_code: string) =>
  http.post('store/check_promo_code/', { json: { promo_code } }).then(unwrap<PromoCode>);
