'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { browserApi } from '@/lib/api/browser';
import { deliveryKeys, getDeliveryTerms } from '@/lib/api/delivery';
import type { DeliveryTermsAnswer } from '@/lib/contract/delivery';
import type { Locale } from '@/lib/contract/values';
import { deliveryByStore } from '@/lib/domain/delivery';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';

/**
 * The basket's stores with their delivery terms, and the basket grouped by store as the server
 * will price it (lib/domain/delivery.ts). Until the terms arrive the groups use the default terms;
 * `ready` says when they are the stores' own.
 */
export function useBasketDelivery(type: 'D' | 'T' = 'D') {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const products = useBasket((s) => s.products);
  // Sorted, so that the same stores are one query whatever the basket's order.
  const storeIds = useMemo(() => [...new Set(products.map((p) => p.store.id))].sort((a, b) => a - b), [products]);
  const query = useQuery({
    queryKey: deliveryKeys.terms(locale, storeIds.join(',')),
    enabled: hydrated && storeIds.length > 0,
    // The windows on offer move with the clock.
    staleTime: 60_000,
    queryFn: () => getDeliveryTerms(browserApi(), storeIds),
  });
  const terms = useMemo(() => new Map((query.data ?? []).map((t) => [t.store, t])), [query.data]);
  const groups = useMemo(() => deliveryByStore(products, query.data ? terms : undefined, type), [products, terms, query.data, type]);
  return { groups, terms: terms as ReadonlyMap<number, DeliveryTermsAnswer>, ready: query.isSuccess, query };
}
