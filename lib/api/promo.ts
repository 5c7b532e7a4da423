import type { BasketLineRef } from '@/lib/contract/catalog';
import { shopApi } from '@/lib/contract/shop-route-values';
import type { Locale } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

/**
 * The contract's promo check (no login needed): the code and its percent (a store's code: its
 * store and terms too), or `invalid_promo_code`; given the basket, a store's code for none of its
 * stores is `promo_not_for_these_goods`.
 */
export const checkPromoCode = (http: Http, promo_code: string, products?: readonly BasketLineRef[]) =>
  call(http, shopApi.promo.check, { json: { promo_code, ...(products ? { products: [...products] } : {}) } });

/** The stores' automatic offers working now (`GET /store/promotions/?store=…`; a signed-in shopper's own limits apply). */
export const getStoreOffers = (http: Http, storeIds: readonly number[]) => call(http, shopApi.promo.offers, { query: { store: storeIds.join(',') } });

export const promoKeys = {
  offers: (locale: Locale, storeIds: string) => ['promotions', 'offers', locale, storeIds] as const,
};
