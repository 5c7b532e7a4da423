'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { browserApi } from '@/lib/api/browser';
import { getStoreOffers, promoKeys } from '@/lib/api/promo';
import type { Locale } from '@/lib/contract/values';
import { checkedCodeTerms, offerTerms, priceBasket } from '@/lib/domain/promotions';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';
import { useBasketDelivery } from './use-delivery-terms';

/**
 * The basket priced as the server will charge it (lib/domain/promotions.ts, the one pricing): each
 * store's delivery terms, the stores' automatic offers working now (GET /store/promotions/) and the
 * code in the basket. `stores` are the basket's groups with their promotions; `offers` the offers
 * as answered (store names for the words).
 */
export function useBasketPricing(type: 'D' | 'T' = 'D') {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const delivery = useBasketDelivery(type);
  const products = useBasket((s) => s.products);
  const promo = useBasket((s) => s.promo_code);
  const storeIds = useMemo(() => [...new Set(products.map((p) => p.store.id))].sort((a, b) => a - b), [products]);
  const offers = useQuery({
    queryKey: promoKeys.offers(locale, storeIds.join(',')),
    enabled: hydrated && storeIds.length > 0,
    // A shopper's own limits count: live, but not asked again on every render.
    staleTime: 60_000,
    queryFn: () => getStoreOffers(browserApi(), storeIds),
  });
  const priced = useMemo(
    () =>
      priceBasket(products, type, {
        terms: delivery.ready ? delivery.terms : undefined,
        code: checkedCodeTerms(promo),
        offers: (offers.data ?? []).map(offerTerms),
      }),
    [products, type, delivery.ready, delivery.terms, promo, offers.data],
  );
  return { ...delivery, priced, stores: priced.stores, offers: offers.data ?? [], offersQuery: offers };
}
