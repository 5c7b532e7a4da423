'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { orderKeys, placeOrder } from '@/lib/api/orders';
import type { OrderInput } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import { keyAfterFailure, newIdempotencyKey } from '@/lib/domain/checkout';
import { useRouter } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/stores/basket';

/**
 * Places the checkout's order. Each attempt carries one Idempotency-Key: a press after a failure
 * with no clear answer repeats it (keyAfterFailure), so a retry never makes a second order;
 * `newAttempt` (any change the shopper makes) starts a fresh one. On success the order becomes the
 * last order, the basket empties and the shopper sees the order placed.
 *
 * Plain state rather than TanStack's useMutation: one pending flag is all the page needs, and the
 * mutation observer would add about 1 kB (gzip) to the checkout's JavaScript (bench:js).
 */
export function usePlaceOrder() {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const [isPending, setPending] = useState(false);

  const place = useCallback(
    async (input: OrderInput, onError: (error: unknown) => void) => {
      const attempt = (key.current ??= newIdempotencyKey());
      setPending(true);
      try {
        const order = await placeOrder(browserApi(), input, attempt);
        queryClient.setQueryData(orderKeys.last(locale), order);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
        useBasket.getState().clear();
        // Stays pending while the page leaves: the order is placed, a second press must not try again.
        router.replace('/cart/order-placed');
      } catch (error) {
        // A change made while the order was on its way has already started a new attempt.
        if (key.current === attempt) key.current = keyAfterFailure(attempt, error instanceof ApiError ? error.status : null);
        setPending(false);
        onError(error);
      }
    },
    [locale, queryClient, router],
  );

  const newAttempt = useCallback(() => {
    key.current = null;
  }, []);

  return { isPending, place, newAttempt };
}
